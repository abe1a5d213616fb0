import { asSystem, asUser } from '@driftway/collections'
import type { Plan, Subscription } from '@driftway/collections/payload-types'
import { currentTimestamp, formatMoment, Role } from '@driftway/domain'
import {
  LESSOR_COMMISSION_PERCENT,
  paymentMethodResultPath,
  subscriptionCancelledPath,
  subscriptionSuccessPath,
} from '@driftway/domain/billing'
import type { FastifyInstance } from 'fastify'
import type { PayloadRequest } from 'payload'
import type { UserDoc } from '../auth/users'
import { withTransaction } from '../http/transaction'
import { billingErrors } from './errors'
import { applyBillingEvent } from './events'
import { transactionPage } from './history'
import { findPlan, hadTrial, planDocs, planSummary, usedListingItems } from './plans'
import type { BillingEvent, BillingProvider, StoredPaymentMethod } from './provider'
import { endRecord, LIVE, paymentMethodView, planOf, type SubscriptionDoc, stateData, stateOf } from './records'
import { SandboxBilling } from './sandbox-provider'
import { renewSandbox } from './sandbox-renewals'
import type { ActiveSubscriptionView, PaymentMethodView, PlanChange, PlanView } from './schemas'
import { prorate } from './terms'

/** A repeated checkout request within this time gets the page already opened (double click, retry). */
const CHECKOUT_REPEAT_SECONDS = 10 * 60

/**
 * Subscription billing of RV lessors (accounts §2, §4, §7; decision 0069). Our `subscriptions`
 * records mirror the provider's; everything the provider bills arrives as a webhook event applied
 * once (`applyEvent`). Rules: only RV lessors; one live plan at a time; the free plan needs no
 * payment, has no term and cannot be cancelled; a paid plan's first subscription may start with
 * the plan's trial (once per lessor); upgrades charge the prorated difference now, downgrades
 * credit it to the next invoices and never go below the listings already published.
 */
export class Billing {
  provider: BillingProvider

  constructor(
    private readonly app: FastifyInstance,
    provider: BillingProvider,
  ) {
    this.provider = provider
  }

  private get payload() {
    return this.app.ctx.payload
  }

  private get env() {
    return this.app.ctx.env
  }

  // ---- reads -------------------------------------------------------------------------------

  async plans(user: UserDoc) {
    const isRv = user.role === Role.RV_LESSOR
    const [plans, trialUsed, live] = await Promise.all([
      planDocs(this.payload),
      isRv ? hadTrial(this.payload, user) : Promise.resolve(true),
      isRv ? this.live(user) : Promise.resolve(null),
    ])
    return {
      plans: plans.map(
        (plan): PlanView => ({
          ...planSummary(plan),
          trial_days: trialUsed || plan.is_free ? 0 : (plan.trial_days ?? 0),
        }),
      ),
      can_subscribe: isRv,
      commission_percent:
        user.role === Role.CAMPSITE_LESSOR || user.role === Role.BOAT_LESSOR ? LESSOR_COMMISSION_PERCENT : 0,
      current_plan: live ? String(live.plan.id) : null,
    }
  }

  private async liveDocs(user: UserDoc, req?: PayloadRequest): Promise<SubscriptionDoc[]> {
    const { docs } = await this.payload.find({
      collection: 'subscriptions',
      where: { and: [{ user: { equals: user.id } }, { status: { in: LIVE } }] },
      sort: '-createdAt',
      depth: 1,
      pagination: false,
      ...asUser(user),
      req,
    })
    const at = currentTimestamp()
    return (docs as SubscriptionDoc[]).filter(
      (doc) =>
        typeof doc.plan === 'object' && !(doc.is_cancelled && doc.current_term_end_ts && doc.current_term_end_ts <= at),
    )
  }

