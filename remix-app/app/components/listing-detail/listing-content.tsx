import { numberFormat } from '@driftway/domain/intl'
import { formatMoney } from '@driftway/domain/money'
import type { ReactNode } from 'react'
import { ExternalTextLink } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import { localizedCountry } from '~/lib/listings'
import type { MapTiles } from '~/lib/map-tiles.server'
import {
  AmenityGroups,
  CancellationTiers,
  HoursTable,
  ItemGrid,
  SectionHeading,
  type Spec,
  SpecBlock,
  SpecList,
  spec,
} from './content-parts'
import { PickupMap } from './pickup-map'
import type { DetailTab } from './tabs'
import type { ListingDetail } from './types'

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)
const yearOf = (timestamp: unknown) => {
  const value = num(timestamp)
  return value ? new Date(value * 1000).getUTCFullYear() : null
}

function useFormatters(listing: ListingDetail) {
  const { t, i18n } = useTranslation('listing')
  const lng = i18n.language
  const number = numberFormat(lng, { maximumFractionDigits: 2 })
  const unit = (value: unknown, key: string) => {
    const n = num(value)
    return n === null ? null : t(`units.${key}`, { value: number.format(n) })
  }
  const money = (value: unknown) => {
    const n = num(value)
    return n === null ? null : formatMoney(n, listing.listing_currency || listing.currency, lng)
  }
  const yesNo = (value: unknown) => (typeof value === 'boolean' ? (value ? t('common.yes') : t('common.no')) : null)
  const label = (group: string, value: unknown) => {
    const text = str(value)
    return text ? t(`values.${group}.${text}`, { defaultValue: text }) : null
  }
  /** "21 years" for a set age or term (0 allowed where `zero` says so). */
  const years = (value: unknown, zero = false) => {
    const n = num(value)
    return n !== null && (zero || n > 0) ? t('conditions.years', { count: n }) : null
  }
  /** Money or a percent only when above zero: a zero fee or discount is no condition. */
  const positive = (value: unknown, format: (value: unknown) => string | null) => (num(value) ? format(value) : null)
  /** Boat licence (§2): "Yes" when the boat is chartered without a skipper, "No" for self-driven boats. */
  const licence = () => (listing.boat_license_requirement ? t('values.licence.yes') : t('values.licence.no'))
  /** Type, brand and model: the first facts of a vehicle's or boat's technical data. */
  const identity = (typeGroup: 'rvType' | 'boatType', typeValue: unknown): Spec[] => [
    ...spec('type', t('facts.type'), label(typeGroup, typeValue)),
    ...spec('brand', t('technical.brand'), str(listing.brand)),
    ...spec('model', t('technical.model'), str(listing.model)),
  ]
  return { t, lng, number, unit, money, yesNo, label, years, positive, licence, identity }
}

