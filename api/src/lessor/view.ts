import { asSystem } from '@driftway/collections'
import type { CancellationTerm, Listing } from '@driftway/collections/payload-types'
import { formatInsuranceAmount, insuranceTypes, type ListingKind } from '@driftway/domain'
import type { Payload } from 'payload'
import type { ApiEnv } from '../env'
import { DEFAULT_BOAT_CANCELLATION_MINIMUM_CENTS, DEFAULT_CANCELLATION_TERMS } from '../listings/detail'
import { idOf } from '../listings/pricing-input'
import { type PrivateFileDoc, signedPrivateFileUrl } from '../uploads/private-links'
import { type MediaDoc, mediaFileUrl } from '../uploads/store'
import { editorKeys } from './fields'
import type { EditorListingView } from './schemas'

/** A listing document as read at depth 0 (relations are ids). */
export type ListingRecord = Record<string, unknown> & {
  id: string
  kind: ListingKind
  lessor?: unknown
  is_draft?: boolean | null
  currency?: string | null
  images?: { slot?: string | null; image?: unknown }[] | null
  documents?: { type?: string | null; file?: unknown }[] | null
  createdAt?: string
  updatedAt?: string
}

/**
 * A stored listing as the editor code reads it, field by field. Payload's generated `Listing` is
 * an interface (no index signature); its spread is a plain object type that is, without a cast.
 */
export const listingRecord = (doc: Listing): ListingRecord => ({ ...doc })

export type TermDoc = CancellationTerm

export type ViewAssets = {
  media: Map<string, MediaDoc>
  documents: Map<string, PrivateFileDoc>
  terms: Map<string, TermDoc[]>
  /** A short-lived signed link to a private document (the editor is its owner's view). */
  documentUrl: (file: PrivateFileDoc) => string
}

/** Keys the view builds itself instead of copying the stored value. */
const derivedKeys = new Set([
  'images',
  'documents',
  'cancellation_terms',
  'insurance_type',
  'people',
  'is_draft',
  'third_party_liability_amount',
  'partial_cover_amount',
  'fully_cover_amount',
])
const listKeys = new Set(['amenities', 'location_situations', 'activities', 'deposit_payment_methods', 'suitability'])

/** Photos, documents and cancellation tiers of a page of listings: three queries whatever the page size. */
export async function loadViewAssets(
  payload: Payload,
  listings: readonly ListingRecord[],
  env: Pick<ApiEnv, 'jwtSecret' | 'publicUrl'>,
): Promise<ViewAssets> {
  const mediaIds = new Set<string>()
  const documentIds = new Set<string>()
  for (const listing of listings) {
    for (const row of listing.images ?? []) {
      const media = idOf(row.image)
      if (media) mediaIds.add(media)
    }
    for (const row of listing.documents ?? []) {
      const file = idOf(row.file)
      if (file) documentIds.add(file)
    }
  }
  const listingIds = listings.map((listing) => String(listing.id))
  const [media, documents, terms] = await Promise.all([
    mediaIds.size > 0
      ? payload.find({
          collection: 'media',
          where: { id: { in: [...mediaIds] } },
          depth: 0,
          pagination: false,
          ...asSystem(),
        })
      : null,
    documentIds.size > 0
      ? payload.find({
          collection: 'private-files',
          where: { id: { in: [...documentIds] } },
          depth: 0,
          pagination: false,
          ...asSystem(),
        })
      : null,
    listingIds.length > 0
      ? payload.find({
          collection: 'cancellation-terms',
          where: { listing: { in: listingIds } },
          depth: 0,
          pagination: false,
          ...asSystem(),
        })
      : null,
  ])
  const termsByListing = new Map<string, TermDoc[]>()
  for (const term of terms?.docs ?? []) {
    const listing = idOf(term.listing)
    if (!listing) continue
    termsByListing.set(listing, [...(termsByListing.get(listing) ?? []), term])
  }
  return {
    media: new Map((media?.docs ?? []).map((doc) => [String(doc.id), doc])),
    documents: new Map((documents?.docs ?? []).map((doc) => [String(doc.id), doc])),
    terms: termsByListing,
    documentUrl: (file) => signedPrivateFileUrl(env, file),
  }
}

