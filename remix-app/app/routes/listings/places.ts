import { data } from 'react-router'
import { isLanguage } from '~/i18n/config'
import { resolveLanguage } from '~/i18n/locale.server'
import { geocode } from '~/lib/search.server'
import type { Route } from './+types/places'

/**
 * Resource route of the search bar's place suggestions: `GET /search/places?q=…` → `{ places }`
 * (5 at most, in the page language). The browser never calls the API directly.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const q = url.searchParams.get('q')?.trim() ?? ''
  const requested = url.searchParams.get('lng')
  const lng = isLanguage(requested) ? requested : resolveLanguage(request)
  const places = q.length >= 2 ? await geocode(q, lng, 5) : []
  return data({ places }, { headers: { 'Cache-Control': 'private, max-age=300' } })
}
