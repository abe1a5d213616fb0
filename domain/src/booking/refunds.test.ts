import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cancellationFee, defaultCancellationTiers, refundFor } from './refunds'

const DAY = 86_400
const pickup = 2_000_000_000

describe('cancellation refunds', () => {
  it('applies the default table of listings §9', () => {
    const fee = (days: number) => cancellationFee(10_000, defaultCancellationTiers, pickup, pickup - days * DAY)
    expect(fee(90).fee_in_cents).toBe(1_000)
    expect(fee(60).fee_in_cents).toBe(1_000)
    expect(fee(59).fee_in_cents).toBe(5_000)
    expect(fee(30).fee_in_cents).toBe(5_000)
    expect(fee(14).fee_in_cents).toBe(8_000)
    expect(fee(13).fee_in_cents).toBe(9_000)
    expect(fee(0).fee_in_cents).toBe(10_000)
    expect(cancellationFee(10_000, defaultCancellationTiers, pickup, pickup + 1).fee_percent).toBe(100)
  })

  it("uses the listing's own tiers and the minimum amount of a 0 % tier", () => {
    const tiers = [
      { days: 7, percent: 0, minimum_amount_in_cents: 2_500 },
      { days: 0, percent: 50 },
    ]
    expect(cancellationFee(10_000, tiers, pickup, pickup - 10 * DAY).fee_in_cents).toBe(2_500)
    expect(cancellationFee(10_000, tiers, pickup, pickup - 3 * DAY).fee_in_cents).toBe(5_000)
  })

  it('refunds what was paid minus the fee for the traveler, everything for the lessor', () => {
    const base = { total_price_in_cents: 10_000, pickup_timestamp: pickup, now_timestamp: pickup - 45 * DAY }
    expect(refundFor({ ...base, cancelled_by: 'traveler', paid_in_cents: 10_000 }).refund_in_cents).toBe(5_000)
    // A 20 % down payment does not cover a 50 % fee: nothing comes back.
    expect(refundFor({ ...base, cancelled_by: 'traveler', paid_in_cents: 2_000 }).refund_in_cents).toBe(0)
    expect(refundFor({ ...base, cancelled_by: 'lessor', paid_in_cents: 2_000 }).refund_in_cents).toBe(2_000)
  })

  it('never refunds more than was paid, nor less than nothing', () => {
    const tier = fc.record({
      days: fc.integer({ min: 0, max: 400 }),
      percent: fc.integer({ min: 0, max: 100 }),
      minimum_amount_in_cents: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: -400 * DAY, max: 400 * DAY }),
        fc.constantFrom('traveler' as const, 'lessor' as const, 'system' as const),
        fc.array(tier, { maxLength: 6 }),
        (total, paid, offset, by, tiers) => {
          const refund = refundFor({
            cancelled_by: by,
            total_price_in_cents: total,
            paid_in_cents: paid,
            pickup_timestamp: pickup,
            now_timestamp: pickup - offset,
            tiers,
          })
          expect(Number.isInteger(refund.refund_in_cents)).toBe(true)
          expect(refund.refund_in_cents).toBeGreaterThanOrEqual(0)
          expect(refund.refund_in_cents).toBeLessThanOrEqual(paid)
        },
      ),
    )
  })
})
