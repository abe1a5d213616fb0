import { isListingKind, type ListingKind } from '@driftway/domain'
import { APIError, type CollectionSlug, Forbidden, type PayloadRequest, ValidationError } from 'payload'
import { isStaffUser, marketplaceUser } from '../access'
import { asSystem } from '../local-api'

/**
 * Helpers shared by the collections' hooks (marketplace, catalog, users). Hooks load related documents with
 * `overrideAccess: true` and the caller's `req` (so they join its transaction): they check
 * integrity, while access to the document being written was already decided.
 */

/** A relationship value as an id, whether the caller sent the id or a populated document. */
export function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return undefined
}

export const fieldError = (collection: string, path: string, message: string): ValidationError =>
  new ValidationError({ collection, errors: [{ path, message }] })

/**
 * An error whose message the caller sees (`{ errors: [{ message, data }] }`, with `status`). It is
 * named because the admin's minified build leaves the class nameless, and Payload answers a
 * nameless error it does not recognise as "An unknown error occurred."
 */
export function publicError(message: string, status: number, data?: Record<string, unknown>): APIError {
  const error = new APIError(message, status, data, true)
  error.name = 'DriftwayError'
  return error
}

/** Loads one related document for a hook; a dangling id is the caller's mistake, reported on `path`. */
export async function loadRelated<T = Record<string, unknown>>(
  req: PayloadRequest,
  relation: CollectionSlug,
  id: unknown,
  owner: { collection: string; path: string },
): Promise<T> {
  const docId = idOf(id)
  const doc = docId
    ? await req.payload.findByID({
        collection: relation,
        id: docId,
        depth: 0,
        ...asSystem(),
        req,
        disableErrors: true,
      })
    : null
  if (!doc) throw fieldError(owner.collection, owner.path, `Unknown ${relation} id.`)
  return doc as T
}

/** The lessor and kind of a listing: bookings, chats, reviews and deals copy them so access is a plain where. */
export async function listingParty(
  req: PayloadRequest,
  listing: unknown,
  collection: string,
): Promise<{ lessor: string; kind: ListingKind }> {
  const doc = await loadRelated<{ lessor?: unknown; kind?: unknown }>(req, 'listings', listing, {
    collection,
    path: 'listing',
  })
  const lessor = idOf(doc.lessor)
  if (!lessor || !isListingKind(doc.kind)) throw fieldError(collection, 'listing', 'The listing has no lessor or kind.')
  return { lessor, kind: doc.kind }
}

/**
 * When a marketplace user writes with access checks, they must be the party the document names
 * (a review's author, a deal's lessor…). Staff and trusted server calls (no user) pass.
 */
export function assertActingAs(req: PayloadRequest, userId: string | undefined): void {
  if (isStaffUser(req)) return
  const principal = marketplaceUser(req)
  if (principal && principal.id !== userId) throw new Forbidden(req.t)
}

/** The signed-in marketplace user's id, used to fill "who" fields the caller may leave out. */
export const principalId = (req: PayloadRequest): string | undefined => marketplaceUser(req)?.id
