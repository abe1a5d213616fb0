import { CalendarDays, MapPin, Search } from 'lucide-react'
import { type FormEvent, type MouseEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigate } from 'react-router'
import { kindNav } from '~/components/layout/nav-items'
import { Button, Card, Input, useToast } from '~/components/ui'
import { cn } from '~/lib/cn'
import { kindKeys, kindPaths, type ListingKind } from '~/lib/listings'
import { buildSearchUrl, isIsoDate, type SearchValues } from './search-url'

type SearchBarProps = {
  kind: ListingKind
  initial?: Partial<SearchValues>
  /** `hero`: roomy, on the home page; `page`: compact, heading a results page. */
  variant?: 'hero' | 'page'
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

const todayIso = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/**
 * Kind tabs, place, start and end date → `/{campervans|campsites|boats}?search=…&startDate=…&endDate=…`.
 * Without JavaScript it still submits as a plain GET form to the selected kind's page.
 */
export function SearchBar({ kind: initialKind, initial, variant = 'hero', className }: SearchBarProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { info, error: errorToast } = useToast()
  const id = useId()
  const [kind, setKind] = useState<ListingKind>(initialKind)
  const [search, setSearch] = useState(initial?.search ?? '')
  const [startDate, setStartDate] = useState(isIsoDate(initial?.startDate) ? initial.startDate : '')
  const [endDate, setEndDate] = useState(isIsoDate(initial?.endDate) ? initial.endDate : '')
  // Set after hydration so server and browser (possibly in different time zones) render the same HTML.
  const [minDate, setMinDate] = useState<string>()
  useEffect(() => setMinDate(todayIso()), [])

  // Dates narrow the search to a place, so they need one (listings spec §5).
  const placeMissing = (startDate !== '' || endDate !== '') && search.trim() === ''

  const onStartChange = (value: string) => {
    setStartDate(value)
    if (value && endDate && endDate <= value) {
      setEndDate('')
      info(t('search.endCleared'))
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (placeMissing) return
    if (startDate && endDate && endDate <= startDate) {
      errorToast(t('search.endBeforeStart'))
      return
    }
    navigate(buildSearchUrl(kind, { search, startDate, endDate }))
  }

  const hero = variant === 'hero'

  return (
    <Card
      padding="none"
      className={cn(hero ? 'p-4 shadow-lg sm:p-5 lg:p-6' : 'p-4 sm:p-5', className)}
      data-testid="search-bar"
    >
      <Form
        method="get"
        action={kindPaths[kind].search}
        onSubmit={onSubmit}
        aria-label={t('search.formLabel')}
        noValidate
      >
        <fieldset className="mb-4 lg:mb-5">
          <legend className="sr-only">{t('search.kindLabel')}</legend>
          <div className="grid grid-cols-3 gap-1.5 sm:flex sm:gap-2">
            {kindNav.map(({ kind: option, labelKey, Icon }) => {
              const active = option === kind
              return (
                <label
                  key={option}
                  className={cn(
                    'relative flex min-w-0 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border px-1 py-2 text-xs font-semibold transition-colors min-[400px]:text-[0.8125rem]',
                    'sm:h-10 sm:flex-row sm:gap-2 sm:rounded-full sm:px-4 sm:py-0 sm:text-[0.9375rem]',
                    'has-[:focus-visible]:shadow-focus',
                    active
                      ? 'border-primary bg-primary text-on-primary'
                      : 'border-line-strong bg-surface text-ink-muted hover:border-stone-400 hover:text-ink',
                  )}
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
                  <Icon className="size-[1.125rem] shrink-0 sm:size-4" aria-hidden />
                  <span className="max-w-full truncate">{t(labelKey)}</span>
                </label>
              )
            })}
          </div>
        </fieldset>

        <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start">
          <Input
            containerClassName="col-span-2 lg:col-span-1"
            label={t('search.where')}
            name="search"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            icon={<MapPin />}
            placeholder={t(`search.wherePlaceholder.${kindKeys[kind]}`)}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={placeMissing ? t('search.placeNeeded') : undefined}
            data-testid="search-place"
          />
          <Input
            label={t('search.startDate')}
            name="startDate"
            type="date"
            icon={<CalendarDays />}
            min={minDate}
            value={startDate}
            onChange={(event) => onStartChange(event.target.value)}
            onClick={openPicker}
            data-testid="search-start"
          />
          <Input
            label={t('search.endDate')}
            name="endDate"
            type="date"
            icon={<CalendarDays />}
            min={startDate || minDate}
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
            onClick={openPicker}
            data-testid="search-end"
          />
          <div className="col-span-2 lg:col-span-1 lg:pt-[1.625rem]">
            <Button
              type="submit"
              size="md"
              block
              disabled={placeMissing}
              icon={<Search className="size-[1.125rem]" />}
              className="lg:px-7"
            >
              {t('search.submit')}
            </Button>
          </div>
        </div>
      </Form>
    </Card>
  )
}
