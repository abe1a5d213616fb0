import type { ListingKind } from '@driftway/domain'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import { rangeTimestamps, readRange } from '~/components/listing-detail/dates'
import { ListingDetailPage } from '~/components/listing-detail/detail-page'
import { buildQuoteRequest, defaultParty, maxPitchesOf, readParty } from '~/components/listing-detail/quote-request'
import { detailJsonLd, metaDescription } from '~/components/listing-detail/seo'
import type { ListingDetail, QuoteRequest, QuoteResult } from '~/components/listing-detail/types'
import { fixedT } from '~/i18n/instance'
import { getAuth } from '~/lib/auth.server'
import { authEnv } from '~/lib/env.server'
import { kindPaths, listingKinds, localizedTitle } from '~/lib/listings'
import { mapTilesConfig } from '~/lib/map-tiles.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/detail'
import { callApi, quoteListing } from './listing-api.server'

function kindOfPath(pathname: string): ListingKind | undefined {
  return listingKinds.find((kind) => pathname.startsWith(`${kindPaths[kind].detail}/`))
}

/**
 * /rent-a-campervan/{id}, /book-a-campsite/{id}, /rent-a-houseboat/{id} (listings spec §2):
 * the listing, its booked periods and — when the URL carries a range — the price of that range,
 * so the first paint already shows it. Unknown ids and ids of another kind answer 404.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const kind = kindOfPath(url.pathname)
  if (!kind) throw data(null, { status: 404 })
  const auth = getAuth(context)
  const id = encodeURIComponent(params.id)
  const [detail, booked] = await Promise.all([
    callApi<ListingDetail>(auth, `/listing/${kind}/${id}/`),
    callApi<{ pickup_timestamp: number; return_timestamp: number }[]>(
      auth,
      `/reservation/${kind}/booking/travel/all/${id}/`,
    ),
  ])
  if (!detail.ok) {
    if (detail.status === 404 || detail.status === 400) throw data(null, { status: 404 })
    throw data(null, { status: 503, headers: { 'Retry-After': '60' } })
  }
  const listing = detail.data
  if (listing.kind !== kind) throw data(null, { status: 404 })

  const range = readRange(url.searchParams)
  const stamps = rangeTimestamps(range, listing.timezone)
  let quote: { request: QuoteRequest; result: QuoteResult } | null = null
  if (stamps) {
    const party = kind === 'campsite' ? readParty(url.searchParams, maxPitchesOf(listing)) : defaultParty
    const request = buildQuoteRequest(stamps, party, {})
    quote = { request, result: await quoteListing(auth, kind, listing.id, request) }
  }
  const origin = authEnv().siteUrl ?? url.origin
  return {
    kind,
    listing,
    booked: booked.ok ? booked.data : listing.booked_info,
    quote,
    now: Math.floor(Date.now() / 1000),
    canonicalUrl: `${origin}${kindPaths[kind].detail}/${encodeURIComponent(listing.id)}`,
    tiles: mapTilesConfig(),
  }
}

/**
 * Picking dates only rewrites the query and pricing only reads: the calendar and the price panel
 * work from the data already loaded, so neither reloads the listing. Other actions do.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
  // Pricing is a read that happens to be a POST: nothing the page loaded has changed.
  if (formAction?.startsWith('/listing-quote/')) return false
  return defaultShouldRevalidate
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  if (!loaderData) return pageMeta(lng, { title: t('meta.notFound.title') })
  const { listing, canonicalUrl, kind } = loaderData
  const title = localizedTitle(listing, lng)
  const place = [listing.city, listing.country].filter(Boolean).join(', ')
  return [
    ...pageMeta(lng, {
      title: t('listing:meta.title', { title, place, context: kind }),
      description: metaDescription(listing, t('listing:meta.fallbackDescription', { title, place, context: kind })),
    }),
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    { property: 'og:url', content: canonicalUrl },
    ...(listing.main_image_url ? [{ property: 'og:image', content: listing.main_image_url }] : []),
    ...(listing.is_draft ? [{ name: 'robots', content: 'noindex' }] : []),
    { 'script:ld+json': detailJsonLd(listing, canonicalUrl, title) },
  ]
}

export default function ListingDetailRoute({ loaderData }: Route.ComponentProps) {
  return <ListingDetailPage key={loaderData.listing.id} {...loaderData} />
}
