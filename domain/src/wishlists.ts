import { z } from 'zod'
import { wishlistNameSchema } from './accounts'
import { type ListingKind, listingKinds } from './roles'

/**
 * Wishlist calls (accounts spec §7): the request bodies the API checks and the site's forms use,
 * and the per-kind keys of a wishlist's listings.
 */

/** POST /wishlist/ and PATCH /wishlist/{id}/: a name, at most 70 characters, not blank (§5). */
export const wishlistFormSchema = z.object({ name: wishlistNameSchema }).strict()
export type WishlistForm = z.infer<typeof wishlistFormSchema>

/** POST /wishlist/{id}/listing/{listingType}/ */
export const wishlistAddListingSchema = z
  .object({ listing_id: z.string({ error: 'Please enter listing_id' }).trim().min(1).max(100) })
  .strict()

/** The `{listingType}` of the wishlist paths: the listing kinds of the rest of the contract. */
export const wishlistListingTypeSchema = z.enum(listingKinds)

/** Where a wishlist's listings of each kind are answered (§3 "per-kind lists of vehicles, campsites, boats"). */
export const wishlistGroupOfKind = {
  recreational_vehicle: 'vehicles',
  campsite: 'campsites',
  boat: 'boats',
} as const satisfies Record<ListingKind, string>
export type WishlistGroup = (typeof wishlistGroupOfKind)[ListingKind]

/** Name the API gives a traveler's default list; the site shows its own translation instead. */
export const DEFAULT_WISHLIST_NAME = 'Favourites'

/** How many listing photos a wishlist card gets: a 2×2 grid needs 4 (§9). */
export const WISHLIST_CARD_PHOTOS = 4
