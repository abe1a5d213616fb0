import { asSystem, asVisitor } from '@driftway/collections'
import type { Plan } from '@driftway/collections/payload-types'
import type { Payload } from 'payload'
import type { UserDoc } from '../auth/users'
import { billingErrors } from './errors'
import type { PlanView } from './schemas'

/** The subscription plans on offer and what a lessor's choice of one depends on (accounts §2, §4). */

/** The plans on offer, in their display order. */
export async function planDocs(payload: Payload): Promise<Plan[]> {
  const { docs } = await payload.find({
    collection: 'plans',
    sort: ['sort_order', 'price_in_cents_without_vat'],
    pagination: false,
    depth: 0,
    ...asVisitor(),
  })
  return docs as Plan[]
}

export async function findPlan(payload: Payload, id: string): Promise<Plan> {
  const plan = (await planDocs(payload)).find((doc) => String(doc.id) === id)
  if (!plan) throw billingErrors.planNotFound()
  return plan
}

/**
 * Only a lessor's first paid subscription gets the plan's trial: any record a provider ever
 * started (the free plan and abandoned checkouts have no provider subscription) counts.
 */
export async function hadTrial(payload: Payload, user: Pick<UserDoc, 'id'>, except?: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'subscriptions',
    where: {
      and: [
        { user: { equals: user.id } },
        { provider_subscription_id: { exists: true } },
        ...(except ? [{ id: { not_equals: except } }] : []),
      ],
    },
    ...asSystem(),
  })
  return totalDocs > 0
}

/** Published campervans of the lessor now (the publish rule counts the same, lessor/publish.ts). */
export async function usedListingItems(payload: Payload, user: Pick<UserDoc, 'id'>): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'listings',
    where: {
      and: [
        { lessor: { equals: user.id } },
        { kind: { equals: 'recreational_vehicle' } },
        { is_draft: { equals: false } },
      ],
    },
    ...asSystem(),
  })
  return totalDocs
}

/** A plan as the plan list and the active subscription show it. */
export const planSummary = (plan: Plan): Omit<PlanView, 'trial_days'> => ({
  id: String(plan.id),
  plan_name: plan.name,
  listing_number: plan.listing_number,
  price_in_cents_without_vat: plan.price_in_cents_without_vat,
  currency: plan.currency,
  interval: plan.interval,
  description: plan.description ?? [],
  is_free: Boolean(plan.is_free),
})
