/** Image slot names per listing kind (listings spec §3 "Image slots"), from the domain package. */
import { type ListingKind, listingImageSlots, listingKinds } from '@driftway/domain'

export type { ListingKind }
export { listingKinds }

/** Every slot of a kind: the main slots, then Other 1..n. */
export const slotsForKind = (kind: ListingKind): string[] => [...listingImageSlots[kind]]

/** The named slots (not "Other n") that every seeded listing fills. */
export const mainImageSlots: Record<ListingKind, string[]> = Object.fromEntries(
  listingKinds.map((kind) => [kind, slotsForKind(kind).filter((slot) => !slot.startsWith('Other'))]),
) as Record<ListingKind, string[]>
