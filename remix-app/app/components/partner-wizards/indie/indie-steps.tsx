import { dateTimeFormat } from '@driftway/domain/intl'
import { useId } from 'react'
import { Check, Minus, Plus, Route, ShieldCheck, X } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import {
  type DistancePackage,
  type IndieChoices,
  type InsurancePlan,
  includedExtras,
  isSelectableSlot,
  maxQuantityOf,
  type PartnerExtra,
  setExtraQuantity,
  type TimeSlot,
  visibleExtras,
} from './indie-wizard-model'

type Money = (cents: number) => string
/** What the wizard gives a step that chooses one of the partner's priced options. */
type PricedChoice = { chosen: string | null; onChoose: (code: string) => void; money: Money }

/** A choice card: a native radio inside its label, so arrows, Space and screen readers work as usual. */
function RadioCard(props: {
  name: string
  value: string
  checked: boolean
  disabled?: boolean
  onChoose: () => void
  children: React.ReactNode
  testId?: string
  /** Time slots: no radio dot (the card's border says which is chosen), so a phone fits two across. */
  compact?: boolean
}) {
  return (
    <label
      className={cn(
        'relative flex gap-3 rounded-lg border px-3.5 py-3 transition-colors has-[:focus-visible]:shadow-focus',
        props.disabled
          ? 'cursor-not-allowed border-line bg-surface-muted/60 text-ink-subtle'
          : props.checked
            ? 'cursor-pointer border-primary bg-primary-soft shadow-xs'
            : 'cursor-pointer border-line-strong hover:border-stone-400',
      )}
      data-testid={props.testId}
      data-checked={props.checked || undefined}
    >
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChoose}
        className={cn('mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]', props.compact && 'sr-only')}
      />
      <span className="min-w-0 flex-1">{props.children}</span>
      {props.compact && props.checked && (
        <Check className="absolute top-2.5 right-2.5 size-4 text-primary" strokeWidth={3} aria-hidden />
      )}
    </label>
  )
}

