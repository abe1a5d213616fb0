import { describe, expect, it } from 'vitest'
import { localNoonTimestamp } from '../dates'
import type { ListingKind } from '../roles'
import { displayLinesTotal } from './display'
import type { QuoteError } from './errors'
import { type BookingQuote, type QuoteResult, quoteBooking } from './quote'
import type { QuoteInput } from './schemas'

const BERLIN = 'Europe/Berlin'
const noon = (day: string, tz = BERLIN) => localNoonTimestamp(day, tz)

const expectQuote = (result: QuoteResult): BookingQuote => {
  if (!result.ok) throw new Error(`expected a quote, got ${result.error_key}: ${result.error_msg}`)
  return result
}
const expectError = (result: QuoteResult): QuoteError => {
  if (result.ok) throw new Error('expected an error, got a quote')
  return result
}

/** Campervan, 3 nights across the start of the high season. */
const campervan = (): QuoteInput => ({
  profile: {
    kind: 'recreational_vehicle',
    currency: 'EUR',
    timezone: BERLIN,
    default_rate_in_cents: 8000,
    default_min_rent_days: 3,
    cleaning_fee_in_cents: 5000,
    early_booking_discount: 10,
    down_payment_percent: null,
  },
  seasons: [
    {
      id: 'season-high',
      start_timestamp: noon('2025-07-01'),
      end_timestamp: noon('2025-09-01'),
      is_available: true,
      season_rate_id: 'rate-high',
      min_rent_dates: 5,
    },
  ],
  rates: [{ id: 'rate-high', season: 'High', rate_in_cents: 12000 }],
  extras: [
    { id: 'bike', name: 'Bike rack', price_in_cents: 1000, unit: 'per_day', available: 2 },
    { id: 'bedding', name: 'Bedding', price_in_cents: 0, unit: 'included', available: 4, included: true },
  ],
  blocked_nights: [],
  request: {
    pickup_timestamp: noon('2025-06-29'),
    return_timestamp: noon('2025-07-02'),
    booked_extra_amenities: [{ id: 'bike', quantity: 2 }],
    now_timestamp: noon('2025-05-01'), // 59 days ahead: one short of the early booking discount
  },
})

describe('quoteBooking — campervan', () => {
  it('prices a season change, cleaning fee, per-day and included extras and splits 20/80', () => {
    const quote = expectQuote(quoteBooking(campervan()))
    // Nights 29 and 30 June at the default 80 €, 1 July at the high-season 120 €.
    expect(quote.nights.map((n) => [n.night, n.rate_in_cents, n.season_id])).toEqual([
      ['2025-06-29', 8000, null],
      ['2025-06-30', 8000, null],
      ['2025-07-01', 12000, 'season-high'],
    ])
    // 28 000 rent + 5 000 cleaning + 2 bike racks × 3 rental days (noon to noon) × 10 € = 39 000.
    expect(quote.display_details).toEqual({
      'Trip Days': 3,
      'Trip Nights': 3,
      'Listing Rent Price': 28000,
      'Extra Amenities': [{ name: 'Bike rack', quantity: 2, total_charge_in_cents: 6000 }],
      'Included Amenities': [{ name: 'Bedding', quantity: 1, total_charge_in_cents: 0 }],
      'Cleaning Fees': 5000,
      downpayment_amount_in_cents: 7800,
      remaining_payment_amount_in_cents: 31200,
      // 30 days before pickup, 12:00 in Berlin (CEST, UTC+2).
      remaining_payment_deadline_timestamp: Date.UTC(2025, 4, 30, 10) / 1000,
    })
    expect(quote.cost).toEqual({
      total_rent_price_in_cents: 39000,
      down_payment_in_cents: 7800,
      remaining_amount_in_cents: 31200,
      final_payment_due_days_before_pickup: 30,
      down_payment_due_days_after_booking: 2,
      minimum_rate_cents: 8000,
      currency: 'EUR',
    })
    expect(quote.pickup_timestamp).toBe(Date.UTC(2025, 5, 29, 10) / 1000)
    expect(quote.return_timestamp).toBe(Date.UTC(2025, 6, 2, 10) / 1000)
    expect(displayLinesTotal(quote.display_details)).toBe(39000)
  })

  it('quotes in the listing currency without a traveler currency and sums lines to the total', () => {
    const input = campervan()
    input.request.booked_extra_amenities = []
    const quote = expectQuote(quoteBooking(input))
    expect(quote.display_details['Extra Amenities']).toBeUndefined()
    expect(quote.cost.total_rent_price_in_cents).toBe(33000)
  })
})

