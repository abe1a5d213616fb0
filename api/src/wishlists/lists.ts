import { asSystem, asUser } from '@driftway/collections'
import type { Wishlist } from '@driftway/collections/payload-types'
import {
  DEFAULT_WISHLIST_NAME,
  isListingKind,
  type ListingKind,
  WISHLIST_CARD_PHOTOS,
  type WishlistGroup,
  wishlistGroupOfKind,
} from '@driftway/domain'
import type { Payload, Where } from 'payload'
import type { UserDoc } from '../auth/users'
import { badRequest, notFound } from '../http/errors'
import { cardDocOf, type ListingCard, toListingCard } from '../listings/card'
import { idOf } from '../listings/pricing-input'
import type { SearchService } from '../search/service'

/**
 * A traveler's wishlists as the API answers them (accounts §3 Wishlist). Every read and write of
 * a list acts as its owner (`asUser`), so the collection's access rules keep other people's lists
 * out of reach; listings are read as the system because they are public once published.
 */

export const wishlistErrors = {
  notFound: () => notFound('wishlist_not_found', 'Wishlist not found.'),
  listingNotFound: () => notFound('listing_not_found', 'Listing not found.'),
  notInWishlist: () => notFound('listing_not_in_wishlist', 'This listing is not in the wishlist.'),
  defaultProtected: (action: 'renamed' | 'deleted') =>
    badRequest('default_wishlist_protected', `The default wishlist cannot be ${action}.`),
}

export type WishlistSummary = {
  id: string
  name: string
  is_default: boolean
  count_listings: number
  /** Main photos of the newest saved listings, at most 4: the card shows a 2×2 grid when it has 4. */
  photos_listing: string[]
  created_at_timestamp: number
}
export type WishlistListings = Record<WishlistGroup, ListingCard[]>

/** Ids of a list's listings, newest saved first (the API appends on add). */
const savedIds = (list: Pick<Wishlist, 'listings'>): string[] =>
  (list.listings ?? [])
    .map((item) => idOf(item))
    .filter((id): id is string => Boolean(id))
    .reverse()

export class WishlistBook {
  constructor(
    private readonly payload: Payload,
    private readonly search: SearchService,
    private readonly publicUrl: () => string,
  ) {}

  /** The traveler's lists, default first then newest; the default list is created on first use. */
  async lists(user: UserDoc): Promise<Wishlist[]> {
    await this.ensureDefault(user)
    const { docs } = await this.payload.find({
      collection: 'wishlists',
      where: { owner: { equals: user.id } },
      sort: ['-is_default', '-createdAt'],
      depth: 0,
      pagination: false,
      ...asUser(user),
    })
    return docs
  }

  /** Creates the default list unless it exists; a concurrent first call that wins the race is fine. */
  async ensureDefault(user: UserDoc): Promise<void> {
    const where: Where = { and: [{ owner: { equals: user.id } }, { is_default: { equals: true } }] }
    const { totalDocs } = await this.payload.count({ collection: 'wishlists', where, ...asUser(user) })
    if (totalDocs > 0) return
    try {
      await this.payload.create({
        collection: 'wishlists',
        data: { owner: user.id, name: DEFAULT_WISHLIST_NAME, is_default: true },
        depth: 0,
        ...asUser(user),
      })
    } catch (error) {
      const again = await this.payload.count({ collection: 'wishlists', where, ...asUser(user) })
      if (again.totalDocs === 0) throw error
    }
  }

  /** One of the caller's lists; anyone else's (or a malformed id) is simply not found. */
  async one(user: UserDoc, id: string): Promise<Wishlist> {
    const { docs } = await this.payload
      .find({
        collection: 'wishlists',
        where: { and: [{ id: { equals: id } }, { owner: { equals: user.id } }] },
        depth: 0,
        limit: 1,
        ...asUser(user),
      })
      .catch(() => ({ docs: [] as Wishlist[] }))
    const list = docs[0]
    if (!list) throw wishlistErrors.notFound()
    return list
  }

  async create(user: UserDoc, name: string): Promise<Wishlist> {
    return this.payload.create({
      collection: 'wishlists',
      data: { owner: user.id, name, is_default: false },
      depth: 0,
      ...asUser(user),
    })
  }

  async rename(user: UserDoc, id: string, name: string): Promise<Wishlist> {
    const list = await this.one(user, id)
    if (list.is_default) throw wishlistErrors.defaultProtected('renamed')
    return this.payload.update({ collection: 'wishlists', id: list.id, data: { name }, depth: 0, ...asUser(user) })
  }

