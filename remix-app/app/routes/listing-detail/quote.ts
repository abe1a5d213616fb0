import { data } from 'react-router'
import type { QuoteResult } from '~/components/listing-detail/types'
import { getAuth, readJson } from '~/lib/auth.server'
import type { Route } from './+types/quote'
import { isListingKind, quoteListing, quoteRequestSchema } from './listing-api.server'

/**
 * POST /listing-quote/{kind}/{id} (JSON): the live price of the detail page. The browser never
 * talks to the API directly; this proxies the validate call and answers `QuoteResult`.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const headers = { 'Cache-Control': 'no-store' }
  if (request.method !== 'POST') throw data(null, { status: 405 })
  if (!isListingKind(params.kind)) throw data(null, { status: 404 })
  const parsed = quoteRequestSchema.safeParse(await readJson(request))
  if (!parsed.success) {
    return data<QuoteResult>({ ok: false, error_key: 'validation_error', error_msg: '' }, { status: 400, headers })
  }
  const result = await quoteListing(getAuth(context), params.kind, params.id, parsed.data)
  return data<QuoteResult>(result, { headers })
}
