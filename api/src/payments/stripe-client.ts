import Stripe from 'stripe'
import { WebhookSignatureError } from './checkout'

/** `httpClient` lets tests record the requests without network. */
export type StripeClientOptions = { httpClient?: ReturnType<typeof Stripe.createFetchHttpClient> }

/**
 * The one Stripe client set-up for payments, payouts and billing: the SDK retries a failed request
 * twice, which is safe because every write carries an idempotency key.
 */
export const stripeClient = (secretKey: string, options: StripeClientOptions = {}): Stripe =>
  new Stripe(secretKey, { httpClient: options.httpClient, maxNetworkRetries: 2 })

/** A webhook's event as verified by the SDK against the endpoint's secret; a bad signature throws WebhookSignatureError. */
export function verifiedStripeEvent(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Stripe.Event {
  const signature = headers['stripe-signature']
  try {
    return stripe.webhooks.constructEvent(
      rawBody,
      String(Array.isArray(signature) ? signature[0] : (signature ?? '')),
      webhookSecret,
    )
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message)
  }
}
