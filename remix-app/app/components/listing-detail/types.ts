import type { DisplayDetails } from '@driftway/domain/pricing/display'
import type { QuoteRequest as EngineQuoteRequest } from '@driftway/domain/pricing/schemas'
import type { ListingKind } from '@driftway/domain/roles'
import type { ApiAnswer } from '~/lib/api-schema'
import type { ListingSeason } from '~/lib/listings'
import type { PartnerOffer } from '~/lib/partner-booking'

/**
 * What the detail page reads from `GET /listing/{kind}/{id}/` (listings spec §3) and from the
 * quote `POST /reservation/{kind}/booking/travel/validate/` (booking spec §3 price details).
 * Only the fields the page uses; the API sends more.
 */

export type NamedItem = { id: string; name: string; name_de: string | null; icon_url: string | null }
type Amenity = NamedItem & { section: string; is_dimension: boolean }
export type AmenitySection = { section: string; is_dimension: boolean; amenities: Amenity[] }
export type HoursRow = { day: string; from: string; to: string }

export type DetailExtra = {
  id: string
  name: string
  name_de: string | null
  price_in_cents: number
  currency: string
  available: number
  quantity: number
  unit: string
  mandatory: boolean
  included: boolean
  age_from: number | null
  age_to: number | null
  description: string | null
  conditions: { line: string; subline: string | null }[]
}

export type CancellationTier = { days: number; percent: number; minimum_amount: number | null }

/**
 * A listing as the detail, booking, chat and preview pages get it: the API's detail answer without
 * its flat `amenities` (the same amenities as `amenity_sections`) and `booked_info` (the pages'
 * `booked`), which `loadDetailPage` drops — a page carries its loader data in its HTML (issue 23).
 */
export type ListingDetail = {
  id: string
  kind: ListingKind
  is_draft: boolean
  title: string
  description: string | null
  city: string | null
  country: string | null
  country_iso2: string | null
  street_address: string | null
  house_number: string | null
  postal_code: string | null
  latitude: number | null
  longitude: number | null
  location_context: string | null
  checkin_checkout_time_info: string | null
  station_pickup_hours: HoursRow[] | null
  station_dropoff_hours: HoursRow[] | null
  contact_whatsapp: string | null
  contact_phone: string | null
  opening_hours_weekdays: string | null
  opening_hours_saturday: string | null
  timezone: string
  currency: string
  listing_currency: string
  default_rate_in_cents: number
  default_min_rent_days: number
  cleaning_fee_in_cents: number | null
  longer_hire_discount: number | null
  early_booking_discount: number | null
  deposit_amount: number | null
  deposit_payment_methods: string[] | null
  deductible_insurance: string | null
  rental_terms: string | null
  rental_terms_url: string | null
  is_pets_allowed: boolean
  is_smoking_allowed: boolean
  is_instant_booking_allowed: boolean
  images: Record<string, string>
  image_variants: Record<
    string,
    { thumbnail: string | null; card: string | null; large: string | null; original: string | null }
  >
  main_image_url: string | null
  amenity_sections: AmenitySection[]
  location_situations: NamedItem[]
  activities: NamedItem[]
  lessor: { id: string; company_name: string | null; photo: string | null } | null
  extra_amenities: DetailExtra[]
  season_availability: ListingSeason[]
  cancellation_terms: CancellationTier[]
  comments: { comments_count: number; average_rating: number | null }
  payment_methods: string[]
  booking_price: { minimum_rate_cents: number | null; listing_item_rent_price_in_cents: number | null }
  rental_terms_summary: {
    security_deposit: number | null
    insurance: string | null
    minimum_driver_age: number | null
    included_kilometers: number | 'Unlimited' | null
    pickup_return: string | null
    cleaning: number
    booking: 'instant' | 'request'
    extraRatePerKM: number | null
    isSmokingAllowed: boolean
    termsUrl: string | null
  }
  // Partner ids (listings spec §1): their own systems manage availability.
  is_indie_camper?: boolean
  thl_booking_code?: string | null
  neorent_uid?: string | null
  campnerd_accommodation_id?: string | null
  vanever_id?: string | null
  /** The partner whose system manages the listing (issue 21), null for our own. */
  partner?: string | null
  [field: string]: unknown
}

type QuoteExtra = {
  id: string
  name: string
  unit: string
  available: number
  mandatory: boolean
  included: boolean
  quantity: number
  unit_price_in_cents: number | null
  total_charge_in_cents: number
}

export type Quote = {
  display_details: DisplayDetails
  total_rent_price_in_cents: number
  down_payment_in_cents: number
  remaining_amount_in_cents: number
  currency: string
  extra_amenities: QuoteExtra[]
  /** The last-minute deal the quote is priced at (null or absent otherwise; partners have none). */
  last_minute_deal?: ApiAnswer<'/reservation/{kind}/booking/travel/validate/', 'post'>['last_minute_deal']
}

/**
 * The body the page sends to price a range (booking spec §7 "Validate"): the pricing engine's
 * request without what the API adds itself (the clock, the currency and its exchange rates).
 */
export type QuoteRequest = Omit<EngineQuoteRequest, 'now_timestamp' | 'currency' | 'rates_per_eur'>

export type QuoteResult =
  /** `offer`: a partner listing's validate answer (its catalogue: extras, plans, slots, packages). */
  | { ok: true; quote: Quote; offer?: PartnerOffer }
  /** `seats`: the limit of seat_limit_exceeded (booking §5). */
  | { ok: false; error_key: string; error_msg: string; unavailable_nights?: string[]; seats?: number }
