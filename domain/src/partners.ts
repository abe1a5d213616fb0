import type { ListingKind } from './roles'

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

/** The kind of listing each partner sells (booking §7 route patterns). */
export const partnerKind: Record<PartnerSlug, ListingKind> = {
  thl: 'recreational_vehicle',
  neorent: 'recreational_vehicle',
  mcrent: 'recreational_vehicle',
  'wheel-office': 'recreational_vehicle',
  indie: 'recreational_vehicle',
  vanever: 'recreational_vehicle',
  campnerd: 'campsite',
  'five-anker': 'boat',
}

/** Each partner's name as travelers know it. */
export const partnerNames: Record<PartnerSlug, string> = {
  thl: 'THL',
  neorent: 'Neorent',
  mcrent: 'McRent',
  'wheel-office': 'Wheel Office',
  indie: 'Indie Campers',
  vanever: 'Vanever',
  campnerd: 'Campnerd',
  'five-anker': 'Five Anker',
}

export const isPartnerSlug = (value: unknown): value is PartnerSlug =>
  typeof value === 'string' && (partnerSlugs as readonly string[]).includes(value)

/**
 * Where a partner booking's saga is (decision 0093): validated and in our ledger awaiting the
 * traveler's payment → paid → book call sent to the partner → confirmed there, or refused there
 * (refunded), or its outcome unknown (the answer was lost or the partner was down: the
 * reconciliation job reads the partner's record and confirms or refunds). A confirmed booking
 * cancelled with us is cancelled at the partner as well.
 */
export const partnerSagaSteps = [
  'awaiting_payment',
  'paid',
  'partner_requested',
  'partner_unknown',
  'partner_confirmed',
  'partner_refused',
  'refunded',
  // Cancelled with us after the partner confirmed it: cancelled there too (retried until it is).
  'partner_cancel_pending',
  'partner_cancelled',
] as const
export type PartnerSagaStep = (typeof partnerSagaSteps)[number]

/** The vehicle partners, which share the recreational_vehicle route pattern (booking §7). */
const vehiclePartners = ['thl', 'neorent', 'mcrent', 'wheel-office', 'indie', 'vanever'] as const

type VehiclePartner = (typeof vehiclePartners)[number]
type VehiclePartnerRoutes = {
  [Slug in VehiclePartner]: {
    validate: `/reservation/recreational_vehicle/booking/travel/validate/${Slug}/`
    book: `/reservation/recreational_vehicle/booking/travel/${Slug}/`
  }
}

/**
 * The validate and book calls of each partner (booking §7 "Provider-specific booking"): the API
 * serves them, the site calls them for a listing whose `partner` is set. The paths keep their
 * literal types, so the site reads each call's answer from the API's generated types.
 */
export const partnerRoutePaths = {
  ...(Object.fromEntries(
    vehiclePartners.map((slug) => [
      slug,
      {
        validate: `/reservation/recreational_vehicle/booking/travel/validate/${slug}/`,
        book: `/reservation/recreational_vehicle/booking/travel/${slug}/`,
      },
    ]),
  ) as VehiclePartnerRoutes),
  campnerd: {
    validate: '/reservation/campsite/booking/travel/campnerd/validate/',
    book: '/reservation/campsite/booking/travel/campnerd/',
  },
  // Five Anker books and pays in one call (booking §7: five-anker/validate/ and five-anker/payment/).
  'five-anker': {
    validate: '/reservation/boat/booking/five-anker/validate/',
    book: '/reservation/boat/booking/five-anker/payment/',
  },
} as const satisfies Record<PartnerSlug, { validate: string; book: string }>
