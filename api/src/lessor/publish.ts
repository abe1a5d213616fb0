import { asSystem } from '@driftway/collections'
import { insuranceTypes, type ListingKind, Role } from '@driftway/domain'
import type { Payload, PayloadRequest } from 'payload'
import type { UserDoc } from '../auth/users'
import { DEFAULT_BOAT_CANCELLATION_MINIMUM_CENTS, DEFAULT_CANCELLATION_TERMS } from '../listings/detail'
import { idOf } from '../listings/pricing-input'
import { lessorErrors } from './errors'
import type { ListingRecord } from './view'

/**
 * Publishing (listings spec §4 lifecycle and publish failures). The order of the checks, most
 * fundamental first, so the lessor is told the thing to fix before anything else:
 *  1. the account may lease: e-mail confirmed, active, company profile completed (accounts §4: the
 *     profile is what opens the payout account) → else 403 permission_denied_cant_lease;
 *  2. a payout merchant exists and is not suspended/terminated/blocked → else 400 stripe_account_not_created;
 *  3. RV lessors: an active subscription whose plan's listing_number is above their other
 *     published campervans → else 403 subscription_required / listing_limit_reached;
 *  4. the listing is complete (spec §5 required fields of its kind, ≥ 1 photo, ≥ 1 season rate
 *     for vehicles) → else 400 listing_incomplete with `fields` naming what is missing.
 * Then the default cancellation table (spec §9) is stored when the listing has none, and the
 * listing leaves draft. Publishing a published listing re-runs the checks and changes nothing else.
 */

const REQUIRED = 'This field is required.'

type Rule = { field: string; message?: string; when?: (doc: ListingRecord) => boolean }
const present = (value: unknown): boolean => {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return true
}

const commonRules: Rule[] = [
  { field: 'title' },
  { field: 'description' },
  { field: 'checkin_checkout_time_info', message: 'Pick-up and Return Time is required' },
  { field: 'latitude' },
  { field: 'longitude' },
  { field: 'default_rate_in_cents' },
  { field: 'default_min_rent_days' },
  { field: 'cleaning_fee_in_cents' },
  { field: 'deposit_amount' },
  { field: 'deposit_payment_methods', message: 'Choose at least one deposit payment method.' },
]

const rulesByKind: Record<ListingKind, Rule[]> = {
  recreational_vehicle: [
    ...commonRules,
    { field: 'location_context' },
    { field: 'rv_type' },
    { field: 'brand' },
    { field: 'model' },
    { field: 'registration_timestamp' },
    { field: 'registration_country_iso2' },
    { field: 'length' },
    { field: 'width' },
    { field: 'height' },
    { field: 'fresh_water_capacity' },
    { field: 'waste_water_capacity' },
    { field: 'can_travel_abroad' },
    {
      field: 'partial_cover_amount',
      message: 'The partial cover deductible is required.',
      when: (doc) => doc.partial_cover_insurance === true,
    },
    {
      field: 'fully_cover_amount',
      message: 'The full cover deductible is required.',
      when: (doc) => doc.fully_cover_insurance === true,
    },
  ],
  campsite: [
    ...commonRules,
    { field: 'suitability', message: 'Choose at least one.' },
    { field: 'area_m2' },
    { field: 'pitches_num' },
    { field: 'people_per_pitch' },
    { field: 'amenities', message: 'Choose at least one.' },
    { field: 'location_situations', message: 'Choose at least one.' },
    { field: 'activities', message: 'Choose at least one.' },
    { field: 'default_extra_charge_per_adult_in_cents' },
    { field: 'default_extra_charge_per_child_in_cents' },
  ],
  boat: [
    ...commonRules,
    { field: 'boat_type' },
    { field: 'brand' },
    { field: 'model' },
    { field: 'city' },
    { field: 'harbour' },
    { field: 'construction_timestamp' },
    { field: 'renovated' },
    { field: 'length' },
    { field: 'width' },
    { field: 'draft' },
    { field: 'motor_horse_power' },
    { field: 'fuel_type' },
    { field: 'speed' },
    { field: 'tender_horse_power' },
    { field: 'onboard_capacity' },
    { field: 'cabins_number' },
    { field: 'berths_number' },
    { field: 'bedrooms_number' },
    { field: 'deductible_insurance' },
  ],
}

