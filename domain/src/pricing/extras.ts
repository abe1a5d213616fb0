import { type ListingKind, rentalUnitOf } from '../roles'
import { type QuoteError, quoteError } from './errors'
import type { BookedExtra, Extra, ExtraUnit } from './schemas'

/**
 * Extra amenities (listings spec §3, §9 units). What the traveler pays now depends on the unit;
 * included extras cost nothing and are listed apart; mandatory extras are always on the bill.
 */

/** Shown next to extras the lessor bills at the site, so the traveler knows a cost may follow. */
export const PAID_ON_SITE_NOTE = 'Paid on site'

/** Units billed by the lessor at the site (usage, consumption): nothing is charged at booking. */
const paidOnSiteUnits: ReadonlySet<ExtraUnit> = new Set(['on_site', 'based_on_usage', 'per_consumption'])

/**
 * The days a trip of `nights` nights is charged "per day" for (decision 0010). A campervan is rented
 * by the day like a car: pick-up to return is one day per 24 hours, as many days as nights, the unit
 * its rate is shown in. A campsite pitch or a boat is stayed on: a stay of N nights touches N + 1
 * calendar days (arrival through departure), and a per-day extra is had on each of them.
 */
export function tripDaysOf(kind: ListingKind, nights: number): number {
  return rentalUnitOf(kind) === 'day' ? nights : nights + 1
}

/** How many times the unit price is charged per unit of quantity. */
export function unitMultiplier(unit: ExtraUnit, tripDays: number, tripNights: number): number {
  switch (unit) {
    case 'per_day':
      return tripDays
    case 'per_night':
      return tripNights
    // The spec lists both names without telling them apart: both are charged once for the
    // whole stay (times the quantity booked), never per day or night.
    case 'per_booking':
    case 'once_per_booking':
      return 1
    default:
      return 0
  }
}

/** A display_details amenity line (booking spec §3). `note` only on paid-on-site extras. */
export interface AmenityLine {
  name: string
  quantity: number
  total_charge_in_cents: number
  note?: string
}

/** An extra on the bill, with what the display line hides (id, unit, unit price). */
export interface ExtraCharge extends AmenityLine {
  id: string
  unit: ExtraUnit
  unit_price_in_cents: number
  mandatory: boolean
}

export interface PricedExtras {
  /** Display "Extra Amenities": chargeable, mandatory and paid-on-site extras. */
  extra: ExtraCharge[]
  /** Display "Included Amenities": extras that come with the rental at no cost. */
  included: ExtraCharge[]
}

const isIncluded = (extra: Extra) => extra.included || extra.unit === 'included'

export function priceExtras(
  extras: readonly Extra[],
  booked: readonly BookedExtra[],
  tripDays: number,
  tripNights: number,
): PricedExtras | QuoteError {
  const byId = new Map(extras.map((extra) => [extra.id, extra]))
  // The same extra sent twice (two rows in the modal) is one booking of the summed quantity.
  const quantities = new Map<string, number>()
  for (const { id, quantity } of booked) {
    if (!byId.has(id)) return quoteError('unknown_extra', 'This extra is not offered by the listing.', { extra_id: id })
    quantities.set(id, (quantities.get(id) ?? 0) + quantity)
  }
  for (const [id, quantity] of quantities) {
    const extra = byId.get(id)!
    if (quantity > extra.available) {
      return quoteError('extra_quantity_exceeded', `Only ${extra.available} × ${extra.name} available.`, {
        extra_id: id,
      })
    }
  }

  const priced: PricedExtras = { extra: [], included: [] }
  // Walk the listing's own order so the bill lists extras the way the lessor arranged them.
  for (const extra of extras) {
    const bookedQuantity = quantities.get(extra.id) ?? 0
    const quantity = bookedQuantity > 0 ? bookedQuantity : extra.mandatory || isIncluded(extra) ? 1 : 0
    if (quantity === 0) continue
    const base = { id: extra.id, name: extra.name, unit: extra.unit, quantity, mandatory: extra.mandatory }
    if (isIncluded(extra)) {
      priced.included.push({ ...base, unit_price_in_cents: 0, total_charge_in_cents: 0 })
    } else if (paidOnSiteUnits.has(extra.unit)) {
      priced.extra.push({
        ...base,
        unit_price_in_cents: extra.price_in_cents,
        total_charge_in_cents: 0,
        note: PAID_ON_SITE_NOTE,
      })
    } else {
      const total = extra.price_in_cents * quantity * unitMultiplier(extra.unit, tripDays, tripNights)
      priced.extra.push({ ...base, unit_price_in_cents: extra.price_in_cents, total_charge_in_cents: total })
    }
  }
  return priced
}

/** The display_details shape: exactly name, quantity, total (and the note where there is one). */
export const toAmenityLine = ({ name, quantity, total_charge_in_cents, note }: AmenityLine): AmenityLine =>
  note === undefined ? { name, quantity, total_charge_in_cents } : { name, quantity, total_charge_in_cents, note }
