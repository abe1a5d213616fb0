import { z } from 'zod'
import { addDaysToKey, daysBetweenKeys, isNightKey, localNoonTimestamp, type NightKey, nightKeyOf } from './dates'
import { boatTypes, campsiteSuitabilities, rvTypes } from './listing-options'
import { typedAmountInMinorUnits } from './money'
import { priceAtAgreedTotal } from './pricing/agreed-total'
import type { BookingQuote } from './pricing/quote'
import type { ListingKind } from './roles'

/**
 * Rental requests and offers (booking spec §2 "Rental request and offers", §3, §5, decision 0067):
 * a traveler posts what they look for (kind, place, dates with flexibility); lessors of that kind
 * with a listing nearby answer with offers (one listing, dates, a price per night); the traveler
 * books one offer at its price. Pure rules shared by the API and the site.
 *
 * A request names calendar dates, not a listing, so it has no listing time zone: its dates are
 * stored as 12:00 UTC of the chosen day and read back in UTC (`rentalDayOf`).
 */

/** A lessor sees a request when one of their published listings of its kind lies this close to its place. */
export const RENTAL_MATCH_RADIUS_KM = 150
/** The most days a traveler may let the dates move either way. */
export const MAX_FLEXIBILITY_DAYS = 14
export const MAX_RENTAL_TRAVELERS = 50
/** The longest trip a request may ask for (the booking engine's limit, MAX_TRIP_NIGHTS, is a year). */
export const MAX_RENTAL_NIGHTS = 90
/** The highest price per night an offer may ask (minor units). */
export const MAX_OFFER_NIGHT_CENTS = 10_000_000

/** The "preferred vehicle types" a traveler can pick, per kind (the listing facts search filters on). */
export const rentalVehicleTypes: Record<ListingKind, readonly string[]> = {
  recreational_vehicle: rvTypes,
  campsite: campsiteSuitabilities,
  boat: boatTypes,
}

/** The calendar day a request or offer timestamp stands for. */
export const rentalDayOf = (timestamp: number): NightKey => nightKeyOf(timestamp, 'UTC')
/** The timestamp a request or offer stores for a calendar day. */
export const rentalTimestampOf = (day: NightKey): number => localNoonTimestamp(day, 'UTC')

type RequestDates = { pickup_timestamp: number; return_timestamp: number; flexibility: number }
type OfferDates = { pickup_timestamp: number; return_timestamp: number }

/** booking §5 "a request expires after its pickup date": open through the pickup day, expired the day after. */
export const isRentalRequestExpired = (
  request: Pick<RequestDates, 'pickup_timestamp'>,
  nowTimestamp: number,
): boolean => rentalDayOf(request.pickup_timestamp) < rentalDayOf(nowTimestamp)

/** Why dates cannot be a request (null when they can): past pickup, return not after pickup, too long. */
export function rentalDatesProblem(
  pickup: NightKey,
  returnDay: NightKey,
  nowTimestamp: number,
): 'past_pickup' | 'invalid_range' | 'too_long' | null {
  if (pickup < rentalDayOf(nowTimestamp)) return 'past_pickup'
  if (returnDay <= pickup) return 'invalid_range'
  if (daysBetweenKeys(pickup, returnDay) > MAX_RENTAL_NIGHTS) return 'too_long'
  return null
}

/**
 * The date ranges a request accepts: its own, and the same length moved by up to `flexibility`
 * days either way (flexibility widens the match). Earliest first.
 */
export function flexibleRanges(request: RequestDates): { pickup: NightKey; return: NightKey }[] {
  const pickup = rentalDayOf(request.pickup_timestamp)
  const returnDay = rentalDayOf(request.return_timestamp)
  const ranges: { pickup: NightKey; return: NightKey }[] = []
  for (let shift = -request.flexibility; shift <= request.flexibility; shift += 1) {
    ranges.push({ pickup: addDaysToKey(pickup, shift), return: addDaysToKey(returnDay, shift) })
  }
  return ranges
}

