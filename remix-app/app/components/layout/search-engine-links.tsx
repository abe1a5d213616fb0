import { useLocation, useMatches } from 'react-router'
import { useRootData } from '~/lib/root-data'
import { alternates, isIndexablePath, languageUrl } from '~/lib/seo'

/** Route ids whose pages are never indexed (the designed 404). */
const unindexedRoutes = new Set(['routes/system/not-found'])

/**
 * Canonical, hreflang alternates and og:url of every public page (decision 0066), from the path
 * alone: query parameters other than the language (search filters, dates) name no other page.
 * Private areas (robots.txt's list) and the 404 page get none.
 */
export function SearchEngineLinks() {
  const { siteUrl, lng } = useRootData()
  const { pathname } = useLocation()
  const leaf = useMatches().at(-1)
  if (!siteUrl || !isIndexablePath(pathname) || (leaf && unindexedRoutes.has(leaf.id))) return null
  const canonical = languageUrl(siteUrl, pathname, lng)
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternates(siteUrl, pathname).map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <meta property="og:url" content={canonical} />
    </>
  )
}