  /** The caller's live subscription, after the sandbox billed what came due since it last looked. */
  async live(user: UserDoc): Promise<SubscriptionDoc | null> {
    if (this.provider instanceof SandboxBilling) await renewSandbox(this.payload, user, this.provider)
    return (await this.liveDocs(user))[0] ?? null
  }

  async view(user: UserDoc, doc: SubscriptionDoc): Promise<ActiveSubscriptionView> {
    const plan = doc.plan
    return {
      id: String(doc.id),
      status: doc.status as ActiveSubscriptionView['status'],
      is_cancelled: Boolean(doc.is_cancelled),
      trial_end_ts: doc.trial_end_ts ?? null,
      current_term_end_ts: plan.is_free ? null : (doc.current_term_end_ts ?? null),
      used_listing_items: await usedListingItems(this.payload, user),
      credit_in_cents: doc.credit_in_cents ?? 0,
      subscription: planSummary(plan),
      payment_method: paymentMethodView((await this.billingRecord(user))?.payment_method ?? doc.payment_method),
    }
  }

  async active(user: UserDoc): Promise<ActiveSubscriptionView | null> {
    const live = await this.live(user)
    return live ? this.view(user, live) : null
  }

  /** The lessor's latest record that knows their customer and payment method at the provider. */
  async billingRecord(user: UserDoc): Promise<Subscription | null> {
    const { docs } = await this.payload.find({
      collection: 'subscriptions',
      where: {
        and: [
          { user: { equals: user.id } },
          { provider: { equals: this.provider.name } },
          { provider_customer_id: { exists: true } },
        ],
      },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      ...asUser(user),
    })
    return (docs[0] as Subscription | undefined) ?? null
  }

  async defaultPaymentMethod(user: UserDoc): Promise<PaymentMethodView | null> {
    return paymentMethodView((await this.billingRecord(user))?.payment_method)
  }

  // ---- subscribing -------------------------------------------------------------------------

  private async startFree(user: UserDoc, plan: Plan) {
    const created = await this.payload.create({
      collection: 'subscriptions',
      data: { user: user.id, plan: plan.id, status: 'active', provider: this.provider.name, is_cancelled: false },
      depth: 0,
      ...asSystem(),
    })
    const live = (await this.liveDocs(user)).find((doc) => String(doc.id) === String(created.id))!
    return { redirect_url: null, subscription: await this.view(user, live), change: null }
  }

  /** POST user-subscription/: the hosted checkout (or the free plan at once). */
  async subscribeViaCheckout(user: UserDoc, planId: string) {
    const plan = await findPlan(this.payload, planId)
    const live = await this.live(user)
    if (plan.is_free) return this.subscribeFree(user, plan, live)
    if (live && !live.plan.is_free) throw billingErrors.subscriptionExists()
    return this.openCheckout(user, plan)
  }

  private async subscribeFree(user: UserDoc, plan: Plan, live: SubscriptionDoc | null) {
    if (live && !live.plan.is_free) {
      throw billingErrors.paidPlanLive(formatMoment(live.current_term_end_ts ?? currentTimestamp(), 'en'))
    }
    if (live) return { redirect_url: null, subscription: await this.view(user, live), change: null }
    return this.startFree(user, plan)
  }

