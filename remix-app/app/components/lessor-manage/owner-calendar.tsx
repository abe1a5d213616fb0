import { addMonths, formatDate, formatMonth, monthOf, type NightKey, weekdayNames } from '@driftway/domain/dates'
import { useMemo, useState } from 'react'
import { Button } from '~/components/ui'
import { ChevronLeft, ChevronRight } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import {
  buildMonth,
  type CalendarDay,
  type CalendarInput,
  calendarModel,
  type DaySelection,
  isInSelection,
} from './calendar-model'
import { money, ns, rateColorHex, Swatch } from './shared'

const stateClasses: Record<CalendarDay['state'], string> = {
  Available: 'bg-white text-forest-950 hover:bg-forest-50',
  Booking: 'bg-sand-200 text-sand-900 hover:bg-sand-300',
  Unavailable:
    'bg-stone-100 text-stone-400 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.05)_6px_8px)]',
}
/** Outlines, kept apart so today's outline replaces (not fights) the state's one. */
const stateRings: Record<CalendarDay['state'], string> = {
  Available: 'ring-1 ring-inset ring-forest-200',
  Booking: 'ring-1 ring-inset ring-sand-300',
  Unavailable: 'ring-1 ring-inset ring-stone-200',
}

/** The legend's sample of each state. */
function StateLegend() {
  const { t } = useTranslation(ns)
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-muted" data-testid="calendar-legend">
      {(['Available', 'Booking', 'Unavailable'] as const).map((state) => (
        <li key={state} className="flex items-center gap-2">
          <span className={cn('inline-block size-4 rounded', stateClasses[state], stateRings[state])} aria-hidden />
          {t(`calendar.state.${state}`)}
        </li>
      ))}
    </ul>
  )
}

function MonthGrid({
  model,
  month,
  currency,
  selection,
  onPick,
}: {
  model: ReturnType<typeof calendarModel>
  /** The month's first day ('2030-06-01'). */
  month: NightKey
  currency: string
  selection: DaySelection | null
  onPick: (day: CalendarDay) => void
}) {
  const { t, i18n } = useTranslation(ns)
  const grid = useMemo(() => buildMonth(model, month), [model, month])
  const title = formatMonth(month, i18n.language)
  const weekdays = useMemo(() => weekdayNames(i18n.language), [i18n.language])
  return (
    <div className="min-w-0 flex-1" data-testid="calendar-month" data-month={month.slice(0, 7)}>
      <h3 className="mb-3 text-center text-base font-semibold text-ink capitalize">{title}</h3>
      <table className="w-full table-fixed border-separate border-spacing-1">
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col" className="pb-1 text-xs font-medium text-ink-subtle">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week, index) => (
            <tr key={week.find(Boolean)?.key ?? index}>
              {week.map((day, cell) => {
                if (!day) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no identity but their position
                  return <td key={`pad-${cell}`} />
                }
                const price =
                  !day.past && day.rate.cents !== null ? money(day.rate.cents, currency, i18n.language) : null
                // The name starts with what the cell shows (day, price), so speech control can use it (WCAG 2.5.3).
                const label = [
                  price ? `${day.day} ${price}` : String(day.day),
                  t(`calendar.state.${day.state}`),
                  day.rate.name,
                  formatDate(day.key, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }),
                ]
                  .filter(Boolean)
                  .join(', ')
                return (
                  <td key={day.key} className="p-0">
                    <button
                      type="button"
                      onClick={() => onPick(day)}
                      disabled={day.past}
                      data-date={day.key}
                      data-state={day.state}
                      data-rate-color={day.rate.color}
                      aria-pressed={isInSelection(selection, day.key)}
                      aria-label={label}
                      title={`${t(`calendar.state.${day.state}`)} · ${day.rate.name ?? t('calendar.defaultRate')} ${money(day.rate.cents, currency, i18n.language)}`}
                      className={cn(
                        'relative flex h-12 w-full flex-col items-center justify-center overflow-hidden rounded-lg text-sm font-semibold tabular-nums transition-colors sm:h-14',
                        'focus-visible:shadow-focus focus-visible:outline-none disabled:cursor-default',
                        stateClasses[day.state],
                        day.state === 'Unavailable' && 'line-through decoration-stone-300',
                        day.today ? 'ring-2 ring-primary ring-inset' : stateRings[day.state],
                        isInSelection(selection, day.key) && 'bg-forest-700! text-white! no-underline',
                      )}
                    >
                      <span>{day.day}</span>
                      {/* A space between day and price in the text (not in the layout): "24 120 €", not "24120 €". */}{' '}
                      {price && (
                        <span className="hidden text-[0.6875rem] leading-tight font-medium opacity-90 sm:block">
                          {price}
                        </span>
                      )}
                      <span
                        aria-hidden
                        className="absolute inset-x-1.5 bottom-1 h-1 rounded-full"
                        style={{ backgroundColor: rateColorHex[day.rate.color], opacity: day.past ? 0.3 : 1 }}
                      />
                    </button>
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

/**
 * The owner calendar: two months side by side (one on phones), previous/next, day states and
 * rate colours. Clicking two days selects a range the forms below can take over.
 */
export function OwnerCalendar({
  input,
  currency,
  selection,
  onSelect,
  rates,
}: {
  input: CalendarInput
  currency: string
  selection: DaySelection | null
  onSelect: (day: CalendarDay) => void
  rates: { name: string; color: CalendarDay['rate']['color'] }[]
}) {
  const { t } = useTranslation(ns)
  const model = useMemo(() => calendarModel(input), [input])
  const [offset, setOffset] = useState(0)
  const first = addMonths(monthOf(model.today), offset)
  const second = addMonths(first, 1)

  return (
    <div data-testid="owner-calendar">
      <div className="mb-4 flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setOffset((value) => value - 1)}
          disabled={offset === 0}
          aria-label={t('calendar.previous')}
          data-testid="calendar-prev"
          icon={<ChevronLeft className="size-4" />}
        />
        <p className="text-sm text-ink-muted">{t('calendar.pickHint')}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setOffset((value) => value + 1)}
          aria-label={t('calendar.next')}
          data-testid="calendar-next"
          icon={<ChevronRight className="size-4" />}
        />
      </div>
      <div className="flex gap-8">
        <MonthGrid model={model} month={first} currency={currency} selection={selection} onPick={onSelect} />
        <div className="hidden min-w-0 flex-1 lg:block">
          <MonthGrid model={model} month={second} currency={currency} selection={selection} onPick={onSelect} />
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 border-t border-line pt-4">
        <StateLegend />
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-muted" data-testid="rate-legend">
          <li className="flex items-center gap-2">
            <Swatch color="gray" />
            {t('calendar.defaultRate')}
          </li>
          {rates.map((rate) => (
            <li key={`${rate.name}-${rate.color}`} className="flex items-center gap-2">
              <Swatch color={rate.color} />
              {rate.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
