import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { type Place, searchKey, writePlace } from '~/components/search/search-state'
import { useToast } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import type { ListingKind } from '~/lib/listings'
import type { SearchCardData, SearchCardPage } from '~/lib/search-cards'

/** Listings of the search plus the pages "Load more" appended, without duplicates. */
export function useAppendedPages(kind: ListingKind, first: SearchCardPage | null, place: Place) {
  const [searchParams] = useSearchParams()
  const key = searchKey(searchParams)
  const { error: errorToast } = useToast()
  const { t } = useTranslation('search')
  const [state, setState] = useState<{ key: string; items: SearchCardData[]; hasMore: boolean | null }>({
    key,
    items: [],
    hasMore: null,
  })
  const [loading, setLoading] = useState(false)
  // A new search starts from its first page again (set while rendering: no frame shows stale pages).
  if (state.key !== key) setState({ key, items: [], hasMore: null })

  const listings = useMemo(() => {
    const seen = new Set<string>()
    return [...(first?.results ?? []), ...state.items].filter((listing) => {
      if (seen.has(listing.id)) return false
      seen.add(listing.id)
      return true
    })
  }, [first, state.items])
  const hasMore = state.hasMore ?? first?.has_more ?? false

  const loadMore = async () => {
    if (loading) return
    setLoading(true)
    // The place the loader resolved (a city page's city, a typed place's best match): not geocoded again.
    const query = writePlace(searchParams, place)
    query.set('offset', String(listings.length))
    try {
      const response = await fetch(`/search/results/${kind}?${query}`)
      if (!response.ok) throw new Error(String(response.status))
      const page = (await response.json()) as SearchCardPage
      setState((previous) =>
        previous.key === key
          ? { key, items: [...previous.items, ...page.results], hasMore: page.has_more }
          : { key, items: page.results, hasMore: page.has_more },
      )
    } catch {
      errorToast(t('results.loadMoreFailed'))
    } finally {
      setLoading(false)
    }
  }
  return { listings, hasMore, loadMore, loading }
}