  private async openCheckout(user: UserDoc, plan: Plan) {
    if (this.provider.name === 'stripe' && !plan.provider_price_id) throw billingErrors.planNotPurchasable()
    const since = currentTimestamp() - CHECKOUT_REPEAT_SECONDS
    // A repeat (double click, retry) reuses the open attempt, so the provider opens the same page.
    const open = (
      await this.payload.find({
        collection: 'subscriptions',
        where: {
          and: [
            { user: { equals: user.id } },
            { plan: { equals: plan.id } },
            { status: { equals: 'incomplete' } },
            { provider: { equals: this.provider.name } },
            { createdAt: { greater_than: new Date(since * 1000).toISOString() } },
          ],
        },
        sort: '-createdAt',
        limit: 1,
        depth: 0,
        ...asSystem(),
      })
    ).docs[0] as Subscription | undefined
    const attempt =
      open ??
      ((await this.payload.create({
        collection: 'subscriptions',
        data: { user: user.id, plan: plan.id, status: 'incomplete', provider: this.provider.name },
        depth: 0,
        ...asSystem(),
      })) as Subscription)
    const record = await this.billingRecord(user)
    const trialDays = (await hadTrial(this.payload, user)) ? 0 : (plan.trial_days ?? 0)
    const { siteUrl } = this.env
    const session = await this.atProvider('subscription checkout', () =>
      this.provider.openCheckout({
        subscription_id: String(attempt.id),
        user_id: String(user.id),
        email: user.email ?? null,
        plan: planOf(plan),
        customer_id: record?.provider_customer_id ?? null,
        trial_days: trialDays,
        success_url: (sessionId) => `${siteUrl}${subscriptionSuccessPath(sessionId)}`,
        cancel_url: `${siteUrl}${subscriptionCancelledPath}`,
        idempotency_key: `subscription-checkout-${attempt.id}`,
      }),
    )
    await this.payload.update({
      collection: 'subscriptions',
      id: attempt.id,
      data: { checkout_session_id: session.session_id },
      depth: 0,
      ...asSystem(),
    })
    return { redirect_url: session.redirect_url, subscription: null, change: null }
  }

