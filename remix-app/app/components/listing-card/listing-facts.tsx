import { numberFormat } from '@driftway/domain/intl'
import { useTranslation } from '~/i18n/use-translation'
import type { ListingCardData } from '~/lib/listings'

/** `icon`: the class of a CSS icon (icon-masks.css), drawn before the text: a page shows dozens of facts (issue 23). */
export type Fact = { key: string; icon: `i-${string}`; text: string }

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

/** What a card's facts are made of: the API's listing card or the search page's card view model. */
export type FactSource =
  | { kind: 'recreational_vehicle'; sleeps?: number | null; seats_num?: number | null }
  | { kind: 'campsite'; pitches_num?: number | null; area_m2?: number | null; suitability?: readonly string[] | null }
  | { kind: 'boat'; onboard_capacity?: number | null; motor_horse_power?: number | null; length?: number | null }

/** The few facts that matter per kind: vehicle sleeps/seats, campsite pitches/area/suitability, boat capacity/hp/length. */
export function useListingFacts(listing: FactSource): { facts: Fact[]; suitability: string | null } {
  const { t, i18n } = useTranslation()
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 })
  const facts: Fact[] = []
  let suitability: string | null = null

  switch (listing.kind) {
    case 'recreational_vehicle':
      if (present(listing.sleeps))
        facts.push({ key: 'sleeps', icon: 'i-bed-double', text: t('listing.facts.sleeps', { count: listing.sleeps }) })
      if (present(listing.seats_num))
        facts.push({ key: 'seats', icon: 'i-users', text: t('listing.facts.seats', { count: listing.seats_num }) })
      break
    case 'campsite':
      if (present(listing.pitches_num))
        facts.push({ key: 'pitches', icon: 'i-tent', text: t('listing.facts.pitches', { count: listing.pitches_num }) })
      if (present(listing.area_m2))
        facts.push({
          key: 'area',
          icon: 'i-ruler',
          text: t('listing.facts.area', { value: number.format(listing.area_m2) }),
        })
      if (listing.suitability?.length) {
        suitability = listing.suitability
          .map((value) => t(`listing.suitability.${value}`, { defaultValue: value }))
          .join(' · ')
      }
      break
    case 'boat':
      if (present(listing.onboard_capacity))
        facts.push({
          key: 'capacity',
          icon: 'i-users',
          text: t('listing.facts.capacity', { count: listing.onboard_capacity }),
        })
      if (present(listing.motor_horse_power))
        facts.push({
          key: 'hp',
          icon: 'i-gauge',
          text: t('listing.facts.horsePower', { value: number.format(listing.motor_horse_power) }),
        })
      if (present(listing.length))
        facts.push({
          key: 'length',
          icon: 'i-ruler',
          text: t('listing.facts.length', { value: number.format(listing.length) }),
        })
      break
  }
  return { facts, suitability }
}

/** A row of facts, each with its icon (`.facts > li::before` in app.css). */
export function FactList({ facts }: { facts: Fact[] }) {
  if (!facts.length) return null
  return (
    <ul className="facts">
      {facts.map((fact) => (
        <li key={fact.key} className={fact.icon}>
          {fact.text}
        </li>
      ))}
    </ul>
  )
}

export function ListingFacts({ listing }: { listing: ListingCardData }) {
  const { t } = useTranslation()
  const { facts, suitability } = useListingFacts(listing)
  if (!facts.length && !suitability) return null
  return (
    <div className="flex flex-col gap-1.5">
      <FactList facts={facts} />
      {suitability && (
        <p className="text-sm text-ink-muted">
          <span className="sr-only">{t('listing.suitability.label')}: </span>
          {suitability}
        </p>
      )}
    </div>
  )
}
