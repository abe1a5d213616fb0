import { type ComponentProps, forwardRef } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { Input } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { useFieldErrors } from '~/lib/forms'
import { type ListingKind, rentalUnitContext } from '~/lib/listings'
import { calendarUnitText, manageText, ns } from './shared'

/**
 * `errorOf('start')` → the field's message in the page language, for the `error` prop of inputs;
 * `context`, the listing's `rentalUnitContext(kind)`, words a minimum in its rental unit (decision 0010).
 */
export const useManageErrors = <V extends FieldValues>(
  form: UseFormReturn<V, unknown, FieldValues>,
  context?: ReturnType<typeof rentalUnitContext>,
) => useFieldErrors(form, (t, message) => manageText(t, message, context))

/** An amount typed in major units, with the currency shown inside the field (spec §4 "Money"). */
export const MoneyInput = forwardRef<HTMLInputElement, ComponentProps<typeof Input> & { currency: string }>(
  function MoneyInput({ currency, className, label, ...rest }, ref) {
    return (
      <div className="relative">
        <Input ref={ref} label={label} inputMode="decimal" className={cn('pr-14', className)} {...rest} />
        {/* Level with the input: below the label (1.625rem), as tall as the input (h-11). */}
        <span
          aria-hidden
          className={cn(
            'pointer-events-none absolute right-3.5 flex h-11 items-center text-sm font-medium text-ink-subtle',
            label ? 'top-[1.625rem]' : 'top-0',
          )}
        >
          {currency}
        </span>
      </div>
    )
  },
)

/**
 * Start and end date of a period form; the end is the return day (no night is spent on it, and for a
 * campervan it is no rental day), its hint worded in the listing kind's rental unit (decision 0010).
 */
export function DateRangeFields<V extends FieldValues & { start: string; end: string }>({
  form,
  errorOf,
  kind,
}: {
  form: UseFormReturn<V, unknown, FieldValues>
  errorOf: (name: Path<V>) => string | undefined
  kind: ListingKind
}) {
  const { t } = useTranslation(ns)
  const start = 'start' as Path<V>
  const end = 'end' as Path<V>
  return (
    <>
      <Input type="date" label={t('fields.start')} {...form.register(start)} error={errorOf(start)} />
      <Input
        type="date"
        label={t('fields.end')}
        hint={calendarUnitText(t, 'fields.endHint', kind)}
        {...form.register(end)}
        error={errorOf(end)}
      />
    </>
  )
}

/**
 * The minimum stay of a season or of the default rate (at least 1), counted like the kind's trip
 * lengths (decision 0010): "Minimum rental days" for a campervan, "Minimum nights" for a pitch or a boat.
 */
export const MinDaysInput = forwardRef<HTMLInputElement, ComponentProps<typeof Input> & { kind: ListingKind }>(
  function MinDaysInput({ kind, ...props }, ref) {
    const { t } = useTranslation(ns)
    const label = t('fields.minStay', { context: rentalUnitContext(kind) })
    return <Input ref={ref} type="number" min={1} inputMode="numeric" label={label} {...props} />
  },
)
