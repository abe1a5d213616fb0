/**
 * Subscription billing shared by the API and the site (accounts §2, §4, §9): the commission, page
 * sizes and the site URLs the hosted checkout and payment-method pages return to, so both spell
 * them the same way. (The plan calls' body schema is the API's: api/src/subscriptions/schemas.ts.)
 */

/** Commission campsite and boat lessors pay on bookings instead of a plan (accounts §1, §9). */
export const LESSOR_COMMISSION_PERCENT = 12

/** Transaction table page size (accounts §9). */
export const TRANSACTIONS_PAGE_SIZE = 5

/** The billing tab of the profile (accounts §2 "edit profile: tab=billing"). */
export const billingTabPath = '/profile?tab=billing'
/** The subscription plans page. */
export const pricingPath = '/pricing'

/**
 * Where the hosted subscription checkout returns: the billing tab confirms the session (GET
 * success-session/). Session ids are URL-safe (`sbx_cs_…`, `cs_…`) and Stripe needs its
 * `{CHECKOUT_SESSION_ID}` placeholder verbatim, so the id is not encoded.
 */
export const subscriptionSuccessPath = (sessionId: string): string =>
  `${billingTabPath}&subscription_session=${sessionId}`
export const subscriptionCancelledPath = `${pricingPath}?checkout=cancelled`

/** Where the hosted payment-method page returns. */
export const paymentMethodResultPath = (result: 'updated' | 'cancelled'): string =>
  `${billingTabPath}&payment_method=${result}`

/** Usage bar percent = 100 − 100 × used / total (accounts §9), clamped to 0…100. */
export function usagePercent(used: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.max(0, Math.round(100 - (100 * used) / total)))
}
