import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  CollectionSlug,
  PayloadRequest,
} from 'payload'
import { idOf } from '../hooks'
import { auditBookingStatus } from './bookings'
import { recordAudit } from './record'

type Doc = Record<string, unknown>

/**
 * What the audit trail records of one collection: the fields whose changes matter (never personal
 * data such as names or IBAN digits — the trail outlives an erased account), and whose account
 * the record belongs to (the owner sees the entry on their profile).
 */
export type AuditedCollection = {
  /** Prefix of the entries' actions: `<prefix>.created|updated|deleted`. */
  prefix: string
  fields: readonly string[]
  account: (doc: Doc) => unknown
  /** Record creation and deletion too (off where only some fields of a big record matter). */
  lifecycle: boolean
  /** Shown with every change though unchanged: the currency a price is in. */
  context?: readonly string[]
}

/**
 * Money settings (payout merchant and bank account, plan prices, subscriptions and their payment
 * method), prices and seasons, and roles. Collection hooks rather than route code so that every
 * path — the API, the Payload admin, scripts — lands in the trail (issue 24). Staff roles and
 * support actions are recorded by their own hooks and routes (Staff.hooks.ts, api/src/routes/staff).
 */
export const auditedCollections: Partial<Record<CollectionSlug, AuditedCollection>> = {
  merchants: {
    prefix: 'merchant',
    fields: ['provider', 'provider_account_id', 'status', 'merged_status', 'description_code'],
    account: (doc) => doc.user,
    lifecycle: true,
  },
  'bank-accounts': {
    prefix: 'bank_account',
    // Holder name and IBAN digits are personal: the entry says that they changed, not to what.
    fields: ['merchant', 'status', 'currency', 'holder_name', 'iban_last4'],
    account: (doc) => doc.user,
    lifecycle: true,
  },
  plans: {
    prefix: 'plan',
    fields: [
      'name',
      'listing_number',
      'price_in_cents_without_vat',
      'currency',
      'interval',
      'is_free',
      'provider_price_id',
    ],
    account: () => null,
    lifecycle: true,
    context: ['currency'],
  },
  subscriptions: {
    prefix: 'subscription',
    fields: [
      'plan',
      'status',
      'is_cancelled',
      'trial_end_ts',
      'current_term_end_ts',
      'provider_subscription_id',
      // Brand, last four digits, expiry and the provider's id: what a receipt shows, never a full number.
      'payment_method',
    ],
    account: (doc) => doc.user,
    lifecycle: true,
  },
  'season-rates': {
    prefix: 'season_rate',
    fields: [
      'listing',
      'season',
      'rate_in_cents',
      'currency',
      'extra_charge_per_adult_in_cents',
      'extra_charge_per_child_in_cents',
      'max_guests_allowed',
    ],
    account: (doc) => doc.lessor,
    lifecycle: true,
    context: ['currency'],
  },
  'season-availabilities': {
    prefix: 'season',
    fields: ['listing', 'start_timestamp', 'end_timestamp', 'is_available', 'season_rate', 'min_rent_dates'],
    account: (doc) => doc.lessor,
    lifecycle: true,
  },
  listings: {
    prefix: 'listing.price',
    fields: [
      'default_rate_in_cents',
      'currency',
      'cleaning_fee_in_cents',
      'longer_hire_discount',
      'early_booking_discount',
      'deposit_amount',
      'default_extra_charge_per_adult_in_cents',
      'default_extra_charge_per_child_in_cents',
    ],
    account: (doc) => doc.lessor,
    lifecycle: false,
    context: ['currency'],
  },
  users: {
    prefix: 'user',
    // The role decides what an account may do; deactivation shuts it out.
    fields: ['role', 'is_active'],
    account: (doc) => doc.id,
    lifecycle: false,
  },
}

/** Fields whose values the trail never keeps, only the fact that they changed. */
const redacted = new Set(['holder_name', 'iban_last4'])

/** A populated relation counts as its id; numbers stay numbers (money in cents, timestamps). */
const plain = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : (value ?? null)
const comparable = (value: unknown): string => JSON.stringify(plain(value))
const shown = (field: string, value: unknown): unknown =>
  redacted.has(field) ? (value == null || value === '' ? null : '(set)') : plain(value)

function pick(doc: Doc, fields: readonly string[]): Doc {
  return Object.fromEntries(fields.map((field) => [field, shown(field, doc[field])]))
}

/** The changed fields only, before and after; null when nothing audited changed. */
export function auditDiff(
  before: Doc,
  after: Doc,
  fields: readonly string[],
  context: readonly string[] = [],
): { before: Doc; after: Doc } | null {
  const differs = fields.filter((field) => comparable(before[field]) !== comparable(after[field]))
  if (differs.length === 0) return null
  const changed = [...new Set([...differs, ...context])]
  // A redacted field changes from one "(set)" to another: say "(changed)" so the entry shows it.
  const afterValues = pick(after, changed)
  for (const field of changed)
    if (redacted.has(field) && before[field] && after[field]) afterValues[field] = '(changed)'
  return { before: pick(before, changed), after: afterValues }
}

const accountOf = (audited: AuditedCollection, doc: Doc): string | null => {
  const id = idOf(audited.account(doc))
  return id ? String(id) : null
}

function afterChange(slug: string, audited: AuditedCollection): CollectionAfterChangeHook {
  return async ({ doc, operation, previousDoc, req }) => {
    if (operation === 'create') {
      if (audited.lifecycle)
        await write(req, slug, audited, `${audited.prefix}.created`, doc, null, pick(doc, audited.fields))
      return doc
    }
    const diff = auditDiff(previousDoc ?? {}, doc, audited.fields, audited.context)
    if (diff) await write(req, slug, audited, `${audited.prefix}.updated`, doc, diff.before, diff.after)
    return doc
  }
}

function afterDelete(slug: string, audited: AuditedCollection): CollectionAfterDeleteHook {
  return async ({ doc, req }) => {
    await write(req, slug, audited, `${audited.prefix}.deleted`, doc, pick(doc, audited.fields), null)
  }
}

async function write(
  req: PayloadRequest,
  slug: string,
  audited: AuditedCollection,
  action: string,
  doc: Doc,
  before: Doc | null,
  after: Doc | null,
): Promise<void> {
  await recordAudit(req, {
    action,
    targetCollection: slug,
    targetId: String(doc.id),
    before,
    after,
    accountUser: accountOf(audited, doc),
  })
}

/** Adds the audit hooks (last, after the collections' own hooks settled the document). */
export function withAuditTrail(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    if (collection.slug === 'bookings') {
      const afterChange = [...(collection.hooks?.afterChange ?? []), auditBookingStatus]
      return { ...collection, hooks: { ...collection.hooks, afterChange } }
    }
    const audited = auditedCollections[collection.slug as CollectionSlug]
    if (!audited) return collection
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), afterChange(collection.slug, audited)],
        afterDelete: [
          ...(collection.hooks?.afterDelete ?? []),
          ...(audited.lifecycle ? [afterDelete(collection.slug, audited)] : []),
        ],
      },
    }
  })
}
