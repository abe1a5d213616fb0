import { rentalUnitOf } from '@driftway/domain/roles'
import { type CardPrice, cardPrice } from '~/components/listing-card/card-price'
import { coverImage, type ListingCardData, localizedCountry, localizedTitle } from './listings'

/**
 * What a search card and its map marker show of a listing (listings spec §2 "Listing cards"), worked
 * out on the server from the API's answer (issue 23). React Router writes a page's loader data into
 * the HTML for hydration: the API's listing (every photo slot, the lessor, unused fields) made 36 KB
 * of a 30-card page; this is what the card renders, and nothing else. Title and place are already in
 * the page's language and the price already for the searched nights, so the browser never needs the
 * API's listing. Empty values are left out rather than sent as null.
 */
type SearchCardBase = {
  id: string
  title: string
  /** "Vienna, Austria" (the country in the page's language), or '' without either. */
  place: string
  /** The cover picture (listings spec §2 slot order), or null for the placeholder. */
  image: string | null
  latitude?: number
  longitude?: number
  price: CardPrice
  instant: boolean
  /** Average rating and review count; absent for a listing without reviews ("New"). */
  rating?: number
  reviews?: number
  distance_km?: number
  payment_methods?: string[]
  /** Ids of the signed-in traveler's wishlists holding the listing (absent for everyone else). */
  wishlists?: string[]
  /** Partner listings (issue 21): what the detail link hands on (`detailHref`). */
  pickup_location_code?: string
  dropoff_location_code?: string
  identifier?: string
  is_indie_camper?: boolean
}

/** Insurance cover a vehicle card names, the best one it offers (§2: full, partial, third party). */
type VehicleCover = 'full' | 'partial' | 'thirdParty'

export type SearchCardData = SearchCardBase &
  (
    | {
        kind: 'recreational_vehicle'
        sleeps?: number
        seats_num?: number
        transmission_type?: string
        fuel_type?: string
        km_limit_per_day?: number | 'Unlimited'
        cover?: VehicleCover
      }
    | { kind: 'campsite'; pitches_num?: number; area_m2?: number; suitability?: string[] }
    | { kind: 'boat'; onboard_capacity?: number; motor_horse_power?: number; length?: number }
  )

/** A page of search cards: the search endpoint's paging with its listings as cards. */
export type SearchCardPage = { count: number; has_more: boolean; results: SearchCardData[] }

/** Keeps the keys whose value is worth sending (not null, undefined, false, '' or []). */
function compact<T extends Record<string, unknown>>(record: T): T {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if (value === null || value === undefined || value === false || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    kept[key] = value
  }
  return kept as T
}

const number = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

function coverOf(listing: ListingCardData): VehicleCover | null {
  if (listing.kind !== 'recreational_vehicle') return null
  if (listing.fully_cover_insurance) return 'full'
  if (listing.partial_cover_insurance) return 'partial'
  if (listing.third_party_liability) return 'thirdParty'
  return null
}

/** The card of one listing of a search answer, for `nights` of the searched range (null without dates). */
function toSearchCard(listing: ListingCardData, nights: number | null, lng: string): SearchCardData {
  const { average_rating: rating, comments_count: reviews } = listing.comments ?? {}
  const hasReviews = typeof rating === 'number' && !!reviews
  const base = {
    id: listing.id,
    title: localizedTitle(listing, lng),
    place: [listing.city, localizedCountry(listing, lng)].filter(Boolean).join(', '),
    image: coverImage(listing),
    latitude: number(listing.latitude),
    longitude: number(listing.longitude),
    price: cardPrice(listing, nights),
    instant: listing.is_instant_booking_allowed,
    rating: hasReviews ? rating : null,
    reviews: hasReviews ? reviews : null,
    distance_km: number(listing.distance_km),
    payment_methods: listing.payment_methods,
    wishlists: listing.wishlists,
    pickup_location_code: listing.pickup_location_code,
    dropoff_location_code: listing.dropoff_location_code,
    identifier: listing.is_indie_camper ? listing.identifier : null,
    is_indie_camper: listing.is_indie_camper,
  }
  // `image` and `instant` stay even when empty: the card reads them directly.
  const card = (extra: Record<string, unknown>) =>
    ({ ...compact({ ...base, ...extra }), image: base.image, instant: base.instant }) as SearchCardData
  switch (listing.kind) {
    case 'recreational_vehicle':
      return card({
        kind: listing.kind,
        sleeps: listing.sleeps,
        seats_num: listing.seats_num,
        transmission_type: listing.transmission_type,
        fuel_type: listing.fuel_type,
        km_limit_per_day: listing.km_limit_per_day,
        cover: coverOf(listing),
      })
    case 'campsite':
      return card({
        kind: listing.kind,
        pitches_num: listing.pitches_num,
        area_m2: listing.area_m2,
        suitability: listing.suitability,
      })
    case 'boat':
      return card({
        kind: listing.kind,
        onboard_capacity: listing.onboard_capacity,
        motor_horse_power: listing.motor_horse_power,
        length: listing.length,
      })
  }
}

/** A search answer as cards. */
export function toSearchCardPage(
  page: { count: number; has_more: boolean; results: ListingCardData[] },
  nights: number | null,
  lng: string,
): SearchCardPage {
  return {
    count: page.count,
    has_more: page.has_more,
    results: page.results.map((listing) => toSearchCard(listing, nights, lng)),
  }
}

