import { z } from 'zod'
import { CALENDAR_YEARS_AHEAD, lastCalendarDay, todayKey } from '../availability/calendar'
import { isNightClosedBySeason } from '../availability/seasons'
import { addDaysToKey, daysBetweenKeys, localNoonTimestamp, type NightKey, nightKeyOf } from '../dates'
import type { CurrencyCode } from '../money'
import { rentalUnitsText, rentalUnitsWord } from '../roles'
import { convertPriceList } from './convert'
import { rentDiscounts } from './discounts'
import {
  type AmountLineKey,
  type BookingCostResult,
  type DisplayDetails,
  type DisplayLines,
  displayLinesTotal,
} from './display'
import { isQuoteError, type QuoteError, quoteError } from './errors'
import { type ExtraCharge, priceExtras, toAmenityLine, tripDaysOf } from './extras'
import { extraGuests, rentedUnits } from './guests'
import { type NightPrice, priceNights } from './nightly'
import { minimumNightlyRate, minimumNightsFor, type PriceBook, priceBook, withPrices } from './rates'
import { type ParsedQuoteInput, type QuoteInput, quoteInputSchema } from './schemas'
import { DOWN_PAYMENT_DUE_DAYS_AFTER_BOOKING, paymentSplit } from './split'

/**
 * The price of a stay: validation of the range, nightly breakdown, extras, fees, discounts and
 * the payment split, in the traveler's currency. Pure and shared: the API stores what it
 * returns on the booking, the detail page shows it live.
 */

/**
 * Longest stay quoted in one booking. The spec sets none; a year keeps a malformed request
 * (return in year 9999) from walking millions of nights.
 */
export const MAX_TRIP_NIGHTS = 365

export interface BookingQuote {
  ok: true
  currency: CurrencyCode
  /** The listing's own currency, when the quote was converted from it. */
  listing_currency: CurrencyCode
  /** 12:00 listing-local on the pickup and return dates: the moments the booking stores. */
  pickup_timestamp: number
  return_timestamp: number
  display_details: DisplayDetails
  cost: BookingCostResult
  nights: NightPrice[]
  /** The extras on the bill with ids and units, for the booking's booked_extra_amenities. */
  extras: ExtraCharge[]
  included_extras: ExtraCharge[]
}

export type QuoteResult = BookingQuote | QuoteError

