import { describe, expect, it } from 'vitest'
import type { ListingCardData } from '../../lib/listings'
import { cardPrice } from './card-price'

const base = {
  id: 'l1',
  title: 'Van',
  city: null,
  country: null,
  country_iso2: null,
  latitude: null,
  longitude: null,
  images: {},
  main_image_url: null,
  default_rate_in_cents: 9_000,
  currency: 'EUR',
  default_min_rent_days: 3,
  is_instant_booking_allowed: true,
  lessor: null,
  comments: { comments_count: 0, average_rating: null },
}
const vehicle = { ...base, kind: 'recreational_vehicle' } as ListingCardData
const campsite = { ...base, kind: 'campsite' } as ListingCardData
const boat = { ...base, kind: 'boat' } as ListingCardData

describe('card price', () => {
  it('prices campervans per day and pitches and boats per night', () => {
    expect(cardPrice(vehicle, null).unit).toBe('day')
    expect(cardPrice(campsite, null).unit).toBe('night')
    expect(cardPrice(boat, null).unit).toBe('night')
  })

  it('prefers the searched minimum rate in the display currency over the default rate in the listing currency', () => {
    const priced = {
      ...vehicle,
      listing_currency: 'SEK',
      currency: 'EUR',
      booking_price: { minimum_rate_cents: 8_000, listing_item_rent_price_in_cents: null },
    } as ListingCardData
    expect(cardPrice(priced, null).from).toEqual({ cents: 8_000, currency: 'EUR' })
    const unpriced = { ...priced, booking_price: { minimum_rate_cents: null, listing_item_rent_price_in_cents: null } }
    expect(cardPrice(unpriced as ListingCardData, null).from).toEqual({ cents: 9_000, currency: 'SEK' })
    expect(cardPrice({ ...vehicle, default_rate_in_cents: 0 } as ListingCardData, null).from).toBeNull()
  })

  it('shows the total only for a search with dates, and warns when the range is below the minimum stay', () => {
    const withTotal = { ...vehicle, full_price: 45_000 } as ListingCardData
    expect(cardPrice(withTotal, null).total).toBeNull()
    expect(cardPrice(withTotal, 5).total).toEqual({ cents: 45_000, currency: 'EUR' })
    expect(cardPrice(withTotal, 2).tooShort).toBe(true)
    expect(cardPrice(withTotal, 3).tooShort).toBe(false)
    expect(cardPrice({ ...withTotal, price_error_key: 'minimum_rental_days' } as ListingCardData, 9).tooShort).toBe(
      true,
    )
    expect(cardPrice(withTotal, null).tooShort).toBe(false)
  })
})