/**
 * A listing as a rail's `ListingCard` renders it (home page rows, issue 23): the API's listing with
 * only what that card reads — its title in the page's language, the cover as its one picture, the
 * kind's facts and the price fields; no photo slots, lessor, coordinates or unused fields.
 */
export function toRailListing(listing: ListingCardData, lng: string): ListingCardData {
  const base = {
    id: listing.id,
    title: localizedTitle(listing, lng),
    city: listing.city,
    country: listing.country,
    country_iso2: listing.country_iso2,
    latitude: null,
    longitude: null,
    images: {},
    main_image_url: coverImage(listing),
    default_rate_in_cents: listing.default_rate_in_cents,
    currency: listing.currency,
    listing_currency: listing.listing_currency,
    booking_price: listing.booking_price,
    default_min_rent_days: listing.default_min_rent_days,
    is_instant_booking_allowed: listing.is_instant_booking_allowed,
    lessor: null,
    comments: listing.comments,
    wishlists: listing.wishlists,
    ...(listing.pickup_location_code
      ? {
          pickup_location_code: listing.pickup_location_code,
          dropoff_location_code: listing.dropoff_location_code,
          identifier: listing.identifier,
          is_indie_camper: listing.is_indie_camper,
        }
      : {}),
  }
  switch (listing.kind) {
    case 'recreational_vehicle':
      return { ...base, kind: listing.kind, sleeps: listing.sleeps, seats_num: listing.seats_num }
    case 'campsite':
      return {
        ...base,
        kind: listing.kind,
        pitches_num: listing.pitches_num,
        area_m2: listing.area_m2,
        suitability: listing.suitability,
      }
    case 'boat':
      return {
        ...base,
        kind: listing.kind,
        onboard_capacity: listing.onboard_capacity,
        motor_horse_power: listing.motor_horse_power,
        length: listing.length,
      }
  }
}

/**
 * A search card as the page's loader data carries it: its values in a fixed order, without their
 * names. React Router writes loader data into the HTML (turbo-stream inside a JavaScript string),
 * where every named field costs ~14 bytes of `\"_29\":598,` besides its value: ~270 bytes a card,
 * 8 KB of a 30-card page (issue 23). The search page packs its first page (`packCardPage`) and
 * unpacks it in the browser and the server render alike (`unpackCardPage`); "Load more" answers
 * plain cards (JSON, not in the HTML). A missing value is null. The price is flattened into the row
 * and its unit comes from the kind, as `cardPrice` sets it.
 */
type PackedCard = readonly unknown[]
type PackedCardPage = { count: number; has_more: boolean; results: PackedCard[] }

const commonFields = [
  'id',
  'kind',
  'title',
  'place',
  'image',
  'latitude',
  'longitude',
  'instant',
  'rating',
  'reviews',
  'distance_km',
  'payment_methods',
  'wishlists',
  'pickup_location_code',
  'dropoff_location_code',
  'identifier',
  'is_indie_camper',
] as const
const kindFields = {
  recreational_vehicle: ['sleeps', 'seats_num', 'transmission_type', 'fuel_type', 'km_limit_per_day', 'cover'],
  campsite: ['pitches_num', 'area_m2', 'suitability'],
  boat: ['onboard_capacity', 'motor_horse_power', 'length'],
} as const
/** What `compact` keeps even when empty: the card reads them directly. */
const keptWhenEmpty = new Set(['image', 'instant'])

const fieldsOf = (kind: SearchCardData['kind']): readonly string[] => [...commonFields, ...kindFields[kind]]

function packCard(card: SearchCardData): PackedCard {
  const { price } = card
  const fields: Record<string, unknown> = card
  return [
    ...fieldsOf(card.kind).map((field) => fields[field] ?? null),
    price.from?.cents ?? null,
    price.from?.currency ?? null,
    price.total?.cents ?? null,
    price.total?.currency ?? null,
    price.minNights,
    price.tooShort,
  ]
}

function unpackCard(row: PackedCard): SearchCardData {
  const kind = row[1] as SearchCardData['kind']
  const fields = fieldsOf(kind)
  const card: Record<string, unknown> = {}
  fields.forEach((field, index) => {
    const value = row[index]
    if (value !== null || keptWhenEmpty.has(field)) card[field] = value
  })
  const [fromCents, fromCurrency, totalCents, totalCurrency, minNights, tooShort] = row.slice(fields.length) as [
    number | null,
    string | null,
    number | null,
    string | null,
    number,
    boolean,
  ]
  const price: CardPrice = {
    from: fromCents === null ? null : { cents: fromCents, currency: fromCurrency as string },
    total: totalCents === null ? null : { cents: totalCents, currency: totalCurrency as string },
    unit: rentalUnitOf(kind),
    minNights,
    tooShort,
  }
  return { ...card, price } as SearchCardData
}

export const packCardPage = (page: SearchCardPage): PackedCardPage => ({ ...page, results: page.results.map(packCard) })

export const unpackCardPage = (page: PackedCardPage): SearchCardPage => ({
  ...page,
  results: page.results.map(unpackCard),
})
