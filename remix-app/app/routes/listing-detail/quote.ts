import { isListingKind } from '@driftway/domain'
import { data } from 'react-router'
import type { QuoteResult } from '~/components/listing-detail/types'
import { getAuth } from '~/lib/auth.server'
import { dealIdOf } from '~/lib/deals'
import type { Route } from './+types/quote'
import { quoteListing, quoteRequestSchema } from './listing-api.server'

const parseJson = (text: string | null): unknown => {
  try {
    return text === null ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * GET /listing-quote/{kind}/{id}?request={QuoteRequest as JSON}: the live price of the detail page
 * (with isLastMinuteDeal/isLastMinuteDealId: at that deal's price).
 * Pricing only reads, so it is a loader: fetching it revalidates nothing. The browser never talks
 * to the API directly; this proxies the validate call and answers `QuoteResult`.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const headers = { 'Cache-Control': 'no-store' }
  if (!isListingKind(params.kind)) throw data(null, { status: 404 })
  const parsed = quoteRequestSchema.safeParse(parseJson(url.searchParams.get('request')))
  if (!parsed.success) {
    return data<QuoteResult>({ ok: false, error_key: 'validation_error', error_msg: '' }, { status: 400, headers })
  }
  const result = await quoteListing(getAuth(context), params.kind, params.id, parsed.data, dealIdOf(url.searchParams))
  return data<QuoteResult>(result, { headers })
}
