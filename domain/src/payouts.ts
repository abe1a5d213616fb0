import type { ListingKind } from './roles'

/**
 * Marketplace commission on bookings, in percent of what the traveler pays (accounts §1, §9):
 * campsite and boat lessors pay 12 %; RV lessors pay a subscription plan instead.
 */
export const commissionPercent: Record<ListingKind, number> = { recreational_vehicle: 0, campsite: 12, boat: 12 }

/** The commission kept from a payment (integer cents, rounded to the nearest cent). */
export const commissionFor = (kind: ListingKind, amountInCents: number): number =>
  Math.round((amountInCents * commissionPercent[kind]) / 100)

/** Where the lessor's onboarding at the payout provider returns on the site, and where an expired link restarts it. */
export const payoutConnectPaths = { return: '/payouts/connect/return', refresh: '/payouts/connect/refresh' } as const

/** The lessor dashboard page, and its notice after onboarding (`?notice=payout-connected`). */
export const lessorDashboardPath = '/lessor/dashboard'
