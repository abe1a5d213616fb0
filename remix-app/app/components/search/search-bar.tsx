import { addDaysToKey, isNightKey, localTodayKey, weekdayOf } from '@driftway/domain/dates'
import { type FormEvent, type MouseEvent, useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { kindNav } from '~/components/layout/nav-items'
import { Button, Card, Dialog, Input, Select, useToast } from '~/components/ui'
import { CalendarDays, CalendarRange, Search } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { kindKeys, kindPaths, type ListingKind } from '~/lib/listings'
import { PlaceField } from './place-field'
import {
  DEFAULT_BOAT_WEEKS,
  MAX_BOAT_WEEKS,
  type Place,
  readFilters,
  readPlace,
  readTrip,
  type Trip,
  writeFilters,
  writePlace,
} from './search-state'

type SearchBarProps = {
  kind: ListingKind
  /** Place, dates and party to start from (usually the current URL); filters in it are kept. */
  params?: URLSearchParams
  /** `hero`: roomy, on the home page; `page`: compact, heading a results page (no kind tabs on city pages). */
  variant?: 'hero' | 'page'
  /** City-page mode: the city gives the place, so dates need no typed place (§5). */
  city?: { path: string; name: string }
  className?: string
}

/** Opens the browser's date picker from anywhere in the field, not just its small calendar button. */
const openPicker = (event: MouseEvent<HTMLInputElement>) => {
  try {
    event.currentTarget.showPicker?.()
  } catch {
    // Some browsers refuse showPicker outside trusted gestures; the field still works by typing.
  }
}

const emptyPlace: Place = { search: '', latitude: null, longitude: null, countryCode: '' }

/** Sunday pick-ups and returns are rare at rental stations: the campervan bar asks (listings spec §4). */
type SundayQuestion = { field: 'start' | 'end'; date: string } | null

/**
 * Place (with suggestions), dates and — per kind — a boat period in weeks or a campsite party →
 * the kind's search URL. Campervan dates on a Sunday open a dialog offering Saturday or Monday;
 * a boat start date sets the end to start plus the period (default 7 days).
 */
export function SearchBar({ kind: pageKind, params, variant = 'hero', city, className }: SearchBarProps) {
  const { t } = useTranslation('search')
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  const { info } = useToast()
  const id = useId()
  const source = params ?? new URLSearchParams()
  const initialTrip: Trip = readTrip(source)
  const initialPlace = readPlace(source)
  const [kind, setKind] = useState<ListingKind>(pageKind)
  const [place, setPlace] = useState<Place>(
    city && !source.get('search') ? { ...emptyPlace, search: city.name } : initialPlace,
  )
  const [startDate, setStartDate] = useState(initialTrip.startDate)
  const [endDate, setEndDate] = useState(initialTrip.endDate)
  const [adults, setAdults] = useState(Math.max(1, initialTrip.adults))
  const [children, setChildren] = useState(initialTrip.children)
  const [weeks, setWeeks] = useState(source.has('period') ? initialTrip.periodWeeks : DEFAULT_BOAT_WEEKS)
  const [sunday, setSunday] = useState<SundayQuestion>(null)
  // Set after hydration so server and browser (possibly in different time zones) render the same HTML.
  const [minDate, setMinDate] = useState<string>()
  useEffect(() => setMinDate(localTodayKey()), [])

  const inCity = Boolean(city) && place.search.trim() === city?.name
  // Dates narrow the search to a place, so they need one — except on a city page (§5).
  const placeMissing = (startDate !== '' || endDate !== '') && place.search.trim() === '' && !city

  const applyStart = (value: string) => {
    setStartDate(value)
    if (kind === 'boat' && weeks > 0) {
      setEndDate(value ? addDaysToKey(value, weeks * 7) : '')
    } else if (value && endDate && endDate <= value) {
      // An end before the start is not offered and is cleared (§4).
      setEndDate('')
      info(tCommon('search.endCleared'))
    }
  }

  const onDateChange = (field: 'start' | 'end', value: string) => {
    if (kind === 'recreational_vehicle' && isNightKey(value) && weekdayOf(value) === 0) {
      setSunday({ field, date: value })
    }
    if (field === 'start') applyStart(value)
    else {
      setEndDate(value)
      // A boat end that is not start + the period means the traveler picks the days (§2).
      if (kind === 'boat' && weeks > 0 && startDate && value !== addDaysToKey(startDate, weeks * 7)) setWeeks(0)
    }
  }

  const answerSunday = (shift: -1 | 0 | 1) => {
    if (sunday && shift !== 0) {
      const moved = addDaysToKey(sunday.date, shift)
      if (sunday.field === 'start') applyStart(moved)
      else if (!startDate || moved > startDate) setEndDate(moved)
      else setEndDate('')
    }
    setSunday(null)
  }

  const onWeeksChange = (value: number) => {
    setWeeks(value)
    if (value > 0 && startDate) setEndDate(addDaysToKey(startDate, value * 7))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (placeMissing) return
    const next = new URLSearchParams()
    // Same kind: keep the filters of the current search; another kind has other filters.
    let filtered = kind === pageKind && params ? writeFilters(kind, next, readFilters(kind, params)) : next
    const staysInCity = Boolean(city) && (inCity || place.search.trim() === '')
    if (!staysInCity && place.search.trim()) {
      filtered = writePlace(filtered, place)
      // Still the map area searched before: keep its reach.
      const radius = source.get('radius')
      if (radius && place.latitude === initialPlace.latitude && place.longitude === initialPlace.longitude) {
        filtered.set('radius', radius)
      }
    }
    if (startDate && endDate && endDate > startDate) {
      filtered.set('startDate', startDate)
      filtered.set('endDate', endDate)
    }
    if (kind === 'campsite') {
      filtered.set('adults', String(adults))
      if (children > 0) filtered.set('children', String(children))
    }
    if (kind === 'boat' && weeks !== DEFAULT_BOAT_WEEKS) filtered.set('period', String(weeks))
    const path = staysInCity && city && kind === pageKind ? city.path : kindPaths[kind].search
    const query = filtered.toString()
    navigate(query ? `${path}?${query}` : path)
  }

  const hero = variant === 'hero'
  const key = kindKeys[kind]
  const weekOptions = [
    { value: '0', label: t('bar.chooseDays') },
    ...Array.from({ length: MAX_BOAT_WEEKS }, (_, index) => ({
      value: String(index + 1),
      label: t('bar.weeks', { count: index + 1 }),
    })),
  ]
  const numberOptions = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => ({ value: String(from + index), label: String(from + index) }))

  const columns =
    kind === 'recreational_vehicle'
      ? 'lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)_minmax(0,1fr)_auto]'
      : 'lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.05fr)_auto]'

  return (
    <Card
      padding="none"
      className={cn(hero ? 'p-4 shadow-lg sm:p-5 lg:p-6' : 'p-4 sm:p-5', className)}
      data-testid="search-bar"
    >
      <form method="get" action={kindPaths[kind].search} onSubmit={onSubmit} aria-label={t('bar.label')} noValidate>
        {(hero || !city) && (
          <fieldset className={hero ? 'mb-4 lg:mb-5' : 'mb-4'}>
            <legend className="sr-only">{tCommon('search.kindLabel')}</legend>
            <div className="grid grid-cols-3 gap-1.5 sm:flex sm:gap-2">
              {kindNav.map(({ kind: option, labelKey, Icon }) => {
                const active = option === kind
                return (
                  <label
                    key={option}
                    // `kind-chip` (app.css): on every search bar, its classes written once there.
                    className={active ? 'kind-chip kind-chip-on' : 'kind-chip'}
                  >
                    <input
                      type="radio"
                      name={`${id}-kind`}
                      value={option}
                      checked={active}
                      onChange={() => setKind(option)}
                      className="sr-only"
                      form="__none"
                    />
                    <Icon aria-hidden />
                    <span className="max-w-full truncate">{tCommon(labelKey)}</span>
                  </label>
                )
              })}
            </div>
          </fieldset>
        )}

        <div className={cn('grid grid-cols-2 gap-3 lg:items-start', columns)}>
          <PlaceField
            className="col-span-2 lg:col-span-1"
            label={tCommon('search.where')}
            placeholder={tCommon(`search.wherePlaceholder.${key}`)}
            value={place}
            onChange={setPlace}
            error={placeMissing ? tCommon('search.placeNeeded') : undefined}
          />
          <Input
            label={tCommon('search.startDate')}
            name="startDate"
            type="date"
            icon={<CalendarDays />}
            min={minDate}
            value={startDate}
            onChange={(event) => onDateChange('start', event.target.value)}
            onClick={openPicker}
            data-testid="search-start"
          />
          {kind === 'boat' && (
            <Select
              label={t('bar.period')}
              value={String(weeks)}
              options={weekOptions}
              onChange={(event) => onWeeksChange(Number(event.target.value))}
              data-testid="search-period"
            />
          )}
          <Input
            label={tCommon('search.endDate')}
            name="endDate"
            type="date"
            icon={<CalendarRange />}
            min={startDate ? addDaysToKey(startDate, 1) : minDate}
            value={endDate}
            onChange={(event) => onDateChange('end', event.target.value)}
            onClick={openPicker}
            data-testid="search-end"
          />
          {kind === 'campsite' && (
            <div className="grid grid-cols-2 gap-2">
              <Select
                label={t('bar.adults')}
                value={String(adults)}
                options={numberOptions(1, 12)}
                onChange={(event) => setAdults(Number(event.target.value))}
                data-testid="search-adults"
              />
              <Select
                label={t('bar.children')}
                value={String(children)}
                options={numberOptions(0, 10)}
                onChange={(event) => setChildren(Number(event.target.value))}
                data-testid="search-children"
              />
            </div>
          )}
          <div
            // Campervans: a row of its own on phones; campsites and boats: beside the last field.
            className={cn(
              'pt-[1.625rem]',
              kind === 'recreational_vehicle' ? 'col-span-2 pt-0 lg:col-span-1 lg:pt-[1.625rem]' : 'col-span-1',
            )}
          >
            <Button
              type="submit"
              size="md"
              block
              disabled={placeMissing}
              aria-describedby={placeMissing ? `${id}-why` : undefined}
              icon={<Search className="size-[1.125rem]" />}
              className={cn('lg:px-7', placeMissing && 'ring-2 ring-danger')}
              data-testid="search-submit"
            >
              {tCommon('search.submit')}
            </Button>
            {placeMissing && (
              <span id={`${id}-why`} className="sr-only">
                {tCommon('search.placeNeeded')}
              </span>
            )}
          </div>
        </div>
      </form>

      <Dialog
        open={sunday !== null}
        onClose={() => setSunday(null)}
        icon={<CalendarDays className="size-5" />}
        title={t('sunday.title')}
        description={t(sunday?.field === 'end' ? 'sunday.bodyEnd' : 'sunday.bodyStart')}
        footer={
          <>
            <Button variant="ghost" onClick={() => answerSunday(0)} data-testid="sunday-keep">
              {t('sunday.keep')}
            </Button>
            <Button variant="secondary" onClick={() => answerSunday(-1)} data-testid="sunday-saturday">
              {t('sunday.saturday')}
            </Button>
            <Button onClick={() => answerSunday(1)} data-testid="sunday-monday">
              {t('sunday.monday')}
            </Button>
          </>
        }
      />
    </Card>
  )
}
