import { type ReactNode, useId } from 'react'
import { Minus, Plus } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { MAX_PERSONS, type PartyCounts } from './quote-request'

function StepButton({
  label,
  disabled,
  onClick,
  testId,
  children,
}: {
  label: string
  disabled: boolean
  onClick: () => void
  testId?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className="inline-flex size-9 items-center justify-center rounded-full border border-line-strong bg-surface text-ink transition hover:border-stone-400 hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-35"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </button>
  )
}

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
        <StepButton
          label={t('party.decrease', { label })}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
          testId={testId && `${testId}-decrease`}
        >
          <Minus className="size-4" />
        </StepButton>
        <output
          className="w-6 text-center font-semibold text-ink tabular-nums"
          aria-live="polite"
          data-testid={testId && `${testId}-value`}
        >
          {value}
        </output>
        <StepButton
          label={t('party.increase', { label })}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
          testId={testId && `${testId}-increase`}
        >
          <Plus className="size-4" />
        </StepButton>
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
  party: PartyCounts
  onChange: (party: PartyCounts) => void
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
        max={MAX_PERSONS}
        onChange={(adults_num) => onChange({ ...party, adults_num })}
        testId="party-adults"
      />
      <Stepper
        label={t('party.children')}
        hint={t('party.childrenHint')}
        value={party.children_num}
        min={0}
        max={MAX_PERSONS}
        onChange={(children_num) => onChange({ ...party, children_num })}
        testId="party-children"
      />
    </fieldset>
  )
}