describe('quoteBooking — campsite', () => {
  const campsite = (): QuoteInput => ({
    profile: {
      kind: 'campsite',
      currency: 'EUR',
      timezone: 'Europe/Paris',
      default_rate_in_cents: 2500,
      default_min_rent_days: 1,
      cleaning_fee_in_cents: 0,
      service_fee_in_cents: 199,
      people_per_pitch: 2,
      default_extra_charge_per_adult_in_cents: 700,
      default_extra_charge_per_child_in_cents: 350,
    },
    seasons: [
      {
        id: 'summer',
        start_timestamp: noon('2025-08-01', 'Europe/Paris'),
        end_timestamp: noon('2025-08-31', 'Europe/Paris'),
        is_available: true,
        season_rate_id: 'summer-rate',
        min_rent_dates: 2,
      },
    ],
    rates: [
      {
        id: 'summer-rate',
        season: 'Summer',
        rate_in_cents: 3000,
        extra_charge_per_adult_in_cents: 500,
        extra_charge_per_child_in_cents: 250,
        max_guests_allowed: 4,
      },
    ],
    extras: [
      { id: 'power', name: 'Electricity', price_in_cents: 400, unit: 'per_night', available: 10 },
      { id: 'tax', name: 'Tourist tax', price_in_cents: 300, unit: 'per_booking', available: 1, mandatory: true },
      { id: 'wood', name: 'Firewood', price_in_cents: 800, unit: 'on_site', available: 5 },
    ],
    request: {
      pickup_timestamp: noon('2025-08-10', 'Europe/Paris'),
      return_timestamp: noon('2025-08-12', 'Europe/Paris'),
      pitches_num: 2,
      adults_num: 6,
      children_num: 1,
      booked_extra_amenities: [
        { id: 'power', quantity: 1 },
        { id: 'wood', quantity: 1 },
      ],
      now_timestamp: noon('2025-07-01', 'Europe/Paris'),
    },
  })

  it('charges 2 pitches, 2 extra adults and 1 extra child per night at the season charges', () => {
    const quote = expectQuote(quoteBooking(campsite()))
    // 2 pitches × 2 people = 4 places, all taken by adults: 2 adults and the child are extra.
    expect(quote.display_details).toEqual({
      'Trip Days': 3,
      'Trip Nights': 2,
      'Listing Rent Price': 12000, // 30 € × 2 pitches × 2 nights
      'Extra Adults': { count: 2, total_charge_in_cents: 2000 }, // 2 × 5 € × 2 nights
      'Extra Children': { count: 1, total_charge_in_cents: 500 }, // 1 × 2.50 € × 2 nights
      'Extra Amenities': [
        { name: 'Electricity', quantity: 1, total_charge_in_cents: 800 },
        { name: 'Tourist tax', quantity: 1, total_charge_in_cents: 300 },
        { name: 'Firewood', quantity: 1, total_charge_in_cents: 0, note: 'Paid on site' },
      ],
      'Service Fees': 199,
      downpayment_amount_in_cents: 3160, // 20 % of 15 799 = 3 159.8, rounded to the cent
      remaining_payment_amount_in_cents: 12639,
      remaining_payment_deadline_timestamp: noon('2025-07-11', 'Europe/Paris'),
    })
    expect(quote.cost.total_rent_price_in_cents).toBe(15799)
    expect(quote.cost.minimum_rate_cents).toBe(3000)
    expect(quote.nights[0]).toMatchObject({ units: 2, rent_in_cents: 6000, extra_adults_in_cents: 1000 })
  })

  it('falls back to the listing extra charges outside a season', () => {
    const input = campsite()
    input.request.pickup_timestamp = noon('2025-07-20', 'Europe/Paris')
    input.request.return_timestamp = noon('2025-07-21', 'Europe/Paris')
    const quote = expectQuote(quoteBooking(input))
    expect(quote.display_details['Listing Rent Price']).toBe(5000)
    expect(quote.display_details['Extra Adults']).toEqual({ count: 2, total_charge_in_cents: 1400 })
    expect(quote.display_details['Extra Children']).toEqual({ count: 1, total_charge_in_cents: 350 })
  })
})

