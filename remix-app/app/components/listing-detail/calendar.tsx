import {
  addMonths,
  formatDate,
  formatMonth,
  monthGrid,
  monthOf,
  type NightKey,
  weekdayNames,
} from '@driftway/domain/dates'
import { useMemo, useState } from 'react'
import { ChevronLeft, ChevronRight } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type CalendarRules, type DateRange, isDayClickable } from './dates'

function Month({
  month,
  range,
  hover,
  rules,
  onDay,
  onHover,
}: {
  month: NightKey
  range: DateRange
  hover: NightKey | null
  rules: CalendarRules
  onDay: (day: NightKey) => void
  onHover: (day: NightKey | null) => void
}) {
  const { i18n } = useTranslation()
  const { t } = useTranslation('listing')
  const lng = i18n.language
  const title = formatMonth(month, lng)
  const weekdays = useMemo(() => weekdayNames(lng), [lng])
  // While the end is being chosen, the hovered day previews the stay.
  const previewEnd = range.start && !range.end && hover && hover > range.start ? hover : null

  return (
    <div className="min-w-0 flex-1" data-month={month.slice(0, 7)}>
      <h3 className="mb-3 text-center text-[0.9375rem] font-semibold text-ink capitalize">{title}</h3>
      <table className="w-full table-fixed border-collapse" aria-label={title}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="pb-2 text-center text-xs font-medium text-ink-subtle">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => {
                // Padding cells: their position in the week is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed 7-column week
                if (!day) return <td key={`pad-${i}`} />
                const unavailable = day >= rules.today && rules.isUnavailable(day)
                const past = day < rules.today
                const clickable = isDayClickable(day, range, rules)
                const end = range.end ?? previewEnd
                const isStart = day === range.start
                const isEnd = day === end
                const inside = Boolean(range.start && end && day > range.start && day < end)
                const selected = isStart || (isEnd && Boolean(range.end))
                return (
                  <td key={day} className="p-0 py-0.5">
                    <div
                      className={cn(
                        'relative',
                        (inside || (isEnd && range.start)) && 'bg-forest-100',
                        isStart && end && 'rounded-l-full bg-forest-100',
                        isEnd && range.start && 'rounded-r-full',
                      )}
                    >
                      <button
                        type="button"
                        data-date={day}
                        data-unavailable={unavailable || undefined}
                        data-past={past || undefined}
                        data-selected={selected || undefined}
                        aria-disabled={!clickable || undefined}
                        aria-pressed={selected}
                        aria-label={`${formatDate(day, lng, { dateStyle: 'full' })}${unavailable ? `, ${t('calendar.unavailable')}` : ''}`}
                        onClick={() => clickable && onDay(day)}
                        onMouseEnter={() => onHover(day)}
                        onFocus={() => onHover(day)}
                        className={cn(
                          'mx-auto flex aspect-square w-full max-w-11 items-center justify-center rounded-full text-sm tabular-nums transition-colors focus-visible:shadow-focus focus-visible:outline-none',
                          clickable ? 'cursor-pointer font-medium text-ink hover:bg-forest-200' : 'cursor-default',
                          !clickable && !unavailable && 'text-stone-300',
                          unavailable && 'text-stone-500 line-through decoration-stone-400',
                          day === rules.today && !selected && 'ring-1 ring-line-strong ring-inset',
                          (isStart || isEnd) &&
                            (range.end || isStart) &&
                            'bg-primary font-semibold text-white hover:bg-primary-hover',
                          isEnd && !range.end && 'bg-forest-200 text-forest-900',
                        )}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </div>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Month navigation: past months and months beyond 25 years ahead are not offered (§4). */
function MonthButton({
  direction,
  label,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next'
  label: string
  disabled: boolean
  onClick: () => void
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      data-testid={`calendar-${direction}`}
      className="pointer-events-auto -mt-1 inline-flex size-8 items-center justify-center rounded-full text-ink-muted transition hover:bg-surface-muted hover:text-ink focus-visible:shadow-focus focus-visible:outline-none disabled:opacity-30"
    >
      <Icon className="size-5" />
    </button>
  )
}

/**
 * The availability calendar of the detail page: two months, from today's month up to 25 years
 * ahead. Clicks follow `clickDay` (see dates.ts); unavailable nights are struck through.
 * Each day cell carries data-date, and unavailable ones aria-disabled and data-unavailable.
 */
export function AvailabilityCalendar({
  range,
  rules,
  onDay,
  className,
}: {
  range: DateRange
  rules: CalendarRules
  onDay: (day: NightKey) => void
  className?: string
}) {
  const { t } = useTranslation('listing')
  const firstMonth = monthOf(rules.today)
  const lastMonth = monthOf(rules.lastDay)
  const [month, setMonth] = useState(() => {
    const start = range.start ? monthOf(range.start) : firstMonth
    return start < firstMonth ? firstMonth : start > lastMonth ? lastMonth : start
  })
  const [hover, setHover] = useState<NightKey | null>(null)
  const second = addMonths(month, 1)
  const canGoBack = month > firstMonth
  const canGoForward = second < lastMonth

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: leaving the calendar only ends the hover preview
    <div className={cn('relative', className)} data-testid="availability-calendar" onMouseLeave={() => setHover(null)}>
      <div className="pointer-events-none absolute inset-x-0 top-0 flex justify-between">
        <MonthButton
          direction="previous"
          label={t('calendar.previousMonth')}
          disabled={!canGoBack}
          onClick={() => setMonth(addMonths(month, -1))}
        />
        <MonthButton
          direction="next"
          label={t('calendar.nextMonth')}
          disabled={!canGoForward}
          onClick={() => setMonth(addMonths(month, 1))}
        />
      </div>
      <div className="flex flex-col gap-6 sm:flex-row sm:gap-8">
        <Month month={month} range={range} hover={hover} rules={rules} onDay={onDay} onHover={setHover} />
        <Month month={second} range={range} hover={hover} rules={rules} onDay={onDay} onHover={setHover} />
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1.5 text-xs text-ink-muted">
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-full bg-primary" aria-hidden />
          {t('calendar.legendSelected')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="text-stone-500 line-through" aria-hidden>
            12
          </span>
          {t('calendar.legendUnavailable')}
        </li>
      </ul>
    </div>
  )
}
