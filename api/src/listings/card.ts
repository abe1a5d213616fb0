import { type CardPrice, isListingKind, type ListingKind } from '@driftway/domain'
import type { z } from 'zod'
import type { listingCardSchema } from './schemas'

type MediaDoc = {
  id?: string
  filename?: string | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}
type Relation<T> = T | string | null | undefined
type LessorDoc = { id: string; company_name?: string | null; photo?: Relation<MediaDoc> }

/** A listing as stored (depth 0: media and lessor as ids) or populated (depth 1). */
export type ListingCardDoc = Record<string, unknown> & {
  id: string
  kind: ListingKind
  images?: { slot?: string | null; image?: Relation<MediaDoc> }[] | null
  lessor?: Relation<LessorDoc>
}

const asDoc = <T>(value: Relation<T>): T | undefined => (value && typeof value === 'object' ? value : undefined)

/** Absolute URL of a stored media file, preferring a resized variant. */
export function mediaUrl(publicUrl: string, media: Relation<MediaDoc>, size?: string): string | null {
  const doc = asDoc(media)
  if (!doc?.filename) return null
  const variant = size ? doc.sizes?.[size]?.filename : undefined
  return `${publicUrl}/media/${encodeURIComponent(variant ?? doc.filename)}`
}

/** Media and lessors of depth-0 documents, looked up by id (see card-assets.ts). */
export interface CardAssetLookup {
  media(id: string): MediaDoc | undefined
  lessor(id: string): LessorDoc | undefined
}

const kindFacts: Record<ListingKind, string[]> = {
  recreational_vehicle: ['sleeps', 'seats_num', 'rv_type', 'brand', 'model', 'transmission_type', 'fuel_type'],
  campsite: ['pitches_num', 'area_m2', 'suitability', 'people_per_pitch'],
  boat: [
    'onboard_capacity',
    'motor_horse_power',
    'length',
    'boat_type',
    'brand',
    'model',
    'cabins_number',
    'berths_number',
  ],
}

/** Partner ids that carry an external booking uid (§2: bank transfer needs one). */
const externalBookingIds = [
  'thl_booking_code',
  'neorent_uid',
  'mcrent_vehicle_id',
  'wheeloffice_uid',
  'vanever_id',
  'five_anker_id',
  'campnerd_accommodation_id',
] as const

