import type { PartnerSlug } from '@driftway/domain/partners'
import { buildQuoteRequest, defaultParty } from '~/components/listing-detail/quote-request'
import type { PartnerOfferRequest, PartnerOfferResult, ThlItems } from '~/components/partner-wizards/partner-offer'
import { quotePartnerListing } from '~/routes/listing-detail/listing-api.server'
import type { Auth } from './auth.server'

type ErrorBody = { error_key?: string; error_msg?: string }

/**
 * A wizard's question to the partner (validate with the choices so far, `quotePartnerListing`);
 * THL's offer comes with its items in the spec's shape (GET thl/extras/ with the offer and its
 * currency, booking §3 and §7).
 */
export async function partnerOfferFor(
  auth: Auth,
  partner: PartnerSlug,
  listingId: string,
  request: PartnerOfferRequest,
): Promise<PartnerOfferResult> {
  const party = {
    ...defaultParty,
    adults_num: request.adults_num ?? defaultParty.adults_num,
    children_num: request.children_num ?? defaultParty.children_num,
  }
  const quoted = await quotePartnerListing(
    auth,
    partner,
    listingId,
    buildQuoteRequest(request, party, request.extras ?? {}),
    request.choices ?? {},
  )
  if (!quoted.ok)
    return {
      ok: false,
      error_key: quoted.error_key,
      error_msg: quoted.error_msg,
      ...(quoted.seats ? { seats: quoted.seats } : {}),
    }
  if (!quoted.offer) return { ok: false, error_key: 'not_a_partner_listing', error_msg: '' }
  const offer = quoted.offer
  if (partner !== 'thl') return { ok: true, offer, thl: null }
  const query = new URLSearchParams({ available_vehicle_id: offer.available_vehicle_id, currency: offer.currency })
  const items = await auth.publicApi<ThlItems>(`/reservation/recreational_vehicle/thl/extras/?${query}`)
  if (!items.ok) {
    const error = items.error as ErrorBody
    return { ok: false, error_key: error.error_key ?? 'partner_unavailable', error_msg: error.error_msg ?? '' }
  }
  return { ok: true, offer, thl: items.data }
}
