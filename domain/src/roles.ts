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
