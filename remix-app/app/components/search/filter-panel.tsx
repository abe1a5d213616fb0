import { boatTypes, campsiteSuitabilities, transmissionTypes, vehicleFuelTypes } from '@driftway/domain/listing-options'
import { searchFilterLimits } from '@driftway/domain/search-params'
import { type ReactNode, useId, useState } from 'react'
import { Select } from '~/components/ui'
import { controlClasses } from '~/components/ui/field'
import { ChevronDown } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { ListingKind } from '~/lib/listings'
import type { FilterCatalogue, FilterOption } from '~/lib/search.server'
import { type Filters, insuranceFlags, type Sort, toSort } from './search-state'

/** RV types the filter offers (listings spec §3 "RV types in the filter"; "Any" is no selection). */
const rvFilterTypes = ['Campervan', 'Caravan', 'Coachbuilt', 'Rooftop'] as const

type FilterPanelProps = {
  kind: ListingKind
  filters: Filters
  onChange: (next: Filters) => void
  catalogue: FilterCatalogue
  /** A place is searched: the distance sort is possible. */
  hasPlace: boolean
  /** Dates are chosen: the total-price sort is possible. */
  hasDates: boolean
  className?: string
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="filter-section" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  )
}

/**
 * A checkbox of the panel: the look of the form Checkbox (its app.css classes) in less markup, the
 * label wrapping its input (no generated id) — a panel shows dozens, twice on a page (issue 23).
 */
function FilterCheck({
  label,
  description,
  checked,
  onChange,
  testId,
}: {
  label: string
  description?: string
  checked: boolean
  onChange: (checked: boolean) => void
  testId?: string
}) {
  const text = <span className="font-medium">{label}</span>
  return (
    <label className="group checkbox-label">
      <span className="checkbox-box i-check">
        <input
          type="checkbox"
          className="checkbox-input checkbox-ok"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          data-testid={testId}
        />
      </span>
      {description ? (
        <span className="flex flex-col gap-0.5">
          {text}
          <span className="text-sm text-ink-muted">{description}</span>
        </span>
      ) : (
        text
      )}
    </label>
  )
}

/** Toggle chips for a short list of values (types, suitability). */
function Chips({
  values,
  selected,
  label,
  onToggle,
  testId,
}: {
  values: readonly string[]
  selected: string[]
  label: (value: string) => string
  onToggle: (value: string) => void
  testId: string
}) {
  return (
    <div className="flex flex-wrap gap-2" data-testid={testId}>
      {values.map((value) => {
        const on = selected.includes(value)
        return (
          <button key={value} type="button" aria-pressed={on} onClick={() => onToggle(value)} className="filter-chip">
            {label(value)}
          </button>
        )
      })}
    </div>
  )
}

/** Min–max number pair; empty means no bound. */
function RangeInputs({
  label,
  unit,
  min,
  max,
  limit,
  onChange,
  testId,
}: {
  label: string
  unit: string
  min: number | null
  max: number | null
  limit: { min: number; max: number }
  onChange: (min: number | null, max: number | null) => void
  testId: string
}) {
  const { t } = useTranslation('search')
  const id = useId()
  const parse = (text: string): number | null => {
    if (text.trim() === '') return null
    const value = Number(text)
    return Number.isFinite(value) ? Math.min(limit.max, Math.max(limit.min, value)) : null
  }
  const field = (which: 'min' | 'max', value: number | null) => (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={`${id}-${which}`} className="sr-only">
        {t(which === 'min' ? 'filters.minOf' : 'filters.maxOf', { label })}
      </label>
      <input
        id={`${id}-${which}`}
        type="number"
        inputMode="numeric"
        min={limit.min}
        max={limit.max}
        placeholder={t(which === 'min' ? 'filters.min' : 'filters.max')}
        value={value ?? ''}
        onChange={(event) =>
          which === 'min' ? onChange(parse(event.target.value), max) : onChange(min, parse(event.target.value))
        }
        className={cn(controlClasses({}), 'pr-10')}
        data-testid={`${testId}-${which}`}
      />
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-subtle">
        {unit}
      </span>
    </div>
  )
  return (
    <fieldset className="m-0 flex min-w-0 items-center gap-2 border-0 p-0" aria-label={label}>
      {field('min', min)}
      <span className="text-ink-subtle" aria-hidden>
        –
      </span>
      {field('max', max)}
    </fieldset>
  )
}

/** A long checkbox list (amenities, brands …): the first few, the rest behind "Show all". */
function OptionList({
  options,
  selected,
  onToggle,
  testId,
  visible = 6,
}: {
  options: FilterOption[]
  selected: string[]
  onToggle: (id: string) => void
  testId: string
  visible?: number
}) {
  const { t } = useTranslation('search')
  const [expanded, setExpanded] = useState(false)
  // Selected options stay visible when the list is collapsed.
  const shown = expanded
    ? options
    : options.filter(
        (option, index) => index < visible || selected.includes(option.id) || selected.includes(option.name),
      )
  return (
    <div data-testid={testId}>
      <ul className="flex flex-col gap-2.5">
        {shown.map((option) => (
          <li key={option.id}>
            <FilterCheck
              label={option.name}
              checked={selected.includes(option.id)}
              onChange={() => onToggle(option.id)}
            />
          </li>
        ))}
      </ul>
      {options.length > visible && (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-forest-700 hover:text-forest-900"
        >
          {expanded ? t('filters.showLess') : t('filters.showAll', { count: options.length })}
          <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden />
        </button>
      )}
    </div>
  )
}

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value]

