import type { Language } from '~/i18n/config'
import { type ApiResult, apiGet, readAsVisitorOrUser } from './api.server'
import type { Auth } from './auth.server'
import type { ListingKind, ListingPage } from './listings'
import { type SearchCardPage, toSearchCardPage } from './search-cards'
import { ttlCache } from './ttl-cache'

/**
 * A catalogue entry of a filter panel (amenities, surroundings, activities, brands): what the panel
 * shows and puts in the URL, its name already in the page's language (the loader data carries
 * nothing else, issue 23).
 */
export type FilterOption = { id: string; name: string; section?: string }
/** A catalogue entry as the API lists it. */
type CatalogueItem = {
  id: string
  name: string
  name_de?: string | null
  section?: string | null
  is_dimension?: boolean
}
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

/** `GET /listing/{kind}/?…` with a query built by `apiSearchQuery`; as the signed-in user when there is one. */
const fetchSearchPage = (kind: ListingKind, query: string, lng: Language, auth?: Auth, signal?: AbortSignal) =>
  readAsVisitorOrUser<ListingPage>(`/listing/${kind}/?${query}`, { lng, signal, auth })

/**
 * The same search as the cards of a search page (`toSearchCard`): what the page's loader and "Load
 * more" send to the browser. `nights` of the searched range price the cards (null without dates).
 */
export async function fetchSearchCards(
  kind: ListingKind,
  query: string,
  nights: number | null,
  lng: Language,
  auth?: Auth,
): Promise<ApiResult<SearchCardPage>> {
  const result = await fetchSearchPage(kind, query, lng, auth)
  return result.ok ? { ok: true, data: toSearchCardPage(result.data, nights, lng) } : result
}

const listOrEmpty = <T>(result: ApiResult<T[]>): T[] => (result.ok && Array.isArray(result.data) ? result.data : [])

/** The catalogues change in the CMS, rarely: each search request reuses them for 5 minutes. */
const catalogueCache = ttlCache<{ catalogue: FilterCatalogue; complete: boolean }>(
  5 * 60_000,
  16,
  (entry) => entry.complete,
)

/**
 * The catalogues the kind's filter panel lists. A failed list only hides that filter: the results
 * still render (and the catalogue is fetched again on the next request).
 */
export async function fetchFilterCatalogue(kind: ListingKind, lng: Language): Promise<FilterCatalogue> {
  const entry = await catalogueCache(`${kind}|${lng}`, () => loadFilterCatalogue(kind, lng))
  return entry.catalogue
}

async function loadFilterCatalogue(
  kind: ListingKind,
  lng: Language,
): Promise<{ catalogue: FilterCatalogue; complete: boolean }> {
  let complete = true
  const option = (item: CatalogueItem): FilterOption => {
    const name = lng === 'de' && item.name_de ? item.name_de : item.name
    return item.section ? { id: item.id, name, section: item.section } : { id: item.id, name }
  }
  const get = (path: string) =>
    apiGet<CatalogueItem[]>(path, { lng }).then((result) => {
      if (!result.ok) complete = false
      return listOrEmpty(result)
    })
  const none = Promise.resolve([] as FilterOption[])
  const [amenities, brands, locationSituations, activities] = await Promise.all([
    get(`/listing/${kind}/amenity/`).then((items) =>
      // Dimensions are facts of the vehicle, not things to filter by.
      items.filter((item) => !item.is_dimension).map(option),
    ),
    // A brand is filtered by its name (the URL says brand=Adria): the name is its id here.
    kind === 'recreational_vehicle'
      ? get(`/listing/${kind}/brand/`).then((items) => items.map((item) => ({ id: item.name, name: item.name })))
      : none,
    kind === 'campsite' ? get('/listing/campsite/location-situation/').then((items) => items.map(option)) : none,
    kind === 'campsite' ? get('/listing/campsite/activity/').then((items) => items.map(option)) : none,
  ])
  return { catalogue: { amenities, brands, locationSituations, activities }, complete }
}

/**
 * Found places, reused for 10 minutes: a city page and a typed place are geocoded again on every
 * filter change otherwise. Empty answers (nothing found, or the geocoder failed) are not kept.
 */
const placeCache = ttlCache<PlaceSuggestion[]>(10 * 60_000, 500, (places) => places.length > 0)

/** Up to `limit` places for a text, in the visitor's language; an empty list when the geocoder fails (§8). */
export async function geocode(text: string, lng: Language, limit = 5): Promise<PlaceSuggestion[]> {
  const q = text.trim().slice(0, 200)
  if (!q) return []
  return placeCache(`${lng}|${limit}|${q.toLowerCase()}`, () => lookUpPlaces(q, lng, limit))
}

async function lookUpPlaces(q: string, lng: Language, limit: number): Promise<PlaceSuggestion[]> {
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
