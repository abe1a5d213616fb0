import { Select } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import { type ListingKind, rentalUnitContext } from '~/lib/listings'
import { type Sort, toSort } from './search-state'

const sortValue = (sort: Sort) => (sort ? `${sort.param}:${sort.direction}` : '')
const parseSortValue = (value: string): Sort => {
  const [param, direction] = value.split(':')
  return toSort(param, direction)
}

/**
 * The sort choices (mutually exclusive, §4); distance needs a place and the total needs dates. The
 * rate sorted on is per day for campervans, per night for pitches and boats (decision 0010).
 */
export function SortSelect({
  kind,
  sort,
  onChange,
  hasPlace,
  hasDates,
  className,
}: {
  kind: ListingKind
  sort: Sort
  onChange: (sort: Sort) => void
  hasPlace: boolean
  hasDates: boolean
  className?: string
}) {
  const { t } = useTranslation('search')
  const context = rentalUnitContext(kind)
  const options = [
    { value: '', label: t('sort.recommended') },
    { value: 'filter_by_rating:DESC', label: t('sort.ratingDesc') },
    { value: 'filter_by_price_daily:ASC', label: t('sort.dailyAsc', { context }) },
    { value: 'filter_by_price_daily:DESC', label: t('sort.dailyDesc', { context }) },
    { value: 'filter_by_price_trip:ASC', label: t('sort.tripAsc'), disabled: !hasDates },
    { value: 'filter_by_price_trip:DESC', label: t('sort.tripDesc'), disabled: !hasDates },
    { value: 'filter_by_distance:ASC', label: t('sort.distanceAsc'), disabled: !hasPlace },
    { value: 'filter_by_distance:DESC', label: t('sort.distanceDesc'), disabled: !hasPlace },
  ]
  return (
    <Select
      label={t('sort.label')}
      hideLabel
      value={sortValue(sort)}
      options={options}
      onChange={(event) => onChange(parseSortValue(event.target.value))}
      containerClassName={className}
      data-testid="sort-select"
    />
  )
}