let bankTransferAllowList: { raw: string; ids: Set<string> } | null = null
const bankTransferLessors = (): Set<string> => {
  const raw = process.env.BANK_TRANSFER_LESSOR_IDS ?? ''
  if (bankTransferAllowList?.raw !== raw) {
    bankTransferAllowList = {
      raw,
      ids: new Set(
        raw
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    }
  }
  return bankTransferAllowList.ids
}

/**
 * Payment icons of a card (§2): cards, PayPal and an online wallet always; bank transfer only for
 * a listing with an external booking uid whose lessor is on the allowed list. The spec does not
 * show the list: it is `BANK_TRANSFER_LESSOR_IDS` (comma-separated user ids), empty by default.
 */
/** What paymentMethodsOf reads of a listing: a stored document or a card document. */
type WithPartnerIds = { readonly id: unknown } & { readonly [K in (typeof externalBookingIds)[number]]?: unknown }

export function paymentMethodsOf(doc: WithPartnerIds, lessorId: string | null): string[] {
  const methods = ['visa', 'mastercard', 'paypal', 'american_express', 'online_wallet']
  if (lessorId && bankTransferLessors().has(lessorId) && externalBookingIds.some((field) => Boolean(doc[field]))) {
    methods.push('bank_transfer')
  }
  return methods
}

export interface CardExtras {
  price?: CardPrice | null
  distance_km?: number | null
  /** Ids of the caller's wishlists holding the listing (empty for anonymous callers). */
  wishlists?: string[]
  assets?: CardAssetLookup
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const bool = (value: unknown): boolean => value === true

/**
 * A partner listing's home station code: the first of the stations its import stored
 * (`partner_locations`, decision 0092). Cards pass it to the detail page (listings §2 query
 * pickup_location_code / dropoff_location_code), where the partner's quote starts from it.
 */
const homeStationCode = (locations: unknown): string | null => {
  const home = Array.isArray(locations) ? (locations[0] as { code?: unknown } | undefined) : undefined
  return typeof home?.code === 'string' && home.code !== '' ? home.code : null
}

/** The card as the routes answer it (schemas.ts: the serializer keeps only the members named there). */
export type ListingCard = z.output<typeof listingCardSchema>

/** The listing card of listings spec §2, shared by search, popular, alternatives and wishlists. */
export function toListingCard(doc: ListingCardDoc, publicUrl: string, extras: CardExtras = {}): ListingCard {
  const assets = extras.assets
  const images: Record<string, string> = {}
  for (const entry of doc.images ?? []) {
    const media = typeof entry.image === 'string' ? assets?.media(entry.image) : entry.image
    const url = mediaUrl(publicUrl, media, 'card')
    if (entry.slot && url) images[entry.slot] = url
  }
  const lessorRef = doc.lessor
  const lessor = typeof lessorRef === 'string' ? assets?.lessor(lessorRef) : asDoc(lessorRef)
  const lessorId = typeof lessorRef === 'string' ? lessorRef : (lessor?.id ?? null)
  const lessorPhoto = lessor
    ? typeof lessor.photo === 'string'
      ? assets?.media(lessor.photo)
      : lessor.photo
    : undefined
  const facts = Object.fromEntries(kindFacts[doc.kind].map((field) => [field, doc[field] ?? null]))
  const price = extras.price ?? null
  const homeStation = homeStationCode(doc.partner_locations)
  const listingCurrency = String(doc.currency ?? 'EUR')
  const vehicle =
    doc.kind === 'recreational_vehicle'
      ? {
          // "Unlimited" or a number (§2); the editor leaves it empty for unlimited.
          km_limit_per_day: typeof doc.km_limit_per_day === 'number' ? doc.km_limit_per_day : ('Unlimited' as const),
          fully_cover_insurance: bool(doc.fully_cover_insurance),
          partial_cover_insurance: bool(doc.partial_cover_insurance),
          third_party_liability: bool(doc.third_party_liability),
        }
      : {}
  return {
    id: String(doc.id),
    kind: doc.kind,
    title: String(doc.title ?? ''),
    title_de: text(doc.title_de),
    city: text(doc.city),
    country: text(doc.country),
    country_iso2: text(doc.country_iso2),
    latitude: (doc.latitude as number | null) ?? null,
    longitude: (doc.longitude as number | null) ?? null,
    place_id: text(doc.place_id),
    images,
    main_image_url: Object.values(images)[0] ?? null,
    default_rate_in_cents: Number(doc.default_rate_in_cents ?? 0),
    /** Currency of booking_price and full_price (the requested one when it could be converted). */
    currency: price?.currency ?? listingCurrency,
    /** Currency of default_rate_in_cents: the listing's own. */
    listing_currency: listingCurrency,
    default_min_rent_days: Number(doc.default_min_rent_days ?? 1),
    is_instant_booking_allowed: bool(doc.is_instant_booking_allowed),
    is_pets_allowed: bool(doc.is_pets_allowed),
    booking_price: price?.booking_price ?? { minimum_rate_cents: null, listing_item_rent_price_in_cents: null },
    full_price: price?.full_price ?? null,
    /** Why a range has no total (minimum_rental_days, dates_unavailable, …), else null. */
    price_error_key: price?.error_key ?? null,
    distance_km: extras.distance_km == null ? null : Math.round(extras.distance_km * 10) / 10,
    wishlists: extras.wishlists ?? [],
    is_indie_camper: bool(doc.is_indie_camper),
    identifier: text(doc.identifier),
    // Partner station codes: the home station, where a trip starts and (unless the traveler picks
    // another of the partner's stations when validating) ends. Our own listings have none (pickup at the listing).
    pickup_location_code: homeStation,
    dropoff_location_code: homeStation,
    return_location_code: homeStation,
    payment_methods: paymentMethodsOf(doc, lessorId),
    lessor: lessorId
      ? {
          id: lessorId,
          company_name: lessor?.company_name ?? null,
          photo: mediaUrl(publicUrl, lessorPhoto, 'thumbnail'),
        }
      : null,
    comments: {
      comments_count: Number(doc.comments_count ?? 0),
      average_rating: (doc.average_rating as number | null | undefined) ?? null,
    },
    ...vehicle,
    // The kind's facts as stored (numbers, texts, the suitability list), null when unset.
    ...facts,
  } as ListingCard
}

/**
 * The card document of a stored listing (or the fields of it the search index holds), with the
 * kind checked here rather than cast: an unknown kind never reaches a card.
 */
export function cardDocOf(doc: { id: string; kind?: unknown }): ListingCardDoc {
  const kind = doc.kind
  if (!isListingKind(kind)) throw new Error(`listing ${doc.id} has no known kind`)
  return { ...doc, kind } as ListingCardDoc
}
