import { isLessorRole, isListingKind, type ListingKind, lessorRoleForKind } from '@driftway/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Payload, PayloadRequest } from 'payload'
import { asUser, requireUser } from '../auth/plugin'
import type { UserDoc } from '../auth/users'
import { declareAuth } from '../http/openapi'
import { lessorErrors } from './errors'
import { type ListingRecord, listingRecord } from './view'

/**
 * onRequest hook of every lessor route under `/listing/{kind}/…`: signed in (401), a lessor
 * (403 for travelers), and the lessor of `{kind}` (403 for a lessor of another kind: each lessor
 * role leases out one kind, roles.ts). An unknown kind passes here and fails the params schema.
 */
export async function requireKindLessor(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await requireUser.call(this, request, reply)
  const user = request.user!
  if (!isLessorRole(user.role)) throw lessorErrors.notALessor()
  const kind = (request.params as { kind?: unknown } | undefined)?.kind
  if (isListingKind(kind) && lessorRoleForKind(kind) !== user.role) throw lessorErrors.otherKind(kind)
}
declareAuth({ schemes: ['userBearer'], forbids: [lessorErrors.notALessor().errorKey] }, requireKindLessor)

/**
 * The caller's own listing of `kind`, read as the caller (collection access applies too). Another
 * lessor's listing, another kind, an unknown or malformed id: all the same 404, so ids of other
 * lessors' drafts cannot be probed.
 */
export async function findOwnListing(
  payload: Payload,
  user: UserDoc,
  kind: ListingKind,
  id: string,
  req?: PayloadRequest,
): Promise<ListingRecord> {
  let doc: ListingRecord | undefined
  try {
    const found = await payload.find({
      collection: 'listings',
      where: { and: [{ id: { equals: id } }, { lessor: { equals: user.id } }, { kind: { equals: kind } }] },
      limit: 1,
      pagination: false,
      depth: 0,
      req,
      ...asUser(user),
    })
    const first = found.docs[0]
    doc = first && listingRecord(first)
  } catch {
    // A malformed id (not an ObjectId on MongoDB) is simply not found.
    doc = undefined
  }
  if (!doc) throw lessorErrors.listingNotFound()
  return doc
}

/**
 * Partner-managed listings (imported from a partner's feed, issue 21) are read-only in the lessor
 * editor: every write route of `/listing/{kind}/…` refuses them with 403 partner_managed_listing,
 * since the next import would overwrite the change anyway.
 */
export function assertLessorMayEdit(listing: ListingRecord): void {
  if (typeof listing.partner === 'string' && listing.partner) throw lessorErrors.partnerManaged(listing.partner)
}
