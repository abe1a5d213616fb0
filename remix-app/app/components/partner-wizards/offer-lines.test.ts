import { describe, expect, it } from 'vitest'
import type { Quote } from '~/components/listing-detail/types'
import { offerLines, withPartnerLines } from './offer-lines'
import type { PartnerOffer } from './partner-offer'

const offer = (over: Partial<PartnerOffer> = {}, details: Partial<PartnerOffer['display_details']> = {}) =>
  ({
    error: false,
    error_msg: null,
    partner: 'thl',
    available_vehicle_id: 'thl-offer-1',
    currency: 'EUR',
    total_rent_price_in_cents: 60_000,
    rent_price_in_cents: 50_000,
    options_price_in_cents: 10_000,
    display_details: {
      'Trip Days': 5,
      'Trip Nights': 4,
      'Listing Rent Price': 50_000,
      downpayment_amount_in_cents: 60_000,
      remaining_payment_amount_in_cents: 0,
      remaining_payment_deadline_timestamp: null,
      ...details,
    },
    extra_amenities: [],
    insurance_plans: [
      {
        code: 'STANDARD',
        name: 'Standard',
        price_in_cents: 6_000,
        deposit_in_cents: null,
        liability_in_cents: null,
        features: {},
      },
    ],
    time_slots: { pickup: [], dropoff: [] },
    distance_packages: [],
    packages: [],
    location_codes: { pickup: [], dropoff: [] },
    seats: 4,
    ...over,
  }) as PartnerOffer

describe('partner offer lines', () => {
  it('names the plan and the extras and adds up to the partner total', () => {
    const lines = offerLines(
      offer(
        {},
        {
          'Insurance Fee': 6_000,
          'Extra Amenities': [{ name: 'Bike rack', quantity: 2, total_charge_in_cents: 4_000 }],
        },
      ),
      { insurance: 'STANDARD' },
    )
    expect(lines.map((l) => [l.kind, l.name, l.amount])).toEqual([
      ['rent', '', 50_000],
      ['insurance', 'Standard', 6_000],
      ['extra', 'Bike rack', 4_000],
    ])
  })

  it("shows the chosen package's products, and an unnamed rest as one more line", () => {
    const vanever = offer({
      partner: 'vanever',
      total_rent_price_in_cents: 58_000,
      packages: [
        {
          id: 'PKG-SMART',
          price_in_cents: 7_200,
          products: [
            { id: 'INS', name: 'Smart cover', price_in_cents: 5_600, type: 'insurance', conditions: [] },
            {
              id: 'CXL',
              name: 'Flexible cancellation',
              price_in_cents: 1_600,
              type: 'cancellation_policy',
              conditions: [],
            },
          ],
        },
      ],
    })
    const lines = offerLines(vanever, { package_id: 'PKG-SMART' })
    expect(lines.map((l) => [l.kind, l.name, l.amount])).toEqual([
      ['rent', '', 50_000],
      ['package', 'Smart cover + Flexible cancellation', 7_200],
      ['other', '', 800],
    ])
    const base: Quote = {
      display_details: vanever.display_details as Quote['display_details'],
      total_rent_price_in_cents: 58_000,
      down_payment_in_cents: 58_000,
      remaining_amount_in_cents: 0,
      currency: 'EUR',
      extra_amenities: [],
    }
    const quote = withPartnerLines(base, vanever, { package_id: 'PKG-SMART' }, 'Other')
    expect(quote.display_details['Extra Amenities']).toEqual([
      { name: 'Smart cover + Flexible cancellation', quantity: 1, total_charge_in_cents: 7_200 },
      { name: 'Other', quantity: 1, total_charge_in_cents: 800 },
    ])
  })
})
