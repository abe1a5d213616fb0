import { describe, expect, it } from 'vitest'
import type { ListingCardData } from './listings'
import { packCardPage, toRailListing, toSearchCardPage, unpackCardPage } from './search-cards'

/** A campervan as the search endpoint answers it, with the fields no card shows. */
const answer = {
  id: 'rv-1',
  kind: 'recreational_vehicle',
  title: 'Benimar Sport 346',
  title_de: 'Benimar Sport 346 (de)',
  city: 'Vienna',
  country: 'Austria',
  country_iso2: 'AT',
  latitude: 48.17,
  longitude: 16.38,
  images: { 'Rear View': 'https://media.test/rear.webp', 'Front View': 'https://media.test/front.webp' },
  main_image_url: null,
  default_rate_in_cents: 13_000,
  currency: 'EUR',
  listing_currency: 'EUR',
  default_min_rent_days: 3,
  is_instant_booking_allowed: false,
  booking_price: { minimum_rate_cents: 11_700, listing_item_rent_price_in_cents: null },
  full_price: 52_000,
  price_error_key: null,
  distance_km: null,
  payment_methods: ['visa', 'paypal'],
  wishlists: [],
  lessor: { id: 'lessor-1', company_name: 'Tiroler Camperverleih', photo: 'https://media.test/avatar.webp' },
  comments: { comments_count: 0, average_rating: null },
  sleeps: 6,
  seats_num: 5,
  transmission_type: 'Manual',
  fuel_type: 'Diesel',
  km_limit_per_day: 300,
  fully_cover_insurance: false,
  partial_cover_insurance: true,
  third_party_liability: true,
  // Fields of the answer no card reads.
  brand: 'Benimar',
  model: 'Sport 346',
  rv_type: 'Cabover',
  is_pets_allowed: false,
  identifier: null,
} as unknown as ListingCardData

describe('search cards (the loader data of a search page)', () => {
  it('keeps what a card shows, in the page language, priced for the searched nights', () => {
    const page = toSearchCardPage({ count: 31, has_more: true, results: [answer] }, 4, 'de')
    expect(page).toMatchObject({ count: 31, has_more: true })
    expect(page.results[0]).toEqual({
      id: 'rv-1',
      kind: 'recreational_vehicle',
      title: 'Benimar Sport 346 (de)',
      place: 'Vienna, Österreich',
      image: 'https://media.test/front.webp',
      latitude: 48.17,
      longitude: 16.38,
      price: {
        from: { cents: 11_700, currency: 'EUR' },
        total: { cents: 52_000, currency: 'EUR' },
        unit: 'day',
        minNights: 3,
        tooShort: false,
      },
      instant: false,
      payment_methods: ['visa', 'paypal'],
      sleeps: 6,
      seats_num: 5,
      transmission_type: 'Manual',
      fuel_type: 'Diesel',
      km_limit_per_day: 300,
      cover: 'partial',
    })
  })

  it('carries reviews, distance and wishlists only where there are some', () => {
    const reviewed = {
      ...answer,
      comments: { comments_count: 3, average_rating: 4.5 },
      distance_km: 12.5,
      wishlists: ['list-1'],
    } as ListingCardData
    const [card] = toSearchCardPage({ count: 1, has_more: false, results: [reviewed] }, null, 'en').results
    expect(card).toMatchObject({ rating: 4.5, reviews: 3, distance_km: 12.5, wishlists: ['list-1'] })
    expect(card!.price.total).toBeNull()
    const [plain] = toSearchCardPage({ count: 1, has_more: false, results: [answer] }, null, 'en').results
    expect(Object.keys(plain!)).not.toEqual(expect.arrayContaining(['rating', 'reviews', 'distance_km', 'wishlists']))
  })

  it('a rail listing drops the photo slots, the lessor and the fields its card does not read', () => {
    const rail = toRailListing(answer, 'en') as Record<string, unknown>
    expect(rail).toMatchObject({ title: 'Benimar Sport 346', main_image_url: 'https://media.test/front.webp' })
    expect(rail.images).toEqual({})
    expect(rail.lessor).toBeNull()
    for (const field of ['title_de', 'brand', 'model', 'rv_type', 'full_price', 'payment_methods', 'fuel_type'])
      expect(rail, field).not.toHaveProperty(field)
  })

  it('a packed page unpacks to the same cards, for every kind, and is smaller in the page', () => {
    const campsite = {
      ...answer,
      id: 'cs-1',
      kind: 'campsite',
      pitches_num: 12,
      area_m2: 80,
      suitability: ['tent'],
      is_instant_booking_allowed: true,
      main_image_url: null,
      images: {},
      comments: { comments_count: 2, average_rating: 4 },
    } as unknown as ListingCardData
    const boat = {
      ...answer,
      id: 'boat-1',
      kind: 'boat',
      onboard_capacity: 6,
      motor_horse_power: 40,
      length: 9.5,
      listing_currency: 'CHF',
      booking_price: null,
      price_error_key: 'minimum_rental_days',
      distance_km: 3.2,
      wishlists: ['list-1'],
      pickup_location_code: 'LIS',
      dropoff_location_code: 'LIS',
      identifier: 'indie-3',
      is_indie_camper: true,
    } as unknown as ListingCardData
    for (const nights of [null, 4]) {
      const page = toSearchCardPage({ count: 3, has_more: false, results: [answer, campsite, boat] }, nights, 'en')
      const packed = packCardPage(page)
      expect(unpackCardPage(packed)).toEqual(page)
      // Through JSON as in the page, too.
      expect(unpackCardPage(JSON.parse(JSON.stringify(packed)))).toEqual(page)
      expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(page).length * 0.75)
    }
  })
})
