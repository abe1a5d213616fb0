import type { BookedPeriod } from '@driftway/domain'
import { CalendarDays, CalendarRange, Lock, Pencil, Plus, Save, X } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, Button, Checkbox, Input, Select } from '~/components/ui'
import { useZodForm } from '~/lib/forms'
import { type CalendarInput, type DaySelection, selectDay, selectionRange } from './calendar-model'
import { useManageErrors } from './form-fields'
import {
  emptyReservationForm,
  emptySeasonForm,
  nightsOf,
  reservationFormSchema,
  reservationToForm,
  seasonFormSchema,
  seasonToForm,
  timestampToDate,
} from './form-model'
import { OwnerCalendar } from './owner-calendar'
import { DeleteButton, EmptyRow, ErrorBanner, formatRange, money, ns, Panel, Swatch, useManageCall } from './shared'
import type { ManagedListing } from './types'

type Props = { listing: ManagedListing; timezone: string; booked: BookedPeriod[]; now: number }

function RangeBar({
  selection,
  onSeason,
  onReserve,
  onClear,
}: {
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
            <span className="font-semibold">{formatRange(range.start, range.end, i18n.language)}</span>
            {' · '}
            {t('calendar.nights', { count: nightsOf(range.start, range.end) })}
          </>
        ) : (
          t('calendar.pickEnd')
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

function SeasonSection({
  listing,
  timezone,
  prefill,
}: {
  listing: ManagedListing
  timezone: string
  prefill: { start: string; end: string; seq: number } | null
}) {
  const { t, i18n } = useTranslation(ns)
  const currency = listing.currency || 'EUR'
  const [editing, setEditing] = useState<string | null>(null)
  const form = useZodForm(seasonFormSchema, emptySeasonForm())
  const errorOf = useManageErrors(form)
  const call = useManageCall('season-save', {
    form,
    fieldMap: { start_timestamp: 'start', end_timestamp: 'end', season_rate: 'season_rate' },
    success: t('seasons.saved'),
    onSuccess: () => {
      setEditing(null)
      form.reset(emptySeasonForm())
    },
  })
  const remove = useManageCall('season-delete', { success: t('seasons.deleted') })
  // A range picked in the calendar fills the form (a new entry, not an edit).
  const { reset } = form
  useEffect(() => {
    if (!prefill) return
    setEditing(null)
    reset(emptySeasonForm(prefill))
  }, [prefill, reset])
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
  const onSubmit = form.handleSubmit((values) => call.submit('season-save', { id: editing, values }))

  return (
    <Panel title={t('seasons.title')} description={t('seasons.lead')} icon={<CalendarRange />} testId="seasons-panel">
      <ErrorBanner text={call.banner} testId="season-error" />
      <form
        id="season-form"
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 sm:grid-cols-2"
        data-testid="season-form"
      >
        <Input type="date" label={t('fields.start')} {...form.register('start')} error={errorOf('start')} />
        <Input
          type="date"
          label={t('fields.end')}
          hint={t('fields.endHint')}
          {...form.register('end')}
          error={errorOf('end')}
        />
        <Select
          containerClassName="col-span-2 sm:col-span-1"
          label={t('seasons.rate')}
          options={rateOptions}
          {...form.register('season_rate')}
          error={errorOf('season_rate')}
        />
        <Input
          containerClassName="col-span-2 sm:col-span-1"
          type="number"
          min={1}
          inputMode="numeric"
          label={t('fields.minDays')}
          {...form.register('min_rent_dates')}
          error={errorOf('min_rent_dates')}
        />
        <Checkbox
          className="col-span-2"
          label={t('seasons.available')}
          description={t('seasons.availableHint')}
          {...form.register('is_available')}
        />
        <div className="flex flex-wrap gap-2 col-span-2">
          <Button
            type="submit"
            loading={call.busy}
            icon={editing ? <Save className="size-4" /> : <Plus className="size-4" />}
          >
            {editing ? t('seasons.update') : t('seasons.add')}
          </Button>
          {editing && (
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(null)
                form.reset(emptySeasonForm())
                call.clearBanner()
              }}
            >
              {t('common.cancelEdit')}
            </Button>
          )}
        </div>
      </form>

      <div className="mt-6">
        {listing.season_availability.length === 0 ? (
          <EmptyRow>{t('seasons.empty')}</EmptyRow>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line" data-testid="season-table">
            {listing.season_availability.map((season) => {
              const start = timestampToDate(season.start_timestamp, timezone)
              const end = timestampToDate(season.end_timestamp, timezone)
              const rate = season.season_rate ? ratesById.get(season.season_rate) : undefined
              return (
                <li key={season.id} className="flex items-center gap-3 py-3 pr-2 pl-4" data-testid="season-row">
                  <Swatch color={rate?.color ?? 'gray'} />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.9375rem] font-semibold text-ink">
                      {formatRange(start, end, i18n.language)}
                      <Badge tone={season.is_available ? 'success' : 'neutral'}>
                        {season.is_available ? t('calendar.state.Available') : t('calendar.state.Unavailable')}
                      </Badge>
                    </p>
                    <p className="mt-0.5 text-sm text-ink-muted">
                      {rate
                        ? `${rate.season} · ${money(rate.rate_in_cents, currency, i18n.language)}`
                        : t('calendar.defaultRate')}
                      {' · '}
                      {t('seasons.minDaysShort', { count: season.min_rent_dates })}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('common.edit')}
                    title={t('common.edit')}
                    icon={<Pencil className="size-4" />}
                    onClick={() => {
                      setEditing(season.id)
                      form.reset(seasonToForm(season, timezone))
                      call.clearBanner()
                      document.getElementById('season-form')?.scrollIntoView({ behavior: 'smooth', block: 'center' })
                    }}
                  />
                  <DeleteButton
                    label={t('common.delete')}
                    title={t('seasons.deleteTitle')}
                    text={formatRange(start, end, i18n.language)}
                    busy={remove.busy}
                    onConfirm={() => remove.submit('season-delete', { id: season.id })}
                  />
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </Panel>
  )
}

function ReservationSection({
  listing,
  timezone,
  prefill,
}: {
  listing: ManagedListing
  timezone: string
  prefill: { start: string; end: string; seq: number } | null
}) {
  const { t, i18n } = useTranslation(ns)
  const [editing, setEditing] = useState<string | null>(null)
  const form = useZodForm(reservationFormSchema, emptyReservationForm())
  const errorOf = useManageErrors(form)
  const call = useManageCall('reservation-save', {
    form,
    fieldMap: { start_timestamp: 'start', end_timestamp: 'end' },
    success: t('reservations.saved'),
    onSuccess: () => {
      setEditing(null)
      form.reset(emptyReservationForm())
    },
  })
  const remove = useManageCall('reservation-delete', { success: t('reservations.deleted') })
  // A range picked in the calendar fills the form (a new entry, not an edit).
  const { reset } = form
  useEffect(() => {
    if (!prefill) return
    setEditing(null)
    reset(emptyReservationForm(prefill))
  }, [prefill, reset])
  const onSubmit = form.handleSubmit((values) => call.submit('reservation-save', { id: editing, values }))

  return (
    <Panel
      title={t('reservations.title')}
      description={t('reservations.lead')}
      icon={<Lock />}
      testId="reservations-panel"
    >
      <ErrorBanner text={call.banner} testId="reservation-error" />
      <form
        id="reservation-form"
        noValidate
        onSubmit={onSubmit}
        className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4"
        data-testid="reservation-form"
      >
        <Input type="date" label={t('fields.start')} {...form.register('start')} error={errorOf('start')} />
        <Input
          type="date"
          label={t('fields.end')}
          hint={t('fields.endHint')}
          {...form.register('end')}
          error={errorOf('end')}
        />
        <Input
          containerClassName="col-span-2"
          label={t('reservations.comment')}
          placeholder={t('reservations.commentPlaceholder')}
          maxLength={500}
          {...form.register('comment')}
          error={errorOf('comment')}
        />
        <div className="flex flex-wrap gap-2 col-span-2">
          <Button
            type="submit"
            loading={call.busy}
            icon={editing ? <Save className="size-4" /> : <Plus className="size-4" />}
          >
            {editing ? t('reservations.update') : t('reservations.add')}
          </Button>
          {editing && (
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(null)
                form.reset(emptyReservationForm())
                call.clearBanner()
              }}
            >
              {t('common.cancelEdit')}
            </Button>
          )}
        </div>
      </form>
      <div className="mt-6">
        {listing.manual_reservations.length === 0 ? (
          <EmptyRow>{t('reservations.empty')}</EmptyRow>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line" data-testid="reservation-table">
            {listing.manual_reservations.map((reservation) => {
              const start = timestampToDate(reservation.start_timestamp, timezone)
              const end = timestampToDate(reservation.end_timestamp, timezone)
              return (
                <li
                  key={reservation.id}
                  className="flex items-center gap-3 py-3 pr-2 pl-4"
                  data-testid="reservation-row"
                >
                  <span aria-hidden className="inline-block size-3 shrink-0 rounded-full bg-sand-400" />
                  <div className="min-w-0 flex-1">
                    <p className="text-[0.9375rem] font-semibold text-ink">{formatRange(start, end, i18n.language)}</p>
                    <p className="truncate text-sm text-ink-muted">
                      {t('calendar.nights', { count: nightsOf(start, end) })}
                      {reservation.comment ? ` · ${reservation.comment}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('common.edit')}
                    title={t('common.edit')}
                    icon={<Pencil className="size-4" />}
                    onClick={() => {
                      setEditing(reservation.id)
                      form.reset(reservationToForm(reservation, timezone))
                      call.clearBanner()
                      document
                        .getElementById('reservation-form')
                        ?.scrollIntoView({ behavior: 'smooth', block: 'center' })
                    }}
                  />
                  <DeleteButton
                    label={t('common.delete')}
                    title={t('reservations.deleteTitle')}
                    text={formatRange(start, end, i18n.language)}
                    busy={remove.busy}
                    onConfirm={() => remove.submit('reservation-delete', { id: reservation.id })}
                  />
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </Panel>
  )
}

/** The Calendar tab: owner calendar, then the season and reservation forms with their tables. */
export function CalendarTab({ listing, timezone, booked, now }: Props) {
  const { t } = useTranslation(ns)
  const [selection, setSelection] = useState<DaySelection | null>(null)
  const [seasonPrefill, setSeasonPrefill] = useState<{ start: string; end: string; seq: number } | null>(null)
  const [reservationPrefill, setReservationPrefill] = useState<{ start: string; end: string; seq: number } | null>(null)
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
