import { z } from 'zod'
import { listingCardSchema } from '../listings/schemas'

/** A wishlist as every wishlist call answers it (accounts §3 Wishlist; WishlistBook.summaries). */
export const wishlistSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  /** Published listings in the list (unpublished and deleted ones are not counted). */
  count_listings: z.number(),
  /** Main photos of the newest saved listings, at most 4. */
  photos_listing: z.array(z.string()),
  created_at_timestamp: z.number(),
})

/** A list's published listings as cards, per kind group, newest saved first (WishlistBook.listings). */
export const wishlistListingsSchema = z.object({
  vehicles: z.array(listingCardSchema),
  campsites: z.array(listingCardSchema),
  boats: z.array(listingCardSchema),
})

export const wishlistDetailSchema = wishlistSummarySchema.extend(wishlistListingsSchema.shape)
