import type { Language } from '~/i18n/config'
import { type ApiResult, apiGet } from './api.server'
import type { ListingKind, ListingPage } from './listings'

/** A catalogue entry of a filter panel (amenities, surroundings, activities, brands). */
export type FilterOption = { id: string; name: string; name_de?: string | null; section?: string }
export type FilterCatalogue = {
  amenities: FilterOption[]
  brands: FilterOption[]
  locationSituations: FilterOption[]
  activities: FilterOption[]
}

/** A place suggestion of the search bar (the API's Nominatim-shaped geocoding result, trimmed). */
export type PlaceSuggestion = {
  label: string
  name: string
  latitude: number
  longitude: number
  countryCode: string
  addressType: string | null
}

type GeocodeHit = {
  display_name: string
  name?: string
  lat: number | string
  lon: number | string
  country_code?: string
  addresstype?: string
}

/** `GET /listing/{kind}/?…` with a query built by `apiSearchQuery`. */
export const fetchSearchPage = (kind: ListingKind, query: string, lng: Language, signal?: AbortSignal) =>
  apiGet<ListingPage>(`/listing/${kind}/?${query}`, { lng, signal })

const listOrEmpty = <T>(result: ApiResult<T[]>): T[] => (result.ok && Array.isArray(result.data) ? result.data : [])

/**
 * The catalogues the kind's filter panel lists. A failed list only hides that filter: the results
 * still render.
 */
export async function fetchFilterCatalogue(kind: ListingKind, lng: Language): Promise<FilterCatalogue> {
  const get = (path: string) => apiGet<FilterOption[]>(path, { lng }).then(listOrEmpty)
  const none = Promise.resolve([] as FilterOption[])
  const [amenities, brands, locationSituations, activities] = await Promise.all([
    get(`/listing/${kind}/amenity/`).then((items) =>
      // Dimensions are facts of the vehicle, not things to filter by.
      items.filter((item) => !(item as { is_dimension?: boolean }).is_dimension),
    ),
    kind === 'recreational_vehicle' ? get(`/listing/${kind}/brand/`) : none,
    kind === 'campsite' ? get('/listing/campsite/location-situation/') : none,
    kind === 'campsite' ? get('/listing/campsite/activity/') : none,
  ])
  return { amenities, brands, locationSituations, activities }
}

/** Up to `limit` places for a text, in the visitor's language; an empty list when the geocoder fails (§8). */
export async function geocode(text: string, lng: Language, limit = 5): Promise<PlaceSuggestion[]> {
  const q = text.trim().slice(0, 200)
  if (!q) return []
  const params = new URLSearchParams({ q, limit: String(limit), lang: lng })
  const result = await apiGet<GeocodeHit[]>(`/geocoding/search/?${params}`, { lng })
  if (!result.ok) {
    if (result.status !== 400) console.warn(`[site] place suggestions failed: ${result.reason} ${result.status ?? ''}`)
    return []
  }
  return (Array.isArray(result.data) ? result.data : [])
    .map((hit) => ({
      label: hit.display_name,
      name: hit.name ?? hit.display_name.split(',')[0]!.trim(),
      latitude: Number(hit.lat),
      longitude: Number(hit.lon),
      countryCode: (hit.country_code ?? '').toUpperCase(),
      addressType: hit.addresstype ?? null,
    }))
    .filter((place) => Number.isFinite(place.latitude) && Number.isFinite(place.longitude))
}
