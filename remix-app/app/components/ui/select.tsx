import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react'
import { ChevronDown } from '~/components/ui/icons'
import { cn } from '~/lib/cn'
import { controlClasses, describedBy, Field } from './field'

type SelectOption = { value: string; label: string; disabled?: boolean }

type SelectProps = Omit<ComponentProps<'select'>, 'size'> & {
  label?: ReactNode
  hideLabel?: boolean
  hint?: ReactNode
  error?: ReactNode
  options: SelectOption[]
  placeholder?: string
  containerClassName?: string
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { id, label, hideLabel, hint, error, options, placeholder, className, containerClassName, ...rest },
  ref,
) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <Field id={selectId} label={label} hideLabel={hideLabel} hint={hint} error={error} className={containerClassName}>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          className={cn(controlClasses({ invalid: Boolean(error) }), 'appearance-none pr-10', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, { hint, error })}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle"
        />
      </div>
    </Field>
  )
})
