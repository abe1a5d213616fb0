import { type ReactNode, useId, useState } from 'react'
import { controlClasses } from '~/components/ui/field'
import { ChevronDown } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { FilterOption } from '~/lib/search.server'

/** The controls the filter panel (filter-panel.tsx) is built of: sections, checks, chips, ranges and option lists. */

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
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
export function FilterCheck({
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
export function Chips({
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
export function RangeInputs({
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
export function OptionList({
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