/** Steps 1 and 2: the station and a hand-over time; only free slots can be chosen (booking §5). */
export function TimeStep(props: {
  kind: 'pickup' | 'dropoff'
  date: string
  slots: readonly TimeSlot[]
  time: string | null
  onTime: (time: string) => void
  stations: { code: string; name?: string | null; city?: string | null }[]
  station: string | null
  onStation: (code: string) => void
  money: Money
}) {
  const { t, i18n } = useTranslation('indie-wizard')
  const name = useId()
  const stationName = useId()
  const day = dateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${props.date}T12:00:00Z`))
  return (
    <div className="space-y-5">
      <p className="text-sm text-ink-muted">
        {t(`${props.kind}.lead`)} <span className="font-semibold text-ink">{day}</span>
      </p>
      {props.stations.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t(`${props.kind}.station`)}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {props.stations.map((station) => (
              <RadioCard
                key={station.code}
                name={stationName}
                value={station.code}
                checked={props.station === station.code}
                onChoose={() => props.onStation(station.code)}
              >
                <span className="block font-medium text-ink">{station.name ?? station.code}</span>
                <span className="block text-sm text-ink-muted">
                  {[station.city, station.name ? station.code : null].filter(Boolean).join(' · ')}
                </span>
              </RadioCard>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-ink">{t(`${props.kind}.time`)}</legend>
        <p className="mb-3 text-sm text-ink-muted">{t('slots.hint')}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid={`${props.kind}-slots`}>
          {props.slots.map((slot) => {
            const free = isSelectableSlot(slot)
            return (
              <RadioCard
                key={slot.value}
                name={name}
                value={slot.value}
                checked={props.time === slot.value}
                disabled={!free}
                onChoose={() => props.onTime(slot.value)}
                testId={`slot-${slot.value}`}
                compact
              >
                <span className="block font-semibold tabular-nums">{slot.value}</span>
                <span className={cn('block text-xs', free ? 'text-forest-700' : 'text-ink-subtle')}>
                  {free
                    ? t('slots.noExtraCharge')
                    : `${t(slot.label === 'early_pickup' ? `slots.early.${props.kind}` : 'slots.outOfHours')} · ${props.money(slot.price_in_cents)}`}
                </span>
              </RadioCard>
            )
          })}
        </div>
      </fieldset>
    </div>
  )
}

/** Step 3: Indie's protection plans with deposit, liability and what each covers. */
export function ProtectionStep({ plans, ...choice }: PricedChoice & { plans: readonly InsurancePlan[] }) {
  const { t } = useTranslation('indie-wizard')
  return (
    <PricedChoiceStep
      {...choice}
      lead={t('protection.lead')}
      options={plans}
      icon={ShieldCheck}
      testIdPrefix="plan"
      details={(plan) => <PlanCover plan={plan} money={choice.money} />}
    />
  )
}

/** What a protection plan covers: deposit, liability, drivers, glass and tyres (those Indie names). */
function PlanCover({ plan, money }: { plan: InsurancePlan; money: Money }) {
  const { t } = useTranslation('indie-wizard')
  const drivers = plan.features.number_of_drivers
  const glass = plan.features.glass_and_tyres
  return (
    <ul className="mt-2 space-y-1 text-xs text-ink-muted">
      {plan.deposit_in_cents !== null && <li>{t('protection.deposit', { amount: money(plan.deposit_in_cents) })}</li>}
      {plan.liability_in_cents !== null && (
        <li>{t('protection.liability', { amount: money(plan.liability_in_cents) })}</li>
      )}
      {typeof drivers === 'number' && <li>{t('protection.drivers', { count: drivers })}</li>}
      {typeof glass === 'boolean' && (
        <li className="flex items-center gap-1">
          {glass ? (
            <Check className="size-3.5 text-forest-600" aria-hidden />
          ) : (
            <X className="size-3.5 text-ink-subtle" aria-hidden />
          )}
          {glass ? t('protection.glassCovered') : t('protection.glassNotCovered')}
        </li>
      )}
    </ul>
  )
}

/** Step 4: the partner's extras with a quantity stepper each (booking §5 quantity rules). */
export function ExtrasStep(props: {
  extras: readonly PartnerExtra[]
  chosen: IndieChoices['extras']
  onChange: (extras: IndieChoices['extras']) => void
  money: Money
}) {
  const { t } = useTranslation('indie-wizard')
  const offered = visibleExtras(props.extras)
  const included = includedExtras(props.extras)
  return (
    <div>
      <p className="mb-3 text-sm text-ink-muted">{t('extras.lead')}</p>
      {offered.length === 0 && <p className="text-ink-muted">{t('extras.empty')}</p>}
      <ul className="divide-y divide-line rounded-lg border border-line">
        {offered.map((extra) => {
          const quantity = props.chosen[extra.code] ?? 0
          const max = maxQuantityOf(extra)
          const step = (by: 1 | -1, disabled: boolean, label: string, icon: React.ReactNode) => (
            <button
              type="button"
              className="inline-flex size-9 items-center justify-center rounded-full border border-line-strong text-ink transition-colors hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none disabled:opacity-40"
              onClick={() => props.onChange(setExtraQuantity(props.chosen, extra, quantity + by))}
              disabled={disabled}
              aria-label={label}
            >
              {icon}
            </button>
          )
          return (
            <li key={extra.code} className="flex items-center gap-3 px-3.5 py-3" data-testid={`extra-${extra.code}`}>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{extra.name}</p>
                <p className="text-sm text-ink-muted">
                  {props.money(extra.price_in_cents)}
                  {' · '}
                  {extra.unit === 'DAY' ? t('extras.perTrip') : t('extras.perRental')}
                  {extra.note ? ` · ${extra.note}` : ''}
                </p>
              </div>
              <fieldset className="flex items-center gap-1" aria-label={extra.name}>
                {step(-1, quantity <= 0, t('extras.less', { name: extra.name }), <Minus className="size-4" />)}
                <output
                  className="w-8 text-center font-semibold tabular-nums"
                  aria-live="polite"
                  data-testid="quantity"
                >
                  {quantity}
                </output>
                {step(1, quantity >= max, t('extras.more', { name: extra.name }), <Plus className="size-4" />)}
              </fieldset>
            </li>
          )
        })}
      </ul>
      {included.length > 0 && (
        <p className="mt-3 text-sm text-ink-muted">
          {t('extras.included', { names: included.map((extra) => extra.name).join(', ') })}
        </p>
      )}
    </div>
  )
}

/** Step 5: how far the trip may go; the free package is preselected (booking §4). */
export function DistanceStep({ packages, ...choice }: PricedChoice & { packages: readonly DistancePackage[] }) {
  const { t } = useTranslation('indie-wizard')
  return (
    <PricedChoiceStep {...choice} lead={t('distance.lead')} options={packages} icon={Route} testIdPrefix="distance" />
  )
}

/** A step that chooses one of the partner's priced options (a plan, a distance package), each a card with its price or "included". */
function PricedChoiceStep<Option extends { code: string; name: string; price_in_cents: number }>(
  props: PricedChoice & {
    lead: string
    options: readonly Option[]
    icon: typeof Route
    testIdPrefix: string
    /** What the card tells under its name and price. */
    details?: (option: Option) => React.ReactNode
  },
) {
  const { t } = useTranslation('indie-wizard')
  const name = useId()
  return (
    <fieldset>
      <legend className="mb-3 text-sm text-ink-muted">{props.lead}</legend>
      <div className="grid gap-2.5 sm:grid-cols-3">
        {props.options.map((option) => (
          <RadioCard
            key={option.code}
            name={name}
            value={option.code}
            checked={props.chosen === option.code}
            onChoose={() => props.onChoose(option.code)}
            testId={`${props.testIdPrefix}-${option.code}`}
          >
            <ChoiceHeading
              icon={props.icon}
              name={option.name}
              price={option.price_in_cents === 0 ? t('included') : `+ ${props.money(option.price_in_cents)}`}
            />
            {props.details?.(option)}
          </RadioCard>
        ))}
      </div>
    </fieldset>
  )
}

/** A choice card's name with its icon, and what it adds to the price. */
function ChoiceHeading({ icon: Icon, name, price }: { icon: typeof Route; name: string; price: string }) {
  return (
    <>
      <span className="flex items-start gap-1.5 font-semibold text-ink">
        <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        {name}
      </span>
      <span className="mt-0.5 block text-sm font-semibold text-forest-800">{price}</span>
    </>
  )
}