describe('quoteBooking — boat', () => {
  const boat = (now: string): QuoteInput => ({
    profile: {
      kind: 'boat',
      currency: 'EUR',
      timezone: 'Europe/Amsterdam',
      default_rate_in_cents: 20000,
      default_min_rent_days: 7,
      cleaning_fee_in_cents: 7500,
      longer_hire_discount: 10,
      early_booking_discount: 5,
      down_payment_percent: 30,
    },
    request: {
      pickup_timestamp: noon('2025-09-06', 'Europe/Amsterdam'),
      return_timestamp: noon('2025-09-13', 'Europe/Amsterdam'),
      now_timestamp: noon(now, 'Europe/Amsterdam'),
    },
  })

  it('takes the longer hire discount off the rent only and asks 30 % down', () => {
    const quote = expectQuote(quoteBooking(boat('2025-08-01'))) // 36 days ahead: no early booking
    expect(quote.display_details).toEqual({
      'Trip Days': 8,
      'Trip Nights': 7,
      'Listing Rent Price': 140000,
      'Cleaning Fees': 7500,
      'Longer hire discount': -14000, // 10 % of the rent, not of the cleaning fee
      downpayment_amount_in_cents: 40050, // 30 % of 133 500
      remaining_payment_amount_in_cents: 93450,
      remaining_payment_deadline_timestamp: noon('2025-08-07', 'Europe/Amsterdam'),
    })
    expect(quote.cost.total_rent_price_in_cents).toBe(133500)
  })

  it('adds the early booking discount on the same rent when pickup is 60+ days ahead', () => {
    const quote = expectQuote(quoteBooking(boat('2025-06-01')))
    expect(quote.display_details['Early booking discount']).toBe(-7000)
    expect(quote.display_details['Longer hire discount']).toBe(-14000)
    expect(quote.cost.total_rent_price_in_cents).toBe(140000 - 7000 - 14000 + 7500)
  })

  it('asks everything now when the final payment deadline has passed or full prepayment is chosen', () => {
    const late = expectQuote(quoteBooking(boat('2025-08-20')))
    expect(late.display_details.downpayment_amount_in_cents).toBe(133500)
    expect(late.display_details.remaining_payment_amount_in_cents).toBe(0)
    expect(late.display_details.remaining_payment_deadline_timestamp).toBeNull()
    const input = boat('2025-08-01')
    input.request.full_prepayment = true
    expect(expectQuote(quoteBooking(input)).cost.down_payment_in_cents).toBe(133500)
  })
})

