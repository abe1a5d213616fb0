import type { PartnerOffer } from '~/lib/partner-booking'
import type { DetailExtra, Quote } from './types'

/**
 * A partner's validate answer (booking §7) in the words of the detail and booking pages' price
 * panel: the partner's total and lines (insurance and distance package fees included), paid in
 * full with us (decision 0093), and the offer's extras with what the traveler chose of them.
 */
export function partnerQuote(offer: PartnerOffer, chosen: Record<string, number>): Quote {
  const details = offer.display_details
  return {
    display_details: details,
    total_rent_price_in_cents: offer.total_rent_price_in_cents,
    down_payment_in_cents: details.downpayment_amount_in_cents,
    remaining_amount_in_cents: details.remaining_payment_amount_in_cents,
    currency: offer.currency,
    extra_amenities: offer.extra_amenities.map((extra) => {
      const quantity = extra.mandatory ? 1 : (chosen[extra.code] ?? 0)
      const unitPrice =
        extra.unit === 'DAY' ? (extra.daily_rate_in_cents ?? extra.price_in_cents) : extra.price_in_cents
      const nights = Math.max(1, details['Trip Nights'])
      return {
        id: extra.code,
        name: extra.name,
        unit: extra.unit === 'DAY' ? 'per_day' : 'per_booking',
        available: extra.max_quantity,
        mandatory: extra.mandatory,
        included: false,
        quantity,
        unit_price_in_cents: unitPrice,
        total_charge_in_cents: unitPrice * quantity * (extra.unit === 'DAY' ? nights : 1),
      }
    }),
  }
}

/**
 * The offer's optional extras as the extras modal lists a listing's (listings §2): their most is
 * the partner's maximum, which already follows the partner's rule (booking §5: neorent 1 unless
 * per day, campnerd 1).
 */
export function partnerExtras(offer: PartnerOffer): DetailExtra[] {
  return offer.extra_amenities.map((extra) => ({
    id: extra.code,
    name: extra.name,
    name_de: null,
    price_in_cents: extra.unit === 'DAY' ? (extra.daily_rate_in_cents ?? extra.price_in_cents) : extra.price_in_cents,
    currency: offer.currency,
    available: extra.max_quantity,
    quantity: extra.max_quantity,
    unit: extra.unit === 'DAY' ? 'per_day' : 'per_booking',
    mandatory: extra.mandatory,
    included: false,
    age_from: null,
    age_to: null,
    description: extra.note,
    conditions: [],
  }))
}
