import type Stripe from 'stripe'
import { type StripeClientOptions, stripeClient, verifiedStripeEvent } from '../payments/stripe-client'
import type {
  BillingEvent,
  BillingProvider,
  CheckoutRequest,
  PlanChangeRequest,
  ProviderSubscriptionState,
  SetupRequest,
  StartRequest,
  StoredPaymentMethod,
} from './provider'

const statusOf = (subscription: Stripe.Subscription): ProviderSubscriptionState['status'] => {
  switch (subscription.status) {
    case 'trialing':
      return 'trialing'
    case 'active':
      return 'active'
    case 'past_due':
      return 'past_due'
    case 'canceled':
      return 'expired'
    case 'incomplete_expired':
      return 'expired'
    case 'unpaid':
      return 'past_due'
    default:
      return 'incomplete'
  }
}

/** What we keep of a Stripe subscription (the term sits on its item since API 2025-03). */
function stripeState(subscription: Stripe.Subscription): ProviderSubscriptionState {
  const item = subscription.items?.data?.[0]
  return {
    provider_subscription_id: subscription.id,
    status: statusOf(subscription),
    is_cancelled: subscription.cancel_at_period_end || subscription.status === 'canceled',
    trial_end_ts: subscription.trial_end ?? null,
    current_term_start_ts: item?.current_period_start ?? null,
    current_term_end_ts: item?.current_period_end ?? null,
    plan_id: subscription.metadata?.plan_id || null,
    record_id: subscription.metadata?.subscription_id || null,
  }
}

