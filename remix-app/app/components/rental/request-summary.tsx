import { formatDateRange } from '@driftway/domain/dates'
import { rentalDayOf } from '@driftway/domain/rental'
import { Badge, type BadgeTone } from '~/components/ui'
import { CalendarDays, MapPin, MoveHorizontal, Users } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'

type Summary = {
  status: 'PENDING' | 'CLOSED' | 'EXPIRED'
  location: string
  travellers_num: number
  pickup_timestamp: number
  return_timestamp: number
  flexibility: number
  vehicle_types: string[]
}

const statusTone: Record<Summary['status'], BadgeTone> = { PENDING: 'primary', CLOSED: 'success', EXPIRED: 'neutral' }

/** The dates of a request or an offer as people read them (calendar days, booking §3). */
export function useDayRange() {
  const { i18n } = useTranslation()
  return (pickup: number, returnAt: number) =>
    formatDateRange(rentalDayOf(pickup), rentalDayOf(returnAt), i18n.language)
}

function RequestStatusBadge({ status }: { status: Summary['status'] }) {
  const { t } = useTranslation('rental')
  return (
    <Badge tone={statusTone[status]} data-testid="rental-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  )
}

/** A request at a glance: place, dates (with flexibility), party and preferred types. */
export function RequestSummary({
  request,
  showStatus = true,
  className,
}: {
  request: Summary
  showStatus?: boolean
  className?: string
}) {
  const { t } = useTranslation('rental')
  const range = useDayRange()
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="flex min-w-0 items-center gap-2 text-lg font-semibold text-ink">
          <MapPin className="size-5 shrink-0 text-primary" aria-hidden />
          <span className="truncate" data-testid="rental-location">
            {request.location}
          </span>
        </h2>
        {showStatus && <RequestStatusBadge status={request.status} />}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-[0.9375rem] text-ink-muted">
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-ink-subtle" aria-hidden />
          <span data-testid="rental-dates">{range(request.pickup_timestamp, request.return_timestamp)}</span>
        </li>
        <li className="flex items-center gap-1.5">
          <MoveHorizontal className="size-4 text-ink-subtle" aria-hidden />
          {request.flexibility === 0 ? t('summary.exact') : t('summary.flexible', { count: request.flexibility })}
        </li>
        <li className="flex items-center gap-1.5">
          <Users className="size-4 text-ink-subtle" aria-hidden />
          {t('summary.travellers', { count: request.travellers_num })}
        </li>
      </ul>
      {request.vehicle_types.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('form.types')}>
          {request.vehicle_types.map((type) => (
            <li key={type}>
              <Badge tone="neutral" size="sm">
                {t(`types.${type}`, { defaultValue: type })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
