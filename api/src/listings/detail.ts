import { asSystem } from '@driftway/collections'
import {
  type BookedPeriod,
  type CardPrice,
  type CurrencyCode,
  cardPrice,
  formatInsuranceAmount,
  formatMoney,
  nightsBetween,
  tripDaysOf,
  unitMultiplier,
} from '@driftway/domain'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { bookedPeriods, engineInputs, type ListingDoc, loadChildren, occupiedNights } from './bundle'
import { mediaUrl, paymentMethodsOf } from './card'
import { idOf, timezoneOfListing } from './pricing-input'
import type { listingDetailSchema } from './schemas'

/**
 * The public detail page of a listing (listings spec §2 "Listing detail pages", §3 fields):
 * every public field, the lists resolved (photos, amenities by section, situations, activities),
 * the children the sidebar needs (extras, rates, seasons, cancellation tiers), the booked periods,
 * and — with trip dates — the prices of that range.
 */

/** Fields that never leave the owner's editor or are replaced by a resolved form below. */
const hiddenFields = new Set([
  'documents',
  'unpublished_reason',
  'unpublished_at_ts',
  'lessor',
  'images',
  'amenities',
  'location_situations',
  'activities',
  'third_party_liability_amount_in_cents',
  'partial_cover_amount_in_cents',
  'fully_cover_amount_in_cents',
])

/** Spec §9 default cancellation table; boats default to a fixed 7500-cent minimum fee (§2). */
export const DEFAULT_CANCELLATION_TERMS = [
  { days: 60, percent: 10 },
  { days: 30, percent: 50 },
  { days: 14, percent: 80 },
  { days: 0, percent: 90 },
] as const
export const DEFAULT_BOAT_CANCELLATION_MINIMUM_CENTS = 7500

type MediaDoc = {
  id?: string
  filename?: string | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}
type Labelled = {
  id: string
  name?: string | null
  name_de?: string | null
  icon_url?: string | null
  section?: string | null
  is_dimension?: boolean | null
}

const labelled = (items: unknown): Labelled[] =>
  (Array.isArray(items) ? items : []).filter((item): item is Labelled => Boolean(item) && typeof item === 'object')

const listItem = (item: Labelled) => ({
  id: String(item.id),
  name: item.name ?? '',
  name_de: item.name_de ?? null,
  icon_url: item.icon_url ?? null,
})

export interface DetailOptions {
  publicUrl: string
  now: number
  trip: { start: number; end: number } | null
  currency?: CurrencyCode
  party: { pitches_num: number; adults_num: number; children_num: number }
  ratesPerEur: Record<string, number>
  wishlists: string[]
  /** The calendar's booked periods when not our ledger's (a partner-managed listing: partners/calendar.ts). */
  bookedPeriods?: (listing: ListingDoc) => Promise<BookedPeriod[]>
}

/** The detail as the route answers it (schemas.ts names every member it writes beside the stored fields). */
type ListingDetail = z.output<typeof listingDetailSchema>

