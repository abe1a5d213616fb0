import { asSystem } from '@driftway/collections'
import { currentTimestamp, formatMoment } from '@driftway/domain'
import type { Payload } from 'payload'
import type { UserDoc } from '../auth/users'
import { LIVE, type SubscriptionDoc, stateOf } from './records'
import type { SandboxBilling } from './sandbox-provider'
import { addInterval } from './terms'

/** Terms a sandbox subscription renews in one go when nobody looked for long. */
const MAX_RENEWALS = 36

/**
 * The sandbox bills renewals when somebody looks (GET active/, the history): each term that
 * ended is invoiced at the plan's price less the credit, or the subscription ends when it was
 * cancelled. Event ids are fixed per term, so two requests at once bill a term once.
 */
export async function renewSandbox(payload: Payload, user: Pick<UserDoc, 'id'>, sandbox: SandboxBilling) {
  const at = currentTimestamp()
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: {
      and: [
        { user: { equals: user.id } },
        { status: { in: LIVE } },
        { provider: { equals: 'sandbox' } },
        { current_term_end_ts: { less_than_equal: at } },
      ],
    },
    depth: 1,
    pagination: false,
    ...asSystem(),
  })
  for (const doc of docs as SubscriptionDoc[]) {
    if (typeof doc.plan !== 'object' || doc.plan.is_free || !doc.provider_subscription_id) continue
    let state = stateOf(doc)
    let credit = doc.credit_in_cents ?? 0
    for (let i = 0; i < MAX_RENEWALS && state.current_term_end_ts !== null && state.current_term_end_ts <= at; i++) {
      const start = state.current_term_end_ts
      if (state.is_cancelled) {
        state = { ...state, status: 'expired' }
        sandbox.emit({
          kind: 'subscription_updated',
          event_id: `sbx_evt_end_${doc.id}_${start}`,
          subscription: state,
        })
        break
      }
      const price = doc.plan.price_in_cents_without_vat
      const used = Math.min(credit, price)
      credit -= used
      sandbox.emit(
        sandbox.invoiceEvent(
          state.provider_subscription_id,
          `renew:${doc.id}:${start}`,
          price,
          price - used,
          doc.plan.currency,
          `${doc.plan.name} plan, ${formatMoment(start, 'en')} – ${formatMoment(addInterval(start, doc.plan.interval), 'en')}`,
        ),
      )
      state = {
        ...state,
        status: 'active',
        current_term_start_ts: start,
        current_term_end_ts: addInterval(start, doc.plan.interval),
        credit_in_cents: credit,
      }
      sandbox.emit({
        kind: 'subscription_updated',
        event_id: `sbx_evt_renew_${doc.id}_${start}`,
        subscription: state,
      })
    }
  }
  await sandbox.flush()
}