  /**
   * A call to the billing provider: its failure is logged and answered 502 `payment_provider_error`
   * (after `undo`, which takes back what was written for the call).
   */
  private async atProvider<T>(what: string, call: () => Promise<T>, undo?: () => Promise<unknown>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      this.app.log.error({ err: error }, `${what} failed at the provider`)
      await undo?.()
      throw billingErrors.providerFailed()
    }
  }

  /** What moving `live` to `plan` does now (accounts §4 upgrade/downgrade modal). */
  private async preview(user: UserDoc, live: SubscriptionDoc, plan: Plan): Promise<PlanChange> {
    const from = live.plan
    const direction =
      String(from.id) === String(plan.id)
        ? 'same'
        : plan.price_in_cents_without_vat > from.price_in_cents_without_vat ||
            (plan.price_in_cents_without_vat === from.price_in_cents_without_vat &&
              plan.listing_number > from.listing_number)
          ? 'upgrade'
          : 'downgrade'
    let proration = 0
    if (from.is_free && !plan.is_free) {
      proration = (await hadTrial(this.payload, user)) || !plan.trial_days ? plan.price_in_cents_without_vat : 0
    } else if (live.status !== 'trialing' && direction !== 'same') {
      proration = prorate(
        from.price_in_cents_without_vat,
        plan.price_in_cents_without_vat,
        live.current_term_start_ts ?? null,
        live.current_term_end_ts ?? null,
        currentTimestamp(),
      )
    }
    return { plan: String(plan.id), direction, proration_in_cents: proration, currency: plan.currency }
  }

  /** POST create-subscription/: subscribe with the method on file, or prepare a change of the live plan. */
  async createSubscription(user: UserDoc, planId: string) {
    const plan = await findPlan(this.payload, planId)
    const live = await this.live(user)
    if (plan.is_free) return this.subscribeFree(user, plan, live)
    const record = await this.billingRecord(user)
    const onFile = record?.payment_method?.type ? record : null
    if (live && !live.plan.is_free) {
      return {
        redirect_url: null,
        subscription: await this.view(user, live),
        change: await this.preview(user, live, plan),
      }
    }
    if (!onFile) return this.openCheckout(user, plan)
    if (live) {
      // From the free plan with a method on file: the modal confirms, PATCH active/ charges.
      return {
        redirect_url: null,
        subscription: await this.view(user, live),
        change: await this.preview(user, live, plan),
      }
    }
    const started = await this.startWithMethodOnFile(user, plan, onFile, null)
    return { redirect_url: null, subscription: await this.view(user, started), change: null }
  }

  private async startWithMethodOnFile(
    user: UserDoc,
    plan: Plan,
    record: Subscription,
    replacing: SubscriptionDoc | null,
  ): Promise<SubscriptionDoc> {
    if (this.provider.name === 'stripe' && !plan.provider_price_id) throw billingErrors.planNotPurchasable()
    const trialDays = (await hadTrial(this.payload, user)) ? 0 : (plan.trial_days ?? 0)
    const created = (await this.payload.create({
      collection: 'subscriptions',
      data: {
        user: user.id,
        plan: plan.id,
        status: 'incomplete',
        provider: this.provider.name,
        provider_customer_id: record.provider_customer_id,
        payment_method: record.payment_method,
      },
      depth: 0,
      ...asSystem(),
    })) as Subscription
    const state = await this.atProvider(
      'subscription start',
      () =>
        this.provider.start({
          subscription_id: String(created.id),
          user_id: String(user.id),
          plan: planOf(plan),
          customer_id: record.provider_customer_id ?? '',
          payment_method: record.payment_method as StoredPaymentMethod,
          trial_days: trialDays,
          idempotency_key: `subscription-start-${created.id}`,
        }),
      // The record made for this attempt must not look live.
      () =>
        this.payload.update({
          collection: 'subscriptions',
          id: created.id,
          data: { status: 'expired' },
          depth: 0,
          ...asSystem(),
        }),
    )
    await withTransaction(this.payload, async (req) => {
      await this.payload.update({
        collection: 'subscriptions',
        id: created.id,
        data: stateData(state, String(plan.id)),
        depth: 0,
        ...asSystem(),
        req,
      })
      if (replacing) await endRecord(this.payload, String(replacing.id), req)
    })
    await this.flush()
    return (await this.liveDocs(user)).find((doc) => String(doc.id) === String(created.id))!
  }

  /** PATCH active/: the plan change the modal confirmed (and a cancelled plan resumed). */
  async changePlan(user: UserDoc, planId: string) {
    const plan = await findPlan(this.payload, planId)
    const live = await this.live(user)
    if (!live) throw billingErrors.noActiveSubscription()
    const change = await this.preview(user, live, plan)
    if (plan.is_free && !live.plan.is_free) {
      throw billingErrors.paidPlanLive(formatMoment(live.current_term_end_ts ?? currentTimestamp(), 'en'))
    }
    if (change.direction === 'same' && !live.is_cancelled) return { subscription: await this.view(user, live), change }
    const used = await usedListingItems(this.payload, user)
    if (used > plan.listing_number) throw billingErrors.planBelowUsage(used, plan.listing_number)
    if (live.plan.is_free) {
      if (plan.is_free) return { subscription: await this.view(user, live), change }
      const record = await this.billingRecord(user)
      if (!record?.payment_method?.type) throw billingErrors.paymentMethodRequired()
      const started = await this.startWithMethodOnFile(user, plan, record, live)
      return { subscription: await this.view(user, started), change }
    }
    const state = await this.atProvider('plan change', () =>
      this.provider.changePlan({
        provider_subscription_id: live.provider_subscription_id ?? '',
        current: stateOf(live),
        from: planOf(live.plan),
        to: planOf(plan),
        proration_in_cents: change.proration_in_cents,
        idempotency_key: `subscription-change-${live.id}-${plan.id}-${live.updatedAt}`,
      }),
    )
    await this.payload.update({
      collection: 'subscriptions',
      id: live.id,
      data: {
        ...stateData(state, String(plan.id)),
        plan: plan.id,
        // The sandbox keeps the customer's credit here; Stripe keeps it on the customer balance.
        ...(this.provider.name === 'sandbox' && change.proration_in_cents < 0
          ? { credit_in_cents: (live.credit_in_cents ?? 0) - change.proration_in_cents }
          : {}),
      },
      depth: 0,
      ...asSystem(),
    })
    await this.flush()
    const updated = (await this.liveDocs(user)).find((doc) => String(doc.id) === String(live.id))!
    return { subscription: await this.view(user, updated), change }
  }

  /** DELETE active/: cancel at the end of the term. */
  async cancel(user: UserDoc): Promise<ActiveSubscriptionView> {
    const live = await this.live(user)
    if (!live) throw billingErrors.noActiveSubscription()
    if (live.plan.is_free) throw billingErrors.freePlanNotCancellable()
    if (live.is_cancelled) return this.view(user, live)
    const state = await this.atProvider('cancel', () =>
      this.provider.cancelAtTermEnd(stateOf(live), `subscription-cancel-${live.id}`),
    )
    await this.payload.update({
      collection: 'subscriptions',
      id: live.id,
      data: { ...stateData(state, String(live.plan.id)), is_cancelled: true },
      depth: 0,
      ...asSystem(),
    })
    const updated = await this.payload.findByID({ collection: 'subscriptions', id: live.id, depth: 1, ...asUser(user) })
    return this.view(user, updated as SubscriptionDoc)
  }

  async successSession(user: UserDoc, sessionId: string) {
    const { docs } = await this.payload.find({
      collection: 'subscriptions',
      where: { and: [{ user: { equals: user.id } }, { checkout_session_id: { equals: sessionId } }] },
      limit: 1,
      depth: 1,
      ...asUser(user),
    })
    const doc = docs[0] as SubscriptionDoc | undefined
    if (!doc) throw billingErrors.sessionNotFound()
    if (doc.status === 'incomplete') return { status: 'open' as const, subscription: null }
    if (doc.status === 'expired' && !doc.provider_subscription_id)
      return { status: 'expired' as const, subscription: null }
    return { status: 'complete' as const, subscription: await this.active(user) }
  }

  /** POST change-payment-method/: the provider's page that saves a new default method. */
  async openPaymentMethodSetup(user: UserDoc) {
    const record = await this.billingRecord(user)
    if (!record) throw billingErrors.neverSubscribed()
    const plan = record.plan && typeof record.plan === 'object' ? (record.plan as Plan) : null
    const { siteUrl } = this.env
    const session = await this.atProvider('payment method setup', () =>
      this.provider.openSetup({
        subscription_id: String(record.id),
        customer_id: record.provider_customer_id ?? null,
        currency: plan?.currency ?? 'EUR',
        success_url: `${siteUrl}${paymentMethodResultPath('updated')}`,
        cancel_url: `${siteUrl}${paymentMethodResultPath('cancelled')}`,
        idempotency_key: `payment-method-setup-${record.id}-${crypto.randomUUID()}`,
      }),
    )
    await this.payload.update({
      collection: 'subscriptions',
      id: record.id,
      data: { setup_session_id: session.session_id },
      depth: 0,
      ...asSystem(),
    })
    return { verification_url: session.verification_url }
  }

  // ---- invoices ----------------------------------------------------------------------------

  invoiceUrl = (transactionId: string) => `${this.env.publicUrl}/user/transactions-history/${transactionId}/invoice/`

  async transactions(user: UserDoc, page: number, pageSize: number) {
    if (this.provider instanceof SandboxBilling) await renewSandbox(this.payload, user, this.provider)
    return transactionPage(this.payload, user, page, pageSize, this.invoiceUrl)
  }

  // ---- provider events ---------------------------------------------------------------------

  /** Sends the sandbox's billed events through the webhook route (no-op for Stripe). */
  async flush(): Promise<void> {
    if (this.provider instanceof SandboxBilling) await this.provider.flush()
  }

  /** Applies one provider event, once per event id (events.ts). */
  applyEvent(event: BillingEvent): Promise<{ applied: boolean }> {
    return applyBillingEvent(
      { payload: this.payload, provider: this.provider.name, invoiceUrl: this.invoiceUrl },
      event,
    )
  }
}
