import type { ListingCardData, ListingKind } from './listings'

/** A wishlist as `GET /wishlist/` answers it (accounts §3). */
export type WishlistSummary = {
  id: string
  name: string
  is_default: boolean
  count_listings: number
  photos_listing: string[]
  created_at_timestamp: number
}

/** `GET /wishlist/{id}/`: the list and its listings per kind. */
export type WishlistDetail = WishlistSummary & {
  vehicles: ListingCardData[]
  campsites: ListingCardData[]
  boats: ListingCardData[]
}

export const wishlistsPath = '/wishlists'
export const wishlistPath = (id: string) => `${wishlistsPath}/${encodeURIComponent(id)}`
/** The resource route the heart, the dialogs and the wishlist pages post to. */
export const wishlistItemsPath = '/wishlists/items'

/** What the items route answers: the caller's lists and, for a listing, the ids of those holding it. */
export type WishlistItemsAnswer = {
  ok: true
  lists: WishlistSummary[]
  membership: string[]
  /** The list the action created or saved to. */
  wishlistId?: string
  deleted?: boolean
}

/**
 * The intents the items route accepts (one JSON body each). `source: 'picker'` marks changes made
 * in the add-to-list modal: a wishlist page waits for the modal to close before it reloads, so a
 * listing moved out of that list does not take the open modal with it.
 */
export type WishlistIntent =
  | { intent: 'save'; kind: ListingKind; listing_id: string; source?: 'picker' }
  | { intent: 'add' | 'remove'; wishlist_id: string; kind: ListingKind; listing_id: string; source?: 'picker' }
  | { intent: 'create'; name: string; kind?: ListingKind; listing_id?: string; source?: 'picker' }
  | { intent: 'rename'; wishlist_id: string; name: string }
  | { intent: 'delete'; wishlist_id: string }

/** Sections of a wishlist page, in the order of the site's kind tabs. */
export const wishlistSections = [
  { group: 'vehicles', kind: 'recreational_vehicle' },
  { group: 'campsites', kind: 'campsite' },
  { group: 'boats', kind: 'boat' },
] as const satisfies readonly { group: keyof WishlistDetail; kind: ListingKind }[]

/** For `shouldRevalidate`: a change made in the add-to-list modal (the modal reloads the page when it closes). */
export const isPickerChange = (formAction: string | undefined, json: unknown): boolean =>
  formAction === wishlistItemsPath && (json as { source?: unknown } | undefined)?.source === 'picker'
