import { type ComponentProps, forwardRef } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Input } from '~/components/ui'
import { cn } from '~/lib/cn'
import { manageText, ns } from './shared'

/** `errorOf('start')` → the field's message in the page language, for the `error` prop of inputs. */
export function useManageErrors<V extends FieldValues>(form: UseFormReturn<V, unknown, FieldValues>) {
  const { t } = useTranslation(ns)
  return (name: Path<V>): string | undefined => {
    let node: unknown = form.formState.errors
    for (const part of String(name).split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    return manageText(t, (node as { message?: string } | undefined)?.message)
  }
}

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
