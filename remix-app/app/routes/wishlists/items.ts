import { isTravelerRole } from '@driftway/domain/roles'
import { wishlistFormSchema } from '@driftway/domain/wishlists'
import { data } from 'react-router'
import { z } from 'zod'
import { type Auth, badRequest, failure, getAuth, readSubmission } from '~/lib/auth.server'
import { listingKinds } from '~/lib/listings'
import type { WishlistItemsAnswer, WishlistSummary } from '~/lib/wishlists'
import type { Route } from './+types/items'

/**
 * Resource route behind the heart, the add-to-list dialog and the wishlist pages: the traveler's
 * lists (GET, with `?kind=&listing_id=` also which of them hold that listing) and every change
 * (POST JSON, one `intent` each). Answers the lists and the listing's membership afterwards, so
 * the dialog redraws from the server's state; the page's own loaders revalidate as well.
 */

const id = z.string().trim().min(1).max(100)
const kind = z.enum(listingKinds)
// Marks changes made in the add-to-list modal (see `isPickerChange`); nothing else reads it here.
const source = z.literal('picker').optional()
const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), kind, listing_id: id, source }),
  z.object({ intent: z.enum(['add', 'remove']), wishlist_id: id, kind, listing_id: id, source }),
  wishlistFormSchema.extend({ intent: z.literal('create'), kind: kind.optional(), listing_id: id.optional(), source }),
  wishlistFormSchema.extend({ intent: z.literal('rename'), wishlist_id: id }),
  z.object({ intent: z.literal('delete'), wishlist_id: id }),
])

const notTraveler = () => data({ ok: false as const, error_key: 'permission_denied', error_msg: '' }, { status: 403 })

async function travelerAuth(context: Route.LoaderArgs['context']): Promise<Auth | null> {
  const auth = getAuth(context)
  const user = await auth.user()
  return user && isTravelerRole(user.role) ? auth : null
}

const listPath = (wishlistId: string) => `/wishlist/${encodeURIComponent(wishlistId)}/`
const itemPath = (wishlistId: string, listingKind: string, listingId?: string) =>
  `${listPath(wishlistId)}listing/${listingKind}/${listingId ? `${encodeURIComponent(listingId)}/` : ''}`

/** The lists and, for a listing, the ids of those holding it (from its detail: `wishlists`). */
async function answer(
  auth: Auth,
  listing: { kind?: string; listing_id?: string },
  extra: Partial<WishlistItemsAnswer> = {},
) {
  const [lists, detail] = await Promise.all([
    auth.api<WishlistSummary[]>('/wishlist/'),
    listing.kind && listing.listing_id
      ? auth.api<{ wishlists?: string[] }>(`/listing/${listing.kind}/${encodeURIComponent(listing.listing_id)}/`)
      : Promise.resolve(null),
  ])
  if (!lists.ok) return failure(lists)
  const membership = detail?.ok ? (detail.data.wishlists ?? []) : []
  return data<WishlistItemsAnswer>(
    { ok: true, lists: lists.data, membership, ...extra },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const auth = await travelerAuth(context)
  if (!auth) return notTraveler()
  const listingKind = kind.safeParse(url.searchParams.get('kind'))
  const listingId = id.safeParse(url.searchParams.get('listing_id'))
  return answer(
    auth,
    listingKind.success && listingId.success ? { kind: listingKind.data, listing_id: listingId.data } : {},
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = await travelerAuth(context)
  if (!auth) return notTraveler()
  const parsed = intentSchema.safeParse(await readSubmission(request))
  if (!parsed.success) {
    const fields: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.') || '_'
      fields[path] = [...(fields[path] ?? []), issue.message]
    }
    return badRequest('validation_error', parsed.error.issues[0]?.message ?? '', fields)
  }
  const input = parsed.data
  switch (input.intent) {
    case 'save': {
      // One click saves to the default list (created by the API on first use).
      const lists = await auth.api<WishlistSummary[]>('/wishlist/')
      if (!lists.ok) return failure(lists)
      const favourites = lists.data.find((list) => list.is_default)
      if (!favourites) return badRequest('no_default_wishlist')
      const saved = await auth.api(itemPath(favourites.id, input.kind), {
        method: 'POST',
        json: { listing_id: input.listing_id },
      })
      if (!saved.ok) return failure(saved)
      return answer(auth, input, { wishlistId: favourites.id })
    }
    case 'add': {
      const saved = await auth.api(itemPath(input.wishlist_id, input.kind), {
        method: 'POST',
        json: { listing_id: input.listing_id },
      })
      if (!saved.ok) return failure(saved)
      return answer(auth, input, { wishlistId: input.wishlist_id })
    }
    case 'remove': {
      const removed = await auth.api(itemPath(input.wishlist_id, input.kind, input.listing_id), { method: 'DELETE' })
      // Already gone (another tab): the state to show is the same.
      if (!removed.ok && removed.error.error_key !== 'listing_not_in_wishlist') return failure(removed)
      return answer(auth, input, { wishlistId: input.wishlist_id })
    }
    case 'create': {
      const created = await auth.api<WishlistSummary>('/wishlist/', { method: 'POST', json: { name: input.name } })
      if (!created.ok) return failure(created)
      if (input.kind && input.listing_id) {
        const saved = await auth.api(itemPath(created.data.id, input.kind), {
          method: 'POST',
          json: { listing_id: input.listing_id },
        })
        if (!saved.ok) return failure(saved)
      }
      return answer(auth, input, { wishlistId: created.data.id })
    }
    case 'rename': {
      const renamed = await auth.api(listPath(input.wishlist_id), { method: 'PATCH', json: { name: input.name } })
      if (!renamed.ok) return failure(renamed)
      return answer(auth, {}, { wishlistId: input.wishlist_id })
    }
    case 'delete': {
      const deleted = await auth.api(listPath(input.wishlist_id), { method: 'DELETE' })
      if (!deleted.ok) return failure(deleted)
      return answer(auth, {}, { deleted: true })
    }
  }
}
