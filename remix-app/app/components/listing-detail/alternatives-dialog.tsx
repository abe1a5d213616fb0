import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { ListingCard } from '~/components/listing-card'
import { Button, Dialog, Skeleton, Spinner } from '~/components/ui'
import { CalendarSearch } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { ListingKind } from '~/lib/listings'
import type { AlternativesResult } from '~/routes/listing-detail/alternatives'
import { alternativesQuery } from './alternatives-query'

type Shift = { trip_start_timestamp: number; trip_end_timestamp: number; count: number }

/**
 * Alternatives of an unavailable listing (listings spec §4): fetched when the modal opens, at most
 * 5 of the same kind free for the range and matching the search the traveler came from; when none, the trip can move a day earlier (only after
 * today) or later, keeping its length.
 */
export function AlternativesDialog({
  open,
  onClose,
  kind,
  listingId,
  range,
  searchParams,
  onShift,
}: {
  open: boolean
  onClose: () => void
  kind: ListingKind
  listingId: string
  range: { pickup_timestamp: number; return_timestamp: number } | null
  searchParams: URLSearchParams
  onShift: (days: number) => void
}) {
  const { t } = useTranslation('listing')
  const fetcher = useFetcher<AlternativesResult>()
  const query = range ? alternativesQuery(kind, searchParams, range) : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetch once per opening and range
  useEffect(() => {
    if (open && query) fetcher.load(`/listing-alternatives/${kind}/${encodeURIComponent(listingId)}?${query}`)
  }, [open, query, kind, listingId])

  const result = fetcher.data
  const loading = fetcher.state !== 'idle' || !result
  const shifted = result?.ok ? result.shifted : null
  const count = !loading && result?.ok ? result.results.length : 3
  const shiftButton = (shift: Shift | null, days: number, label: string) =>
    shift && (
      <Button
        variant="secondary"
        onClick={() => {
          onShift(days)
          onClose()
        }}
        data-testid={days < 0 ? 'alternatives-previous-day' : 'alternatives-next-day'}
      >
        {label}
        {shift.count > 0 && (
          <span className="text-ink-subtle">({t('alternatives.found', { count: shift.count })})</span>
        )}
      </Button>
    )

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('errors.alternativeVehiclesModalTitle')}
      icon={<CalendarSearch />}
      // As wide as the cards need: one or two alternatives do not leave an empty third column.
      className={count === 1 ? 'max-w-[420px]!' : count === 2 ? 'max-w-[720px]!' : 'max-w-[1000px]!'}
    >
      <div data-testid="alternatives-dialog" className="max-h-[65dvh] overflow-y-auto">
        {loading ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            <span className="sr-only">
              <Spinner /> {t('alternatives.loading')}
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-72 rounded-xl" />
            ))}
          </div>
        ) : result.ok && result.results.length > 0 ? (
          <ul className={cn('grid gap-4', count > 1 && 'sm:grid-cols-2', count > 2 && 'lg:grid-cols-3')}>
            {result.results.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} searchParams={searchParams} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-xl border border-dashed border-line-strong bg-surface-muted/50 p-6 text-center">
            <p className="font-medium text-ink" data-testid="alternatives-empty">
              {result.ok ? t('alternativeVehicles.noAlternativesFound') : t('alternatives.failed')}
            </p>
            {shifted && (shifted.previous_day || shifted.next_day) && (
              <>
                <p className="mt-1 text-sm text-ink-muted">{t('alternatives.shiftLead')}</p>
                <div className="mt-4 flex flex-wrap justify-center gap-2">
                  {shiftButton(shifted.previous_day, -1, t('alternatives.previousDay'))}
                  {shiftButton(shifted.next_day, 1, t('alternatives.nextDay'))}
                </div>
              </>
            )}
          </div>
        )}
      </div>
    </Dialog>
  )
}
