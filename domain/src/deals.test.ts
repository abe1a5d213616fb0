import { describe, expect, it } from 'vitest'
import { dealDiscountPercent, dealFormSchema, dealPriceCents, dealSaving, priceAtDeal } from './deals'
import type { BookingQuote } from './pricing/quote'

describe('dealDiscountPercent', () => {
  it('rounds the saving to whole percent, at least 1 and at most 99 when cheaper', () => {
    expect(dealDiscountPercent(30_000, 21_000)).toBe(30)
    expect(dealDiscountPercent(30_000, 29_999)).toBe(1)
    expect(dealDiscountPercent(30_000, 1)).toBe(99)
    expect(dealDiscountPercent(30_000, 30_000)).toBe(0)
    expect(dealDiscountPercent(0, 100)).toBe(0)
  })
})

describe('dealSaving', () => {
  it('measures the deal against the normal price stored with it', () => {
    expect(dealSaving({ total_price_cents: 21_000, normal_price_cents: 30_000 })).toEqual({
      normal_price_cents: 30_000,
      discount_percent: 30,
    })
  })

  it('shows a deal stored without a normal price at its own price, 0 % off', () => {
    expect(dealSaving({ total_price_cents: 21_000, normal_price_cents: null })).toEqual({
      normal_price_cents: 21_000,
      discount_percent: 0,
    })
    expect(dealSaving({ total_price_cents: 21_000 })).toEqual({ normal_price_cents: 21_000, discount_percent: 0 })
  })
})

describe('dealPriceCents', () => {
  it('multiplies major units by 100, by 1 for zero-decimal currencies', () => {
    expect(dealPriceCents('450', 'EUR')).toBe(45_000)
    expect(dealPriceCents('450,50', 'EUR')).toBe(45_050)
    expect(dealPriceCents('0.29', 'EUR')).toBe(29)
    expect(dealPriceCents('45000', 'JPY')).toBe(45_000)
  })
  it('refuses zero, junk and a fraction of a zero-decimal currency', () => {
    expect(dealPriceCents('0', 'EUR')).toBeNull()
    expect(dealPriceCents('abc', 'EUR')).toBeNull()
    expect(dealPriceCents('450.5', 'JPY')).toBeNull()
  })
})

describe('dealFormSchema', () => {
  it('needs a listing, real dates in order and a typed price', () => {
    const ok = dealFormSchema.safeParse({ listing: 'a', start: '2027-03-01', end: '2027-03-04', price: '450' })
    expect(ok.success).toBe(true)
    const bad = dealFormSchema.safeParse({ listing: '', start: '2027-02-30', end: '2027-02-01', price: '4.505' })
    expect(bad.success).toBe(false)
    const paths = (bad.error?.issues ?? []).map((issue) => issue.path[0])
    expect(paths).toEqual(expect.arrayContaining(['listing', 'start', 'price']))
  })
})

describe('priceAtDeal', () => {
  const quote = {
    ok: true,
    currency: 'EUR',
    listing_currency: 'EUR',
    pickup_timestamp: 1,
    return_timestamp: 2,
    display_details: {
      'Trip Days': 4,
      'Trip Nights': 3,
      'Listing Rent Price': 30_000,
      'Cleaning Fees': 5_000,
      'Extra Amenities': [
        { name: 'Bikes', quantity: 1, total_charge_in_cents: 2_000 },
        { name: 'Gas bottle', quantity: 1, total_charge_in_cents: 3_000 },
      ],
      downpayment_amount_in_cents: 7_400,
      remaining_payment_amount_in_cents: 29_600,
      remaining_payment_deadline_timestamp: 99,
    },
    cost: {
      total_rent_price_in_cents: 37_000,
      down_payment_in_cents: 7_400,
      remaining_amount_in_cents: 29_600,
      final_payment_due_days_before_pickup: 14,
      down_payment_due_days_after_booking: 2,
      minimum_rate_cents: 10_000,
      currency: 'EUR',
    },
    nights: [],
    extras: [
      {
        id: 'bikes',
        name: 'Bikes',
        quantity: 1,
        total_charge_in_cents: 2_000,
        unit: 'per_booking',
        unit_price_in_cents: 2_000,
        mandatory: false,
      },
      {
        id: 'gas',
        name: 'Gas bottle',
        quantity: 1,
        total_charge_in_cents: 3_000,
        unit: 'per_booking',
        unit_price_in_cents: 3_000,
        mandatory: true,
      },
    ],
    included_extras: [],
  } as unknown as BookingQuote

  it('replaces the stay price and mandatory extras with the deal total, keeps chosen extras on top, due in full', () => {
    const priced = priceAtDeal(quote, 21_000)
    expect(priced.cost).toMatchObject({
      total_rent_price_in_cents: 23_000,
      down_payment_in_cents: 23_000,
      remaining_amount_in_cents: 0,
    })
    expect(priced.extras.map((extra) => extra.id)).toEqual(['bikes'])
    expect(priced.display_details).toEqual({
      'Trip Days': 4,
      'Trip Nights': 3,
      'Listing Rent Price': 21_000,
      'Extra Amenities': [{ name: 'Bikes', quantity: 1, total_charge_in_cents: 2_000 }],
      downpayment_amount_in_cents: 23_000,
      remaining_payment_amount_in_cents: 0,
      remaining_payment_deadline_timestamp: null,
    })
  })
})
