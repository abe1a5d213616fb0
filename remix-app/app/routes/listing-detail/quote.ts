import { isPartnerSlug } from '@driftway/domain/partners'
import { isListingKind } from '@driftway/domain/roles'
import { data } from 'react-router'
import type { QuoteResult } from '~/components/listing-detail/types'
import { getAuth } from '~/lib/auth.server'
import { dealIdOf } from '~/lib/deals'
import { jsonQueryParam } from '~/lib/json-query'
import { readPartnerChoices } from '~/lib/partner-booking'
import type { Route } from './+types/quote'
import { quoteListing, quotePartnerListing, quoteRequestSchema } from './listing-api.server'

/**
 * GET /listing-quote/{kind}/{id}?request={QuoteRequest as JSON}: the live price of the detail page
 * (with isLastMinuteDeal/isLastMinuteDealId: at that deal's price; with partner={slug} and the
 * partner choices of `readPartnerChoices`: the partner's validate).
 * Pricing only reads, so it is a loader: fetching it revalidates nothing. The browser never talks
 * to the API directly; this proxies the validate call and answers `QuoteResult`.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const headers = { 'Cache-Control': 'no-store' }
  if (!isListingKind(params.kind)) throw data(null, { status: 404 })
  const parsed = quoteRequestSchema.safeParse(jsonQueryParam(url, 'request'))
  if (!parsed.success) {
    return data<QuoteResult>({ ok: false, error_key: 'validation_error', error_msg: '' }, { status: 400, headers })
  }
  // A partner-managed listing is priced by its partner (the page names it; the API checks it is that partner's).
  const partner = url.searchParams.get('partner')
  const result = isPartnerSlug(partner)
    ? await quotePartnerListing(getAuth(context), partner, params.id, parsed.data, readPartnerChoices(url.searchParams))
    : await quoteListing(getAuth(context), params.kind, params.id, parsed.data, dealIdOf(url.searchParams))
  return data<QuoteResult>(result, { headers })
}
