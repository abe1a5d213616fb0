/** Marketplace roles as the specs number them. */
export const Role = {
  TRAVELER: 1,
  RV_LESSOR: 2,
  CAMPSITE_LESSOR: 3,
  BOAT_LESSOR: 4,
} as const
export type Role = (typeof Role)[keyof typeof Role]
export const roles: readonly Role[] = [1, 2, 3, 4]

/** Listing kinds as they appear in API paths (`/listing/{kind}/`). */
export const listingKinds = ['recreational_vehicle', 'campsite', 'boat'] as const
export type ListingKind = (typeof listingKinds)[number]

export const isListingKind = (value: unknown): value is ListingKind =>
  typeof value === 'string' && (listingKinds as readonly string[]).includes(value)

/** How a kind is rented and its rate counted (decision 0010). */
export type RentalUnit = 'day' | 'night'

/** A campervan is rented by the day, like a car; a campsite pitch or a boat is stayed on by the night. */
export const rentalUnitOf = (kind: ListingKind): RentalUnit => (kind === 'recreational_vehicle' ? 'day' : 'night')

/** The kind's rental units in the API's English texts (error_msg): "days" of a campervan, else "nights". */
export const rentalUnitsWord = (kind: ListingKind): `${RentalUnit}s` => `${rentalUnitOf(kind)}s`

/** A count of the kind's rental units in the API's English texts: "1 day", "90 days", "1 night", "90 nights". */
export const rentalUnitsText = (kind: ListingKind, count: number): string =>
  `${count} ${count === 1 ? rentalUnitOf(kind) : rentalUnitsWord(kind)}`

const lessorRoleByKind: Record<ListingKind, Role> = {
  recreational_vehicle: Role.RV_LESSOR,
  campsite: Role.CAMPSITE_LESSOR,
  boat: Role.BOAT_LESSOR,
}

export const lessorRoleForKind = (kind: ListingKind): Role => lessorRoleByKind[kind]

export const kindForLessorRole = (role: number): ListingKind | undefined =>
  listingKinds.find((kind) => lessorRoleByKind[kind] === role)

export const isLessorRole = (role: number): boolean => kindForLessorRole(role) !== undefined
export const isTravelerRole = (role: number): boolean => role === Role.TRAVELER

/**
 * Staff roles of the CMS (least privilege, issue 20):
 * - editor: site content (landing pages, media, taxonomies); no people, bookings, money or staff;
 * - support: reads people, listings, bookings, chats and reviews; acts only through audited support
 *   actions (resend mails, unpublish a listing, hide a review); never full bank data, money
 *   settings, e-mails, passwords or roles;
 * - admin: everything, and the only role that manages staff.
 */
export const staffRoles = ['editor', 'support', 'admin'] as const
export type StaffRole = (typeof staffRoles)[number]

export const staffRoleLabels: Record<StaffRole, string> = {
  editor: 'Content editor',
  support: 'Support',
  admin: 'Administrator',
}

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (staffRoles as readonly string[]).includes(value)

/**
 * Which staff roles do a kind of work. Every access rule names one of these (never "any staff"),
 * so a new role gets nothing until a rule grants it.
 */
/** Site content: landing pages, media, taxonomies. */
export const contentStaff: readonly StaffRole[] = ['editor', 'admin']
/** Helping people: reading accounts, listings, bookings, chats and reviews; support actions. */
export const supportStaff: readonly StaffRole[] = ['support', 'admin']
/** Everything else: money settings, accounts' e-mails and roles, staff. */
export const adminStaff: readonly StaffRole[] = ['admin']

/** The reason support gives when it unpublishes a listing or hides a review. */
export const moderationReasonLimits = { min: 10, max: 1000 } as const
