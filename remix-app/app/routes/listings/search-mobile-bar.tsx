import { List, Map as MapIcon, SlidersHorizontal } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { FilterCountBadge } from './search-results'

/** Phones and tablets: the floating bar at the bottom that opens the filters and toggles list and map. */
export function SearchMobileBar({
  filterCount,
  onOpenFilters,
  view,
  onViewChange,
}: {
  filterCount: number
  onOpenFilters: () => void
  view: 'list' | 'map'
  onViewChange: (view: 'list' | 'map') => void
}) {
  const { t } = useTranslation('search')
  return (
    <div className="pointer-events-none sticky bottom-4 z-30 flex justify-center px-4 lg:hidden">
      <div className="pointer-events-auto inline-flex items-center gap-1 rounded-full border border-line bg-surface p-1 shadow-lg">
        <button
          type="button"
          onClick={onOpenFilters}
          className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink hover:bg-surface-muted"
          data-testid="open-filters"
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {t('filters.title')}
          <FilterCountBadge count={filterCount} />
        </button>
        <span className="h-6 w-px bg-line" aria-hidden />
        <button
          type="button"
          onClick={() => {
            const next = view === 'list' ? 'map' : 'list'
            onViewChange(next)
            // Bring what was chosen into view (the map sits below the search bar on phones).
            requestAnimationFrame(() =>
              document
                .getElementById(next === 'map' ? 'search-map' : 'results-heading')
                ?.scrollIntoView({ block: 'start' }),
            )
          }}
          className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink hover:bg-surface-muted"
          aria-pressed={view === 'map'}
          data-testid="toggle-map"
        >
          {view === 'list' ? <MapIcon className="size-4" aria-hidden /> : <List className="size-4" aria-hidden />}
          {view === 'list' ? t('map.show') : t('map.showList')}
        </button>
      </div>
    </div>
  )
}
