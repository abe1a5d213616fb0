import { Minus, Plus } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

export type Party = { pitches_num: number; adults_num: number; children_num: number }

/** A number with − and + buttons, kept within [min, max]. */
export function Stepper({
  label,
  hint,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  label: string
  hint?: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  testId?: string
}) {
  const { t } = useTranslation('listing')
  const id = useId()
  const buttonClass =
    'inline-flex size-9 items-center justify-center rounded-full border border-line-strong bg-surface text-ink transition hover:border-stone-400 hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-35'
  return (
    <div className="flex items-center justify-between gap-4 py-2.5" data-testid={testId}>
      <div className="min-w-0">
        <p id={id} className="font-medium text-ink">
          {label}
        </p>
        {hint && <p className="text-xs text-ink-subtle">{hint}</p>}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset inside the party fieldset would nest legends */}
      <div className="flex shrink-0 items-center gap-3" role="group" aria-labelledby={id}>
        <button
          type="button"
          className={buttonClass}
          onClick={() => onChange(Math.max(min, value - 1))}
          disabled={value <= min}
          aria-label={t('party.decrease', { label })}
          data-testid={testId && `${testId}-decrease`}
        >
          <Minus className="size-4" />
        </button>
        <output
          className="w-6 text-center font-semibold text-ink tabular-nums"
          aria-live="polite"
          data-testid={testId && `${testId}-value`}
        >
          {value}
        </output>
        <button
          type="button"
          className={buttonClass}
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={value >= max}
          aria-label={t('party.increase', { label })}
          data-testid={testId && `${testId}-increase`}
        >
          <Plus className="size-4" />
        </button>
      </div>
    </div>
  )
}

/**
 * Campsite guests (listings spec §2 defaults 1 pitch, 1 adult, 0 children; §5 pitches 1–100, or
 * 1 for a campnerd partner; persons 0–100).
 */
export function PartySelector({
  party,
  onChange,
  maxPitches,
  peoplePerPitch,
}: {
  party: Party
  onChange: (party: Party) => void
  maxPitches: number
  peoplePerPitch: number | null
}) {
  const { t } = useTranslation('listing')
  return (
    <fieldset className="divide-y divide-line" data-testid="party-selector">
      <legend className="sr-only">{t('party.legend')}</legend>
      <Stepper
        label={t('party.pitches')}
        hint={peoplePerPitch ? t('party.peoplePerPitch', { count: peoplePerPitch }) : undefined}
        value={party.pitches_num}
        min={1}
        max={maxPitches}
        onChange={(pitches_num) => onChange({ ...party, pitches_num })}
        testId="party-pitches"
      />
      <Stepper
        label={t('party.adults')}
        value={party.adults_num}
        min={0}
        max={100}
        onChange={(adults_num) => onChange({ ...party, adults_num })}
        testId="party-adults"
      />
      <Stepper
        label={t('party.children')}
        hint={t('party.childrenHint')}
        value={party.children_num}
        min={0}
        max={100}
        onChange={(children_num) => onChange({ ...party, children_num })}
        testId="party-children"
      />
    </fieldset>
  )
}
