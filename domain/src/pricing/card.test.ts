import { describe, expect, it } from 'vitest'
import { localNoonTimestamp } from '../dates'
import { type CardPriceInput, cardPrice } from './card'

const tz = 'Europe/Berlin'
const noon = (day: string) => localNoonTimestamp(day, tz)
const listing = (): CardPriceInput => ({
  profile: { kind: 'recreational_vehicle', timezone: tz, default_rate_in_cents: 9000, cleaning_fee_in_cents: 4000 },
  seasons: [
    { id: 'low', start_timestamp: noon('2025-10-01'), end_timestamp: noon('2026-03-01'), season_rate_id: 'low-rate' },
  ],
  rates: [{ id: 'low-rate', season: 'Low', rate_in_cents: 6000 }],
  extras: [
    { id: 'kit', name: 'Starter kit', price_in_cents: 2500, unit: 'per_booking', available: 1, mandatory: true },
    { id: 'bike', name: 'Bike', price_in_cents: 1000, unit: 'per_day', available: 2 },
  ],
  blocked_nights: ['2025-06-15'],
  now_timestamp: noon('2025-06-01'),
})

describe('cardPrice', () => {
  it('shows the lowest rate of the default and coming seasons without dates', () => {
    expect(cardPrice(listing())).toEqual({
      currency: 'EUR',
      booking_price: { minimum_rate_cents: 6000, listing_item_rent_price_in_cents: null },
      full_price: null,
    })
  })

  it('prices a range with mandatory extras and fees only', () => {
    const input = { ...listing(), pickup_timestamp: noon('2025-09-29'), return_timestamp: noon('2025-10-02') }
    // Nights 29, 30 Sep at 90 €, 1 Oct at 60 €; + 25 € starter kit + 40 € cleaning.
    expect(cardPrice(input)).toEqual({
      currency: 'EUR',
      booking_price: { minimum_rate_cents: 6000, listing_item_rent_price_in_cents: 24000 },
      full_price: 30500,
    })
  })

  it('keeps the "from" price and says why a range has no total', () => {
    const input = { ...listing(), pickup_timestamp: noon('2025-06-14'), return_timestamp: noon('2025-06-17') }
    expect(cardPrice(input)).toMatchObject({ full_price: null, error_key: 'dates_unavailable' })
    expect(cardPrice(input).booking_price.minimum_rate_cents).toBe(6000)
  })

  it('converts into the traveler currency, or stays in the listing currency without a rate', () => {
    expect(cardPrice({ ...listing(), currency: 'USD', rates_per_eur: { USD: 1.1 } })).toMatchObject({
      currency: 'USD',
      booking_price: { minimum_rate_cents: 6600 },
    })
    expect(cardPrice({ ...listing(), currency: 'USD' })).toMatchObject({
      currency: 'EUR',
      booking_price: { minimum_rate_cents: 6000 },
      error_key: 'conversion_unavailable',
    })
  })

  it('never throws on bad input', () => {
    expect(cardPrice({} as CardPriceInput)).toMatchObject({ full_price: null, error_key: 'invalid_input' })
  })
})