describe('quoteBooking — currency conversion', () => {
  it('quotes an EUR listing in JPY with whole yen, line by line', () => {
    const input: QuoteInput = {
      profile: {
        kind: 'recreational_vehicle',
        currency: 'EUR',
        timezone: BERLIN,
        default_rate_in_cents: 9999,
        cleaning_fee_in_cents: 4550,
      },
      request: {
        pickup_timestamp: noon('2025-06-10'),
        return_timestamp: noon('2025-06-13'),
        now_timestamp: noon('2025-04-20'),
        currency: 'JPY',
        rates_per_eur: { JPY: 160.4 },
      },
    }
    const quote = expectQuote(quoteBooking(input))
    // 99.99 € × 160.4 = 16 038.396 ¥ → 16 038 ¥ a night; 45.50 € × 160.4 = 7 298.2 ¥ → 7 298 ¥.
    expect(quote.currency).toBe('JPY')
    expect(quote.listing_currency).toBe('EUR')
    expect(quote.nights.map((n) => n.rent_in_cents)).toEqual([16038, 16038, 16038])
    expect(quote.display_details['Listing Rent Price']).toBe(48114)
    expect(quote.display_details['Cleaning Fees']).toBe(7298)
    expect(quote.cost).toMatchObject({
      total_rent_price_in_cents: 55412,
      down_payment_in_cents: 11082, // 20 % = 11 082.4 ¥, rounded to the yen
      remaining_amount_in_cents: 44330,
      minimum_rate_cents: 16038,
      currency: 'JPY',
    })
  })

  it('quotes a JPY listing in EUR cents', () => {
    const quote = expectQuote(
      quoteBooking({
        profile: { kind: 'boat', currency: 'JPY', timezone: 'Asia/Tokyo', default_rate_in_cents: 10000 },
        request: {
          pickup_timestamp: noon('2025-06-10', 'Asia/Tokyo'),
          return_timestamp: noon('2025-06-11', 'Asia/Tokyo'),
          now_timestamp: noon('2025-06-01', 'Asia/Tokyo'),
          currency: 'EUR',
          rates_per_eur: { JPY: 160.4 },
        },
      }),
    )
    expect(quote.cost.total_rent_price_in_cents).toBe(6234) // 10 000 ¥ / 160.4 = 62.34 €
  })
})

