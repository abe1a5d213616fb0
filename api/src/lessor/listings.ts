import { asSystem } from '@driftway/collections'
import { insuranceTypes, isSupportedCurrency, type ListingKind } from '@driftway/domain'
import { draftFields } from '@driftway/domain/listing-editor-fields'
import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { asUser } from '../auth/plugin'
import type { UserDoc } from '../auth/users'
import { validationError, zodFields } from '../http/validation'
import { idOf } from '../listings/pricing-input'
import type { MediaDoc } from '../uploads/store'
import type { Undo } from './atomic'
import {
  type CancellationTermInput,
  crossFieldIssues,
  type ListingInput,
  listingInputSchema,
  unknownKeys,
} from './fields'
import type { ListingRecord } from './view'

/** Keys of the input that are not stored as they come. */
const virtualKeys = ['images', 'documents', 'cancellation_terms', 'insurance_type', 'people'] as const

/**
 * Parses an editor body for `kind`: unknown keys and keys of other kinds are refused by name,
 * then types, spec ranges and cross-field rules. `create` also needs what every draft has.
 */
export function parseListingInput(
  kind: ListingKind,
  body: unknown,
  mode: 'create' | 'update',
  listingId?: string,
): ListingInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError({ _: ['Send a JSON object.'] })
  const raw = body as Record<string, unknown>
  const unknown = unknownKeys(kind, raw)
  if (unknown.length > 0) {
    throw validationError(
      Object.fromEntries(unknown.map((key) => [key, [`Not an editable field of a ${kind} listing.`]])),
    )
  }
  const issues: Record<string, string[]> = {}
  // Echoed read-only keys are ignored, but must not claim another listing or kind.
  if (raw.kind !== undefined && raw.kind !== kind) issues.kind = ['The kind of a listing cannot be changed.']
  if (raw.id !== undefined && listingId !== undefined && String(raw.id) !== listingId)
    issues.id = ['Does not match the listing in the path.']
  const parsed = listingInputSchema(kind).safeParse(raw)
  if (!parsed.success) Object.assign(issues, zodFields(parsed.error))
  const input = (parsed.success ? parsed.data : {}) as ListingInput
  if (parsed.success) Object.assign(issues, crossFieldIssues(kind, input))
  for (const key of draftFields(kind)) {
    if (issues[key]) continue
    const value = parsed.success ? input[key] : raw[key]
    const missing = value === null || (typeof value === 'string' && value.trim() === '')
    // A new draft needs them; a saved listing cannot clear them.
    if (mode === 'create' ? value === undefined || missing : key in raw && missing)
      issues[key] = ['This field is required.']
  }
  if (Object.keys(issues).length > 0) throw validationError(issues)
  return input
}

type FileCheck = { field: 'images' | 'documents'; ids: string[] }

/**
 * Photos and documents may only reference files the lessor uploaded, or files the listing already
 * uses (seeded photos, or files shared with the listing it was duplicated from). Photos are public
 * PNG/JPEG media; documents are private files (never public media).
 */
