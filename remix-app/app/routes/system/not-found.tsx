import { data } from 'react-router'
import { NotFound } from '~/components/errors/not-found'
import { fixedT } from '~/i18n/instance'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/not-found'

/** Unknown URLs render the 404 page inside the site layout, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 })
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('meta.notFound.title') }), { name: 'robots', content: 'noindex' }]
}

export default function NotFoundRoute() {
  return <NotFound />
}
