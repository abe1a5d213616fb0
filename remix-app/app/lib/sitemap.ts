import { languages } from '~/i18n/config'
import { alternates, languageUrl } from './seo'

/** One page of the site in the sitemap; it is listed once per language, each with every alternate. */
export type SitemapPage = { path: string; lastmod?: number | null }

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/** A `<urlset>` with hreflang alternates (xhtml:link) for every language's address of each page. */
export function urlSet(origin: string, pages: SitemapPage[]): string {
  const entries = pages.flatMap((page) => {
    const links = alternates(origin, page.path)
      .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
      .join('')
    const lastmod = page.lastmod ? `<lastmod>${isoDate(page.lastmod)}</lastmod>` : ''
    return languages.map(
      (lng) => `<url><loc>${escapeXml(languageUrl(origin, page.path, lng))}</loc>${lastmod}${links}</url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** A `<sitemapindex>` of the given sitemap files. */
export function sitemapIndex(urls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}

export const xmlResponse = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Crawlers may keep it an hour; new listings appear within that.
      'Cache-Control': status === 200 ? 'public, max-age=3600' : 'no-store',
    },
  })
