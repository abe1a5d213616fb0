import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SeasonInput } from '../availability/schemas'
import { addDaysToKey, localNoonTimestamp, type NightKey } from '../dates'
import { supportedCurrencies } from '../money'
import { listingKinds } from '../roles'
import type { DisplayDetails } from './display'
import { type BookingQuote, type QuoteResult, quoteBooking } from './quote'
import { type ExtraInput, extraUnits, type QuoteInput, type RateInput } from './schemas'

/**
 * Invariants of the pricing engine over generated listings and requests. The generator builds
 * requests that should always be priceable (future pickup, open nights, minimum stays met), so
 * a failure to quote is itself a counterexample.
 */

const timezones = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'UTC', 'Pacific/Chatham']
/** Units of X per EUR; irregular on purpose so conversions round. */
const ratesPerEur: Record<string, number> = Object.fromEntries(
  supportedCurrencies.map((code, i) => [code, code === 'EUR' ? 1 : 0.37 + i * 7.913]),
)
ratesPerEur.JPY = 160.437

const cents = (max: number) => fc.integer({ min: 0, max })
const percent = fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null })
const currency = fc.constantFrom(...supportedCurrencies)

interface Scenario {
  input: QuoteInput
  nights: NightKey[]
  timezone: string
}

const scenarioArb = (options: { flatRate?: boolean } = {}) =>
  fc
    .record({
      kind: fc.constantFrom(...listingKinds),
      listingCurrency: currency,
      targetCurrency: fc.option(currency, { nil: undefined }),
      timezone: fc.constantFrom(...timezones),
      today: fc.integer({ min: 0, max: 700 }).map((i) => addDaysToKey('2025-01-01', i)),
      nowOffsetHours: fc.integer({ min: -11, max: 11 }),
      daysAhead: fc.integer({ min: 0, max: 120 }),
      nights: fc.integer({ min: 3, max: 21 }),
      defaultRate: fc.integer({ min: 1, max: 2_000_000 }),
      defaultMin: fc.integer({ min: 1, max: 3 }),
      cleaning: cents(50_000),
      service: fc.option(cents(20_000), { nil: null }),
      pickupFee: fc.option(cents(20_000), { nil: null }),
      dropoffFee: fc.option(cents(20_000), { nil: null }),
      oneWay: fc.option(cents(90_000), { nil: null }),
      longer: percent,
      early: percent,
      down: percent,
      finalDays: fc.integer({ min: 0, max: 90 }),
      peoplePerPitch: fc.integer({ min: 1, max: 6 }),
      adultCharge: cents(5_000),
      childCharge: cents(5_000),
      pitches: fc.integer({ min: 1, max: 5 }),
      adults: fc.integer({ min: 0, max: 12 }),
      children: fc.integer({ min: 0, max: 12 }),
      fullPrepayment: fc.boolean(),
      seasons: fc.array(
        fc.record({
          startOffset: fc.integer({ min: -30, max: 150 }),
          length: fc.integer({ min: 1, max: 60 }),
          rate: fc.integer({ min: 1, max: 2_000_000 }),
          adultCharge: fc.option(cents(5_000), { nil: null }),
          childCharge: fc.option(cents(5_000), { nil: null }),
          minRent: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        }),
        { maxLength: options.flatRate ? 0 : 4 },
      ),
      extras: fc.array(
        fc.record({
          price: cents(50_000),
          unit: fc.constantFrom(...extraUnits),
          available: fc.integer({ min: 1, max: 5 }),
          mandatory: fc.boolean(),
          included: fc.boolean(),
          booked: fc.integer({ min: 0, max: 5 }),
        }),
        { maxLength: 5 },
      ),
    })
    .map((s): Scenario => {
      const noon = (day: NightKey) => localNoonTimestamp(day, s.timezone)
      const pickup = addDaysToKey(s.today, s.daysAhead)
      const rates: RateInput[] = s.seasons.map((season, i) => ({
        id: `rate-${i}`,
        season: `Season ${i}`,
        rate_in_cents: season.rate,
        extra_charge_per_adult_in_cents: season.adultCharge,
        extra_charge_per_child_in_cents: season.childCharge,
      }))
      const seasons: SeasonInput[] = s.seasons.map((season, i) => {
        const first = addDaysToKey(pickup, season.startOffset)
        return {
          id: `season-${i}`,
          start_timestamp: noon(first),
          end_timestamp: noon(addDaysToKey(first, season.length)),
          is_available: true,
          season_rate_id: `rate-${i}`,
          min_rent_dates: season.minRent,
        }
      })
      const extras: ExtraInput[] = s.extras.map((extra, i) => ({
        id: `extra-${i}`,
        name: `Extra ${i}`,
        price_in_cents: extra.price,
        unit: extra.unit,
        available: extra.available,
        mandatory: extra.mandatory,
        included: extra.included,
      }))
      const input: QuoteInput = {
        profile: {
          kind: s.kind,
          currency: s.listingCurrency,
          timezone: s.timezone,
          default_rate_in_cents: s.defaultRate,
          default_min_rent_days: s.defaultMin,
          cleaning_fee_in_cents: s.cleaning,
          service_fee_in_cents: s.service,
          pickup_fee_in_cents: s.pickupFee,
          dropoff_fee_in_cents: s.dropoffFee,
          one_way_fee_in_cents: s.oneWay,
          longer_hire_discount: s.longer,
          early_booking_discount: s.early,
          down_payment_percent: s.down,
          final_payment_due_days_before_pickup: s.finalDays,
          people_per_pitch: s.peoplePerPitch,
          default_extra_charge_per_adult_in_cents: s.adultCharge,
          default_extra_charge_per_child_in_cents: s.childCharge,
        },
        seasons,
        rates,
        extras,
        blocked_nights: [],
        request: {
          pickup_timestamp: noon(pickup),
          return_timestamp: noon(addDaysToKey(pickup, s.nights)),
          pitches_num: s.pitches,
          adults_num: s.adults,
          children_num: s.children,
          booked_extra_amenities: s.extras.map((extra, i) => ({
            id: `extra-${i}`,
            quantity: Math.min(extra.booked, extra.available),
          })),
          full_prepayment: s.fullPrepayment,
          now_timestamp: noon(s.today) + s.nowOffsetHours * 3600,
          currency: s.targetCurrency,
          rates_per_eur: ratesPerEur,
        },
      }
      return {
        input,
        timezone: s.timezone,
        nights: Array.from({ length: s.nights }, (_, i) => addDaysToKey(pickup, i)),
      }
    })

