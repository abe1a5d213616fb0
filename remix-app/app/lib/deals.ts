import { listingDetailPath } from '@driftway/domain/booking-links'
import { nightKeyOf } from '@driftway/domain/dates'
import type { ListingKind } from '@driftway/domain/roles'
import type { ApiAnswer } from './api-schema'

/** A live deal as `GET /reservation/{kind}/last-minute-deal/travel/` answers it (decision 0068). */
export type DealPage = ApiAnswer<'/reservation/{kind}/last-minute-deal/travel/'>
export type Deal = DealPage['results'][number]

/** What a deal card reads of the deal's listing: the title (in both languages), place, cover and lists. */
type DealListing = Pick<
  Deal['listing_summary'],
  'id' | 'kind' | 'title' | 'title_de' | 'city' | 'country' | 'main_image_url' | 'wishlists'
>
/** A deal as its card shows it: the API's deal with only the listing fields the card reads. */
export type DealCardData = Omit<Deal, 'listing_summary'> & { listing_summary: DealListing }

/**
 * A deal cut down to its card (issue 23): the search page's strip writes up to 8 deals into the
 * page for hydration, and the API's listing summary (every photo, the lessor, pricing fields) was
 * ~2.5 KB of each that no card shows.
 */
export function toDealCard({ listing_summary: listing, ...deal }: Deal): DealCardData {
  const { id, kind, title, title_de, city, country, main_image_url, wishlists } = listing
  return { ...deal, listing_summary: { id, kind, title, title_de, city, country, main_image_url, wishlists } }
}

/** The deals list route (booking spec §2 "last-minute deals list route"), per kind in the query. */
export const dealsPath = '/last-minute-deals'
export const newDealPath = `${dealsPath}/new`
/** The deals finish route: where a lessor lands after creating a deal (booking spec §2 redirects). */
export const dealCreatedPath = (kind: ListingKind, id: string) =>
  `${dealsPath}/created/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`
export const dealsOfKindPath = (kind: ListingKind) => `${dealsPath}?${new URLSearchParams({ kind })}`

/** The deal's first and last day at its listing (the calendar dates the traveler sees). */
export const dealDays = (deal: Pick<Deal, 'pickup_timestamp' | 'return_timestamp' | 'timezone'>) => ({
  start: nightKeyOf(deal.pickup_timestamp, deal.timezone),
  end: nightKeyOf(deal.return_timestamp, deal.timezone),
})

/**
 * "Book now": the listing's detail page on the deal's dates with the spec's deal params
 * (booking spec §2 "Query: startDate, endDate, isLastMinuteDeal, isLastMinuteDealId"), which
 * prices and books at the deal price.
 */
export function dealBookingHref(
  deal: Pick<Deal, 'id' | 'kind' | 'listing' | 'pickup_timestamp' | 'return_timestamp' | 'timezone'>,
) {
  const { start, end } = dealDays(deal)
  const params = new URLSearchParams({
    startDate: start,
    endDate: end,
    isLastMinuteDeal: 'true',
    isLastMinuteDealId: deal.id,
  })
  return `${listingDetailPath(deal.kind, deal.listing)}?${params}`
}

/** The deal id a detail or booking page URL carries, or null (both params are needed). */
export function dealIdOf(params: URLSearchParams): string | null {
  if (params.get('isLastMinuteDeal') !== 'true') return null
  const id = params.get('isLastMinuteDealId')?.trim() ?? ''
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null
}

/** The deal params of the validate and booking payloads (booking §3 booking draft names). */
export const dealPayload = (dealId: string | null) =>
  dealId ? { is_last_minute_deal: true, last_minute_deal_id: dealId } : {}

/** The detail page's params without the deal: other dates than the deal's are at the regular price. */
export function withoutDealParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('isLastMinuteDeal')
  next.delete('isLastMinuteDealId')
  return next
}

/** Keeps the deal params on a URL the detail page hands on (the booking page). */
export function withDealParams(href: string, dealId: string | null): string {
  if (!dealId) return href
  const url = new URL(href, 'http://site.invalid')
  url.searchParams.set('isLastMinuteDeal', 'true')
  url.searchParams.set('isLastMinuteDealId', dealId)
  return `${url.pathname}${url.search}`
}
