import { landingContentTypes, landingRoutePrefix } from '@driftway/domain/listing-options'
import { apiGet } from '~/lib/api.server'
import type { ApiAnswer } from '~/lib/api-schema'
import { authEnv } from '~/lib/env.server'
import { cityPathPrefixes, kindPaths, listingKinds } from '~/lib/listings'
import { citySlug } from '~/lib/seo'
import { type SitemapPage, sitemapIndex, urlSet, xmlResponse } from '~/lib/sitemap'
import type { Route } from './+types/sitemap'

type ListingsPage = ApiAnswer<'/sitemap/listings/'>
type Cities = ApiAnswer<'/sitemap/cities/'>

/** The public pages that are not listings or cities (decision 0066). */
const staticPaths = [
  '/',
  ...listingKinds.map((kind) => kindPaths[kind].search),
  '/how-it-works',
  '/contact',
  '/terms',
  '/privacy',
  '/lessor-terms',
  '/imprint',
]

type LandingList = ApiAnswer<'/landing-page/create/v1/'>

/**
 * Published landing pages (listings §7 list call; anonymous callers get published pages only).
 * A page's slug names its city route: campervan-hire-munich → /campervan-hire/munich.
 */
async function landingPages(): Promise<SitemapPage[]> {
  const lists = await Promise.all(
    landingContentTypes.map(async (type) => {
      const answer = await apiGet<LandingList>(`/landing-page/create/v1/?type=${type}&limit=1000&offset=0`)
      if (!answer.ok) return []
      const prefix = landingRoutePrefix[type]
      return answer.data.results
        .filter((page) => page.status === 'published' && page.slug.startsWith(`${prefix}-`))
        .map((page) => ({
          path: `/${prefix}/${page.slug.slice(prefix.length + 1)}`,
          lastmod: Math.floor(Date.parse(page.updated_at) / 1000) || null,
        }))
    }),
  )
  return lists.flat()
}

/** Home, kind pages, how it works, contact, legal pages, and every city page (cities with listings, landing pages). */
async function pagesSitemap(origin: string): Promise<Response> {
  const [cities, landing] = await Promise.all([apiGet<Cities>('/sitemap/cities/'), landingPages()])
  if (!cities.ok) return xmlResponse('', 503)
  const cityPages = cities.data.map((entry) => ({ path: `${cityPathPrefixes[entry.kind]}/${citySlug(entry.city)}` }))
  const seen = new Set<string>()
  const pages = [...staticPaths.map((path) => ({ path })), ...landing, ...cityPages].filter((page) => {
    if (seen.has(page.path)) return false
    seen.add(page.path)
    return true
  })
  return xmlResponse(urlSet(origin, pages))
}

async function listingsSitemap(origin: string, page: number): Promise<Response> {
  const answer = await apiGet<ListingsPage>(`/sitemap/listings/?page=${page}`)
  if (!answer.ok) return xmlResponse('', answer.status === 400 ? 404 : 503)
  if (page > answer.data.pages) return xmlResponse('', 404)
  return xmlResponse(
    urlSet(
      origin,
      answer.data.results.map((listing) => ({
        path: `${kindPaths[listing.kind].detail}/${encodeURIComponent(listing.id)}`,
        lastmod: listing.updated_ts,
      })),
    ),
  )
}

/**
 * /sitemap.xml (an index of the files below), /sitemaps/pages.xml and /sitemaps/listings-{n}.xml
 * (all published listings, pages of 5 000 as the API serves them). Each page appears once per
 * language with its hreflang alternates.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const origin = authEnv().siteUrl ?? url.origin
  if (!params.file) {
    const first = await apiGet<ListingsPage>('/sitemap/listings/?page=1')
    if (!first.ok) return xmlResponse('', 503)
    const files = [
      `${origin}/sitemaps/pages.xml`,
      ...Array.from({ length: first.data.pages }, (_, index) => `${origin}/sitemaps/listings-${index + 1}.xml`),
    ]
    return xmlResponse(sitemapIndex(files))
  }
  if (params.file === 'pages.xml') return pagesSitemap(origin)
  const match = /^listings-([1-9]\d{0,5})\.xml$/.exec(params.file)
  if (match) return listingsSitemap(origin, Number(match[1]))
  return xmlResponse('', 404)
}
