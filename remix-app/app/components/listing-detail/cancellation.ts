import type { CancellationTier } from './types'

export type CancellationRow = {
  key: string
  /** When the tier applies: from `days` before pickup, under the longer tier's days, or any time before pickup. */
  when: { kind: 'daysOrMore'; days: number } | { kind: 'lessThan'; days: number } | { kind: 'beforePickup' }
  /** What cancelling then costs: the percent when above 0, else the minimum amount, else nothing. */
  fee: { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number } | { kind: 'free' }
}

/** Cancellation tiers, longest notice first (listings spec §2 "Cancellation tiers"). */
export function cancellationRows(tiers: readonly CancellationTier[]): CancellationRow[] {
  const sorted = [...tiers].sort((a, b) => b.days - a.days)
  return sorted.map((tier, index) => {
    const longer = sorted[index - 1]
    return {
      key: `${tier.days}-${tier.percent}`,
      when:
        tier.days > 0
          ? { kind: 'daysOrMore', days: tier.days }
          : longer
            ? { kind: 'lessThan', days: longer.days }
            : { kind: 'beforePickup' },
      fee:
        tier.percent > 0
          ? { kind: 'percent', percent: tier.percent }
          : tier.minimum_amount
            ? { kind: 'amount', cents: tier.minimum_amount }
            : { kind: 'free' },
    }
  })
}