/** Stored field behind a rule's wire name (insurance deductibles are stored in cents). */
const storedName: Record<string, string> = {
  partial_cover_amount: 'partial_cover_amount_in_cents',
  fully_cover_amount: 'fully_cover_amount_in_cents',
}

/** What `doc` still lacks for publishing, as validation fields (empty when complete). */
export function missingForPublish(doc: ListingRecord, counts: { seasonRates: number }): Record<string, string[]> {
  const missing: Record<string, string[]> = {}
  for (const rule of rulesByKind[doc.kind]) {
    if (rule.when && !rule.when(doc)) continue
    if (!present(doc[storedName[rule.field] ?? rule.field])) missing[rule.field] = [rule.message ?? REQUIRED]
  }
  if (!(doc.images ?? []).some((row) => row.slot && idOf(row.image))) missing.images = ['Add at least one photo.']
  if (doc.kind === 'recreational_vehicle') {
    if (!insuranceTypes.some((flag) => doc[flag] === true)) missing.insurance_type = ['Choose an insurance option.']
    if (counts.seasonRates < 1) missing.season_rates = ['Add at least one season rate.']
  }
  return missing
}

const blockedMerchantStatuses = ['suspended', 'terminated', 'blocked']
const liveSubscriptionStatuses = ['active', 'trialing', 'past_due']

/** Checks 1-3 above (the account side); throws the first that fails. */
export async function assertMayPublish(
  payload: Payload,
  user: UserDoc,
  listing: ListingRecord,
  now: number,
): Promise<void> {
  if (!user.is_email_verified || user.is_active === false || user.deleted_at_ts || !user.is_profile_completed) {
    throw lessorErrors.cantLease(!user.is_email_verified ? 'email' : 'profile')
  }

  const merchants = await payload.find({
    collection: 'merchants',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    ...asSystem(),
  })
  const merchant = merchants.docs[0] as { status?: string | null } | undefined
  if (!merchant) throw lessorErrors.noPayoutAccount()
  if (blockedMerchantStatuses.includes(String(merchant.status)))
    throw lessorErrors.payoutAccountBlocked(String(merchant.status))

  if (user.role !== Role.RV_LESSOR) return
  const subscriptions = await payload.find({
    collection: 'subscriptions',
    where: { and: [{ user: { equals: user.id } }, { status: { in: liveSubscriptionStatuses } }] },
    depth: 1,
    pagination: false,
    ...asSystem(),
  })
  // The status is the provider's word on renewal; only a cancelled subscription ends with its term (accounts §3).
  const live = (
    subscriptions.docs as { is_cancelled?: boolean | null; current_term_end_ts?: number | null; plan?: unknown }[]
  ).filter(
    (subscription) =>
      !(subscription.is_cancelled && subscription.current_term_end_ts && subscription.current_term_end_ts <= now),
  )
  const limit = Math.max(
    -1,
    ...live.map((subscription) => {
      const plan = subscription.plan as { listing_number?: number | null } | string | null | undefined
      return typeof plan === 'object' && plan ? Number(plan.listing_number ?? 0) : 0
    }),
  )
  if (limit < 0) throw lessorErrors.subscriptionRequired()
  const published = await payload.count({
    collection: 'listings',
    where: {
      and: [
        { lessor: { equals: user.id } },
        { kind: { equals: 'recreational_vehicle' } },
        { is_draft: { equals: false } },
        { id: { not_equals: listing.id } },
      ],
    },
    ...asSystem(),
  })
  if (published.totalDocs >= limit) throw lessorErrors.listingLimitReached(limit)
}

/** Stores the spec §9 default cancellation table unless the listing has its own. */
export async function ensureCancellationTerms(
  payload: Payload,
  listing: ListingRecord,
  req: PayloadRequest,
): Promise<string[]> {
  const existing = await payload.count({
    collection: 'cancellation-terms',
    where: { listing: { equals: listing.id } },
    ...asSystem(),
    req,
  })
  if (existing.totalDocs > 0) return []
  const created: string[] = []
  for (const term of DEFAULT_CANCELLATION_TERMS) {
    const doc = await payload.create({
      collection: 'cancellation-terms',
      data: {
        listing: listing.id,
        days: term.days,
        percent: term.percent,
        minimum_amount_in_cents: listing.kind === 'boat' ? DEFAULT_BOAT_CANCELLATION_MINIMUM_CENTS : null,
      },
      depth: 0,
      ...asSystem(),
      req,
    })
    created.push(String(doc.id))
  }
  return created
}
