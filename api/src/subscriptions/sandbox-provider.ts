import { createHmac } from 'node:crypto'
import { currentTimestamp } from '@driftway/domain'
import { signSandboxPayload, verifySandboxSignature } from '../payments/sandbox-checkout'
import type {
  BillingEvent,
  BillingProvider,
  CheckoutRequest,
  PlanChangeRequest,
  ProviderSubscriptionState,
  SetupRequest,
  StartRequest,
} from './provider'
import { addInterval } from './terms'

/**
 * Subscriptions without a real provider, like a PSP's test mode: the hosted pages
 * (`/subscription/sandbox/checkout/{id}/`, `/subscription/sandbox/setup/{id}/`) let the tester pick
 * a card or SEPA debit, and everything the sandbox "bills" reaches the API as HMAC-signed webhooks
 * through the public webhook route — the same path, signature check and event-id deduplication
 * Stripe's events take. Events a call causes wait in `outbox` until the caller's transaction
 * committed (`deliver`).
 */
export class SandboxBilling implements BillingProvider {
  readonly name = 'sandbox' as const
  private readonly outbox: BillingEvent[] = []
  /** Posts one signed event to the webhook route (set by the routes: app.inject). */
  deliver: (rawBody: string, signature: string) => Promise<void> = async () => {}

  constructor(
    private readonly secret: Uint8Array,
    private readonly publicUrl: () => string,
  ) {}

  /** Ids are keyed hashes of the idempotency key: the same request names the same session, others cannot guess it. */
  private idFor(prefix: string, key: string) {
    return `${prefix}_${createHmac('sha256', this.secret).update(`${prefix}:${key}`).digest('hex').slice(0, 32)}`
  }

  async openCheckout(input: CheckoutRequest) {
    const id = this.idFor('sbx_cs', input.idempotency_key)
    return { session_id: id, redirect_url: `${this.publicUrl()}/subscription/sandbox/checkout/${id}/` }
  }

  async openSetup(input: SetupRequest) {
    const id = this.idFor('sbx_seti', input.idempotency_key)
    return { session_id: id, verification_url: `${this.publicUrl()}/subscription/sandbox/setup/${id}/` }
  }

  /** The subscription a completed checkout or a start creates, and its first invoice. */
  firstTerm(subscriptionKey: string, plan: { id: string; interval: 'month' | 'year' }, trialDays: number) {
    const start = currentTimestamp()
    const trialEnd = trialDays > 0 ? start + trialDays * 86_400 : null
    return {
      provider_subscription_id: this.idFor('sbx_sub', subscriptionKey),
      status: trialEnd ? 'trialing' : 'active',
      is_cancelled: false,
      trial_end_ts: trialEnd,
      current_term_start_ts: start,
      current_term_end_ts: trialEnd ?? addInterval(start, plan.interval),
      plan_id: plan.id,
    } satisfies ProviderSubscriptionState
  }

  invoiceEvent(
    providerSubscriptionId: string,
    key: string,
    amount: number,
    total: number,
    currency: string,
    description: string,
    status: 'paid' | 'failed' = 'paid',
  ): BillingEvent {
    const invoiceId = this.idFor('sbx_in', key)
    return {
      kind: 'invoice',
      event_id: this.idFor('sbx_evt', `invoice:${key}`),
      provider_subscription_id: providerSubscriptionId,
      invoice_id: invoiceId,
      invoice_number: `SBX-${invoiceId.slice(7, 15).toUpperCase()}`,
      status,
      amount_in_cents: amount,
      total_in_cents: total,
      currency,
      date_ts: currentTimestamp(),
      description,
    }
  }

  async start(input: StartRequest): Promise<ProviderSubscriptionState> {
    const state = this.firstTerm(input.idempotency_key, input.plan, input.trial_days)
    this.emit(
      this.invoiceEvent(
        state.provider_subscription_id,
        `${input.idempotency_key}:first`,
        input.plan.price_in_cents,
        state.trial_end_ts ? 0 : input.plan.price_in_cents,
        input.plan.currency,
        `${input.plan.name} plan${state.trial_end_ts ? ' (trial)' : ''}`,
      ),
    )
    return state
  }

  async changePlan(input: PlanChangeRequest): Promise<ProviderSubscriptionState> {
    if (input.proration_in_cents > 0) {
      this.emit(
        this.invoiceEvent(
          input.provider_subscription_id,
          input.idempotency_key,
          input.proration_in_cents,
          input.proration_in_cents,
          input.to.currency,
          `Upgrade from ${input.from.name} to ${input.to.name} (rest of the term)`,
        ),
      )
    }
    return { ...input.current, is_cancelled: false, plan_id: input.to.id }
  }

  async cancelAtTermEnd(current: ProviderSubscriptionState): Promise<ProviderSubscriptionState> {
    return { ...current, is_cancelled: true }
  }

  emit(event: BillingEvent): void {
    this.outbox.push(event)
  }

  /** Sends what the last calls billed, signed, through the webhook route (after the caller committed). */
  async flush(): Promise<void> {
    while (this.outbox.length) {
      const event = this.outbox.shift()!
      const rawBody = JSON.stringify(event)
      await this.deliver(rawBody, signSandboxPayload(this.secret, rawBody))
    }
  }

  /** Signs an event for the hosted pages and the tests. */
  sign(event: BillingEvent): { rawBody: string; signature: string } {
    const rawBody = JSON.stringify(event)
    return { rawBody, signature: signSandboxPayload(this.secret, rawBody) }
  }

  async parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
    verifySandboxSignature(this.secret, rawBody, headers)
    return JSON.parse(rawBody) as BillingEvent
  }
}
