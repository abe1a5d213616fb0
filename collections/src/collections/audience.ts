import type { StaffRole } from '@driftway/domain'
import type { CollectionConfig, GlobalConfig } from 'payload'
import { adminStaff, contentStaff, supportStaff } from '../access'

/**
 * Which staff roles see each collection in the admin (issue 20: "the admin panel follows the
 * roles"). One table, so a new collection must say who works with it. It only decides what the
 * navigation shows: the collections' access rules are what refuse everyone else.
 */
export const adminAudience: Record<string, readonly StaffRole[]> = {
  // Site content: editors.
  'landing-pages': contentStaff,
  media: contentStaff,
  amenities: contentStaff,
  activities: contentStaff,
  'location-situations': contentStaff,
  brands: contentStaff,
  'legal-types': contentStaff,
  // People, listings, bookings, chats and reviews: support.
  users: supportStaff,
  'private-files': supportStaff,
  listings: supportStaff,
  'season-rates': supportStaff,
  'season-availabilities': supportStaff,
  'manual-reservations': supportStaff,
  'extra-amenities': supportStaff,
  'cancellation-terms': supportStaff,
  'booked-nights': supportStaff,
  bookings: supportStaff,
  chats: supportStaff,
  messages: supportStaff,
  reviews: supportStaff,
  'review-replies': supportStaff,
  'rental-requests': supportStaff,
  offers: supportStaff,
  'last-minute-deals': supportStaff,
  merchants: supportStaff,
  'bank-accounts': supportStaff,
  subscriptions: supportStaff,
  transactions: supportStaff,
  'payment-events': supportStaff,
  'contact-messages': supportStaff,
  'mail-outbox': supportStaff,
  'audit-log': supportStaff,
  // Money settings, sessions, private lists and staff: administrators.
  plans: adminStaff,
  wishlists: adminStaff,
  'auth-sessions': adminStaff,
  staff: adminStaff,
  'currency-rates': adminStaff,
  imprint: adminStaff,
}

const hiddenUnlessFor =
  (roles: readonly StaffRole[]) =>
  ({ user }: { user: unknown }): boolean =>
    !roles.includes((user as { staff_role?: StaffRole } | null)?.staff_role as StaffRole)

function audienceOf(slug: string): readonly StaffRole[] {
  const roles = adminAudience[slug]
  if (!roles) throw new Error(`collections/audience.ts: say which staff roles work with "${slug}"`)
  return roles
}

export const withAdminAudience = (configs: CollectionConfig[]): CollectionConfig[] =>
  configs.map((config) => ({ ...config, admin: { ...config.admin, hidden: hiddenUnlessFor(audienceOf(config.slug)) } }))

export const withGlobalAudience = (configs: GlobalConfig[]): GlobalConfig[] =>
  configs.map((config) => ({ ...config, admin: { ...config.admin, hidden: hiddenUnlessFor(audienceOf(config.slug)) } }))
