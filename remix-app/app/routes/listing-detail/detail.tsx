import type { ListingKind } from '@driftway/domain/roles'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import { rangeTimestamps, readRange } from '~/components/listing-detail/dates'
import { ListingDetailPage } from '~/components/listing-detail/detail-page'
import { buildQuoteRequest, defaultParty, maxPitchesOf, readParty } from '~/components/listing-detail/quote-request'
import { detailJsonLd, metaDescription } from '~/components/listing-detail/seo'
import type { QuoteRequest, QuoteResult } from '~/components/listing-detail/types'
import { fixedT } from '~/i18n/instance'
import { getAuth } from '~/lib/auth.server'
import { dealIdOf } from '~/lib/deals'
import { authEnv } from '~/lib/env.server'
import { kindPaths, listingKinds, localizedTitle } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { listingPartner, readPartnerChoices } from '~/lib/partner-booking'
import { type ReviewPage, reviewsApiPath } from '~/lib/reviews'
import { languageFromMatches } from '~/lib/root-data'
import { detailBreadcrumb } from '~/lib/seo-breadcrumbs'
import type { Route } from './+types/detail'
import { loadDetailPage, quoteListing, quotePartnerListing } from './listing-api.server'

function kindOfPath(pathname: string): ListingKind | undefined {
  return listingKinds.find((kind) => pathname.startsWith(`${kindPaths[kind].detail}/`))
}

/**
 * /rent-a-campervan/{id}, /book-a-campsite/{id}, /rent-a-houseboat/{id} (listings spec §2):
 * the listing with its booked periods and — when the URL carries a range — the price of that range,
 * so the first paint already shows it. Unknown ids and ids of another kind answer 404.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const kind = kindOfPath(url.pathname)
  if (!kind) throw data(null, { status: 404 })
  const auth = getAuth(context)
  const page = await loadDetailPage(auth, kind, params.id)
  if (!page.ok) {
    if (page.status === 404 || page.status === 400) throw data(null, { status: 404 })
    throw data(null, { status: 503, headers: { 'Retry-After': '60' } })
  }
  const { listing } = page.data
  if (listing.kind !== kind) throw data(null, { status: 404 })

  const stamps = rangeTimestamps(readRange(url.searchParams), listing.timezone)
  const priceOfRange = async (): Promise<{ request: QuoteRequest; result: QuoteResult } | null> => {
    if (!stamps) return null
    const party = kind === 'campsite' ? readParty(url.searchParams, maxPitchesOf(listing)) : defaultParty
    const request = buildQuoteRequest(stamps, party, {})
    const partner = listingPartner(listing)
    const result = partner
      ? await quotePartnerListing(auth, partner, listing.id, request, readPartnerChoices(url.searchParams))
      : await quoteListing(auth, kind, listing.id, request, dealIdOf(url.searchParams))
    return { request, result }
  }
  const origin = authEnv().siteUrl ?? url.origin
  // The price and the first 4 reviews (part of the page: crawlers read them) are asked side by side;
  // a failed review list leaves it empty.
  const [quote, reviews] = await Promise.all([
    priceOfRange(),
    auth.publicApi<ReviewPage>(reviewsApiPath(kind, listing.id)),
  ])
  return {
    kind,
    ...page.data,
    reviews: reviews.ok ? reviews.data : null,
    quote,
    canonicalUrl: `${origin}${kindPaths[kind].detail}/${encodeURIComponent(listing.id)}`,
  }
}

/**
 * Picking dates only rewrites the query: the calendar and the price panel work from the data
 * already loaded, so the listing is not reloaded. Actions do reload it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
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
    // Canonical, hreflang and og:url come from the layout (SearchEngineLinks), like on every public page.
    ...(listing.main_image_url ? [{ property: 'og:image', content: listing.main_image_url }] : []),
    ...(listing.is_draft ? [{ name: 'robots', content: 'noindex' }] : []),
    { 'script:ld+json': detailJsonLd(listing, canonicalUrl, title, { breadcrumb: detailBreadcrumb(lng, loaderData) }) },
  ]
}

export default function ListingDetailRoute({ loaderData }: Route.ComponentProps) {
  return <ListingDetailPage key={loaderData.listing.id} {...loaderData} />
}
