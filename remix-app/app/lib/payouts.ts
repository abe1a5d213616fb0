import type { ApiAnswer } from './api-schema'

/** GET /lessor/dashboard/ as the API answers it (decision 0071). */
export type LessorDashboard = ApiAnswer<'/lessor/dashboard/'>
export type RevenueMonth = LessorDashboard['revenue']['months'][number]
export type OccupancyRow = LessorDashboard['occupancy']['listings'][number]
export type DashboardBooking = LessorDashboard['upcoming_arrivals'][number]
export type PendingRequest = LessorDashboard['pending_requests'][number]
export type PayoutMerchant = NonNullable<LessorDashboard['payouts']['merchant']>

/** The notice of the dashboard after the provider's onboarding (`?payout=`). */
const payoutNotices = ['connected', 'pending', 'expired', 'failed'] as const
export type PayoutNotice = (typeof payoutNotices)[number]
export const isPayoutNotice = (value: unknown): value is PayoutNotice =>
  typeof value === 'string' && (payoutNotices as readonly string[]).includes(value)

const stripeConnectOrigin = 'https://connect.stripe.com'

/**
 * Where the site may send a lessor to set up payouts: Stripe's hosted onboarding or the API's own
 * sandbox page. The URL comes from our API, but a redirect target is checked anyway (no open redirect).
 */
export function isOnboardingPage(target: string, publicApiUrl: string): boolean {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.origin === stripeConnectOrigin) return true
  try {
    return url.origin === new URL(publicApiUrl).origin
  } catch {
    return false
  }
}
