import { asSystem } from '@driftway/collections'
import type { Subscription, Transaction } from '@driftway/collections/payload-types'
import { currentTimestamp } from '@driftway/domain'
import type { Payload, PayloadRequest, Where } from 'payload'
import { withTransaction } from '../http/transaction'
import { idOf } from '../listings/pricing-input'
import type { BillingEvent, BillingProvider, ProviderSubscriptionState } from './provider'
import { describePaymentMethod, endRecord, LIVE, stateData, updateRecord } from './records'

/**
 * Provider events of subscription billing (decision 0069): everything the provider bills arrives
 * as a webhook event, applied here once per event id, and moves our `subscriptions` records and
 * the lessor's `transactions` (invoices) along.
 */
export type BillingEventContext = {
  payload: Payload
  /** The provider's name, stored with each event id and transaction. */
  provider: BillingProvider['name']
  /** The invoice link of a transaction (the lessor's transaction history). */
  invoiceUrl: (transactionId: string) => string
}

/** Applies one provider event, once per event id (the id is stored in the same transaction). */
export async function applyBillingEvent(
  context: BillingEventContext,
  event: BillingEvent,
): Promise<{ applied: boolean }> {
  const { payload, provider } = context
  const seen = async (req?: PayloadRequest) =>
    (
      await payload.count({
        collection: 'payment-events',
        where: { and: [{ provider: { equals: provider } }, { event_id: { equals: event.event_id } }] },
        ...asSystem(),
        req,
      })
    ).totalDocs > 0
  return withTransaction(payload, async (req) => {
    if (await seen(req)) return { applied: false }
    await payload.create({
      collection: 'payment-events',
      data: {
        provider,
        event_id: event.event_id,
        type: `billing.${event.kind}`,
        received_timestamp: currentTimestamp(),
      },
      depth: 0,
      ...asSystem(),
      req,
    })
    await applyWithin(context, event, req)
    return { applied: true }
  }).catch(async (error: unknown) => {
    // The same event delivered twice at once: the unique (provider, event_id) index refused the
    // second copy (on PostgreSQL both transactions can find it unseen) and rolled it back.
    if (await seen()) return { applied: false }
    throw error
  })
}

async function findRecord(payload: Payload, where: Where, req: PayloadRequest): Promise<Subscription | null> {
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where,
    limit: 1,
    depth: 0,
    ...asSystem(),
    req,
  })
  return (docs[0] as Subscription | undefined) ?? null
}

async function recordOf(
  payload: Payload,
  providerSubscriptionId: string,
  recordId: string | null | undefined,
  req: PayloadRequest,
): Promise<Subscription | null> {
  return (
    (await findRecord(payload, { provider_subscription_id: { equals: providerSubscriptionId } }, req)) ??
    (recordId ? await findRecord(payload, { id: { equals: recordId } }, req) : null)
  )
}

/** The provider's state onto our record, with `more`: its plan when we have that plan, else the record's own. */
async function updateState(
  payload: Payload,
  record: Subscription,
  state: ProviderSubscriptionState,
  more: Partial<Subscription>,
  req: PayloadRequest,
) {
  let planId = String(idOf(record.plan))
  if (state.plan_id) {
    const { totalDocs } = await payload.count({
      collection: 'plans',
      where: { id: { equals: state.plan_id } },
      ...asSystem(),
      req,
    })
    if (totalDocs > 0) planId = state.plan_id
  }
  await updateRecord(payload, record.id, { ...stateData(state, planId), ...more }, req)
}

async function applyWithin(context: BillingEventContext, event: BillingEvent, req: PayloadRequest) {
  const { payload } = context
  switch (event.kind) {
    case 'checkout_completed': {
      const record = await findRecord(payload, { checkout_session_id: { equals: event.session_id } }, req)
      if (!record) return
      await updateState(
        payload,
        record,
        event.subscription,
        {
          // An event about this subscription that came first may already have moved it on.
          ...(record.status !== 'incomplete' ? { status: record.status } : {}),
          provider_customer_id: event.customer_id ?? record.provider_customer_id,
          ...(event.payment_method ? { payment_method: event.payment_method } : {}),
        },
        req,
      )
      // One live plan at a time: the checkout replaces the free plan (or an earlier one).
      const others = await payload.find({
        collection: 'subscriptions',
        where: {
          and: [{ user: { equals: idOf(record.user) } }, { status: { in: LIVE } }, { id: { not_equals: record.id } }],
        },
        depth: 0,
        pagination: false,
        ...asSystem(),
        req,
      })
      for (const other of others.docs) await endRecord(payload, String(other.id), req)
      return
    }
    case 'checkout_expired': {
      const record = await findRecord(payload, { checkout_session_id: { equals: event.session_id } }, req)
      if (record?.status === 'incomplete') await updateRecord(payload, record.id, { status: 'expired' }, req)
      return
    }
    case 'setup_completed': {
      const record = await findRecord(payload, { setup_session_id: { equals: event.session_id } }, req)
      if (!record) return
      const mine = await payload.find({
        collection: 'subscriptions',
        where: {
          and: [
            { user: { equals: idOf(record.user) } },
            { or: [{ status: { in: LIVE } }, { id: { equals: record.id } }] },
          ],
        },
        depth: 0,
        pagination: false,
        ...asSystem(),
        req,
      })
      for (const doc of mine.docs) await updateRecord(payload, doc.id, { payment_method: event.payment_method }, req)
      return
    }
    case 'subscription_updated': {
      const record = await recordOf(
        payload,
        event.subscription.provider_subscription_id,
        event.subscription.record_id,
        req,
      )
      if (!record) return
      const { credit_in_cents } = event.subscription
      await updateState(
        payload,
        record,
        event.subscription,
        credit_in_cents !== undefined ? { credit_in_cents } : {},
        req,
      )
      return
    }
    case 'invoice': {
      const record = await recordOf(payload, event.provider_subscription_id, event.record_id, req)
      if (!record) return
      const described = describePaymentMethod(record.payment_method)
      const existing = (
        await payload.find({
          collection: 'transactions',
          where: {
            and: [{ provider_payment_id: { equals: event.invoice_id } }, { kind: { equals: 'subscription' } }],
          },
          limit: 1,
          depth: 0,
          ...asSystem(),
          req,
        })
      ).docs[0] as Transaction | undefined
      const data = {
        status: event.status,
        amount_in_cents: event.amount_in_cents,
        total_in_cents: event.total_in_cents,
        currency_code: event.currency.toUpperCase() as Transaction['currency_code'],
        date_ts: event.date_ts,
        invoice_number: event.invoice_number ?? event.invoice_id,
        description: event.description?.slice(0, 200) ?? null,
        ...described,
      }
      if (existing) {
        // A paid invoice stays paid whatever arrives after it.
        if (existing.status === 'paid') return
        await payload.update({ collection: 'transactions', id: existing.id, data, depth: 0, ...asSystem(), req })
        return
      }
      const created = await payload.create({
        collection: 'transactions',
        data: {
          ...data,
          user: idOf(record.user)!,
          subscription: record.id,
          kind: 'subscription',
          provider: context.provider,
          provider_payment_id: event.invoice_id,
        },
        depth: 0,
        ...asSystem(),
        req,
      })
      await payload.update({
        collection: 'transactions',
        id: created.id,
        data: { invoice_pdf: context.invoiceUrl(String(created.id)) },
        depth: 0,
        ...asSystem(),
        req,
      })
      if (event.status === 'failed' && LIVE.includes(record.status))
        await updateRecord(payload, record.id, { status: 'past_due' }, req)
      return
    }
  }
}
