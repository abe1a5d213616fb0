import { describe, expect, it } from 'vitest'
import { localNoonTimestamp } from '../dates'
import { paymentSplit } from './split'

const tz = 'Europe/Berlin'
const base = {
  total_in_cents: 10001,
  down_payment_percent: null,
  pickup_night: '2025-04-20',
  timezone: tz,
  final_payment_due_days_before_pickup: 30,
  now_timestamp: localNoonTimestamp('2025-01-10', tz),
  full_prepayment: false,
}

describe('payment split', () => {
  it('falls back to 20/80 and rounds to the minor unit', () => {
    expect(paymentSplit(base)).toEqual({
      down_payment_in_cents: 2000, // 20.002 € → 20.00 €
      remaining_amount_in_cents: 8001,
      // 30 days before 20 April crosses the DST change: still 12:00 local (CET, UTC+1).
      remaining_payment_deadline_timestamp: Date.UTC(2025, 2, 21, 11) / 1000,
    })
  })

  it("uses the listing's own percent", () => {
    expect(paymentSplit({ ...base, down_payment_percent: 50 }).down_payment_in_cents).toBe(5001) // 5000.5 → 5001
    expect(paymentSplit({ ...base, down_payment_percent: 0 })).toMatchObject({
      down_payment_in_cents: 0,
      remaining_amount_in_cents: 10001,
    })
  })

  it('takes everything now with full prepayment, a passed deadline or nothing left to pay', () => {
    const all = {
      down_payment_in_cents: 10001,
      remaining_amount_in_cents: 0,
      remaining_payment_deadline_timestamp: null,
    }
    expect(paymentSplit({ ...base, full_prepayment: true })).toEqual(all)
    expect(paymentSplit({ ...base, now_timestamp: localNoonTimestamp('2025-03-21', tz) })).toEqual(all)
    expect(paymentSplit({ ...base, down_payment_percent: 100 })).toEqual(all)
  })
})