async function checkFiles(payload: Payload, user: UserDoc, current: ListingRecord | null, checks: FileCheck[]) {
  const onListing = new Set<string>()
  for (const row of current?.images ?? []) onListing.add(idOf(row.image) ?? '')
  for (const row of current?.documents ?? []) onListing.add(idOf(row.file) ?? '')
  const errors: Record<string, string[]> = {}
  for (const check of checks) {
    const wanted = [...new Set(check.ids)]
    if (wanted.length === 0) continue
    const collection = check.field === 'images' ? 'media' : 'private-files'
    let found: MediaDoc[] = []
    try {
      const result = await payload.find({
        collection,
        where: { id: { in: wanted } },
        depth: 0,
        pagination: false,
        ...asSystem(),
      })
      found = result.docs
    } catch {
      // Malformed ids (MongoDB) fall through to "unknown file" below.
    }
    const byId = new Map(found.map((doc) => [String(doc.id), doc]))
    for (const fileId of check.ids) {
      const file = byId.get(fileId)
      let problem: string | undefined
      if (!file || (idOf(file.owner) !== String(user.id) && !onListing.has(fileId))) {
        problem =
          check.field === 'images'
            ? `Unknown file ${fileId}: upload it with POST /file/upload/ first.`
            : `Unknown document ${fileId}: upload it with POST /file/upload/ (visibility private) first.`
      } else if (check.field === 'images' && !['image/png', 'image/jpeg'].includes(String(file.mimeType))) {
        problem = `File ${fileId} is not a PNG or JPEG image.`
      }
      if (problem) errors[check.field] = [...(errors[check.field] ?? []), problem]
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
}

/**
 * Editor input → the listing document's fields: photo and document rows, the chosen insurance
 * option as three exclusive flags, boat `people` as onboard_capacity. The cancellation table is
 * returned apart (its own collection). Checks the referenced media before anything is written.
 */
export async function toListingData(
  payload: Payload,
  user: UserDoc,
  kind: ListingKind,
  input: ListingInput,
  current: ListingRecord | null,
): Promise<{ data: Record<string, unknown>; terms?: CancellationTermInput[] }> {
  const data: Record<string, unknown> = { ...input }
  for (const key of virtualKeys) delete data[key]

  let images: { slot: string; image: string }[] | undefined
  if (input.images && 'replace' in input.images) images = input.images.replace
  else if (input.images) {
    const slots = new Map<string, string>()
    for (const row of current?.images ?? []) {
      const image = idOf(row.image)
      if (row.slot && image) slots.set(row.slot, image)
    }
    for (const [slot, image] of Object.entries(input.images.merge)) {
      if (image) slots.set(slot, image)
      else slots.delete(slot)
    }
    images = [...slots].map(([slot, image]) => ({ slot, image }))
  }
  if (images !== undefined) {
    if (images.length === 0 && current && current.is_draft === false) {
      throw validationError({ images: ['A published listing needs at least one photo.'] })
    }
    data.images = images
  }
  if (input.documents !== undefined) data.documents = input.documents.map((row) => ({ type: row.type, file: row.file }))
  await checkFiles(payload, user, current, [
    { field: 'images', ids: (images ?? []).map((row) => row.image) },
    { field: 'documents', ids: (input.documents ?? []).map((row) => row.file) },
  ])

  if (kind === 'recreational_vehicle') {
    // One insurance option at a time (spec §4): choosing one clears the other two.
    const chosen = (input.insurance_type as string | undefined) ?? insuranceTypes.find((flag) => input[flag] === true)
    if (chosen) for (const flag of insuranceTypes) data[flag] = flag === chosen
  }
  if (kind === 'boat' && input.people !== undefined && input.onboard_capacity === undefined) {
    data.onboard_capacity = input.people
  }
  return { data, terms: input.cancellation_terms }
}

/**
 * A new draft's stored fields: `fields` as toListingData made them (parsed with mode `create`, so
 * title and description are there), owned by `lessor`, priced in the lessor's currency unless set.
 */
export function newDraftData(
  kind: ListingKind,
  lessor: Pick<UserDoc, 'id' | 'currency_code'>,
  fields: Record<string, unknown>,
): RequiredDataFromCollectionSlug<'listings'> {
  const { title, description, currency } = fields
  if (typeof title !== 'string' || typeof description !== 'string') {
    throw validationError({ title: ['This field is required.'], description: ['This field is required.'] })
  }
  const fallback = isSupportedCurrency(lessor.currency_code) ? lessor.currency_code : 'EUR'
  return {
    ...fields,
    title,
    description,
    currency: isSupportedCurrency(currency) ? currency : fallback,
    kind,
    lessor: lessor.id,
    is_draft: true,
  }
}

/** Replaces a listing's cancellation table (the editor saves the whole table at once). */
export async function replaceCancellationTerms(
  payload: Payload,
  user: UserDoc,
  listingId: string,
  terms: readonly CancellationTermInput[],
  req: PayloadRequest,
  undo: Undo,
): Promise<void> {
  const previous = await payload.find({
    collection: 'cancellation-terms',
    where: { listing: { equals: listingId } },
    depth: 0,
    pagination: false,
    ...asSystem(),
    req,
  })
  undo(async () => {
    await payload.delete({
      collection: 'cancellation-terms',
      where: { listing: { equals: listingId } },
      ...asSystem(),
    })
    for (const term of previous.docs) {
      await payload.create({
        collection: 'cancellation-terms',
        data: {
          listing: listingId,
          days: term.days,
          percent: term.percent,
          minimum_amount_in_cents: term.minimum_amount_in_cents ?? null,
        },
        ...asSystem(),
      })
    }
  })
  if (previous.docs.length > 0) {
    await payload.delete({
      collection: 'cancellation-terms',
      where: { listing: { equals: listingId } },
      req,
      ...asUser(user),
    })
  }
  for (const term of terms) {
    await payload.create({
      collection: 'cancellation-terms',
      data: {
        listing: listingId,
        days: term.days,
        percent: term.percent,
        minimum_amount_in_cents: term.minimum_amount_in_cents ?? null,
      },
      depth: 0,
      req,
      ...asUser(user),
    })
  }
}
