import { describe, expect, it } from 'vitest'
import type { PartnerOffer } from '~/lib/partner-booking'
import { maxQuantity } from './extras'
import { partnerExtras, partnerQuote } from './partner-quote'

const offer = {
  error: false,
  error_msg: null,
  partner: 'neorent',
  available_vehicle_id: 'q-1',
  currency: 'EUR',
  total_rent_price_in_cents: 30_700,
  rent_price_in_cents: 26_700,
  options_price_in_cents: 4_000,
  display_details: {
    'Trip Days': 4,
    'Trip Nights': 3,
    'Listing Rent Price': 26_700,
    'Extra Amenities': [{ name: 'Bike rack', quantity: 1, total_charge_in_cents: 1_500 }],
    'Insurance Fee': 2_500,
    downpayment_amount_in_cents: 30_700,
    remaining_payment_amount_in_cents: 0,
    remaining_payment_deadline_timestamp: null,
  },
  extra_amenities: [
    {
      code: 'bike',
      name: 'Bike rack',
      note: null,
      unit: 'RENTAL',
      price_in_cents: 1_500,
      daily_rate_in_cents: null,
      max_quantity: 1,
      mandatory: false,
    },
    {
      code: 'chair',
      name: 'Camping chair',
      note: 'per chair',
      unit: 'DAY',
      price_in_cents: 300,
      daily_rate_in_cents: 300,
      max_quantity: 4,
      mandatory: false,
    },
  ],
  insurance_plans: [],
  time_slots: { pickup: [], dropoff: [] },
  distance_packages: [],
  packages: [],
  location_codes: { pickup: ['NEO-BER'], dropoff: ['NEO-BER'] },
  seats: 4,
} satisfies PartnerOffer

describe('a partner quote on the detail and booking pages (issue 21)', () => {
  it('is the partner’s total, paid in full with us, with what was chosen of each extra', () => {
    const quote = partnerQuote(offer, { chair: 2 })
    expect(quote.total_rent_price_in_cents).toBe(30_700)
    expect(quote.down_payment_in_cents).toBe(30_700)
    expect(quote.remaining_amount_in_cents).toBe(0)
    expect(quote.display_details['Trip Nights']).toBe(3)
    const chair = quote.extra_amenities.find((extra) => extra.id === 'chair')!
    // Per day: 3.00 × 2 chairs × 3 nights.
    expect(chair).toMatchObject({ quantity: 2, unit: 'per_day', total_charge_in_cents: 1_800 })
    expect(quote.extra_amenities.find((extra) => extra.id === 'bike')).toMatchObject({ quantity: 0 })
  })

  it('lists the offer’s extras with neorent’s rule: 1 unless per day (booking §5)', () => {
    const extras = partnerExtras(offer)
    const neorent = { neorent_uid: 'neo-a10', campnerd_accommodation_id: null }
    expect(extras.map((extra) => [extra.id, extra.unit, maxQuantity(extra, neorent)])).toEqual([
      ['bike', 'per_booking', 1],
      ['chair', 'per_day', 4],
    ])
    const campnerd = { neorent_uid: null, campnerd_accommodation_id: 'acc-500' }
    expect(extras.map((extra) => maxQuantity(extra, campnerd))).toEqual([1, 1])
  })
})