/** Validates the plain input and prices it. Never throws: bad input is `invalid_input`. */
export function quoteBooking(input: QuoteInput): QuoteResult {
  const parsed = quoteInputSchema.safeParse(input)
  if (!parsed.success) return quoteError('invalid_input', z.prettifyError(parsed.error))
  return quoteValidated(parsed.data)
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/**
 * Checks the range on the listing's calendar and returns its nights. Its error_msg counts the way
 * the kind is rented (decision 0010): a campervan's days, a pitch's or a boat's nights.
 */
export function checkRange(input: ParsedQuoteInput, book: PriceBook): NightKey[] | QuoteError {
  const { profile, request } = input
  const tz = profile.timezone
  const pickupNight = nightKeyOf(request.pickup_timestamp, tz)
  const returnDay = nightKeyOf(request.return_timestamp, tz)
  const nightsCount = daysBetweenKeys(pickupNight, returnDay)
  if (nightsCount < 1) return quoteError('invalid_range', 'The return date must be after the pickup date.')
  if (nightsCount > MAX_TRIP_NIGHTS) {
    return quoteError('invalid_range', `A booking can last at most ${rentalUnitsText(profile.kind, MAX_TRIP_NIGHTS)}.`)
  }
  // Judged on dates, like the calendar that greys out days before today: today is bookable.
  const today = todayKey(request.now_timestamp, tz)
  if (pickupNight < today) return quoteError('past_pickup', 'The pickup date is in the past.')
  if (pickupNight > lastCalendarDay(today)) {
    return quoteError('invalid_range', `Pickup can be at most ${CALENDAR_YEARS_AHEAD} years ahead.`)
  }
  const nights = Array.from({ length: nightsCount }, (_, i) => addDaysToKey(pickupNight, i))
  const unavailable = nights.filter(
    (night) => input.blocked_nights.has(night) || isNightClosedBySeason(book.windows, night),
  )
  if (unavailable.length > 0) {
    return quoteError('dates_unavailable', `Some of the chosen ${rentalUnitsWord(profile.kind)} are not available.`, {
      unavailable_nights: unavailable,
    })
  }
  return nights
}

/** Prices input that already passed `quoteInputSchema` (the API parses once, prices many). */
export function quoteValidated(input: ParsedQuoteInput): QuoteResult {
  const { request } = input
  const listingBook = priceBook(input.profile, input.seasons, input.rates)
  const nights = checkRange(input, listingBook)
  if (isQuoteError(nights)) return nights
  const pickupNight = nights[0]!
  const tz = input.profile.timezone

  const minimumNights = minimumNightsFor(listingBook, pickupNight)
  if (nights.length < minimumNights) {
    return quoteError(
      'minimum_rental_days',
      `The minimum rental period is ${rentalUnitsText(input.profile.kind, minimumNights)}.`,
      { minimum_nights: minimumNights },
    )
  }

  const list = convertPriceList(input, request.currency, request.rates_per_eur)
  if (isQuoteError(list)) return list
  const { profile } = list
  const book = withPrices(listingBook, list)

  const priced = priceNights(book, nights, request)
  if (isQuoteError(priced)) return priced

  const tripNights = nights.length
  const tripDays = tripDaysOf(input.profile.kind, tripNights)
  const extras = priceExtras(list.extras, request.booked_extra_amenities, tripDays, tripNights)
  if (isQuoteError(extras)) return extras

  const rent = sum(priced.map((night) => night.rent_in_cents))
  const extraAdults = sum(priced.map((night) => night.extra_adults_in_cents))
  const extraChildren = sum(priced.map((night) => night.extra_children_in_cents))
  const today = todayKey(request.now_timestamp, tz)
  const discounts = rentDiscounts(
    profile,
    rent + extraAdults + extraChildren,
    tripNights,
    daysBetweenKeys(today, pickupNight),
  )

  // Lines first, in the contract's order; the payment fields are appended once the total is known.
  const lines: DisplayLines = { 'Trip Days': tripDays, 'Trip Nights': tripNights, 'Listing Rent Price': rent }
  const guests = extraGuests(
    profile,
    rentedUnits(profile, request.pitches_num),
    request.adults_num,
    request.children_num,
  )
  if (guests.extra_adults > 0) {
    lines['Extra Adults'] = { count: guests.extra_adults, total_charge_in_cents: extraAdults }
  }
  if (guests.extra_children > 0) {
    lines['Extra Children'] = { count: guests.extra_children, total_charge_in_cents: extraChildren }
  }
  if (extras.extra.length > 0) lines['Extra Amenities'] = extras.extra.map(toAmenityLine)
  if (extras.included.length > 0) lines['Included Amenities'] = extras.included.map(toAmenityLine)
  const amountLines: [AmountLineKey, number | null | undefined][] = [
    ['Cleaning Fees', profile.cleaning_fee_in_cents],
    ['Service Fees', profile.service_fee_in_cents],
    ['Early booking discount', discounts.early_booking_in_cents],
    ['Longer hire discount', discounts.longer_hire_in_cents],
    ['Pickup Fee', profile.pickup_fee_in_cents],
    ['Dropoff Fee', profile.dropoff_fee_in_cents],
    ['One Way Cost', profile.one_way_fee_in_cents],
  ]
  for (const [key, amount] of amountLines) if (amount) lines[key] = amount

  // The total is the sum of the lines, never computed separately, so they cannot disagree.
  const total = displayLinesTotal(lines)
  const split = paymentSplit({
    total_in_cents: total,
    down_payment_percent: profile.down_payment_percent,
    pickup_night: pickupNight,
    timezone: tz,
    final_payment_due_days_before_pickup: profile.final_payment_due_days_before_pickup,
    now_timestamp: request.now_timestamp,
    full_prepayment: request.full_prepayment,
  })
  const details: DisplayDetails = {
    ...lines,
    downpayment_amount_in_cents: split.down_payment_in_cents,
    remaining_payment_amount_in_cents: split.remaining_amount_in_cents,
    remaining_payment_deadline_timestamp: split.remaining_payment_deadline_timestamp,
  }

  return {
    ok: true,
    currency: profile.currency,
    listing_currency: input.profile.currency,
    pickup_timestamp: localNoonTimestamp(pickupNight, tz),
    return_timestamp: localNoonTimestamp(addDaysToKey(pickupNight, tripNights), tz),
    display_details: details,
    cost: {
      total_rent_price_in_cents: total,
      down_payment_in_cents: split.down_payment_in_cents,
      remaining_amount_in_cents: split.remaining_amount_in_cents,
      final_payment_due_days_before_pickup: profile.final_payment_due_days_before_pickup,
      down_payment_due_days_after_booking: DOWN_PAYMENT_DUE_DAYS_AFTER_BOOKING,
      minimum_rate_cents: minimumNightlyRate(book, nights),
      currency: profile.currency,
    },
    nights: priced,
    extras: extras.extra,
    included_extras: extras.included,
  }
}