describe('quoteBooking — errors', () => {
  it('invalid_input: malformed data is reported, not thrown', () => {
    const input = campervan()
    input.profile.timezone = 'Mars/Olympus'
    expect(expectError(quoteBooking(input)).error_key).toBe('invalid_input')
    expect(expectError(quoteBooking({} as QuoteInput)).error_key).toBe('invalid_input')
  })

  it('invalid_input: a campsite without people_per_pitch', () => {
    const result = quoteBooking({
      profile: { kind: 'campsite', timezone: BERLIN, default_rate_in_cents: 100 },
      request: { pickup_timestamp: noon('2025-06-10'), return_timestamp: noon('2025-06-11'), now_timestamp: 0 },
    })
    expect(expectError(result).error_key).toBe('invalid_input')
  })

  it('invalid_range: return on or before the pickup date, or absurdly long', () => {
    const same = campervan()
    same.request.return_timestamp = same.request.pickup_timestamp + 3600 // same local date
    expect(expectError(quoteBooking(same)).error_key).toBe('invalid_range')
    const before = campervan()
    before.request.return_timestamp = noon('2025-06-20')
    expect(expectError(quoteBooking(before)).error_key).toBe('invalid_range')
    const long = campervan()
    long.request.return_timestamp = noon('2027-06-20')
    expect(expectError(quoteBooking(long)).error_key).toBe('invalid_range')
  })

  it('past_pickup: a pickup date before today at the listing', () => {
    const input = campervan()
    input.request.now_timestamp = noon('2025-06-30')
    expect(expectError(quoteBooking(input))).toMatchObject({ ok: false, error_key: 'past_pickup' })
  })

  it('dates_unavailable: booked nights and unavailable seasons, listed', () => {
    const input = campervan()
    input.blocked_nights = new Set(['2025-06-30'])
    input.seasons = [
      ...(input.seasons ?? []),
      {
        id: 'closed',
        start_timestamp: noon('2025-06-29'),
        end_timestamp: noon('2025-06-30'),
        is_available: false,
      },
    ]
    const error = expectError(quoteBooking(input))
    expect(error.error_key).toBe('dates_unavailable')
    expect(error.unavailable_nights).toEqual(['2025-06-29', '2025-06-30'])
  })

  it('dates_unavailable ignores a booking that ends on the pickup day (changeover)', () => {
    const input = campervan()
    input.blocked_nights = ['2025-06-28', '2025-07-02']
    expect(quoteBooking(input).ok).toBe(true)
  })

  it('minimum_rental_days: the pickup night season minimum, else the listing default', () => {
    const inSeason = campervan()
    inSeason.request.pickup_timestamp = noon('2025-07-01')
    inSeason.request.return_timestamp = noon('2025-07-05')
    expect(expectError(quoteBooking(inSeason))).toMatchObject({ error_key: 'minimum_rental_days', minimum_nights: 5 })
    const outside = campervan()
    outside.request.return_timestamp = noon('2025-07-01')
    expect(expectError(quoteBooking(outside))).toMatchObject({ error_key: 'minimum_rental_days', minimum_nights: 3 })
  })

  it("words the range errors in the kind's rental unit: a campervan's days, a pitch's or a boat's nights", () => {
    const asKind = (kind: ListingKind, input: QuoteInput): QuoteInput => ({
      ...input,
      profile: { ...input.profile, kind, people_per_pitch: kind === 'campsite' ? 4 : undefined },
    })
    const messages = (kind: ListingKind) => {
      const short = asKind(kind, campervan())
      short.request.return_timestamp = noon('2025-06-30') // 1 night; the listing's minimum is 3
      const long = asKind(kind, campervan())
      long.request.return_timestamp = noon('2027-06-20')
      const taken = asKind(kind, campervan())
      taken.blocked_nights = ['2025-06-30']
      return [short, long, taken].map((input) => expectError(quoteBooking(input)).error_msg)
    }
    expect(messages('recreational_vehicle')).toEqual([
      'The minimum rental period is 3 days.',
      'A booking can last at most 365 days.',
      'Some of the chosen days are not available.',
    ])
    for (const kind of ['campsite', 'boat'] as const) {
      expect(messages(kind), kind).toEqual([
        'The minimum rental period is 3 nights.',
        'A booking can last at most 365 nights.',
        'Some of the chosen nights are not available.',
      ])
    }
    // The error key and its details stay the same whatever the kind.
    const short = asKind('recreational_vehicle', campervan())
    short.request.return_timestamp = noon('2025-06-30')
    expect(expectError(quoteBooking(short))).toMatchObject({ error_key: 'minimum_rental_days', minimum_nights: 3 })
  })

  it('too_many_guests: more guests than the rate allows per pitch', () => {
    const result = quoteBooking({
      profile: { kind: 'campsite', timezone: BERLIN, default_rate_in_cents: 100, people_per_pitch: 2 },
      seasons: [
        { id: 's', start_timestamp: noon('2025-06-01'), end_timestamp: noon('2025-07-01'), season_rate_id: 'r' },
      ],
      rates: [{ id: 'r', rate_in_cents: 200, max_guests_allowed: 3 }],
      request: {
        pickup_timestamp: noon('2025-06-10'),
        return_timestamp: noon('2025-06-11'),
        adults_num: 4,
        children_num: 3,
        pitches_num: 2,
        now_timestamp: noon('2025-06-01'),
      },
    })
    expect(expectError(result).error_key).toBe('too_many_guests')
  })

  it('unknown_extra and extra_quantity_exceeded name the extra', () => {
    const unknown = campervan()
    unknown.request.booked_extra_amenities = [{ id: 'jetpack', quantity: 1 }]
    expect(expectError(quoteBooking(unknown))).toMatchObject({ error_key: 'unknown_extra', extra_id: 'jetpack' })
    const tooMany = campervan()
    // Two rows of the same extra add up: 2 + 1 > 2 available.
    tooMany.request.booked_extra_amenities = [
      { id: 'bike', quantity: 2 },
      { id: 'bike', quantity: 1 },
    ]
    expect(expectError(quoteBooking(tooMany))).toMatchObject({ error_key: 'extra_quantity_exceeded', extra_id: 'bike' })
  })

  it('conversion_unavailable: no rate for the traveler currency', () => {
    const input = campervan()
    input.request.currency = 'USD'
    input.request.rates_per_eur = { JPY: 160 }
    expect(expectError(quoteBooking(input)).error_key).toBe('conversion_unavailable')
  })
})
