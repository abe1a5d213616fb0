import type { CollectionConfig } from 'payload'

/** Marketplace people and what they do: accounts, payouts, billing, bookings, chat, reviews, wishlists. */
export const marketplaceCollections: CollectionConfig[] = []