  async remove(user: UserDoc, id: string): Promise<void> {
    const list = await this.one(user, id)
    if (list.is_default) throw wishlistErrors.defaultProtected('deleted')
    await this.payload.delete({ collection: 'wishlists', id: list.id, ...asUser(user) })
  }

  /** Saves a published listing of `kind`; saving it twice keeps one entry. */
  async addListing(user: UserDoc, id: string, kind: ListingKind, listingId: string): Promise<Wishlist> {
    const list = await this.one(user, id)
    const listing = await this.publishedListing(listingId)
    if (!listing || listing.kind !== kind) throw wishlistErrors.listingNotFound()
    const ids = savedIds(list).reverse()
    if (ids.includes(String(listing.id))) return list
    return this.payload.update({
      collection: 'wishlists',
      id: list.id,
      data: { listings: [...ids, String(listing.id)] },
      depth: 0,
      ...asUser(user),
    })
  }

  async removeListing(user: UserDoc, id: string, kind: ListingKind, listingId: string): Promise<void> {
    const list = await this.one(user, id)
    const ids = savedIds(list).reverse()
    if (!ids.includes(listingId)) throw wishlistErrors.notInWishlist()
    // A listing unpublished or deleted since can still be removed; one that exists must match the path's kind.
    const listing = await this.listingDoc(listingId)
    if (listing && listing.kind !== kind) throw wishlistErrors.notInWishlist()
    await this.payload.update({
      collection: 'wishlists',
      id: list.id,
      data: { listings: ids.filter((saved) => saved !== listingId) },
      depth: 0,
      ...asUser(user),
    })
  }

  /** Summaries (§3: id, name, count_listings, photos_listing, is_default) of several lists at once. */
  async summaries(lists: Wishlist[]): Promise<WishlistSummary[]> {
    const cards = await this.cards(lists.flatMap(savedIds), null)
    return lists.map((list) => {
      const visible = savedIds(list).filter((id) => cards.has(id))
      return {
        id: String(list.id),
        name: list.name,
        is_default: Boolean(list.is_default),
        count_listings: visible.length,
        photos_listing: visible
          .map((id) => cards.get(id)?.main_image_url)
          .filter((url): url is string => Boolean(url))
          .slice(0, WISHLIST_CARD_PHOTOS),
        created_at_timestamp: Math.floor(Date.parse(list.createdAt) / 1000),
      }
    })
  }

  /** The summary of one list. */
  async summary(list: Wishlist): Promise<WishlistSummary> {
    const [summary] = await this.summaries([list])
    return summary!
  }

  /** The list's published listings as cards, per kind, newest saved first. */
  async listings(user: UserDoc, list: Wishlist): Promise<WishlistListings> {
    const ids = savedIds(list)
    const cards = await this.cards(ids, user)
    const groups: WishlistListings = { vehicles: [], campsites: [], boats: [] }
    for (const id of ids) {
      const card = cards.get(id)
      if (card) groups[wishlistGroupOfKind[card.kind]].push(card)
    }
    return groups
  }

  /** Cards of the published listings among `ids` (unpublished and deleted ones drop out). */
  private async cards(ids: string[], user: UserDoc | null): Promise<Map<string, ListingCard>> {
    const unique = [...new Set(ids)]
    const cards = new Map<string, ListingCard>()
    if (unique.length === 0) return cards
    const { docs } = await this.payload.find({
      collection: 'listings',
      where: { and: [{ id: { in: unique } }, { is_draft: { equals: false } }] },
      depth: 0,
      pagination: false,
      ...asSystem(),
    })
    const listingDocs = docs.map(cardDocOf)
    const [assets, wishlists] = await Promise.all([
      this.search.assets.forDocs(listingDocs),
      user ? this.search.wishlistsOf(user, unique) : Promise.resolve(new Map<string, string[]>()),
    ])
    for (const doc of listingDocs) {
      if (!isListingKind(doc.kind)) continue
      cards.set(
        String(doc.id),
        toListingCard(doc, this.publicUrl(), { assets, wishlists: wishlists.get(String(doc.id)) ?? [] }),
      )
    }
    return cards
  }

  private async listingDoc(id: string): Promise<{ id: string; kind: string; is_draft?: boolean | null } | null> {
    try {
      return (await this.payload.findByID({
        collection: 'listings',
        id,
        depth: 0,
        select: { kind: true, is_draft: true },
        disableErrors: true,
        ...asSystem(),
      })) as { id: string; kind: string; is_draft?: boolean | null } | null
    } catch {
      // A malformed id (not a UUID / ObjectId) is simply not found.
      return null
    }
  }

  private async publishedListing(id: string) {
    const doc = await this.listingDoc(id)
    return doc && doc.is_draft === false ? doc : null
  }
}