/** The stored cancellation table, longest notice first; the spec's default table when there is none. */
export function cancellationTermsView(kind: ListingKind, stored: readonly TermDoc[]) {
  if (stored.length === 0) {
    return {
      cancellation_terms: DEFAULT_CANCELLATION_TERMS.map((term) => ({
        id: null,
        days: term.days,
        percent: term.percent,
        minimum_amount_in_cents: kind === 'boat' ? DEFAULT_BOAT_CANCELLATION_MINIMUM_CENTS : null,
      })),
      cancellation_terms_are_default: true,
    }
  }
  return {
    cancellation_terms: [...stored]
      .sort((a, b) => b.days - a.days)
      .map((term) => ({
        id: String(term.id),
        days: term.days,
        percent: term.percent,
        minimum_amount_in_cents: term.minimum_amount_in_cents ?? null,
      })),
    cancellation_terms_are_default: false,
  }
}

const mediaRef = (publicUrl: string, media: MediaDoc | undefined, id: string) => ({
  id,
  url: mediaFileUrl(publicUrl, media) ?? null,
  thumbnail_url: mediaFileUrl(publicUrl, media, 'thumbnail') ?? mediaFileUrl(publicUrl, media),
})

/**
 * A listing as the lessor's editor reads it: every editable field of its kind (null when unset),
 * photos as `slot → { id, url }`, documents with their files, relations as ids, money in cents,
 * insurance amounts both as the spec's text and in cents, and the cancellation table.
 */
export function toEditorListing(doc: ListingRecord, assets: ViewAssets, publicUrl: string): EditorListingView {
  const kind = doc.kind
  const view: Record<string, unknown> = {
    id: String(doc.id),
    kind,
    lessor: idOf(doc.lessor),
    is_draft: doc.is_draft !== false,
    created_at: doc.createdAt ?? null,
    updated_at: doc.updatedAt ?? null,
    comments_count: (doc.comments_count as number | null | undefined) ?? 0,
    average_rating: (doc.average_rating as number | null | undefined) ?? null,
    // Why support took it offline (decision 0029); cleared when the lessor publishes again.
    unpublished_reason: (doc.unpublished_reason as string | null | undefined) ?? null,
  }
  for (const key of editorKeys(kind)) {
    if (derivedKeys.has(key)) continue
    const value = doc[key]
    if (listKeys.has(key)) view[key] = Array.isArray(value) ? value.map((item) => idOf(item) ?? item) : []
    else view[key] = value === undefined ? null : value
  }

  const images: Record<string, ReturnType<typeof mediaRef>> = {}
  for (const row of doc.images ?? []) {
    const media = idOf(row.image)
    if (row.slot && media) images[row.slot] = mediaRef(publicUrl, assets.media.get(media), media)
  }
  view.images = images

  if (kind === 'recreational_vehicle') {
    view.documents = (doc.documents ?? []).flatMap((row) => {
      const fileId = idOf(row.file)
      if (!row.type || !fileId) return []
      const file = assets.documents.get(fileId)
      const url = file ? assets.documentUrl(file) : null
      return [
        {
          type: row.type,
          file: {
            id: fileId,
            url,
            thumbnail_url: null,
            filename: file?.filename ?? null,
            mime_type: file?.mimeType ?? null,
          },
        },
      ]
    })
    view.insurance_type = insuranceTypes.find((flag) => doc[flag] === true) ?? null
    const currency = String(doc.insurance_currency ?? doc.currency ?? 'EUR')
    const asText = (cents: unknown) => (typeof cents === 'number' ? formatInsuranceAmount(cents, currency) : null)
    view.third_party_liability_amount = asText(doc.third_party_liability_amount_in_cents)
    view.partial_cover_amount = asText(doc.partial_cover_amount_in_cents)
    view.fully_cover_amount = asText(doc.fully_cover_amount_in_cents)
  }
  if (kind === 'boat') view.people = view.onboard_capacity ?? null

  Object.assign(view, cancellationTermsView(kind, assets.terms.get(String(doc.id)) ?? []))
  // Built key by key from editorKeys(kind); schemas.ts documents the same keys (and the
  // serializer checks every answer against it).
  return view as EditorListingView
}