/**
 * An offer fits a request when its pickup and its return each lie within `flexibility` days of the
 * request's, and it lasts at least a night.
 */
export function offerFitsRequest(request: RequestDates, offer: OfferDates): boolean {
  const offerPickup = rentalDayOf(offer.pickup_timestamp)
  const offerReturn = rentalDayOf(offer.return_timestamp)
  if (offerReturn <= offerPickup) return false
  const near = (day: NightKey, wanted: NightKey) => Math.abs(daysBetweenKeys(wanted, day)) <= request.flexibility
  return (
    near(offerPickup, rentalDayOf(request.pickup_timestamp)) && near(offerReturn, rentalDayOf(request.return_timestamp))
  )
}

/** The nights of an offer and its total: the price per night times the nights. */
export function offerTotal(offer: OfferDates & { price_in_cents: number }): { nights: number; total_in_cents: number } {
  const nights = daysBetweenKeys(rentalDayOf(offer.pickup_timestamp), rentalDayOf(offer.return_timestamp))
  return { nights, total_in_cents: nights * offer.price_in_cents }
}

/**
 * The quote of a stay booked from an offer: the offer's total (price per night × nights) is the
 * whole price of the stay, in place of the engine's rent, fees, discounts and extras (the lessor
 * named it), and it is paid in full at once (the booking goes straight to payment).
 */
export const priceAtOffer = (quote: BookingQuote, totalCents: number): BookingQuote =>
  priceAtAgreedTotal(quote, totalCents, 'none')

/** A price per night typed in major units, in minor units of `currency`; null when an offer may not ask it. */
export const offerNightCents = (typed: string, currency: string): number | null =>
  typedAmountInMinorUnits(typed, currency, MAX_OFFER_NIGHT_CENTS)

const day = z.string().refine(isNightKey, { message: 'rental:errors.date' })

/**
 * The site's rental request form (§2: travellers, location, preferred vehicle types, pickup date,
 * return date, flexibility days; §5: people ≥ 1, location, dates and flexibility ≥ 0 required).
 * Messages are the site's translation keys.
 */
export const rentalRequestFormSchema = z
  .object({
    travellers_num: z.coerce
      .number({ message: 'rental:errors.travellers' })
      .int({ message: 'rental:errors.travellers' })
      .min(1, { message: 'rental:errors.travellers' })
      .max(MAX_RENTAL_TRAVELERS, { message: 'rental:errors.travellersMax' }),
    location: z.string().trim().min(1, { message: 'rental:errors.location' }).max(255),
    destination_latitude: z.number({ message: 'rental:errors.locationPick' }).min(-90).max(90),
    destination_longitude: z.number({ message: 'rental:errors.locationPick' }).min(-180).max(180),
    vehicle_types: z.array(z.string().max(50)).max(20),
    pickup: day,
    return: day,
    flexibility: z.coerce
      .number({ message: 'rental:errors.flexibility' })
      .int({ message: 'rental:errors.flexibility' })
      .min(0, { message: 'rental:errors.flexibility' })
      .max(MAX_FLEXIBILITY_DAYS, { message: 'rental:errors.flexibility' }),
  })
  .refine((form) => form.return > form.pickup, { message: 'rental:errors.returnAfter', path: ['return'] })

/** The lessors' make-an-offer form (§2: vehicle, from, to, price per night typed in major units). */
export const offerFormSchema = z
  .object({
    listing: z.string().trim().min(1, { message: 'rental:errors.listing' }).max(100),
    pickup: day,
    return: day,
    price: z
      .string()
      .trim()
      .regex(/^\d{1,6}([.,]\d{1,2})?$/, { message: 'rental:errors.price' }),
  })
  .refine((form) => form.return > form.pickup, { message: 'rental:errors.returnAfter', path: ['return'] })