function Description({ html }: { html: string | null }) {
  const { t } = useTranslation('listing')
  if (!html) return <p className="text-ink-muted">{t('overview.noDescription')}</p>
  // Stored descriptions are sanitized to the editor's tags on save (collections htmlField).
  return (
    <div
      className="max-w-none space-y-3 text-[0.9375rem] leading-relaxed text-ink [&_a]:text-primary [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      data-testid="listing-description"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side on save
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/** Facts of the overview (`campsite-details` for campsites; the kind's key numbers otherwise). */
function useKeyFacts(listing: ListingDetail): Spec[] {
  const { t, unit, label, number, licence } = useFormatters(listing)
  switch (listing.kind) {
    case 'recreational_vehicle':
      return [
        ...spec('type', t('facts.type'), label('rvType', listing.rv_type)),
        ...spec('sleeps', t('facts.sleeps'), num(listing.sleeps)),
        ...spec('seats', t('facts.seats'), num(listing.seats_num)),
        ...spec('transmission', t('facts.transmission'), label('transmission', listing.transmission_type)),
        ...spec('fuel', t('facts.fuel'), label('fuel', listing.fuel_type)),
        ...spec(
          'length',
          t('facts.length'),
          num(listing.length) ? t('units.m', { value: number.format(num(listing.length)! / 100) }) : null,
        ),
      ]
    case 'campsite':
      return [
        ...spec(
          'suitability',
          t('facts.suitability'),
          Array.isArray(listing.suitability) && listing.suitability.length
            ? (listing.suitability as string[]).map((value) => label('suitability', value)).join(', ')
            : null,
        ),
        ...spec('pitches', t('facts.pitches'), num(listing.pitches_num)),
        ...spec('area', t('facts.area'), unit(listing.area_m2, 'm2')),
        ...spec('peoplePerPitch', t('facts.peoplePerPitch'), num(listing.people_per_pitch)),
      ]
    case 'boat':
      return [
        ...spec('type', t('facts.type'), label('boatType', listing.boat_type)),
        ...spec('capacity', t('facts.capacity'), num(listing.onboard_capacity)),
        ...spec('cabins', t('facts.cabins'), num(listing.cabins_number)),
        ...spec('berths', t('facts.berths'), num(listing.berths_number)),
        ...spec('length', t('facts.length'), unit(listing.length, 'm')),
        ...spec('licence', t('facts.licence'), licence()),
      ]
  }
}

export function Overview({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing')
  const facts = useKeyFacts(listing)
  const factsId = listing.kind === 'campsite' ? 'campsite-details' : undefined
  return (
    <section id="listing-details" aria-labelledby="listing-details-heading" className="scroll-mt-24 space-y-5">
      <h2 id="listing-details-heading" className="text-xl font-semibold text-ink">
        {t(`overview.title.${listing.kind}`)}
      </h2>
      <div id={factsId} className="scroll-mt-24">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="key-facts">
          {facts.map((fact) => (
            <li key={fact.key} className="rounded-xl border border-line bg-surface px-4 py-3">
              <p className="text-xs font-medium text-ink-subtle">{fact.label}</p>
              <p className="mt-0.5 font-semibold text-ink">{fact.value}</p>
            </li>
          ))}
        </ul>
      </div>
      <Description html={listing.description} />
    </section>
  )
}

function LocationBlock({ listing, id, tiles }: { listing: ListingDetail; id: string; tiles: MapTiles }) {
  const { t, lng } = useFormatters(listing)
  const street = [listing.street_address, listing.house_number].filter(Boolean).join(' ')
  const place = [listing.postal_code, listing.city].filter(Boolean).join(' ')
  const address = [street, place, localizedCountry(listing, lng)].filter(Boolean).join(', ')
  return (
    <section aria-labelledby={id} className="space-y-4">
      <SectionHeading id={id}>{t(`location.title.${listing.kind}`)}</SectionHeading>
      {listing.checkin_checkout_time_info && (
        <p className="text-[0.9375rem] leading-relaxed whitespace-pre-line text-ink">
          {listing.checkin_checkout_time_info}
        </p>
      )}
      {listing.location_context && (
        <p className="text-sm text-ink-muted">
          <span className="font-medium text-ink">{t('location.context')}:</span> {listing.location_context}
        </p>
      )}
      <HoursTable pickup={listing.station_pickup_hours ?? []} dropoff={listing.station_dropoff_hours ?? []} />
      <PickupMap latitude={listing.latitude} longitude={listing.longitude} tiles={tiles} address={address} />
    </section>
  )
}

function RentalConditions({ listing }: { listing: ListingDetail }) {
  const { t, money, yesNo, label, unit, years, positive } = useFormatters(listing)
  const summary = listing.rental_terms_summary
  const km = summary?.included_kilometers
  const percent = (value: unknown) => unit(value, 'percent')
  const insurance: ReactNode[] = []
  if (listing.kind === 'recreational_vehicle') {
    for (const [flag, amount, key] of [
      ['fully_cover_insurance', 'fully_cover_amount', 'full'],
      ['partial_cover_insurance', 'partial_cover_amount', 'partial'],
      ['third_party_liability', 'third_party_liability_amount', 'thirdParty'],
    ] as const) {
      if (listing[flag] === true) {
        insurance.push(
          t('conditions.cover', {
            cover: t(`conditions.covers.${key}`),
            amount: str(listing[amount]) ?? '–',
            context: str(listing[amount]) ? 'amount' : undefined,
          }),
        )
      }
    }
  }
  const items: Spec[] = [
    ...spec('deposit', t('conditions.deposit'), money(summary?.security_deposit ?? listing.deposit_amount)),
    ...spec(
      'depositMethods',
      t('conditions.depositMethods'),
      listing.deposit_payment_methods?.length
        ? listing.deposit_payment_methods.map((method) => label('paymentMethod', method)).join(', ')
        : null,
    ),
    ...spec('insuranceCover', t('conditions.insuranceCover'), insurance.length ? insurance.join(' · ') : null),
    ...spec('driverAge', t('conditions.driverAge'), years(summary?.minimum_driver_age)),
    ...spec('driverMaxAge', t('conditions.driverMaxAge'), years(listing.driver_max_age)),
    ...spec('licenceTerm', t('conditions.licenceTerm'), years(listing.driver_licence_term, true)),
    ...spec(
      'km',
      t('conditions.includedKm'),
      km === 'Unlimited' ? t('conditions.unlimited') : km ? t('conditions.kmPerDay', { count: km }) : null,
    ),
    ...spec('extraKm', t('conditions.extraKm'), positive(summary?.extraRatePerKM, money)),
    ...spec('abroad', t('conditions.abroad'), label('abroad', listing.can_travel_abroad)),
    ...spec('cleaning', t('conditions.serviceFee'), positive(listing.cleaning_fee_in_cents, money)),
    ...spec('pets', t('conditions.pets'), yesNo(listing.is_pets_allowed)),
    ...spec('smoking', t('conditions.smoking'), yesNo(listing.is_smoking_allowed)),
    ...spec(
      'booking',
      t('conditions.booking'),
      listing.is_instant_booking_allowed ? t('conditions.instant') : t('conditions.request'),
    ),
    ...spec('longerHire', t('conditions.longerHire'), positive(listing.longer_hire_discount, percent)),
    ...spec('earlyBooking', t('conditions.earlyBooking'), positive(listing.early_booking_discount, percent)),
  ]
  return (
    <div className="space-y-8">
      <section aria-labelledby="rental-terms-heading" className="space-y-3">
        <SectionHeading id="rental-terms-heading">{t('conditions.title')}</SectionHeading>
        <SpecList items={items} />
        {listing.deductible_insurance && <p className="text-sm text-ink-muted">{listing.deductible_insurance}</p>}
        {listing.rental_terms && <p className="text-[0.9375rem] leading-relaxed text-ink">{listing.rental_terms}</p>}
        {(summary?.termsUrl || listing.rental_terms_url) && (
          <ExternalTextLink href={(summary?.termsUrl || listing.rental_terms_url)!}>
            {t('conditions.termsLink')}
          </ExternalTextLink>
        )}
      </section>
      <section aria-labelledby="cancellation-heading" className="space-y-4">
        <SectionHeading id="cancellation-heading">{t('cancellation.title')}</SectionHeading>
        <CancellationTiers tiers={listing.cancellation_terms} currency={listing.listing_currency || listing.currency} />
      </section>
    </div>
  )
}

/** A tab's titled list of amenities, grouped by section, or the no-amenities text. */
function AmenitiesSection({ title, sections }: { title: string; sections: ListingDetail['amenity_sections'] }) {
  const { t } = useTranslation('listing')
  return (
    <section aria-labelledby="amenities" className="space-y-4">
      <SectionHeading id="amenities">{title}</SectionHeading>
      <AmenityGroups sections={sections} empty={t('empty.amenities')} />
    </section>
  )
}

/** The tabs of each kind with their anchor sections (listings spec §2 "Listing detail pages"). */
export function useDetailTabs(listing: ListingDetail, tiles: MapTiles): DetailTab[] {
  const { t, unit, label, yesNo, licence, identity } = useFormatters(listing)
  const amenityNames = (section: string) =>
    listing.amenity_sections.find((group) => group.section === section)?.amenities ?? []
  const equipmentTab = (sections: ListingDetail['amenity_sections']): DetailTab => ({
    id: 'equipment',
    label: t('tabs.equipment'),
    anchors: ['amenities'],
    content: <AmenitiesSection title={t('tabs.equipment')} sections={sections} />,
  })
  const technicalTab = (blocks: { id: string; title: string; items: Spec[]; extra?: ReactNode }[]): DetailTab => ({
    id: 'technical',
    label: t('tabs.technical'),
    anchors: blocks.map((block) => block.id),
    content: (
      <div className="space-y-8">
        {blocks.map((block) => (
          <SpecBlock key={block.id} id={block.id} title={block.title} items={block.items}>
            {block.extra}
          </SpecBlock>
        ))}
      </div>
    ),
  })
  const locationTab = (anchor: string): DetailTab => ({
    id: 'location',
    label: t('tabs.location'),
    anchors: [anchor],
    content: <LocationBlock listing={listing} id={anchor} tiles={tiles} />,
  })
  const conditionsTab = (tabLabel: string): DetailTab => ({
    id: 'conditions',
    label: tabLabel,
    anchors: [],
    content: <RentalConditions listing={listing} />,
  })
  /** Amenities of a technical section shown beside its facts, when there are any. */
  const sectionItems = (section: string) => {
    const items = amenityNames(section)
    return items.length > 0 ? <ItemGrid items={items} /> : undefined
  }

  if (listing.kind === 'recreational_vehicle') {
    const cm = (value: unknown) => unit(value, 'cm')
    return [
      // Dimension sections are shown with the technical data instead of under Equipment (§2).
      equipmentTab(listing.amenity_sections.filter((group) => !group.is_dimension)),
      technicalTab([
        {
          id: 'vehicle-details',
          title: t('technical.vehicleDetails'),
          items: [
            ...identity('rvType', listing.rv_type),
            ...spec('year', t('technical.year'), yearOf(listing.registration_timestamp)),
            ...spec(
              'licence',
              t('technical.licenceClass'),
              str(listing.driving_license_class) ?? str(listing.licence_type),
            ),
            ...spec('emission', t('technical.emissionClass'), label('emission', listing.emission_class)),
            ...spec('colour', t('technical.colour'), str(listing.exterior_color)),
            ...spec('mileage', t('technical.mileage'), unit(listing.mileage, 'km')),
          ],
        },
        {
          id: 'vehicle-dimensions',
          title: t('technical.dimensions'),
          items: [
            ...spec('length', t('technical.length'), cm(listing.length)),
            ...spec('width', t('technical.width'), cm(listing.width)),
            ...spec('height', t('technical.height'), cm(listing.height)),
            ...spec('emptyWeight', t('technical.emptyWeight'), unit(listing.wight_empty, 'kg')),
            ...spec('permissibleWeight', t('technical.permissibleWeight'), unit(listing.permissible_weight, 'kg')),
            ...spec('drawbar', t('technical.drawbarLoad'), unit(listing.drawbar_load, 'kg')),
          ],
          extra: sectionItems('dimensions_weight_capacity'),
        },
        {
          id: 'engine-and-driving',
          title: t('technical.engine'),
          items: [
            ...spec('power', t('technical.power'), unit(listing.motor_horse_power, 'hp')),
            ...spec('fuel', t('facts.fuel'), label('fuel', listing.fuel_type)),
            ...spec('transmission', t('facts.transmission'), label('transmission', listing.transmission_type)),
            ...spec('gears', t('technical.gears'), num(listing.gears_num)),
            ...spec('consumption', t('technical.consumption'), unit(listing.fuel_consumption, 'consumption')),
            ...spec('tank', t('technical.fuelTank'), unit(listing.fuel_capacity, 'litres')),
          ],
          extra: sectionItems('engine_drive_technology'),
        },
        {
          id: 'interior',
          title: t('technical.interior'),
          items: [
            ...spec('seats', t('facts.seats'), num(listing.seats_num)),
            ...spec('sleeps', t('facts.sleeps'), num(listing.sleeps)),
            ...spec('childSeats', t('technical.childSeats'), num(listing.child_seat_num)),
            ...spec('freshWater', t('technical.freshWater'), unit(listing.fresh_water_capacity, 'litres')),
            ...spec('wasteWater', t('technical.wasteWater'), unit(listing.waste_water_capacity, 'litres')),
          ],
        },
      ]),
      locationTab('pickup-time-and-location'),
      conditionsTab(t('tabs.conditions')),
    ]
  }

  if (listing.kind === 'campsite') {
    const tabs: DetailTab[] = [
      {
        id: 'amenities-tab',
        label: t('tabs.amenities'),
        anchors: ['amenities', 'location_situations'],
        content: (
          <div className="space-y-8">
            <AmenitiesSection title={t('tabs.amenities')} sections={listing.amenity_sections} />
            {listing.location_situations.length > 0 && (
              <section aria-labelledby="location_situations" className="space-y-4">
                <SectionHeading id="location_situations">{t('campsite.situation')}</SectionHeading>
                <ItemGrid items={listing.location_situations} />
              </section>
            )}
          </div>
        ),
      },
      {
        id: 'activities-tab',
        label: t('tabs.activities'),
        anchors: ['activities'],
        content: (
          <section aria-labelledby="activities" className="space-y-4">
            <SectionHeading id="activities">{t('tabs.activities')}</SectionHeading>
            {listing.activities.length > 0 ? (
              <ItemGrid items={listing.activities} />
            ) : (
              <p className="text-ink-muted">{t('empty.activities')}</p>
            )}
          </section>
        ),
      },
      locationTab('campsite-location'),
    ]
    // Campsites show their rental terms only when they have cancellation terms (§2).
    if (listing.cancellation_terms.length > 0) tabs.push(conditionsTab(t('tabs.rentalTerms')))
    return tabs
  }

  const m = (value: unknown) => unit(value, 'm')
  return [
    // Boats show Equipment only when they have amenities (§2).
    ...(listing.amenity_sections.some((group) => group.amenities.length > 0)
      ? [equipmentTab(listing.amenity_sections)]
      : []),
    technicalTab([
      {
        id: 'boat-details',
        title: t('technical.boatDetails'),
        items: [
          ...identity('boatType', listing.boat_type),
          ...spec('built', t('technical.built'), yearOf(listing.construction_timestamp)),
          ...spec('renovated', t('technical.renovated'), num(listing.renovated)),
          ...spec('harbour', t('technical.harbour'), str(listing.harbour)),
          ...spec('licence', t('facts.licence'), licence()),
        ],
      },
      {
        id: 'boat-dimensions',
        title: t('technical.dimensions'),
        items: [
          ...spec('length', t('technical.length'), m(listing.length)),
          ...spec('width', t('technical.width'), m(listing.width)),
          ...spec('draft', t('technical.draft'), m(listing.draft)),
        ],
      },
      {
        id: 'technical-specifications',
        title: t('technical.specifications'),
        items: [
          ...spec('power', t('technical.power'), unit(listing.motor_horse_power, 'hp')),
          ...spec('tender', t('technical.tenderPower'), unit(listing.tender_horse_power, 'hp')),
          ...spec('fuel', t('facts.fuel'), label('fuel', listing.fuel_type)),
          ...spec('speed', t('technical.speed'), unit(listing.speed, 'knots')),
        ],
      },
      {
        id: 'interior',
        title: t('technical.interior'),
        items: [
          ...spec('capacity', t('facts.capacity'), num(listing.onboard_capacity)),
          ...spec('cabins', t('facts.cabins'), num(listing.cabins_number)),
          ...spec('berths', t('facts.berths'), num(listing.berths_number)),
          ...spec('bedrooms', t('technical.bedrooms'), num(listing.bedrooms_number)),
          ...spec('showers', t('technical.showers'), num(listing.showers_number)),
          ...spec('toilets', t('technical.toilets'), num(listing.toilets_number)),
          ...spec('pets', t('conditions.pets'), yesNo(listing.is_pets_allowed)),
        ],
      },
    ]),
    locationTab('check-in-check-out-time'),
    conditionsTab(t('tabs.conditions')),
  ]
}
