import type { PartnerSlug } from '@driftway/domain/partners'
import type { ApiAnswer } from '~/lib/api-schema'
import type { PartnerChoices, PartnerOffer } from '~/lib/partner-booking'

/** THL's items of an offer (booking §3), from GET /reservation/recreational_vehicle/thl/extras/. */
export type ThlItems = ApiAnswer<'/reservation/recreational_vehicle/thl/extras/'>

export type { PartnerOffer }

export type PartnerOfferResult =
  | { ok: true; offer: PartnerOffer; thl: ThlItems | null }
  /** `sign_in_required`: partner offers are a traveler's calls (booking §6); `seats`: seat_limit_exceeded's limit. */
  | { ok: false; error_key: string; error_msg: string; seats?: number }

/** What the wizards ask a partner to price: the range and the options chosen so far. */
export type PartnerOfferRequest = {
  pickup_timestamp: number
  return_timestamp: number
  adults_num?: number
  children_num?: number
  /** The wizard's choices so far (partner-booking.ts `partnerChoiceKeys`). */
  choices?: PartnerChoices
  extras?: Record<string, number>
}

/** The site's resource route that asks the partner (routes/partners/offer.ts). */
export const partnerOfferUrl = (partner: PartnerSlug, listingId: string, request: PartnerOfferRequest): string =>
  `/partner-offer/${partner}/${encodeURIComponent(listingId)}?${new URLSearchParams({ request: JSON.stringify(request) })}`
