import { data } from 'react-router'
import type { Place } from '~/components/search/search-state'
import type { Language } from '~/i18n/config'
import { geocode } from '~/lib/search.server'

/** "lake-garda" → "lake garda": the text the geocoder looks up for a city page. */
const cityText = (slug: string) => decodeURIComponent(slug).replace(/[-_]+/g, ' ').trim()

type SearchCity = { name: string; label: string; path: string }

/**
 * The place a search page searches around: a city page's city (404 when the geocoder does not know
 * it) unless a place was picked on it, or the URL's place, geocoded to its best match when it was
 * typed but not picked from the suggestions (`placeNotFound` when nothing matches).
 */
export async function resolveSearchPlace(
  place: Place,
  citySlug: string | null,
  pathname: string,
  lng: Language,
): Promise<{ place: Place; city: SearchCity | null; placeNotFound: boolean }> {
  if (citySlug !== null) {
    const [hit] = await geocode(cityText(citySlug), lng, 1)
    if (!hit) throw data(null, { status: 404 })
    const city = { name: hit.name, label: hit.label, path: pathname }
    // A place typed on the city page replaces the city; otherwise the city is the place (§2).
    if (!place.search || place.latitude === null) {
      place = { search: hit.name, latitude: hit.latitude, longitude: hit.longitude, countryCode: hit.countryCode }
    }
    return { place, city, placeNotFound: false }
  }
  if (place.search && place.latitude === null) {
    // Typed but not picked from the suggestions: use the best match.
    const [hit] = await geocode(place.search, lng, 1)
    if (!hit) return { place, city: null, placeNotFound: true }
    place = { ...place, latitude: hit.latitude, longitude: hit.longitude, countryCode: hit.countryCode }
  }
  return { place, city: null, placeNotFound: false }
}