const mustQuote = (result: QuoteResult): BookingQuote => {
  if (!result.ok) throw new Error(`${result.error_key}: ${result.error_msg}`)
  return result
}

/** Re-adds the money lines without the engine's helper, so the check is independent. */
function sumOfLines(details: DisplayDetails): number {
  const {
    downpayment_amount_in_cents,
    remaining_payment_amount_in_cents,
    remaining_payment_deadline_timestamp,
    ...lines
  } = details
  let total = 0
  for (const [key, value] of Object.entries(lines)) {
    if (key === 'Trip Days' || key === 'Trip Nights') continue
    if (typeof value === 'number') total += value
    else if (Array.isArray(value)) for (const line of value) total += line.total_charge_in_cents
    else if (value) total += value.total_charge_in_cents
  }
  return total
}

/** Every amount in a quote, for integer and sign checks. */
function amounts(quote: BookingQuote): number[] {
  const d = quote.display_details
  return [
    d['Listing Rent Price'],
    d['Extra Adults']?.total_charge_in_cents ?? 0,
    d['Extra Children']?.total_charge_in_cents ?? 0,
    ...(d['Extra Amenities'] ?? []).map((line) => line.total_charge_in_cents),
    ...(d['Included Amenities'] ?? []).map((line) => line.total_charge_in_cents),
    d['Cleaning Fees'] ?? 0,
    d['Service Fees'] ?? 0,
    d['Pickup Fee'] ?? 0,
    d['Dropoff Fee'] ?? 0,
    d['One Way Cost'] ?? 0,
    d.downpayment_amount_in_cents,
    d.remaining_payment_amount_in_cents,
    quote.cost.total_rent_price_in_cents,
    quote.cost.minimum_rate_cents,
    ...quote.nights.flatMap((n) => [
      n.rate_in_cents,
      n.rent_in_cents,
      n.extra_adults_in_cents,
      n.extra_children_in_cents,
    ]),
  ]
}

