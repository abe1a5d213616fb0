import { authEnv } from '~/lib/env.server'
import { disallowedPaths } from '~/lib/seo'
import type { Route } from './+types/robots'

/** /robots.txt: the private areas and resource routes stay out of search engines (decision 0066). */
export function loader({ url }: Route.LoaderArgs) {
  const origin = authEnv().siteUrl ?? url.origin
  const body = [
    'User-agent: *',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
