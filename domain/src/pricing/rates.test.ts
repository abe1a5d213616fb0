import { describe, expect, it } from 'vitest'
import { seasonSchema } from '../availability/schemas'
import { localNoonTimestamp } from '../dates'
import { rentDiscounts } from './discounts'
import { extraGuests } from './guests'
import { minimumNightlyRate, minimumNightsFor, priceBook, termsForNight } from './rates'
import { pricingProfileSchema, rateSchema } from './schemas'

const tz = 'Europe/Berlin'
const noon = (day: string) => localNoonTimestamp(day, tz)
const profile = pricingProfileSchema.parse({
  kind: 'campsite',
  timezone: tz,
  default_rate_in_cents: 2000,
  default_min_rent_days: 2,
  people_per_pitch: 2,
  default_extra_charge_per_adult_in_cents: 600,
  default_extra_charge_per_child_in_cents: 300,
  longer_hire_discount: 10,
  early_booking_discount: 5,
})
const seasons = [
  { id: 'low', start_timestamp: noon('2025-01-01'), end_timestamp: noon('2025-04-01'), season_rate_id: 'low-rate' },
  {
    id: 'high',
    start_timestamp: noon('2025-07-01'),
    end_timestamp: noon('2025-09-01'),
    season_rate_id: 'high-rate',
    min_rent_dates: 7,
  },
  { id: 'fest', start_timestamp: noon('2025-08-10'), end_timestamp: noon('2025-08-12'), season_rate_id: 'gone' },
  {
    id: 'shut',
    start_timestamp: noon('2025-11-01'),
    end_timestamp: noon('2025-12-01'),
    is_available: false,
    season_rate_id: 'cheap',
  },
].map((season) => seasonSchema.parse(season))
const rates = [
  { id: 'low-rate', season: 'Low', rate_in_cents: 1500 },
  { id: 'high-rate', season: 'High', rate_in_cents: 3500, extra_charge_per_adult_in_cents: 900 },
  { id: 'cheap', season: 'Closed', rate_in_cents: 100 },
].map((rate) => rateSchema.parse(rate))
const book = priceBook(profile, seasons, rates)

describe('nightly terms', () => {
  it('uses the season rate, else the default; extra charges fall back field by field', () => {
    expect(termsForNight(book, '2025-05-01')).toMatchObject({
      rate_in_cents: 2000,
      extra_charge_per_adult_in_cents: 600,
    })
    expect(termsForNight(book, '2025-07-15')).toMatchObject({
      rate_in_cents: 3500,
      extra_charge_per_adult_in_cents: 900,
      extra_charge_per_child_in_cents: 300,
    })
    // The season's last night is the day before its end date.
    expect(termsForNight(book, '2025-08-31').rate_in_cents).toBe(3500)
    expect(termsForNight(book, '2025-09-01').rate_in_cents).toBe(2000)
  })

  it('prices at the default when a season links a deleted rate, and the inner season wins overlaps', () => {
    expect(termsForNight(book, '2025-08-10')).toMatchObject({ rate_in_cents: 2000, rate: undefined })
    expect(termsForNight(book, '2025-08-10').season?.id).toBe('fest')
  })

  it('takes the minimum stay from the pickup night season', () => {
    expect(minimumNightsFor(book, '2025-07-02')).toBe(7)
    expect(minimumNightsFor(book, '2025-06-30')).toBe(2)
  })

  it('finds the "from" price over a range, or over current bookable seasons and the default', () => {
    expect(minimumNightlyRate(book, ['2025-06-30', '2025-07-01'])).toBe(2000)
    expect(minimumNightlyRate(book, undefined, '2024-12-01')).toBe(1500)
    // Once the low season is over, it no longer advertises; the closed season never does.
    expect(minimumNightlyRate(book, undefined, '2025-05-01')).toBe(2000)
  })
})

describe('campsite guests', () => {
  it('lets adults take the included places first, then children', () => {
    expect(extraGuests(profile, 2, 3, 3)).toEqual({ included_places: 4, extra_adults: 0, extra_children: 2 })
    expect(extraGuests(profile, 1, 1, 0)).toEqual({ included_places: 2, extra_adults: 0, extra_children: 0 })
    expect(extraGuests(profile, 1, 4, 1)).toEqual({ included_places: 2, extra_adults: 2, extra_children: 1 })
    expect(extraGuests({ ...profile, kind: 'boat' }, 1, 9, 9)).toMatchObject({ extra_adults: 0, extra_children: 0 })
  })
})

describe('discounts', () => {
  it('applies longer hire from 7 nights and early booking from 60 days, both on the same rent', () => {
    expect(rentDiscounts(profile, 10000, 6, 59)).toEqual({ early_booking_in_cents: 0, longer_hire_in_cents: 0 })
    expect(rentDiscounts(profile, 10000, 7, 59)).toEqual({ early_booking_in_cents: 0, longer_hire_in_cents: -1000 })
    expect(rentDiscounts(profile, 10000, 6, 60)).toEqual({ early_booking_in_cents: -500, longer_hire_in_cents: 0 })
    expect(rentDiscounts(profile, 10000, 7, 60)).toEqual({ early_booking_in_cents: -500, longer_hire_in_cents: -1000 })
  })

  it('never takes more than the rent', () => {
    const generous = { ...profile, longer_hire_discount: 80, early_booking_discount: 70 }
    expect(rentDiscounts(generous, 999, 7, 60)).toEqual({ early_booking_in_cents: -699, longer_hire_in_cents: -300 })
  })
})
