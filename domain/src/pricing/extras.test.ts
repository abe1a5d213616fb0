import { describe, expect, it } from 'vitest'
import { isQuoteError } from './errors'
import { type PricedExtras, priceExtras, toAmenityLine, tripDaysOf, unitMultiplier } from './extras'
import { type ExtraInput, extraSchema } from './schemas'

const extras = (list: ExtraInput[]) => list.map((extra) => extraSchema.parse(extra))
const priced = (result: ReturnType<typeof priceExtras>): PricedExtras => {
  if (isQuoteError(result)) throw new Error(result.error_key)
  return result
}

describe('extras by unit', () => {
  it('multiplies per day by trip days, per night by nights, per booking once', () => {
    expect(unitMultiplier('per_day', 5, 4)).toBe(5)
    expect(unitMultiplier('per_night', 5, 4)).toBe(4)
    expect(unitMultiplier('per_booking', 5, 4)).toBe(1)
    expect(unitMultiplier('once_per_booking', 5, 4)).toBe(1)
    expect(unitMultiplier('on_site', 5, 4)).toBe(0)
  })

  it('counts a campervan by rental days (one per night) and a stay by the calendar days it touches', () => {
    expect(tripDaysOf('recreational_vehicle', 3)).toBe(3)
    expect(tripDaysOf('campsite', 3)).toBe(4)
    expect(tripDaysOf('boat', 1)).toBe(2)
  })

  it('bills each unit, adds mandatory extras, lists included ones apart', () => {
    const list = extras([
      { id: 'a', name: 'Chairs', price_in_cents: 300, unit: 'per_day', available: 4 },
      { id: 'b', name: 'Linen', price_in_cents: 1500, unit: 'per_night', available: 2 },
      {
        id: 'c',
        name: 'Final cleaning',
        price_in_cents: 6000,
        unit: 'once_per_booking',
        available: 1,
        mandatory: true,
      },
      { id: 'd', name: 'Gas', price_in_cents: 2000, unit: 'per_consumption', available: 3 },
      { id: 'e', name: 'Kitchen kit', price_in_cents: 999, unit: 'per_booking', available: 1, included: true },
      { id: 'f', name: 'Sat TV', price_in_cents: 0, unit: 'included', available: 1 },
      { id: 'g', name: 'Kayak', price_in_cents: 5000, unit: 'per_booking', available: 2 },
    ])
    const result = priced(
      priceExtras(
        list,
        [
          { id: 'a', quantity: 2 },
          { id: 'b', quantity: 1 },
          { id: 'd', quantity: 1 },
          { id: 'g', quantity: 0 },
        ],
        5,
        4,
      ),
    )
    expect(result.extra.map(toAmenityLine)).toEqual([
      { name: 'Chairs', quantity: 2, total_charge_in_cents: 3000 }, // 3 € × 2 × 5 days
      { name: 'Linen', quantity: 1, total_charge_in_cents: 6000 }, // 15 € × 4 nights
      { name: 'Final cleaning', quantity: 1, total_charge_in_cents: 6000 }, // mandatory, not booked
      { name: 'Gas', quantity: 1, total_charge_in_cents: 0, note: 'Paid on site' },
    ])
    expect(result.included.map((line) => [line.name, line.total_charge_in_cents])).toEqual([
      ['Kitchen kit', 0],
      ['Sat TV', 0],
    ])
  })

  it('keeps a booked quantity on a mandatory extra and checks it against what is available', () => {
    const list = extras([
      { id: 'm', name: 'Insurance', price_in_cents: 100, unit: 'per_day', available: 2, mandatory: true },
    ])
    expect(priced(priceExtras(list, [{ id: 'm', quantity: 2 }], 3, 2)).extra[0]).toMatchObject({
      quantity: 2,
      total_charge_in_cents: 600,
    })
    expect(priceExtras(list, [{ id: 'm', quantity: 3 }], 3, 2)).toMatchObject({ error_key: 'extra_quantity_exceeded' })
    expect(priceExtras(list, [{ id: 'zzz', quantity: 1 }], 3, 2)).toMatchObject({ error_key: 'unknown_extra' })
  })
})
