/**
 * The payment provider behind RV lessors' plan subscriptions: a hosted checkout in subscription
 * mode, a hosted page that saves a new payment method, plan changes with proration, cancel at the
 * end of the term, and signed webhooks for what happened. `SandboxBilling` (the default) or
 * `StripeBilling` (STRIPE_SECRET_KEY). What the provider reports becomes `BillingEvent`s, applied
 * once each by `applyBillingEvent` (service.ts).
 */

/** A payment method as the provider reports it; never a full number. */
export type StoredPaymentMethod = {
  type: 'card' | 'sepa_debit'
  brand?: string | null
  last4?: string | null
  exp_month?: number | null
  exp_year?: number | null
  bank_code?: string | null
  country?: string | null
  provider_payment_method_id?: string | null
}

export type BillingPlan = {
  id: string
  name: string
  price_in_cents: number
  currency: string
  interval: 'month' | 'year'
  provider_price_id: string | null
}

/** The subscription's state at the provider after a call or in an event. */
export type ProviderSubscriptionState = {
  provider_subscription_id: string
  status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'cancelled' | 'expired'
  is_cancelled: boolean
  trial_end_ts: number | null
  current_term_start_ts: number | null
  current_term_end_ts: number | null
  /** Our plan id when the provider knows it (metadata), else null. */
  plan_id: string | null
  /** Our subscription record (metadata): events may arrive before the checkout's own. */
  record_id?: string | null
  /** Sandbox only: the credit left after a renewal used some. */
  credit_in_cents?: number
}

export type BillingEvent =
  | {
      kind: 'checkout_completed'
      event_id: string
      session_id: string
      customer_id: string | null
      payment_method: StoredPaymentMethod | null
      subscription: ProviderSubscriptionState
    }
  | { kind: 'checkout_expired'; event_id: string; session_id: string }
  | {
      kind: 'setup_completed'
      event_id: string
      session_id: string
      payment_method: StoredPaymentMethod
    }
  | { kind: 'subscription_updated'; event_id: string; subscription: ProviderSubscriptionState }
  | {
      kind: 'invoice'
      event_id: string
      provider_subscription_id: string
      /** Our subscription record when the provider echoes it (metadata). */
      record_id?: string | null
      invoice_id: string
      invoice_number: string | null
      status: 'paid' | 'failed'
      amount_in_cents: number
      total_in_cents: number
      currency: string
      date_ts: number
      description: string | null
    }

export type CheckoutRequest = {
  /** Our subscription record (status incomplete) the checkout completes. */
  subscription_id: string
  user_id: string
  email: string | null
  plan: BillingPlan
  customer_id: string | null
  trial_days: number
  success_url: (sessionId: string) => string
  cancel_url: string
  idempotency_key: string
}

export type SetupRequest = {
  subscription_id: string
  customer_id: string | null
  currency: string
  success_url: string
  cancel_url: string
  idempotency_key: string
}

export type PlanChangeRequest = {
  provider_subscription_id: string
  from: BillingPlan
  to: BillingPlan
  /** Prorated difference we computed (> 0 charged now; < 0 credited to the next invoices). */
  proration_in_cents: number
  /** What we stored of the subscription (the sandbox keeps no state of its own). */
  current: ProviderSubscriptionState
  idempotency_key: string
}

export type StartRequest = {
  subscription_id: string
  user_id: string
  plan: BillingPlan
  customer_id: string
  payment_method: StoredPaymentMethod
  trial_days: number
  idempotency_key: string
}

export interface BillingProvider {
  readonly name: 'sandbox' | 'stripe'
  openCheckout(input: CheckoutRequest): Promise<{ session_id: string; redirect_url: string }>
  openSetup(input: SetupRequest): Promise<{ session_id: string; verification_url: string }>
  /** Starts a subscription charged to the payment method on file (create-subscription/ without a checkout). */
  start(input: StartRequest): Promise<ProviderSubscriptionState>
  changePlan(input: PlanChangeRequest): Promise<ProviderSubscriptionState>
  cancelAtTermEnd(current: ProviderSubscriptionState, idempotencyKey: string): Promise<ProviderSubscriptionState>
  /** Verifies the signature over the raw body; null for event types we do not use. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<BillingEvent | null>
}
