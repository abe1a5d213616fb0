import { describe, expect, it } from 'vitest'
import { cancellationRows } from './cancellation'

describe('cancellation tiers', () => {
  it('sorts by days descending; a percent above 0 is the fee, else the minimum amount', () => {
    const rows = cancellationRows([
      { days: 0, percent: 0, minimum_amount: 7500 },
      { days: 60, percent: 10, minimum_amount: 2000 },
      { days: 14, percent: 0, minimum_amount: null },
    ])
    expect(rows.map((row) => row.when)).toEqual([
      { kind: 'daysOrMore', days: 60 },
      { kind: 'daysOrMore', days: 14 },
      { kind: 'lessThan', days: 14 },
    ])
    expect(rows.map((row) => row.fee)).toEqual([
      { kind: 'percent', percent: 10 },
      { kind: 'free' },
      { kind: 'amount', cents: 7500 },
    ])
  })

  it('a single tier at pickup applies any time before it', () => {
    expect(cancellationRows([{ days: 0, percent: 100, minimum_amount: null }])[0]!.when).toEqual({
      kind: 'beforePickup',
    })
  })
})
