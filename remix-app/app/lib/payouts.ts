import type { ApiAnswer } from './api-schema'
import { isProviderPage } from './payment-redirect'

/** GET /lessor/dashboard/ as the API answers it (decision 0071). */
export type LessorDashboard = ApiAnswer<'/lessor/dashboard/'>
export type RevenueMonth = LessorDashboard['revenue']['months'][number]
export type OccupancyRow = LessorDashboard['occupancy']['listings'][number]
export type DashboardBooking = LessorDashboard['upcoming_arrivals'][number]
export type PendingRequest = LessorDashboard['pending_requests'][number]
export type PayoutMerchant = NonNullable<LessorDashboard['payouts']['merchant']>

/** The notice of the dashboard after the provider's onboarding (`?payout=`). */
const payoutNotices = ['connected', 'pending', 'unfinished', 'expired', 'failed'] as const
export type PayoutNotice = (typeof payoutNotices)[number]
export const isPayoutNotice = (value: unknown): value is PayoutNotice =>
  typeof value === 'string' && (payoutNotices as readonly string[]).includes(value)

/** Where the site may send a lessor to set up payouts: the sandbox page or Stripe's hosted onboarding. */
export const isOnboardingPage = (target: string, publicApiUrl: string): boolean =>
  isProviderPage(target, publicApiUrl, ['https://connect.stripe.com'])
