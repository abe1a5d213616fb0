/**
 * Whether a redirect target is one of the provider pages the site may send a browser to: the API's
 * own sandbox pages (PUBLIC_API_URL) or the provider's hosted origins. The URL comes from our API,
 * but a redirect target is checked in one place anyway, so a bug or a tampered answer can never
 * turn a payment or onboarding flow into an open redirect.
 */
export function isProviderPage(target: string, publicApiUrl: string, providerOrigins: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (providerOrigins.includes(url.origin)) return true
  try {
    return url.origin === new URL(publicApiUrl).origin
  } catch {
    return false
  }
}

/** Where the site may send a browser to pay: the sandbox page or Stripe Checkout. */
export const isHostedPaymentPage = (target: string, publicApiUrl: string): boolean =>
  isProviderPage(target, publicApiUrl, ['https://checkout.stripe.com'])