function storedPaymentMethod(method: Stripe.PaymentMethod | string | null | undefined): StoredPaymentMethod | null {
  if (!method || typeof method === 'string') return null
  if (method.type === 'card' && method.card) {
    return {
      type: 'card',
      brand: method.card.brand,
      last4: method.card.last4,
      exp_month: method.card.exp_month,
      exp_year: method.card.exp_year,
      provider_payment_method_id: method.id,
    }
  }
  if (method.type === 'sepa_debit' && method.sepa_debit) {
    return {
      type: 'sepa_debit',
      bank_code: method.sepa_debit.bank_code ?? '',
      last4: method.sepa_debit.last4 ?? '',
      country: method.sepa_debit.country ?? '',
      provider_payment_method_id: method.id,
    }
  }
  return null
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  !value ? null : typeof value === 'string' ? value : value.id

/**
 * Stripe Billing: Checkout in subscription and setup mode, subscriptions priced by each plan's
 * `provider_price_id`, proration on plan changes (upgrades invoiced at once, downgrades credited
 * to the next invoice), cancel_at_period_end. Every write carries an idempotency key; webhooks are
 * verified by the SDK; `httpClient` lets tests record the requests without network.
 */
export class StripeBilling implements BillingProvider {
  readonly name = 'stripe' as const
  readonly stripe: Stripe

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    options: StripeClientOptions = {},
  ) {
    this.stripe = stripeClient(secretKey, options)
  }

  async openCheckout(input: CheckoutRequest) {
    const metadata = { subscription_id: input.subscription_id, user_id: input.user_id, plan_id: input.plan.id }
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        client_reference_id: input.subscription_id,
        ...(input.customer_id ? { customer: input.customer_id } : { customer_email: input.email ?? undefined }),
        line_items: [{ price: input.plan.provider_price_id ?? undefined, quantity: 1 }],
        subscription_data: {
          metadata,
          ...(input.trial_days > 0 ? { trial_period_days: input.trial_days } : {}),
        },
        metadata,
        // Stripe fills {CHECKOUT_SESSION_ID} in; the billing tab confirms it with GET success-session/.
        success_url: input.success_url('{CHECKOUT_SESSION_ID}'),
        cancel_url: input.cancel_url,
      },
      { idempotencyKey: input.idempotency_key },
    )
    return { session_id: session.id, redirect_url: session.url ?? '' }
  }

  async openSetup(input: SetupRequest) {
    const metadata = { subscription_id: input.subscription_id }
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'setup',
        customer: input.customer_id ?? undefined,
        currency: input.currency.toLowerCase(),
        // A filter on Stripe's dynamic payment methods: what a plan can be charged to later.
        allowed_payment_method_types: ['card', 'sepa_debit'],
        metadata,
        setup_intent_data: { metadata },
        success_url: input.success_url,
        cancel_url: input.cancel_url,
      },
      { idempotencyKey: input.idempotency_key },
    )
    return { session_id: session.id, verification_url: session.url ?? '' }
  }

  async start(input: StartRequest): Promise<ProviderSubscriptionState> {
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: input.customer_id,
        items: [{ price: input.plan.provider_price_id ?? undefined }],
        default_payment_method: input.payment_method.provider_payment_method_id ?? undefined,
        metadata: { subscription_id: input.subscription_id, user_id: input.user_id, plan_id: input.plan.id },
        ...(input.trial_days > 0 ? { trial_period_days: input.trial_days } : {}),
      },
      { idempotencyKey: input.idempotency_key },
    )
    return stripeState(subscription)
  }

  async changePlan(input: PlanChangeRequest): Promise<ProviderSubscriptionState> {
    const current = await this.stripe.subscriptions.retrieve(input.provider_subscription_id)
    const item = current.items.data[0]
    const subscription = await this.stripe.subscriptions.update(
      input.provider_subscription_id,
      {
        items: [{ id: item?.id, price: input.to.provider_price_id ?? undefined }],
        // Upgrades are invoiced (and charged) now; a downgrade's credit waits for the next invoice.
        proration_behavior: input.proration_in_cents > 0 ? 'always_invoice' : 'create_prorations',
        cancel_at_period_end: false,
        metadata: { plan_id: input.to.id },
      },
      { idempotencyKey: input.idempotency_key },
    )
    return stripeState(subscription)
  }

  async cancelAtTermEnd(current: ProviderSubscriptionState, idempotencyKey: string) {
    const subscription = await this.stripe.subscriptions.update(
      current.provider_subscription_id,
      { cancel_at_period_end: true },
      { idempotencyKey },
    )
    return stripeState(subscription)
  }

  async parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
    const event = verifiedStripeEvent(this.stripe, this.webhookSecret, rawBody, headers)
    return this.toBillingEvent(event)
  }

  /** Reads an event into ours; the completed sessions need the subscription or setup intent they made. */
  private async toBillingEvent(event: Stripe.Event): Promise<BillingEvent | null> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object
        if (session.mode === 'subscription') {
          const subscriptionId = idOf(session.subscription)
          if (!subscriptionId) return null
          const subscription = await this.stripe.subscriptions.retrieve(subscriptionId, {
            expand: ['default_payment_method'],
          })
          return {
            kind: 'checkout_completed',
            event_id: event.id,
            session_id: session.id,
            customer_id: idOf(session.customer),
            payment_method: storedPaymentMethod(subscription.default_payment_method),
            subscription: stripeState(subscription),
          }
        }
        if (session.mode === 'setup') {
          const setupIntentId = idOf(session.setup_intent)
          if (!setupIntentId) return null
          const setupIntent = await this.stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] })
          const method = storedPaymentMethod(setupIntent.payment_method)
          if (!method) return null
          const customer = idOf(session.customer)
          // Stripe charges the customer's default method: make the new one the default.
          if (customer) {
            await this.stripe.customers.update(
              customer,
              { invoice_settings: { default_payment_method: method.provider_payment_method_id ?? undefined } },
              { idempotencyKey: `default-pm-${event.id}` },
            )
          }
          return { kind: 'setup_completed', event_id: event.id, session_id: session.id, payment_method: method }
        }
        return null
      }
      case 'checkout.session.expired': {
        const session = event.data.object
        return session.mode === 'subscription'
          ? { kind: 'checkout_expired', event_id: event.id, session_id: session.id }
          : null
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.trial_will_end':
        return { kind: 'subscription_updated', event_id: event.id, subscription: stripeState(event.data.object) }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
        if (!subscriptionId || !invoice.id) return null
        const line = invoice.lines?.data?.[0]
        return {
          kind: 'invoice',
          event_id: event.id,
          provider_subscription_id: subscriptionId,
          record_id: invoice.parent?.subscription_details?.metadata?.subscription_id || null,
          invoice_id: invoice.id,
          invoice_number: invoice.number ?? null,
          status: event.type === 'invoice.paid' ? 'paid' : 'failed',
          amount_in_cents: Math.max(0, invoice.subtotal),
          total_in_cents: Math.max(0, event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due),
          currency: invoice.currency.toUpperCase(),
          date_ts: invoice.created,
          description: line?.description ?? null,
        }
      }
      default:
        return null
    }
  }
}