describe('pricing properties', () => {
  it('the total equals the sum of its lines, and the nightly breakdown adds up to the rent lines', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ input }) => {
        const quote = mustQuote(quoteBooking(input))
        const d = quote.display_details
        expect(quote.cost.total_rent_price_in_cents).toBe(sumOfLines(d))
        expect(d.downpayment_amount_in_cents + d.remaining_payment_amount_in_cents).toBe(
          quote.cost.total_rent_price_in_cents,
        )
        expect(quote.cost.down_payment_in_cents).toBe(d.downpayment_amount_in_cents)
        expect(quote.nights.reduce((t, n) => t + n.rent_in_cents, 0)).toBe(d['Listing Rent Price'])
        expect(quote.nights.reduce((t, n) => t + n.extra_adults_in_cents, 0)).toBe(
          d['Extra Adults']?.total_charge_in_cents ?? 0,
        )
      }),
    )
  })

  it('is never negative, however large the discounts', () => {
    fc.assert(
      fc.property(scenarioArb(), fc.double({ min: 0, max: 100, noNaN: true }), (scenario, big) => {
        const input = structuredClone(scenario.input)
        input.profile.longer_hire_discount = 100 - big / 2
        input.profile.early_booking_discount = big
        const quote = mustQuote(quoteBooking(input))
        for (const amount of amounts(quote)) expect(amount).toBeGreaterThanOrEqual(0)
        const d = quote.display_details
        const rentBase =
          d['Listing Rent Price'] +
          (d['Extra Adults']?.total_charge_in_cents ?? 0) +
          (d['Extra Children']?.total_charge_in_cents ?? 0)
        const discounts = (d['Early booking discount'] ?? 0) + (d['Longer hire discount'] ?? 0)
        expect(discounts).toBeLessThanOrEqual(0)
        expect(rentBase + discounts).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('amounts are whole minor units; zero-decimal currencies carry no fraction', () => {
    fc.assert(
      fc.property(
        scenarioArb(),
        fc.constantFrom('JPY', 'EUR', 'USD'),
        fc.double({ min: 90, max: 200, noNaN: true }),
        (scenario, listingCurrency, jpyRate) => {
          const input = structuredClone(scenario.input)
          input.profile.currency = listingCurrency as 'JPY'
          input.request.currency = 'JPY'
          input.request.rates_per_eur = { ...ratesPerEur, JPY: jpyRate }
          const quote = mustQuote(quoteBooking(input))
          expect(quote.currency).toBe('JPY')
          for (const amount of amounts(quote)) expect(Number.isInteger(amount)).toBe(true)
          // And back out of yen: whole cents.
          const back = structuredClone(scenario.input)
          back.profile.currency = 'JPY'
          for (const amount of amounts(mustQuote(quoteBooking(back)))) expect(Number.isInteger(amount)).toBe(true)
        },
      ),
    )
  })

  it('a longer stay never gets a higher per-night rate from the discount rules', () => {
    fc.assert(
      fc.property(
        scenarioArb({ flatRate: true }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 30 }),
        ({ input, nights, timezone }, longerBy, extendBy) => {
          /** What the stay itself costs after discounts: rent and extra guests, no fees or extras. */
          const stayPrice = (count: number) => {
            const request = {
              ...input.request,
              booked_extra_amenities: [],
              return_timestamp: localNoonTimestamp(addDaysToKey(nights[0]!, count), timezone),
            }
            const d = mustQuote(quoteBooking({ ...input, extras: [], request })).display_details
            return (
              d['Listing Rent Price'] +
              (d['Extra Adults']?.total_charge_in_cents ?? 0) +
              (d['Extra Children']?.total_charge_in_cents ?? 0) +
              (d['Early booking discount'] ?? 0) +
              (d['Longer hire discount'] ?? 0)
            )
          }
          const n = (input.profile.default_min_rent_days ?? 1) + longerBy
          const m = n + extendBy
          // Per night P(m)/m ≤ P(n)/n, give or take the half-unit rounding of each discount line
          // (under 1/n per night); multiplied out to stay in integers.
          expect(stayPrice(m) * n).toBeLessThanOrEqual(stayPrice(n) * m + m)
        },
      ),
    )
  })

  it('a range containing a blocked or closed night is always rejected, naming that night', () => {
    fc.assert(
      fc.property(
        scenarioArb(),
        fc.nat(),
        fc.boolean(),
        fc.array(fc.integer({ min: -40, max: 40 }), { maxLength: 5 }),
        ({ input, nights, timezone }, pick, viaSeason, otherOffsets) => {
          const night = nights[pick % nights.length]!
          const blocked = otherOffsets.map((offset) => addDaysToKey(nights[0]!, offset))
          const closed: SeasonInput[] = []
          if (viaSeason) {
            closed.push({
              id: 'closed',
              start_timestamp: localNoonTimestamp(night, timezone),
              end_timestamp: localNoonTimestamp(addDaysToKey(night, 1), timezone),
              is_available: false,
            })
          } else {
            blocked.push(night)
          }
          const result = quoteBooking({
            ...input,
            seasons: [...(input.seasons ?? []), ...closed],
            blocked_nights: blocked,
          })
          expect(result.ok).toBe(false)
          if (!result.ok) {
            expect(result.error_key).toBe('dates_unavailable')
            expect(result.unavailable_nights).toContain(night)
            for (const n of result.unavailable_nights ?? []) expect(nights).toContain(n)
          }
        },
      ),
    )
  })
})
