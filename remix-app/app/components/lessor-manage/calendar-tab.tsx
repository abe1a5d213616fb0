import type { BookedPeriod } from '@driftway/domain/availability/periods'
import { daysBetweenKeys, formatDateRange, nightKeyOf } from '@driftway/domain/dates'
import { useMemo, useState } from 'react'
import { Button, Checkbox, Input, Select } from '~/components/ui'
import { CalendarDays, CalendarRange, Lock, X } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { useZodForm } from '~/lib/forms'
import type { ListingSeason } from '~/lib/listings'
import { rentalUnitContext } from '~/lib/listings'
import { type CalendarInput, type DaySelection, selectDay, selectionRange } from './calendar-model'
import { DateRangeFields, MinDaysInput, useManageErrors } from './form-fields'
import {
  emptyReservationForm,
  emptySeasonForm,
  reservationCommentMax,
  reservationFormSchema,
  reservationToForm,
  seasonFormSchema,
  seasonToForm,
} from './form-model'
import { OwnerCalendar } from './owner-calendar'
import { calendarUnitText, ItemList, ItemTitle, ManageForm, money, ns, Panel, Swatch, useEditableForm } from './shared'
import type { ManagedListing, ManagedReservation } from './types'

type Props = { listing: ManagedListing; timezone: string; booked: BookedPeriod[]; now: number }

function RangeBar({
  kind,
  selection,
  onSeason,
  onReserve,
  onClear,
}: {
  kind: ManagedListing['kind']
  selection: DaySelection
  onSeason: () => void
  onReserve: () => void
  onClear: () => void
}) {
  const { t, i18n } = useTranslation(ns)
  const range = selectionRange(selection)
  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-xl border border-forest-200 bg-forest-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="range-bar"
    >
      <p className="text-sm text-forest-900">
        {range ? (
          <>
            <span className="font-semibold">{formatDateRange(range.start, range.end, i18n.language)}</span>
            {' · '}
            {t('calendar.nights', { count: daysBetweenKeys(range.start, range.end), context: rentalUnitContext(kind) })}
          </>
        ) : (
          calendarUnitText(t, 'calendar.pickEnd', kind)
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onSeason} disabled={!range} icon={<CalendarRange className="size-4" />}>
          {t('calendar.useForSeason')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onReserve} disabled={!range} icon={<Lock className="size-4" />}>
          {t('calendar.useForReservation')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear} icon={<X className="size-4" />}>
          {t('calendar.clear')}
        </Button>
      </div>
    </div>
  )
}

type Prefill = { start: string; end: string; seq: number } | null
/** A form and table of the tab; `prefill` is a range picked in the calendar. */
type SectionProps = { listing: ManagedListing; timezone: string; prefill: Prefill }

function SeasonSection({ listing, timezone, prefill }: SectionProps) {
  const { t, i18n } = useTranslation(ns)
  const currency = listing.currency || 'EUR'
  const unit = rentalUnitContext(listing.kind)
  const form = useZodForm(seasonFormSchema, emptySeasonForm())
  const errorOf = useManageErrors(form, unit)
  const editor = useEditableForm('season', {
    form,
    empty: emptySeasonForm,
    fieldMap: { start_timestamp: 'start', end_timestamp: 'end', season_rate: 'season_rate' },
    success: t('seasons.saved'),
    prefill,
    kind: listing.kind,
  })
  const ratesById = new Map(listing.season_rates.map((rate) => [rate.id, rate]))
  const rateOptions = [
    {
      value: '',
      label: t('seasons.defaultRateOption', { price: money(listing.default_rate_in_cents, currency, i18n.language) }),
    },
    ...listing.season_rates.map((rate) => ({
      value: rate.id,
      label: `${rate.season} · ${money(rate.rate_in_cents, currency, i18n.language)}`,
    })),
  ]
  const rangeOf = (season: ListingSeason) =>
    formatDateRange(
      nightKeyOf(season.start_timestamp, timezone),
      nightKeyOf(season.end_timestamp, timezone),
      i18n.language,
    )

  return (
    <Panel
      title={t('seasons.title')}
      description={t('seasons.lead', { context: unit })}
      icon={<CalendarRange />}
      testId="seasons-panel"
    >
      <ManageForm editor={editor} actionsClassName="col-span-2">
        <DateRangeFields form={form} errorOf={errorOf} kind={listing.kind} />
        <Select
          containerClassName="col-span-2 sm:col-span-1"
          label={t('seasons.rate')}
          options={rateOptions}
          {...form.register('season_rate')}
          error={errorOf('season_rate')}
        />
        <MinDaysInput
          kind={listing.kind}
          containerClassName="col-span-2 sm:col-span-1"
          {...form.register('min_rent_dates')}
          error={errorOf('min_rent_dates')}
        />
        <Checkbox
          className="col-span-2"
          label={t('seasons.available')}
          description={t('seasons.availableHint')}
          {...form.register('is_available')}
        />
      </ManageForm>

      <ItemList
        className="mt-6"
        name="season"
        context={unit}
        items={listing.season_availability}
        marker={(season) => (
          <Swatch color={(season.season_rate && ratesById.get(season.season_rate)?.color) || 'gray'} />
        )}
        onEdit={(season) => editor.edit(season.id, seasonToForm(season, timezone))}
        deleteText={rangeOf}
      >
        {(season) => {
          const rate = season.season_rate ? ratesById.get(season.season_rate) : undefined
          return (
            <>
              <ItemTitle
                badges={[
                  {
                    tone: season.is_available ? 'success' : 'neutral',
                    label: season.is_available ? t('calendar.state.Available') : t('calendar.state.Unavailable'),
                  },
                ]}
              >
                {rangeOf(season)}
              </ItemTitle>
              <p className="mt-0.5 text-sm text-ink-muted">
                {rate
                  ? `${rate.season} · ${money(rate.rate_in_cents, currency, i18n.language)}`
                  : t('calendar.defaultRate')}
                {' · '}
                <span className="whitespace-nowrap">
                  {t('seasons.minStayShort', { count: season.min_rent_dates, context: unit })}
                </span>
              </p>
            </>
          )
        }}
      </ItemList>
    </Panel>
  )
}

