/**
 * Where the site may send a browser to pay: the API's own hosted sandbox page (PUBLIC_API_URL)
 * or Stripe Checkout. The URL comes from our API, but a redirect target is checked in one place
 * anyway, so a bug or a tampered answer can never turn the booking flow into an open redirect.
 */
const stripeCheckoutOrigin = 'https://checkout.stripe.com'

export function isHostedPaymentPage(target: string, publicApiUrl: string): boolean {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.origin === stripeCheckoutOrigin) return true
  try {
    return url.origin === new URL(publicApiUrl).origin
  } catch {
    return false
  }
}
