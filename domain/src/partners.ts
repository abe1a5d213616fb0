/**
 * The partner systems whose fleets the marketplace sells (booking §1, listings §1), by the slug
 * of their validate/book calls (`booking/travel/validate/{slug}/`, `booking/five-anker/…`). A
 * listing or lessor account with a `partner` is managed in that partner's system (issue 21).
 */
export const partnerSlugs = [
  'thl',
  'neorent',
  'mcrent',
  'wheel-office',
  'indie',
  'vanever',
  'campnerd',
  'five-anker',
] as const
export type PartnerSlug = (typeof partnerSlugs)[number]

export const isPartnerSlug = (value: unknown): value is PartnerSlug =>
  typeof value === 'string' && (partnerSlugs as readonly string[]).includes(value)
