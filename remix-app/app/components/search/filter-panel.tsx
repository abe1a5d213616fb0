import { boatTypes, campsiteSuitabilities, transmissionTypes, vehicleFuelTypes } from '@driftway/domain/listing-options'
import { searchFilterLimits } from '@driftway/domain/search-params'
import { Select } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type ListingKind, rentalUnitContext } from '~/lib/listings'
import type { FilterCatalogue, FilterOption } from '~/lib/search.server'
import { Chips, FilterCheck, OptionList, RangeInputs, Section } from './filter-controls'
import { type Filters, insuranceFlags } from './search-state'
import { SortSelect } from './sort-select'

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

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value]

/**
 * Every filter of the kind (listings spec §3 "Filter values"; limits of §5). Changes are reported
 * at once; the page debounces them into the URL.
 */
export function FilterPanel({ kind, filters, onChange, catalogue, hasPlace, hasDates, className }: FilterPanelProps) {
  const { t } = useTranslation('search')
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch })
  // The rate filtered on is a day rate for campervans, a night rate for pitches and boats (§2).
  const priceLabel = t('filters.price', { context: rentalUnitContext(kind) })
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
        <SortSelect
          kind={kind}
          sort={filters.sort}
          onChange={(sort) => set({ sort })}
          hasPlace={hasPlace}
          hasDates={hasDates}
        />
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