function ReservationSection({ listing, timezone, prefill }: SectionProps) {
  const { t, i18n } = useTranslation(ns)
  const form = useZodForm(reservationFormSchema, emptyReservationForm())
  // The API's refusals of a reservation's length count the listing's rental unit (decision 0010).
  const errorOf = useManageErrors(form, rentalUnitContext(listing.kind))
  const editor = useEditableForm('reservation', {
    form,
    empty: emptyReservationForm,
    fieldMap: { start_timestamp: 'start', end_timestamp: 'end' },
    success: t('reservations.saved'),
    prefill,
    kind: listing.kind,
  })
  const daysOf = (reservation: ManagedReservation) => ({
    start: nightKeyOf(reservation.start_timestamp, timezone),
    end: nightKeyOf(reservation.end_timestamp, timezone),
  })

  return (
    <Panel
      title={t('reservations.title')}
      description={t('reservations.lead')}
      icon={<Lock />}
      testId="reservations-panel"
    >
      <ManageForm editor={editor} className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4" actionsClassName="col-span-2">
        <DateRangeFields form={form} errorOf={errorOf} kind={listing.kind} />
        <Input
          containerClassName="col-span-2"
          label={t('reservations.comment')}
          placeholder={t('reservations.commentPlaceholder')}
          maxLength={reservationCommentMax}
          {...form.register('comment')}
          error={errorOf('comment')}
        />
      </ManageForm>
      <ItemList
        className="mt-6"
        name="reservation"
        items={listing.manual_reservations}
        marker={() => <span aria-hidden className="inline-block size-3 shrink-0 rounded-full bg-sand-400" />}
        onEdit={(reservation) => editor.edit(reservation.id, reservationToForm(reservation, timezone))}
        deleteText={(reservation) => formatDateRange(daysOf(reservation).start, daysOf(reservation).end, i18n.language)}
      >
        {(reservation) => {
          const { start, end } = daysOf(reservation)
          return (
            <>
              <ItemTitle>{formatDateRange(start, end, i18n.language)}</ItemTitle>
              <p className="text-sm break-words text-ink-muted">
                {t('calendar.nights', { count: daysBetweenKeys(start, end), context: rentalUnitContext(listing.kind) })}
                {reservation.comment ? ` · ${reservation.comment}` : ''}
              </p>
            </>
          )
        }}
      </ItemList>
    </Panel>
  )
}

/** The Calendar tab: owner calendar, then the season and reservation forms with their tables. */
export function CalendarTab({ listing, timezone, booked, now }: Props) {
  const { t } = useTranslation(ns)
  const [selection, setSelection] = useState<DaySelection | null>(null)
  const [seasonPrefill, setSeasonPrefill] = useState<Prefill>(null)
  const [reservationPrefill, setReservationPrefill] = useState<Prefill>(null)
  const input: CalendarInput = useMemo(
    () => ({
      timezone,
      now_timestamp: now,
      seasons: listing.season_availability,
      rates: listing.season_rates,
      reservations: listing.manual_reservations,
      booked,
      default_rate_in_cents: listing.default_rate_in_cents,
    }),
    [timezone, now, listing, booked],
  )
  const range = selectionRange(selection)
  const prefill = (target: 'season' | 'reservation') => {
    if (!range) return
    const next = { ...range, seq: Date.now() }
    if (target === 'season') setSeasonPrefill(next)
    else setReservationPrefill(next)
    setSelection(null)
    document.getElementById(`${target}-form`)?.scrollIntoView({ behavior: 'smooth', block: 'center' })
  }

  return (
    <div className="flex flex-col gap-6">
      <Panel
        title={t('calendar.title')}
        description={t('calendar.lead')}
        icon={<CalendarDays />}
        testId="calendar-panel"
      >
        <OwnerCalendar
          input={input}
          currency={listing.currency || 'EUR'}
          selection={selection}
          onSelect={(day) => setSelection((current) => selectDay(current, day.key))}
          rates={listing.season_rates.map((rate) => ({ name: rate.season, color: rate.color }))}
        />
        {selection && (
          <RangeBar
            kind={listing.kind}
            selection={selection}
            onSeason={() => prefill('season')}
            onReserve={() => prefill('reservation')}
            onClear={() => setSelection(null)}
          />
        )}
      </Panel>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <SeasonSection listing={listing} timezone={timezone} prefill={seasonPrefill} />
        <ReservationSection listing={listing} timezone={timezone} prefill={reservationPrefill} />
      </div>
    </div>
  )
}
