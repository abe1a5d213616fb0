import { startTransition, useEffect, useState } from 'react'
import type { ListingKind } from '~/lib/listings'
import type { FilterCatalogue } from '~/lib/search.server'

const noLists: FilterCatalogue = { amenities: [], brands: [], locationSituations: [], activities: [] }

/**
 * The kind's filter lists from `search/filters/{kind}` (filters.ts), asked for once the page is
 * interactive: null until they answer; without the lists (the filters that need none) when the
 * request fails, as the server did when the API failed.
 *
 * Their arrival renders the whole search page again (the panel lives in it); as a transition, that
 * render yields to the browser between cards instead of holding a phone's main thread for ~100 ms
 * right after hydration (issue 17).
 */
export function useFilterCatalogue(kind: ListingKind, lng: string): FilterCatalogue | null {
  const key = `${kind}?lng=${lng}`
  const [loaded, setLoaded] = useState<{ key: string; catalogue: FilterCatalogue } | null>(null)
  useEffect(() => {
    let current = true
    fetch(`/search/filters/${key}`)
      .then((response) => (response.ok ? (response.json() as Promise<FilterCatalogue>) : noLists))
      .catch(() => noLists)
      .then((catalogue) => {
        if (current) startTransition(() => setLoaded({ key, catalogue }))
      })
    return () => {
      current = false
    }
  }, [key])
  return loaded?.key === key ? loaded.catalogue : null
}
