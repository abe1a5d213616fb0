import { useFetcher } from 'react-router'
import type { ActionFailure } from '~/lib/forms'
import { type WishlistIntent, type WishlistItemsAnswer, wishlistItemsPath } from '~/lib/wishlists'

export type WishlistItemsResult = WishlistItemsAnswer | ActionFailure

/**
 * A fetcher on the wishlists resource route: `send` posts one intent (JSON), `load` reads the lists
 * (and a listing's membership). The answer is the server's state after the change.
 */
export function useWishlistItems() {
  const fetcher = useFetcher<WishlistItemsResult>()
  const send = (intent: WishlistIntent) =>
    fetcher.submit(intent, { method: 'post', action: wishlistItemsPath, encType: 'application/json' })
  const load = (listing?: { kind: string; id: string }) =>
    fetcher.load(
      listing
        ? `${wishlistItemsPath}?${new URLSearchParams({ kind: listing.kind, listing_id: listing.id })}`
        : wishlistItemsPath,
    )
  const pending = fetcher.state !== 'idle'
  const pendingIntent = pending ? (fetcher.json as WishlistIntent | undefined) : undefined
  return { fetcher, send, load, pending, pendingIntent, answer: fetcher.data }
}
