import {
  addDaysToKey,
  type CardPriceInput,
  cardPrice,
  extraUnits,
  localNoonTimestamp,
  nightKeyOf,
} from '@driftway/domain'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileProgram, dayOfKey, programCardPrice, zoneDays } from './price-program'

/**
 * The compiled price program must be the domain's cardPrice, only faster: same prices, same
 * currency, same error key, for any listing, range, party and currency.
 */

const zones = [
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Etc/GMT-3',
]
const NOW = 1_790_000_000 // a fixed moment (2026-09-21)
const DAY = 86_400

const listingArb = fc.record({
  kind: fc.constantFrom('recreational_vehicle' as const, 'campsite' as const, 'boat' as const),
  timezone: fc.constantFrom(...zones),
  currency: fc.constantFrom('EUR' as const, 'GBP' as const, 'JPY' as const),
  default_rate_in_cents: fc.integer({ min: 1, max: 100_000 }),
  default_min_rent_days: fc.integer({ min: 1, max: 7 }),
  cleaning_fee_in_cents: fc.integer({ min: 0, max: 20_000 }),
  longer_hire_discount: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  early_booking_discount: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  down_payment_percent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  people_per_pitch: fc.integer({ min: 1, max: 6 }),
  default_extra_charge_per_adult_in_cents: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: null }),
  default_extra_charge_per_child_in_cents: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null }),
})

const rateArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    season: fc.constant(id),
    rate_in_cents: fc.integer({ min: 1, max: 100_000 }),
    extra_charge_per_adult_in_cents: fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: null }),
    extra_charge_per_child_in_cents: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null }),
    max_guests_allowed: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  })

const seasonArb = (i: number) =>
  fc.record({
    id: fc.constant(`s${i}`),
    start: fc.integer({ min: -60, max: 200 }),
    length: fc.integer({ min: 1, max: 90 }),
    hour: fc.integer({ min: 0, max: 23 }),
    is_available: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
    rate: fc.option(fc.constantFrom('r0', 'r1', 'r2', 'gone'), { nil: null }),
    min_rent_dates: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
  })

const extraArb = (i: number) =>
  fc.record({
    id: fc.constant(`e${i}`),
    name: fc.constant(`Extra ${i}`),
    price_in_cents: fc.integer({ min: 0, max: 10_000 }),
    unit: fc.constantFrom(...extraUnits),
    available: fc.integer({ min: 0, max: 5 }),
    mandatory: fc.boolean(),
    included: fc.boolean(),
  })

const caseArb = fc.record({
  listing: listingArb,
  rates: fc.tuple(rateArb('r0'), rateArb('r1'), rateArb('r2')).chain((all) => fc.subarray(all)),
  seasons: fc.tuple(seasonArb(0), seasonArb(1), seasonArb(2), seasonArb(3)).chain((all) => fc.subarray(all)),
  extras: fc.tuple(extraArb(0), extraArb(1), extraArb(2)).chain((all) => fc.subarray(all)),
  blocked: fc.uniqueArray(fc.integer({ min: -5, max: 150 }), { maxLength: 6 }),
  trip: fc.option(
    fc.record({
      start: fc.integer({ min: -3, max: 140 }),
      nights: fc.integer({ min: -1, max: 30 }),
      hour: fc.integer({ min: 0, max: 23 }),
    }),
    { nil: null },
  ),
  party: fc.record({
    pitches_num: fc.integer({ min: 1, max: 5 }),
    adults_num: fc.integer({ min: 0, max: 12 }),
    children_num: fc.integer({ min: 0, max: 6 }),
  }),
  currency: fc.option(fc.constantFrom('EUR' as const, 'USD' as const, 'JPY' as const, 'GBP' as const), {
    nil: undefined,
  }),
  rates_per_eur: fc.constantFrom<Record<string, number>>({ USD: 1.1, GBP: 0.85, JPY: 160 }, { USD: 1.1 }, {}),
  nowShift: fc.integer({ min: 0, max: DAY - 1 }),
})

describe('programCardPrice', () => {
  it('equals the domain cardPrice for random listings, ranges, parties and currencies', () => {
    const outcomes = new Map<string, boolean>()
    fc.assert(
      fc.property(caseArb, (c) => {
        const tz = c.listing.timezone
        const now = NOW + c.nowShift
        const today = nightKeyOf(now, tz)
        const at = (offset: number, hour = 12) =>
          localNoonTimestamp(addDaysToKey(today, offset), tz) + (hour - 12) * 3600
        const seasons = c.seasons.map((s) => ({
          id: s.id,
          start_timestamp: at(s.start, s.hour),
          end_timestamp: at(s.start + s.length, s.hour),
          is_available: s.is_available,
          season_rate_id: s.rate,
          min_rent_dates: s.min_rent_dates,
        }))
        const blockedKeys = c.blocked.map((offset) => addDaysToKey(today, offset))
        const trip = c.trip
          ? { start: at(c.trip.start, c.trip.hour), end: at(c.trip.start + c.trip.nights, c.trip.hour) }
          : undefined
        const input: CardPriceInput = {
          profile: c.listing,
          seasons,
          rates: c.rates,
          extras: c.extras,
          blocked_nights: blockedKeys,
          now_timestamp: now,
          pickup_timestamp: trip?.start,
          return_timestamp: trip?.end,
          ...c.party,
          currency: c.currency,
          rates_per_eur: c.rates_per_eur,
        }
        const expected = cardPrice(input)
        const program = compileProgram({ profile: c.listing, seasons, rates: c.rates, extras: c.extras })
        const blockedDays = new Set(blockedKeys.map(dayOfKey))
        const actual = programCardPrice(
          program,
          zoneDays(tz, now, trip),
          {
            ...c.party,
            currency: c.currency,
            rates_per_eur: c.rates_per_eur,
            rates_version: JSON.stringify(c.rates_per_eur),
          },
          (first, end) => {
            for (let d = first; d < end; d++) if (blockedDays.has(d)) return true
            return false
          },
        )
        expect(actual).toEqual(expected)
        outcomes.set(expected.error_key ?? (expected.full_price === null ? 'no dates' : 'priced'), true)
      }),
      // A fixed seed: the coverage check below must not depend on the luck of a random draw.
      { numRuns: 1000, seed: 20261123 },
    )
    // The runs reached every outcome that matters, not only errors.
    expect([...outcomes.keys()].sort()).toEqual(
      [
        'dates_unavailable',
        'invalid_range',
        'minimum_rental_days',
        'no dates',
        'past_pickup',
        'priced',
        'too_many_guests',
        'conversion_unavailable',
      ].sort(),
    )
  })

  it('reports invalid listing data like the engine does', () => {
    const profile = { kind: 'campsite' as const, timezone: 'Europe/Berlin', default_rate_in_cents: 0 }
    const program = compileProgram({ profile, seasons: [], rates: [], extras: [] })
    const days = zoneDays('Europe/Berlin', NOW)
    const request = { pitches_num: 1, adults_num: 1, children_num: 0, rates_version: '' }
    expect(programCardPrice(program, days, request, () => false)).toEqual(cardPrice({ profile, now_timestamp: NOW }))
  })
})
