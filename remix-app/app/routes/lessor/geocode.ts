import { data } from 'react-router'
import { getAuth } from '~/lib/auth.server'
import type { Route } from './+types/geocode'

/** Nominatim-shaped result of `GET /geocoding/search/` (listings spec §7 address search). */
type Place = {
  lat: string | number
  lon: string | number
  display_name: string
  addresstype?: string
  address?: {
    road?: string
    house_number?: string
    postcode?: string
    city?: string
    town?: string
    village?: string
    state?: string
    country?: string
    country_code?: string
  }
}

export type AddressSuggestion = {
  label: string
  latitude: number
  longitude: number
  street_address: string
  house_number: string
  postal_code: string
  city: string
  country_iso2: string
}

/**
 * GET /lessor/geocode?q=… — up to 5 address suggestions in the page language for the editor's
 * address field. A failure is logged and answers an empty list (spec §8).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
  if (q.length < 2) return data<AddressSuggestion[]>([])
  const auth = getAuth(context)
  const result = await auth.publicApi<Place[]>(
    `/geocoding/search/?${new URLSearchParams({ q, limit: '5', lang: auth.lng })}`,
  )
  if (!result.ok) {
    console.warn(`[site] address suggestions failed: ${result.status} ${result.error.error_key}`)
    return data<AddressSuggestion[]>([])
  }
  const suggestions = (Array.isArray(result.data) ? result.data : []).flatMap((place): AddressSuggestion[] => {
    const latitude = Number(place.lat)
    const longitude = Number(place.lon)
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return []
    const address = place.address ?? {}
    return [
      {
        label: place.display_name,
        latitude,
        longitude,
        street_address: address.road ?? '',
        house_number: address.house_number ?? '',
        postal_code: address.postcode ?? '',
        city: address.city ?? address.town ?? address.village ?? address.state ?? '',
        country_iso2: (address.country_code ?? '').toUpperCase(),
      },
    ]
  })
  return data(suggestions, { headers: { 'Cache-Control': 'private, max-age=300' } })
}
