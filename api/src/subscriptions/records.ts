import { asSystem } from '@driftway/collections'
import type { Plan, Subscription } from '@driftway/collections/payload-types'
import type { Payload, PayloadRequest } from 'payload'
import { idOf } from '../listings/pricing-input'
import type { BillingPlan, ProviderSubscriptionState } from './provider'
import type { PaymentMethodView } from './schemas'

/** Our `subscriptions` records as the billing service and its provider events read and write them. */

/** Statuses in which a subscription counts (the publish rule reads the same list, lessor/publish.ts). */
export const LIVE: Subscription['status'][] = ['trialing', 'active', 'past_due']

export type SubscriptionDoc = Subscription & { plan: Plan }

export const planOf = (doc: Plan): BillingPlan => ({
  id: String(doc.id),
  name: doc.name,
  price_in_cents: doc.price_in_cents_without_vat,
  currency: doc.currency,
  interval: doc.interval,
  provider_price_id: doc.provider_price_id ?? null,
})

export function paymentMethodView(method: Subscription['payment_method']): PaymentMethodView | null {
  if (!method?.type) return null
  return method.type === 'card'
    ? {
        type: 'card',
        card: {
          brand: method.brand ?? '',
          last4: method.last4 ?? '',
          exp_month: method.exp_month ?? 0,
          exp_year: method.exp_year ?? 0,
        },
        sepa_debit: null,
      }
    : {
        type: 'sepa_debit',
        card: null,
        sepa_debit: { bank_code: method.bank_code ?? '', last4: method.last4 ?? '', country: method.country ?? '' },
      }
}

/** How a payment method reads in the transaction table (accounts §3 Transaction: payment_method, card_number). */
export function describePaymentMethod(method: Subscription['payment_method']) {
  if (!method?.type) return { payment_method: null, card_number: null }
  if (method.type === 'sepa_debit') {
    return {
      payment_method: 'SEPA Direct Debit',
      card_number: `${method.country ?? ''} **** ${method.last4 ?? ''}`.trim(),
    }
  }
  const brand = method.brand ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1) : 'Card'
  return { payment_method: brand, card_number: `**** **** **** ${method.last4 ?? ''}` }
}

/** The stored term of a record as provider state (the sandbox provider keeps none of its own). */
export function stateOf(doc: Subscription): ProviderSubscriptionState {
  return {
    provider_subscription_id: doc.provider_subscription_id ?? '',
    status: doc.status,
    is_cancelled: Boolean(doc.is_cancelled),
    trial_end_ts: doc.trial_end_ts ?? null,
    current_term_start_ts: doc.current_term_start_ts ?? null,
    current_term_end_ts: doc.current_term_end_ts ?? null,
    plan_id: String(idOf(doc.plan)),
  }
}

export function stateData(state: ProviderSubscriptionState, planId: string) {
  return {
    plan: planId,
    provider_subscription_id: state.provider_subscription_id,
    status: state.status,
    is_cancelled: state.is_cancelled,
    trial_end_ts: state.trial_end_ts,
    current_term_start_ts: state.current_term_start_ts,
    current_term_end_ts: state.current_term_end_ts,
  }
}

/** Ends a record at once (replaced by another plan, or its checkout took over). */
export async function endRecord(payload: Payload, id: string, req: PayloadRequest) {
  await updateRecord(payload, id, { status: 'expired', is_cancelled: true }, req)
}

/** Writes `data` onto our subscription record (as the system: the provider's events and our jobs). */
export async function updateRecord(payload: Payload, id: string, data: Partial<Subscription>, req: PayloadRequest) {
  await payload.update({ collection: 'subscriptions', id, data, depth: 0, ...asSystem(), req })
}
