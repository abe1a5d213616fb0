import {
  defaultCurrency,
  insuranceAmountFields,
  insuranceTypes,
  isImageSlotOf,
  isListingKind,
  kindForLessorRole,
  parseInsuranceAmount,
} from '@driftway/domain'
import type {
  ArrayFieldValidation,
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
} from 'payload'
import { Forbidden } from 'payload'
import { marketplaceUser } from '../access'
import { fieldError, idOf } from '../hooks'
import { asSystem } from '../local-api'
import { listingChildSlugs } from './listingChildren'

const slug = 'listings'

/**
 * A lessor leases out one kind (roles.ts): a marketplace user who creates a listing becomes its
 * lessor and may only create their own kind. On update the lessor cannot be changed by them and a
 * submitted kind must still be theirs. Staff and trusted server calls without a user are not
 * constrained; access rules already refused other users before this runs.
 */
export const assignLessorAndKind: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const user = marketplaceUser(req)
  if (!user) return data
  const ownKind = kindForLessorRole(user.role)
  if (operation === 'create') {
    if (!ownKind || data.kind !== ownKind) throw new Forbidden(req.t)
    data.lessor = user.id
    return data
  }
  if (data.kind !== undefined && data.kind !== ownKind) throw new Forbidden(req.t)
  if (data.lessor !== undefined) data.lessor = idOf(originalDoc?.lessor)
  return data
}

/**
 * Accepts the spec's insurance amount text ("1,000 EUR") under the spec's field names and stores
 * it as integer cents plus `insurance_currency`, so callers can pass the lessor's input through.
 * Also keeps the three insurance options mutually exclusive (spec §4 "Insurance type").
 */
export const normalizeInsurance: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const fallback = data.insurance_currency ?? originalDoc?.insurance_currency ?? data.currency ?? defaultCurrency
  let parsedCurrency: string | undefined
  for (const wireName of Object.values(insuranceAmountFields)) {
    const centsName = `${wireName}_in_cents`
    const raw = data[wireName]
    delete data[wireName]
    if (raw === undefined) continue
    if (raw === null || raw === '') {
      data[centsName] = null
      continue
    }
    const parsed = typeof raw === 'string' ? parseInsuranceAmount(raw, fallback) : null
    if (!parsed) throw fieldError(slug, wireName, 'Enter an amount such as "1,000 EUR".')
    if (parsedCurrency && parsed.currency !== parsedCurrency) {
      throw fieldError(slug, wireName, 'All insurance amounts must be in one currency.')
    }
    parsedCurrency = parsed.currency
    data[centsName] = parsed.amount_in_cents
  }
  if (parsedCurrency) data.insurance_currency = parsedCurrency

  const chosen = insuranceTypes.filter((flag) => (data[flag] ?? originalDoc?.[flag]) === true)
  if (chosen.length > 1) throw fieldError(slug, chosen[chosen.length - 1]!, 'Choose only one insurance option.')
  return data
}

/** Field validator for `images`: slots must belong to the listing's kind and appear once. */
export const validateImageSlots: ArrayFieldValidation = (rows, { data }) => {
  if (!Array.isArray(rows)) return true
  const kind = (data as { kind?: unknown } | undefined)?.kind
  const seen = new Set<string>()
  for (const row of rows as { slot?: string | null }[]) {
    const slot = row?.slot
    if (!slot) continue
    if (isListingKind(kind) && !isImageSlotOf(kind, slot)) return `"${slot}" is not a photo slot of a ${kind} listing.`
    if (seen.has(slot)) return `The "${slot}" slot is used twice.`
    seen.add(slot)
  }
  return true
}

/** When staff move a listing to another lessor, its children's copied `lessor` follows. */
export const propagateLessorToChildren: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update') return doc
  const lessor = idOf(doc.lessor)
  if (!lessor || lessor === idOf(previousDoc?.lessor)) return doc
  for (const child of listingChildSlugs) {
    await req.payload.update({
      collection: child,
      where: { listing: { equals: doc.id } },
      data: { lessor },
      ...asSystem(),
      req,
    })
  }
  return doc
}

/**
 * A listing's seasons, rates, reservations, extras, cancellation tiers and booked nights mean
 * nothing without it; remove them in the same transaction instead of leaving orphans.
 */
export const deleteListingChildren: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const child of [...listingChildSlugs, 'booked-nights'] as const) {
    await req.payload.delete({ collection: child, where: { listing: { equals: id } }, ...asSystem(), req })
  }
}

/**
 * Publishing again ends a support unpublish: the note was for the lessor to act on, and the
 * audit trail keeps the history.
 */
export const clearModerationOnPublish: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.is_draft === false && originalDoc?.is_draft !== false && originalDoc?.unpublished_reason) {
    data.unpublished_reason = null
    data.unpublished_at_ts = null
  }
  return data
}
