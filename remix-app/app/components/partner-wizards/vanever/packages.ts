import type { PartnerOffer } from '../partner-offer'

/** Vanever's package (booking §3 "Package") as the validate answer carries it, prices in cents. */
export type VaneverPackage = PartnerOffer['packages'][number]

/** booking §2: cards by price ascending (ties by id, so the order never flickers between answers). */
export const sortPackages = (packages: readonly VaneverPackage[]): VaneverPackage[] =>
  [...packages].sort((a, b) => a.price_in_cents - b.price_in_cents || a.id.localeCompare(b.id))

/** booking §2: clicking the selected package deselects it; any other click selects that one. */
export const togglePackage = (selected: string | null, clicked: string): string | null =>
  selected === clicked ? null : clicked
