import { isTravelerRole } from '@driftway/domain'
import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type Where } from 'payload'
import { assertActingAs, fieldError, idOf, loadRelated, principalId } from '../hooks'
import { asSystem } from '../local-api'

/** Owner defaults to the signed-in user; only travelers keep wishlists (accounts §6 "Wishlist heart"). */
export const checkOwner: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'create' && !data.owner) data.owner = principalId(req)
  const owner = idOf(data.owner ?? originalDoc?.owner)
  assertActingAs(req, owner)
  if (operation === 'create' || (data.owner && idOf(data.owner) !== idOf(originalDoc?.owner))) {
    const user = await loadRelated<{ role?: number }>(req, 'users', owner, { collection: 'wishlists', path: 'owner' })
    if (!isTravelerRole(Number(user.role))) throw fieldError('wishlists', 'owner', 'Only travelers can have wishlists.')
  }
  return data
}

/** One default list per traveler: the API adds a listing "to the default list" without asking which. */
export const singleDefault: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const becomesDefault = data.is_default === true && (operation === 'create' || !originalDoc?.is_default)
  if (!becomesDefault) {
    // Absent rather than null: MongoDB's sparse unique index skips a missing value, not a null one.
    if (operation === 'create') delete data.default_of
    return data
  }
  const owner = idOf(data.owner ?? originalDoc?.owner)
  const where: Where = { and: [{ owner: { equals: owner } }, { is_default: { equals: true } }] }
  const { totalDocs } = await req.payload.count({ collection: 'wishlists', where, ...asSystem(), req })
  if (totalDocs > 0) throw fieldError('wishlists', 'is_default', 'This traveler already has a default wishlist.')
  // Claimed in the unique index too: a concurrent creation the count could not see fails there.
  data.default_of = owner
  return data
}

/** "Default wishlists cannot be renamed or deleted" (accounts §6). */
export const protectDefaultOnChange: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc?.is_default) return data
  if (data.name !== undefined && data.name !== originalDoc.name) {
    throw fieldError('wishlists', 'name', 'Default wishlists cannot be renamed.')
  }
  if (data.is_default === false) throw fieldError('wishlists', 'is_default', 'A default wishlist stays the default.')
  return data
}

/**
 * Blocks deleting a default wishlist. Account deletion removes them anyway by passing
 * `context: { deletingAccount: true }`.
 */
export const protectDefaultOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (req.context?.deletingAccount) return
  const doc = await req.payload.findByID({
    collection: 'wishlists',
    id,
    depth: 0,
    ...asSystem(),
    req,
    disableErrors: true,
  })
  if (doc?.is_default) throw new APIError('Default wishlists cannot be deleted.', 400, undefined, true)
}
