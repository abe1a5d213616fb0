import { listingDetailPaths } from '@driftway/domain/booking-links'
import { displayNames } from '@driftway/domain/intl'
import { type ListingKind, listingKinds, type RentalUnit, rentalUnitOf } from '@driftway/domain/roles'

export type { ListingKind }
export { listingKinds }

/** Public URL segments per kind: the search page and the detail page prefix (listings spec §2). */
export const kindPaths: Record<ListingKind, { search: string; detail: string }> = {
  recreational_vehicle: { search: '/campervans', detail: listingDetailPaths.recreational_vehicle },
  campsite: { search: '/campsites', detail: listingDetailPaths.campsite },
  boat: { search: '/boats', detail: listingDetailPaths.boat },
}

/** Translation key stem per kind (`kinds.campervan.plural` …). */
export const kindKeys: Record<ListingKind, 'campervan' | 'campsite' | 'boat'> = {
  recreational_vehicle: 'campervan',
  campsite: 'campsite',
  boat: 'boat',
}

/**
 * The translation context of a trip's length (decision 0010): a campervan is rented by the day
 * (the `…_day` keys: "3 days"), a pitch or a boat by the night (the plain keys: "3 nights").
 */
export const rentalUnitContext = (kind: ListingKind): 'day' | undefined => unitContext(rentalUnitOf(kind))

/** The same context for a rental unit already known (a card's price). */
export const unitContext = (unit: RentalUnit): 'day' | undefined => (unit === 'day' ? 'day' : undefined)

export function kindFromSearchPath(pathname: string): ListingKind | undefined {
  const path = pathname.replace(/\/+$/, '') || '/'
  return listingKinds.find((kind) => kindPaths[kind].search === path)
}

/** City hire pages (listings spec §2 "city hire pages"): `/{prefix}/{city}`. */
export const cityPathPrefixes: Record<ListingKind, string> = {
  recreational_vehicle: '/campervan-hire',
  campsite: '/campsite-pitch',
  boat: '/boat-hire',
}

export function kindFromCityPath(pathname: string): ListingKind | undefined {
  return listingKinds.find((kind) => pathname.startsWith(`${cityPathPrefixes[kind]}/`))
}

/** A season (availability period) as the API returns it on a listing's `season_availability` (listings spec §3). */
export type ListingSeason = {
  id: string
  start_timestamp: number
  end_timestamp: number
  is_available: boolean
  season_rate: string | null
  min_rent_dates: number
}

type CardBase = {
  id: string
  title: string
  title_de?: string | null
  city: string | null
  country: string | null
  country_iso2: string | null
  latitude: number | null
  longitude: number | null
  images: Record<string, string>
  main_image_url: string | null
  default_rate_in_cents: number
  currency: string
  default_min_rent_days: number
  is_instant_booking_allowed: boolean
  lessor: { id: string; company_name: string | null; photo: string | null } | null
  comments: { comments_count: number; average_rating: number | null }
  // Search results only (listings spec §2 cards): prices of the chosen range, distance, payment icons.
  /** Currency of default_rate_in_cents (`currency` is the one of booking_price and full_price). */
  listing_currency?: string
  booking_price?: { minimum_rate_cents: number | null; listing_item_rent_price_in_cents: number | null }
  full_price?: number | null
  /** Why a range has no total (minimum_rental_days, dates_unavailable, …). */
  price_error_key?: string | null
  distance_km?: number | null
  payment_methods?: string[]
  /** Ids of the signed-in traveler's wishlists holding the listing (empty for everyone else). */
  wishlists?: string[]
  // Partner listings (issue 21): the home station and Indie's own id, which the detail link passes on.
  pickup_location_code?: string | null
  dropoff_location_code?: string | null
  identifier?: string | null
  is_indie_camper?: boolean
}

