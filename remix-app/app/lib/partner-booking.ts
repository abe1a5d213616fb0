import { isPartnerSlug, type PartnerSlug } from '@driftway/domain/partners'
import type { ApiAnswer } from './api-schema'

/**
 * Listings whose fleet lives in a partner's system (issue 21, decisions 0092, 0093): how the site
 * prices and books them. The detail answer names the partner (`partner`); the partner's own
 * validate and book calls (booking §7, `partnerRoutePaths` of @driftway/domain/partners) replace
 * the generic ones, which refuse such listings.
 */

/** The partner managing a listing, or null for our own listings. */
export function listingPartner(listing: { partner?: unknown }): PartnerSlug | null {
  return isPartnerSlug(listing.partner) ? listing.partner : null
}

/**
 * What the detail page's booking click opens (listings §8 "Booking click by listing kind"): the
 * Indie wizard, the insurance/extras wizard (THL), the package chooser (Vanever), or the booking
 * page for every other listing (our own and the plain partners).
 */
export type PartnerBookingFlow = 'indie' | 'insurance_extras' | 'packages' | 'booking'

export function partnerBookingClick(listing: {
  is_indie_camper?: unknown
  thl_booking_code?: unknown
  vanever_id?: unknown
}): PartnerBookingFlow {
  if (listing.is_indie_camper === true) return 'indie'
  if (typeof listing.thl_booking_code === 'string' && listing.thl_booking_code) return 'insurance_extras'
  if (typeof listing.vanever_id === 'string' && listing.vanever_id) return 'packages'
  return 'booking'
}

/**
 * The partner choices of a trip beyond dates, party and extras (booking §7 "Payloads": location
 * codes; Indie's identifier, times, distance package and insurance; the package provider's
 * insurance, pickup_time and return_time). They travel in the detail and booking pages' URLs
 * under these names (booking §2 "Indie flow redirect adds query"), so a reload or a sign-in
 * keeps them; the wizards write them, the validate and book calls send them. Extras travel in
 * the `extras` param our own listings use (`code:quantity,…`).
 */
export const partnerChoiceKeys = [
  'pickup_location_code',
  'dropoff_location_code',
  'identifier',
  'checkin_time',
  'checkout_time',
  'pickup_time',
  'return_time',
  'insurance',
  'distance_package',
  'package_id',
] as const
export type PartnerChoices = Partial<Record<(typeof partnerChoiceKeys)[number], string>>

const choiceValue = /^[\w.:\- ]{1,100}$/

/** The partner choices of a URL (unknown or malformed values are left out: the API checks them again). */
export function readPartnerChoices(params: URLSearchParams): PartnerChoices {
  const choices: PartnerChoices = {}
  for (const key of partnerChoiceKeys) {
    const value = params.get(key)?.trim()
    if (value && choiceValue.test(value)) choices[key] = value
  }
  return choices
}

/** `params` with the choices written in (empty ones removed); Indie trips also carry is_indie_camper=true. */
export function writePartnerChoices(
  params: URLSearchParams,
  choices: PartnerChoices,
  options: { indie?: boolean } = {},
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of partnerChoiceKeys) {
    const value = choices[key]
    if (value) next.set(key, value)
    else next.delete(key)
  }
  if (options.indie) next.set('is_indie_camper', 'true')
  return next
}

/** The partner's validate answer (booking §7 "Validation response"): its offer and price lines. */
export type PartnerOffer = ApiAnswer<'/reservation/recreational_vehicle/booking/travel/validate/neorent/', 'post'>
