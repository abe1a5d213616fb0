import type Stripe from 'stripe'
import {
  CHECKOUT_REPEAT_SECONDS,
  type CheckoutInput,
  type CheckoutProvider,
  type CheckoutSession,
  type PaymentEvent,
  paymentMethodTypesFor,
  type RefundInput,
} from './checkout'
import { type StripeClientOptions, stripeClient, verifiedStripeEvent } from './stripe-client'

/**
 * Stripe takes 30 min to 24 h after the session is created; the booking's own deadline still rules
 * (expiry refunds late money). Counted from when the attempt was opened, not from now, so a repeated
 * request within CHECKOUT_REPEAT_SECONDS sends the same value — and still at least 30 min ahead.
 */
function stripeSessionExpiry(input: CheckoutInput): number {
  return Math.min(
    Math.max(input.expires_at, input.opened_at + CHECKOUT_REPEAT_SECONDS + 31 * 60),
    input.opened_at + 23 * 60 * 60,
  )
}

/**
 * Stripe Checkout as a destination charge: the traveler pays on Stripe's page, the money goes to
 * the lessor's connected account minus `application_fee_amount`. Every create carries an
 * idempotency key; webhooks are verified by the SDK. `httpClient` lets tests record the requests
 * without network.
 */
export class StripeCheckout implements CheckoutProvider {
  readonly name = 'stripe' as const
  readonly stripe: Stripe

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    options: StripeClientOptions = {},
  ) {
    this.stripe = stripeClient(secretKey, options)
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    if (!input.destination_account) throw new Error('The lessor has no Stripe account to receive the payment.')
    const metadata = { booking_id: input.booking_id, transaction_id: input.transaction_id, purpose: input.purpose }
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: input.booking_id,
        customer_email: input.customer_email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amount_in_cents,
              product_data: { name: input.description },
            },
          },
        ],
        // A filter on Stripe's dynamic payment methods: the currency decides (bancontact, ideal, sepa_debit, eps only for EUR).
        allowed_payment_method_types: paymentMethodTypesFor(input.currency),
        payment_intent_data: {
          application_fee_amount: input.application_fee_in_cents,
          transfer_data: { destination: input.destination_account },
          metadata,
        },
        metadata,
        expires_at: stripeSessionExpiry(input),
        success_url: input.return_urls.success,
        cancel_url: input.return_urls.cancelled,
      },
      { idempotencyKey: input.idempotency_key },
    )
    return { provider_payment_id: session.id, redirect_url: session.url ?? '' }
  }

  async refund(input: RefundInput): Promise<{ provider_refund_id: string }> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: input.provider_charge_id ?? undefined,
        amount: input.amount_in_cents,
        // The lessor's share comes back from their account, our fee from ours.
        reverse_transfer: true,
        refund_application_fee: true,
      },
      { idempotencyKey: input.idempotency_key },
    )
    return { provider_refund_id: refund.id }
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent | null {
    const event = verifiedStripeEvent(this.stripe, this.webhookSecret, rawBody, headers)
    const types: Record<string, PaymentEvent['type'] | ((s: Stripe.Checkout.Session) => PaymentEvent['type'])> = {
      'checkout.session.completed': (s) => (s.payment_status === 'unpaid' ? 'pending' : 'succeeded'),
      'checkout.session.async_payment_succeeded': 'succeeded',
      'checkout.session.async_payment_failed': 'failed',
      'checkout.session.expired': 'cancelled',
    }
    const mapping = types[event.type]
    if (!mapping) return null
    const session = event.data.object as Stripe.Checkout.Session
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
    return {
      event_id: event.id,
      type: typeof mapping === 'function' ? mapping(session) : mapping,
      provider_payment_id: session.id,
      provider_charge_id: paymentIntent ?? null,
      amount_in_cents: session.amount_total ?? null,
      transaction_id: session.metadata?.transaction_id ?? null,
    }
  }
}