const sortValue = (sort: Sort) => (sort ? `${sort.param}:${sort.direction}` : '')
const parseSortValue = (value: string): Sort => {
  const [param, direction] = value.split(':')
  return toSort(param, direction)
}

/** The sort choices (mutually exclusive, §4); distance needs a place and the total needs dates. */
export function SortSelect({
  sort,
  onChange,
  hasPlace,
  hasDates,
  className,
}: {
  sort: Sort
  onChange: (sort: Sort) => void
  hasPlace: boolean
  hasDates: boolean
  className?: string
}) {
  const { t } = useTranslation('search')
  const options = [
    { value: '', label: t('sort.recommended') },
    { value: 'filter_by_rating:DESC', label: t('sort.ratingDesc') },
    { value: 'filter_by_price_daily:ASC', label: t('sort.dailyAsc') },
    { value: 'filter_by_price_daily:DESC', label: t('sort.dailyDesc') },
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

/**
 * Every filter of the kind (listings spec §3 "Filter values"; limits of §5). Changes are reported
 * at once; the page debounces them into the URL.
 */
export function FilterPanel({ kind, filters, onChange, catalogue, hasPlace, hasDates, className }: FilterPanelProps) {
  const { t } = useTranslation('search')
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch })
  // The rate filtered on is a day rate for campervans, a night rate for pitches and boats (§2).
  const priceLabel = t(kind === 'recreational_vehicle' ? 'filters.pricePerDay' : 'filters.price')
  const countOptions = (from: number, to: number, plus = true) => [
    { value: '', label: t('filters.any') },
    ...Array.from({ length: to - from + 1 }, (_, index) => ({
      value: String(from + index),
      label: plus ? `${from + index}+` : String(from + index),
    })),
  ]
  const countSelect = (
    label: string,
    key: 'seats' | 'sleeps' | 'people' | 'berths' | 'cabins',
    from: number,
    to: number,
  ) => (
    <Select
      label={label}
      value={filters[key] === null ? '' : String(filters[key])}
      options={countOptions(from, to)}
      onChange={(event) => set({ [key]: event.target.value === '' ? null : Number(event.target.value) })}
      data-testid={`filter-${key}`}
    />
  )
  const amenitiesBySection = groupBySection(catalogue.amenities)

  type ListKey = 'vehicleTypes' | 'transmission' | 'fuel' | 'suitability' | 'boatTypes'
  /** A chip per value, its label from `values.{group}`, toggling the value in the filter `key`. */
  const chips = (key: ListKey, values: readonly string[], group: string, testId: string) => (
    <Chips
      values={values}
      selected={filters[key]}
      label={(value) => t(`values.${group}.${value}`, { defaultValue: value })}
      onToggle={(value) => set({ [key]: toggle(filters[key], value) })}
      testId={testId}
    />
  )
  return (
    <div className={cn('flex flex-col', className)} data-testid="filter-panel">
      <Section title={t('filters.sortTitle')}>
        <SortSelect sort={filters.sort} onChange={(sort) => set({ sort })} hasPlace={hasPlace} hasDates={hasDates} />
      </Section>

      <Section title={priceLabel} testId="filter-price">
        <RangeInputs
          label={priceLabel}
          unit="€"
          min={filters.priceMin}
          max={filters.priceMax}
          limit={{ min: 0, max: searchFilterLimits.default_rate_in_cents.max / 100 }}
          onChange={(priceMin, priceMax) => set({ priceMin, priceMax })}
          testId="filter-price"
        />
      </Section>

      <Section title={t('filters.booking')}>
        <div className="flex flex-col gap-3">
          <FilterCheck
            label={t('filters.bookInstantly')}
            description={t('filters.bookInstantlyHint')}
            checked={filters.bookInstantly}
            onChange={(bookInstantly) => set({ bookInstantly })}
            testId="filter-instant"
          />
          <FilterCheck
            label={t('filters.pets')}
            checked={filters.petsAllowance}
            onChange={(petsAllowance) => set({ petsAllowance })}
            testId="filter-pets"
          />
          {kind === 'boat' && (
            <FilterCheck
              label={t('filters.withoutLicense')}
              checked={filters.withoutLicense}
              onChange={(withoutLicense) => set({ withoutLicense })}
              testId="filter-without-license"
            />
          )}
        </div>
      </Section>

      {kind === 'recreational_vehicle' && (
        <>
          <Section title={t('filters.vehicleType')}>
            {chips('vehicleTypes', rvFilterTypes, 'rvType', 'filter-vehicle-types')}
          </Section>
          <Section title={t('filters.space')}>
            <div className="grid grid-cols-2 gap-3">
              {countSelect(t('filters.seats'), 'seats', 2, 8)}
              {countSelect(t('filters.sleeps'), 'sleeps', 2, 8)}
            </div>
          </Section>
          <Section title={t('filters.transmission')}>
            {chips('transmission', transmissionTypes, 'transmission', 'filter-transmission')}
          </Section>
          <Section title={t('filters.fuel')}>{chips('fuel', vehicleFuelTypes, 'fuel', 'filter-fuel')}</Section>
          <Section title={t('filters.insurance')}>
            <div className="flex flex-col gap-3" data-testid="filter-insurance">
              {insuranceFlags.map(([cover]) => (
                <FilterCheck
                  key={cover}
                  label={t(`card.cover.${cover}`)}
                  checked={filters.insurance.includes(cover)}
                  onChange={() => set({ insurance: toggle(filters.insurance, cover) })}
                />
              ))}
            </div>
          </Section>
          {catalogue.brands.length > 0 && (
            <Section title={t('filters.brands')}>
              <OptionList
                options={catalogue.brands}
                selected={filters.brands}
                onToggle={(name) => set({ brands: toggle(filters.brands, name) })}
                testId="filter-brands"
              />
            </Section>
          )}
        </>
      )}

      {kind === 'campsite' && (
        <>
          <Section title={t('filters.suitability')}>
            {chips('suitability', campsiteSuitabilities, 'suitability', 'filter-suitability')}
          </Section>
          <Section title={t('filters.area')}>
            <RangeInputs
              label={t('filters.area')}
              unit="m²"
              min={filters.areaMin}
              max={filters.areaMax}
              limit={searchFilterLimits.area_m2}
              onChange={(areaMin, areaMax) => set({ areaMin, areaMax })}
              testId="filter-area"
            />
          </Section>
          {catalogue.locationSituations.length > 0 && (
            <Section title={t('filters.locationSituations')}>
              <OptionList
                options={catalogue.locationSituations}
                selected={filters.locationSituations}
                onToggle={(id) => set({ locationSituations: toggle(filters.locationSituations, id) })}
                testId="filter-location-situations"
              />
            </Section>
          )}
          {catalogue.activities.length > 0 && (
            <Section title={t('filters.activities')}>
              <OptionList
                options={catalogue.activities}
                selected={filters.activities}
                onToggle={(id) => set({ activities: toggle(filters.activities, id) })}
                testId="filter-activities"
              />
            </Section>
          )}
        </>
      )}

      {kind === 'boat' && (
        <>
          <Section title={t('filters.boatType')}>
            {chips(
              'boatTypes',
              boatTypes.filter((type) => type !== 'Other'),
              'boatType',
              'filter-boat-types',
            )}
          </Section>
          <Section title={t('filters.space')}>
            <div className="grid grid-cols-3 gap-3">
              {countSelect(t('filters.people'), 'people', 2, 15)}
              {countSelect(t('filters.berths'), 'berths', 1, 8)}
              {countSelect(t('filters.cabins'), 'cabins', 1, 6)}
            </div>
          </Section>
          <Section title={t('filters.length')}>
            <RangeInputs
              label={t('filters.length')}
              unit="m"
              min={filters.lengthMin}
              max={filters.lengthMax}
              limit={searchFilterLimits.length}
              onChange={(lengthMin, lengthMax) => set({ lengthMin, lengthMax })}
              testId="filter-length"
            />
          </Section>
          <Section title={t('filters.motor')}>
            <RangeInputs
              label={t('filters.motor')}
              unit={t('filters.hp')}
              min={filters.hpMin}
              max={filters.hpMax}
              limit={searchFilterLimits.motor_horse_power}
              onChange={(hpMin, hpMax) => set({ hpMin, hpMax })}
              testId="filter-motor"
            />
          </Section>
        </>
      )}

      {amenitiesBySection.length > 0 && (
        <Section title={t('filters.amenities')}>
          <div className="flex flex-col gap-4">
            {amenitiesBySection.map(([section, options]) => (
              <div key={section || 'all'}>
                {section && amenitiesBySection.length > 1 && (
                  <p className="mb-2 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
                    {/* The detail page's section names: one wording for a section everywhere. */}
                    {t(`listing:amenitySections.${section}`, { defaultValue: section.replace(/_/g, ' ') })}
                  </p>
                )}
                <OptionList
                  options={options}
                  selected={filters.amenities}
                  onToggle={(id) => set({ amenities: toggle(filters.amenities, id) })}
                  testId={`filter-amenities${section ? `-${section}` : ''}`}
                  visible={4}
                />
              </div>
            ))}
          </div>
        </Section>
      )}
    </div>
  )
}

function groupBySection(options: FilterOption[]): [string, FilterOption[]][] {
  const groups = new Map<string, FilterOption[]>()
  for (const option of options) {
    const section = option.section ?? ''
    groups.set(section, [...(groups.get(section) ?? []), option])
  }
  return [...groups.entries()]
}