type VehicleCard = CardBase & {
  kind: 'recreational_vehicle'
  sleeps?: number | null
  seats_num?: number | null
  rv_type?: string | null
  transmission_type?: string | null
  fuel_type?: string | null
  km_limit_per_day?: number | 'Unlimited' | null
  fully_cover_insurance?: boolean
  partial_cover_insurance?: boolean
  third_party_liability?: boolean
}
type CampsiteCard = CardBase & {
  kind: 'campsite'
  pitches_num?: number | null
  area_m2?: number | null
  suitability?: string[] | null
}
type BoatCard = CardBase & {
  kind: 'boat'
  onboard_capacity?: number | null
  motor_horse_power?: number | null
  length?: number | null
  boat_type?: string | null
}

/** A listing as the search, popular and wishlist endpoints return it. */
export type ListingCardData = VehicleCard | CampsiteCard | BoatCard

export type ListingPage = { count: number; has_more: boolean; results: ListingCardData[] }

/** The title in the reader's language when the lessor provided one (title_{locale}). */
export function localizedTitle(listing: Pick<CardBase, 'title'> & Record<string, unknown>, lng: string): string {
  const localized = listing[`title_${lng}`]
  return typeof localized === 'string' && localized.trim() ? localized : listing.title
}

/** The country in the reader's language from its ISO code, falling back to the name the lessor typed. */
export function localizedCountry(listing: Pick<CardBase, 'country' | 'country_iso2'>, lng: string): string | null {
  const code = listing.country_iso2?.trim().toUpperCase()
  if (code && /^[A-Z]{2}$/.test(code)) {
    try {
      const name = displayNames([lng], { type: 'region', fallback: 'none' }).of(code)
      if (name) return name
    } catch {
      // Unknown locale data: use the stored name.
    }
  }
  return listing.country
}

/** Slot order the cards prefer for their cover picture (listings spec §2, vehicle image keys). */
const preferredSlots = ['Front View', 'portrait', 'Seats', 'Other 1', 'Other 2']

export function coverImage(listing: Pick<CardBase, 'images' | 'main_image_url'>): string | null {
  if (listing.main_image_url) return listing.main_image_url
  for (const slot of preferredSlots) if (listing.images?.[slot]) return listing.images[slot]!
  return Object.values(listing.images ?? {})[0] ?? null
}

/**
 * The query a partner listing's card adds to its detail link (booking §2, listings §2): the home
 * station as pick-up and drop-off, and for Indie its identifier with is_indie_camper=true.
 */
function partnerCardQuery(
  card: Pick<CardBase, 'pickup_location_code' | 'dropoff_location_code' | 'identifier' | 'is_indie_camper'>,
): [string, string][] {
  const query: [string, string][] = []
  if (card.pickup_location_code) query.push(['pickup_location_code', card.pickup_location_code])
  if (card.dropoff_location_code) query.push(['dropoff_location_code', card.dropoff_location_code])
  if (card.is_indie_camper) {
    if (card.identifier) query.push(['identifier', card.identifier])
    query.push(['is_indie_camper', 'true'])
  }
  return query
}

/** Paging of a result list: the only search parameters a card does not pass on. */
const pagingParams = new Set(['page', 'offset', 'limit'])

/**
 * The detail page of a listing. Cards pass the current search params on (listings spec §2): the
 * detail page reads its dates and party from them, and its alternatives use the same filters.
 */
export function detailHref(
  listing: Pick<
    CardBase,
    'id' | 'pickup_location_code' | 'dropoff_location_code' | 'identifier' | 'is_indie_camper'
  > & {
    kind: ListingKind
  },
  params?: URLSearchParams,
): string {
  const query = new URLSearchParams()
  for (const [key, value] of params ?? []) {
    if (value && !pagingParams.has(key)) query.append(key, value)
  }
  // A partner listing's card also hands on its stations (and Indie's identifier): booking §2.
  for (const [key, value] of partnerCardQuery(listing)) query.set(key, value)
  const suffix = query.size ? `?${query}` : ''
  return `${kindPaths[listing.kind].detail}/${encodeURIComponent(listing.id)}${suffix}`
}
