import { SEARCH_PAGE_SIZE } from '@driftway/domain/search-params'
import { InlineError } from '~/components/errors/inline-error'
import { ListingCardSkeleton, SearchCard } from '~/components/listing-card'
import { RentalRequestCta } from '~/components/rental/request-cta'
import { Button } from '~/components/ui'
import { SearchX } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { SearchCardData } from '~/lib/search-cards'

/** Two vertical cards a row up to 1280 px, then one horizontal card a row (§2 "Orientation"). */
const resultsGrid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-1'

/**
 * The search page's results: the API's failure, skeletons while a new search loads, the empty
 * state, or the cards with "Load more".
 */
export function SearchResults({
  failed,
  searching,
  listings,
  count,
  hasMore,
  loadMore,
  loadingMore,
  searchParams,
  nights,
  highlightedId,
  onHover,
  empty,
}: {
  failed: boolean
  searching: boolean
  listings: SearchCardData[]
  count: number
  hasMore: boolean
  loadMore: () => void
  loadingMore: boolean
  searchParams: URLSearchParams
  nights: number | null
  highlightedId: string | null
  onHover: (id: string | null) => void
  empty: Parameters<typeof EmptyResults>[0]
}) {
  const { t } = useTranslation('search')
  if (failed) return <InlineError />
  if (searching) {
    return (
      <ul className={resultsGrid} aria-hidden data-testid="results-skeleton">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={index}>
            <ListingCardSkeleton horizontalFromXl />
          </li>
        ))}
      </ul>
    )
  }
  if (listings.length === 0) return <EmptyResults {...empty} />
  return (
    <>
      <ul className={resultsGrid} data-testid="listing-grid" data-kind={listings[0]?.kind}>
        {listings.map((listing, index) => (
          <SearchCard
            key={listing.id}
            listing={listing}
            searchParams={searchParams}
            nights={nights}
            eager={index < 4}
            highlighted={listing.id === highlightedId}
            onHover={onHover}
          />
        ))}
      </ul>
      {hasMore && (
        <div className="mt-8 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            onClick={loadMore}
            loading={loadingMore}
            loadingLabel={t('results.loadingMore')}
            data-testid="load-more"
          >
            {t('results.loadMore', { count: Math.min(SEARCH_PAGE_SIZE, count - listings.length) })}
          </Button>
        </div>
      )}
    </>
  )
}

function EmptyResults({
  placeNotFound,
  place,
  hasFilters,
  onClear,
  kindKey,
}: {
  placeNotFound: boolean
  place: string
  hasFilters: boolean
  onClear: () => void
  kindKey: string
}) {
  const { t } = useTranslation('search')
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center"
      data-testid="results-empty"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchX className="size-6" aria-hidden />
      </span>
      <p className="text-lg font-semibold text-ink">
        {placeNotFound ? t('results.placeNotFound', { place }) : t(`results.empty.${kindKey}`)}
      </p>
      <p className="max-w-md text-ink-muted">
        {placeNotFound ? t('results.placeNotFoundHint') : t('results.emptyHint')}
      </p>
      {hasFilters && !placeNotFound && (
        <Button variant="secondary" onClick={onClear} className="mt-2">
          {t('filters.clear')}
        </Button>
      )}
      {!placeNotFound && <RentalRequestCta kindKey={kindKey} />}
    </div>
  )
}

/** How many filters are set, on the buttons that open the filters. */
export function FilterCountBadge({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-on-primary">
      {count}
    </span>
  )
}
