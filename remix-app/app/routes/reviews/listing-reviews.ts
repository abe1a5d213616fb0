import { isListingKind } from '@driftway/domain/roles'
import { data } from 'react-router'
import type { ReviewsPageResult } from '~/components/reviews/reviews-section'
import { getAuth } from '~/lib/auth.server'
import { type ReviewPage, reviewsApiPath } from '~/lib/reviews'
import type { Route } from './+types/listing-reviews'

/** GET /listing-reviews/{kind}/{id}?offset=: the next page of a listing's reviews ("load more" on detail pages). */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!isListingKind(params.kind)) throw data(null, { status: 404 })
  const offset = Math.min(100_000, Math.max(0, Math.floor(Number(url.searchParams.get('offset')) || 0)))
  const response = await getAuth(context).publicApi<ReviewPage>(reviewsApiPath(params.kind, params.id, offset))
  const headers = { 'Cache-Control': 'no-store' }
  if (!response.ok) return data<ReviewsPageResult>({ ok: false }, { headers })
  return data<ReviewsPageResult>({ ok: true, page: response.data }, { headers })
}
