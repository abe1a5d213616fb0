import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useDebouncedCallback } from '~/components/search/debounce'
import {
  activeFilterCount,
  emptyFilters,
  type Filters,
  readFilters,
  writeFilters,
} from '~/components/search/search-state'
import type { ListingKind } from '~/lib/listings'

/**
 * The search page's filters: shown at once, written to the URL 300 ms after the last change (§4).
 * `flush` writes a pending change now (before the page navigates elsewhere or the drawer closes).
 */
export function useSearchFilters(kind: ListingKind) {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const urlFilters = useMemo(() => readFilters(kind, searchParams), [kind, searchParams])
  const urlFiltersKey = JSON.stringify(urlFilters)
  const [filters, setFilters] = useState<Filters>(urlFilters)
  const pushFilters = useDebouncedCallback((next: Filters) => {
    const params = writeFilters(kind, new URLSearchParams(window.location.search), next)
    navigate({ search: params.toString() }, { replace: true, preventScrollReset: true })
  })
  // The URL changed from elsewhere (back button, search bar): show its filters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialized filters
  useEffect(() => {
    if (!pushFilters.pending()) setFilters(urlFilters)
  }, [urlFiltersKey])
  const changeFilters = (next: Filters) => {
    setFilters(next)
    pushFilters(next)
  }
  return {
    filters,
    changeFilters,
    filterCount: activeFilterCount(kind, filters),
    // Clearing filters keeps the chosen sort.
    clearFilters: () => changeFilters({ ...emptyFilters, sort: filters.sort }),
    flush: () => pushFilters.flush(),
  }
}