export async function listingDetail(
  payload: Payload,
  listing: ListingDoc,
  options: DetailOptions,
): Promise<ListingDetail> {
  const id = String(listing.id)
  const [children, terms, booked_info] = await Promise.all([
    loadChildren(payload, id),
    payload.find({
      collection: 'cancellation-terms',
      where: { listing: { equals: id } },
      depth: 0,
      pagination: false,
      ...asSystem(),
    }),
    options.bookedPeriods ? options.bookedPeriods(listing) : bookedPeriods(payload, listing, options.now),
  ])
  const timezone = timezoneOfListing(listing)
  const tripNights = options.trip ? nightsBetween(options.trip.start, options.trip.end, timezone) : []
  const occupied = options.trip && tripNights.length > 0 ? await occupiedNights(payload, id, tripNights[0]) : []
  const price: CardPrice = cardPrice({
    ...engineInputs(listing, children),
    blocked_nights: occupied,
    now_timestamp: options.now,
    pickup_timestamp: options.trip?.start,
    return_timestamp: options.trip?.end,
    ...options.party,
    currency: options.currency,
    rates_per_eur: options.ratesPerEur,
  })

  const base: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(listing)) if (!hiddenFields.has(key)) base[key] = value

  const images: Record<string, string> = {}
  const imageVariants: Record<
    string,
    { thumbnail: string | null; card: string | null; large: string | null; original: string | null }
  > = {}
  for (const entry of (listing.images as { slot?: string; image?: MediaDoc | string }[] | undefined) ?? []) {
    const media = typeof entry.image === 'object' ? entry.image : undefined
    if (!entry.slot || !media) continue
    const original = mediaUrl(options.publicUrl, media)
    images[entry.slot] = mediaUrl(options.publicUrl, media, 'large') ?? original ?? ''
    imageVariants[entry.slot] = {
      thumbnail: mediaUrl(options.publicUrl, media, 'thumbnail'),
      card: mediaUrl(options.publicUrl, media, 'card'),
      large: mediaUrl(options.publicUrl, media, 'large'),
      original,
    }
  }

  const amenities = labelled(listing.amenities).map((item) => ({
    ...listItem(item),
    section: item.section ?? 'other',
    is_dimension: Boolean(item.is_dimension),
  }))
  const sections = new Map<string, { section: string; is_dimension: boolean; amenities: typeof amenities }>()
  for (const amenity of amenities) {
    const group = sections.get(amenity.section) ?? {
      section: amenity.section,
      is_dimension: amenity.is_dimension,
      amenities: [],
    }
    group.amenities.push(amenity)
    sections.set(amenity.section, group)
  }

  const lessorDoc =
    listing.lessor && typeof listing.lessor === 'object'
      ? (listing.lessor as { id: string; company_name?: string | null; photo?: MediaDoc | string | null })
      : null
  const lessorId = idOf(listing.lessor)
  let lessorPhoto: MediaDoc | null = null
  if (lessorDoc?.photo && typeof lessorDoc.photo === 'object') lessorPhoto = lessorDoc.photo
  else if (typeof lessorDoc?.photo === 'string') {
    lessorPhoto = (await payload.findByID({
      collection: 'media',
      id: lessorDoc.photo,
      depth: 0,
      ...asSystem(),
      disableErrors: true,
    })) as MediaDoc | null
  }

  const currency = String(listing.currency ?? 'EUR')
  const storedTerms = terms.docs
    .map((term) => ({ days: term.days, percent: term.percent, minimum_amount: term.minimum_amount_in_cents ?? null }))
    .sort((a, b) => b.days - a.days)
  const isDefaultTerms = storedTerms.length === 0
  const cancellation_terms = isDefaultTerms
    ? DEFAULT_CANCELLATION_TERMS.map((term) => ({
        ...term,
        minimum_amount: listing.kind === 'boat' ? DEFAULT_BOAT_CANCELLATION_MINIMUM_CENTS : null,
      }))
    : storedTerms

  const insuranceCurrency = String(listing.insurance_currency ?? currency)
  const insuranceText = (cents: unknown) =>
    typeof cents === 'number' ? formatInsuranceAmount(cents, insuranceCurrency) : null
  const nightsOfTrip = tripNights.length > 0 ? tripNights.length : null

  const extra_amenities = [...children.extras]
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id.localeCompare(b.id))
    .map((extra) => {
      const full = extra as typeof extra & Record<string, unknown>
      const multiplier =
        nightsOfTrip === null ? null : unitMultiplier(extra.unit, tripDaysOf(listing.kind, nightsOfTrip), nightsOfTrip)
      const extraCurrency = String(full.currency ?? currency)
      return {
        id: String(extra.id),
        name: extra.name,
        name_de: (full.name_de as string | null) ?? null,
        price_in_cents: extra.price_in_cents,
        price_text: formatMoney(extra.price_in_cents, extraCurrency),
        currency: extraCurrency,
        available: extra.available ?? 1,
        quantity: extra.mandatory || extra.included ? 1 : 0,
        unit: extra.unit,
        recurrence: (full.recurrence as string | null) ?? null,
        mandatory: Boolean(extra.mandatory),
        included: Boolean(extra.included) || extra.unit === 'included',
        age_from: (full.age_from as number | null) ?? null,
        age_to: (full.age_to as number | null) ?? null,
        description: (full.description as string | null) ?? null,
        conditions: ((full.conditions as { line?: string; subline?: string | null }[] | null) ?? []).map((row) => ({
          line: row.line ?? '',
          subline: row.subline ?? null,
        })),
        /** One unit for the chosen range in the listing currency; null without dates or when paid on site. */
        total_charge_in_cents: multiplier === null || extra.included ? null : extra.price_in_cents * multiplier,
      }
    })

  const vehicleTerms =
    listing.kind === 'recreational_vehicle'
      ? {
          third_party_liability_amount: insuranceText(listing.third_party_liability_amount_in_cents),
          partial_cover_amount: insuranceText(listing.partial_cover_amount_in_cents),
          fully_cover_amount: insuranceText(listing.fully_cover_amount_in_cents),
          km_limit_per_day: typeof listing.km_limit_per_day === 'number' ? listing.km_limit_per_day : 'Unlimited',
        }
      : {}

  return {
    ...base,
    ...vehicleTerms,
    id,
    timezone,
    images,
    image_variants: imageVariants,
    main_image_url: Object.values(images)[0] ?? null,
    amenities,
    amenity_sections: [...sections.values()],
    location_situations: labelled(listing.location_situations).map(listItem),
    activities: labelled(listing.activities).map(listItem),
    lessor: lessorId
      ? {
          id: lessorId,
          company_name: lessorDoc?.company_name ?? null,
          photo: mediaUrl(options.publicUrl, lessorPhoto, 'thumbnail'),
        }
      : null,
    extra_amenities,
    season_rates: children.rates.map((rate) => {
      const full = rate as typeof rate & Record<string, unknown>
      return {
        id: String(rate.id),
        season: rate.season ?? '',
        color: (full.color as string | null) ?? 'blue',
        rate_in_cents: rate.rate_in_cents,
        extra_charge_per_adult_in_cents: rate.extra_charge_per_adult_in_cents ?? null,
        extra_charge_per_child_in_cents: rate.extra_charge_per_child_in_cents ?? null,
        max_guests_allowed: rate.max_guests_allowed ?? null,
        currency: (full.currency as string | null) ?? currency,
      }
    }),
    season_availability: [...children.seasons]
      .sort((a, b) => a.start_timestamp - b.start_timestamp)
      .map((season) => ({
        id: String(season.id),
        start_timestamp: season.start_timestamp,
        end_timestamp: season.end_timestamp,
        is_available: season.is_available !== false,
        season_rate: idOf(season.season_rate),
        min_rent_dates: season.min_rent_dates ?? 1,
      })),
    cancellation_terms,
    cancellation_terms_are_default: isDefaultTerms,
    booked_info,
    comments: {
      comments_count: Number(listing.comments_count ?? 0),
      average_rating: (listing.average_rating as number | null | undefined) ?? null,
    },
    wishlists: options.wishlists,
    payment_methods: paymentMethodsOf(listing, lessorId),
    currency: price.currency,
    listing_currency: currency,
    booking_price: price.booking_price,
    full_price: price.full_price,
    price_error_key: price.error_key ?? null,
    rental_terms_summary: {
      security_deposit: typeof listing.deposit_amount === 'number' ? listing.deposit_amount : null,
      insurance: (listing.deductible_insurance as string | null) ?? null,
      minimum_driver_age: (listing.driver_min_age as number | null) ?? null,
      additional_driver: null,
      included_kilometers:
        listing.kind === 'recreational_vehicle'
          ? typeof listing.km_limit_per_day === 'number'
            ? listing.km_limit_per_day
            : 'Unlimited'
          : null,
      pickup_return: (listing.checkin_checkout_time_info as string | null) ?? null,
      cleaning: listing.cleaning_fee_in_cents ?? 0,
      booking: listing.is_instant_booking_allowed === true ? 'instant' : 'request',
      tire_and_windshield_insurance: null,
      extraRatePerKM: (listing.price_per_extra_km as number | null) ?? null,
      isSmokingAllowed: listing.is_smoking_allowed === true,
      termsUrl: (listing.rental_terms_url as string | null) ?? null,
      cancellation_policy: cancellation_terms.map((term, index) => {
        const longer = cancellation_terms[index - 1]
        return {
          condition:
            term.days > 0
              ? `${term.days} or more days before pick-up`
              : longer
                ? `Less than ${longer.days} days before pick-up`
                : 'Before pick-up',
          refund:
            term.percent > 0
              ? `${100 - term.percent} % refunded`
              : term.minimum_amount
                ? `Refunded less a fee of ${formatMoney(term.minimum_amount, currency)}`
                : 'Fully refunded',
        }
      }),
    },
  } as ListingDetail
}
