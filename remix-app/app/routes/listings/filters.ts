import { data } from 'react-router'
import { isLanguage } from '~/i18n/config'
import { resolveLanguage } from '~/i18n/locale.server'
import { type ListingKind, listingKinds } from '~/lib/listings'
import { fetchFilterCatalogue } from '~/lib/search.server'
import type { Route } from './+types/filters'

/**
 * Resource route of the search page's filter lists: `GET /search/filters/{kind}?lng=en` → the
 * kind's `FilterCatalogue` (amenities, brands, location situations, activities) in that language.
 * The page asks for it once it is interactive (its filters are drawn in the browser), so the lists
 * are not in every search page's HTML (issue 23); the same answer for everyone, cached 5 minutes.
 */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const kind = params.kind as ListingKind
  if (!listingKinds.includes(kind)) throw data({ error: 'unknown kind' }, { status: 404 })
  const requested = url.searchParams.get('lng')
  const lng = isLanguage(requested) ? requested : resolveLanguage(request)
  return data(await fetchFilterCatalogue(kind, lng), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
