import type { ListingKind } from '@driftway/domain'
import { commissionFor } from '@driftway/domain/payouts'

/**
 * A repeated payment request within this time (a double click, the site or a proxy retrying)
 * gets the payment page already opened for the same amount instead of a second one.
 */
export const CHECKOUT_REPEAT_SECONDS = 10 * 60

/** One payment a traveler makes for a booking (the down payment, the remainder, or everything). */
export type CheckoutInput = {
  /** Our Transactions record of the charge; the provider echoes it back in its events. */
  transaction_id: string
  booking_id: string
  kind: ListingKind
  purpose: 'down_payment' | 'remaining' | 'full'
  amount_in_cents: number
  currency: string
  /** Shown on the provider's page. */
  description: string
  customer_email?: string
  /** The lessor's account at the provider (destination of the money); null in the sandbox. */
  destination_account: string | null
  /** Marketplace commission kept from the charge. */
  application_fee_in_cents: number
  /** Where the browser returns per result (the site's booking-finish views). */
  return_urls: { success: string; pending: string; failed: string; cancelled: string }
  /** Unix seconds after which the payment page must not take money any more. */
  expires_at: number
  /** Unix seconds when this payment attempt was opened: what time limits are counted from, never "now". */
  opened_at: number
  /** Stable per payment attempt (`booking-{id}-{purpose}-{n}`): a repeated request opens the same page. */
  idempotency_key: string
}

export type CheckoutSession = { provider_payment_id: string; redirect_url: string }

/** What a provider's webhook says happened to a payment. */
export type PaymentEventType = 'succeeded' | 'pending' | 'failed' | 'cancelled'
export type PaymentEvent = {
  event_id: string
  type: PaymentEventType
  provider_payment_id: string
  /** The money itself (Stripe PaymentIntent), needed to refund it. */
  provider_charge_id: string | null
  amount_in_cents: number | null
  transaction_id: string | null
}

export type RefundInput = {
  provider_payment_id: string
  provider_charge_id: string | null
  amount_in_cents: number
  currency: string
  /** The refund record's own key (`refund-{booking}-{charge}-{amount}-{n}`): sent twice, refunded once. */
  idempotency_key: string
}

/** A webhook whose signature does not verify: answered 400 and never applied. */
export class WebhookSignatureError extends Error {}

/**
 * Takes the traveler's money for bookings (booking §7 "booking/travel/payment/"): a hosted payment
 * page, webhooks that report the outcome, refunds. `sandbox` (the default) or `stripe`
 * (STRIPE_SECRET_KEY).
 */
export interface CheckoutProvider {
  readonly name: 'sandbox' | 'stripe'
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>
  refund(input: RefundInput): Promise<{ provider_refund_id: string }>
  /** Verifies the signature over the raw body and reads the event; null for event types we ignore. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent | null
}

/** Payment methods offered per currency (accounts §9): bancontact, ideal, sepa_debit, eps only for EUR. */
export function paymentMethodTypesFor(currency: string): string[] {
  const always = ['card', 'paypal']
  return currency.toUpperCase() === 'EUR' ? [...always, 'bancontact', 'ideal', 'sepa_debit', 'eps'] : always
}

/** Marketplace commission (issue 11): 12 % from campsite and boat lessors; RV lessors pay a plan instead. */
export const applicationFeeFor = (kind: ListingKind, amountInCents: number): number =>
  commissionFor(kind, amountInCents)
