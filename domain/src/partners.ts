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
