import { toAmenityLine } from './extras'
import type { BookingQuote } from './quote'

/**
 * What rides on top of an agreed total: a deal's total replaces the stay as the normal quote
 * measured it (rent, surcharges, fees, discounts, mandatory extras), so extras the traveler
 * chooses and the included amenities stay on top; an offer's total is the lessor's whole price
 * for the stay, so nothing does.
 */
export type AgreedTotalExtras = 'chosen_on_top' | 'none'

/**
 * The quote of a stay booked at a price agreed in advance (a last-minute deal, an accepted offer):
 * the agreed total in place of the engine's rent, paid in full at booking (nothing remains).
 */
export function priceAtAgreedTotal(quote: BookingQuote, agreedCents: number, extras: AgreedTotalExtras): BookingQuote {
  const details = quote.display_details
  const chosen = extras === 'none' ? [] : quote.extras.filter((extra) => !extra.mandatory)
  const included = extras === 'none' ? [] : (details['Included Amenities'] ?? [])
  const total = [...chosen, ...included].reduce((sum, line) => sum + line.total_charge_in_cents, agreedCents)
  return {
    ...quote,
    display_details: {
      'Trip Days': details['Trip Days'],
      'Trip Nights': details['Trip Nights'],
      'Listing Rent Price': agreedCents,
      ...(chosen.length > 0 ? { 'Extra Amenities': chosen.map(toAmenityLine) } : {}),
      ...(included.length > 0 ? { 'Included Amenities': included } : {}),
      downpayment_amount_in_cents: total,
      remaining_payment_amount_in_cents: 0,
      remaining_payment_deadline_timestamp: null,
    },
    cost: {
      ...quote.cost,
      total_rent_price_in_cents: total,
      down_payment_in_cents: total,
      remaining_amount_in_cents: 0,
    },
    extras: chosen,
    ...(extras === 'none' ? { included_extras: [] } : {}),
  }
}
