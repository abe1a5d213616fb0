export { addBillingInterval as addInterval } from '@driftway/domain/dates'

/**
 * Proration of a plan change (decision 0069): the price difference times the share of the current
 * term still ahead, rounded to the cent. Positive: charged now; negative: credited to the next invoices.
 */
export function prorate(
  fromPriceInCents: number,
  toPriceInCents: number,
  termStart: number | null,
  termEnd: number | null,
  at: number,
): number {
  if (termStart === null || termEnd === null || termEnd <= termStart) return 0
  const left = Math.min(Math.max(termEnd - at, 0), termEnd - termStart)
  // `+ 0` turns a credit of nothing (-0) into 0.
  return Math.round(((toPriceInCents - fromPriceInCents) * left) / (termEnd - termStart)) + 0
}
