import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react'
import { cn } from '~/lib/cn'
import { controlClasses, describedBy, Field } from './field'

type InputProps = Omit<ComponentProps<'input'>, 'size'> & {
  label?: ReactNode
  hideLabel?: boolean
  hint?: ReactNode
  error?: ReactNode
  /** Decorative icon inside the field, on the left. */
  icon?: ReactNode
  /** Unit or currency after the value, inside the field on the right ("cm", "EUR"). */
  unit?: ReactNode
  containerClassName?: string
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { id, label, hideLabel, hint, error, icon, unit, className, containerClassName, ...rest },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <Field id={inputId} label={label} hideLabel={hideLabel} hint={hint} error={error} className={containerClassName}>
      <div className="relative">
        {icon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-subtle [&>svg]:size-[1.125rem]">
            {icon}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          className={cn(
            controlClasses({ invalid: Boolean(error), withIcon: Boolean(icon) }),
            unit && 'pr-16',
            className,
          )}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { hint, error })}
          {...rest}
        />
        {unit && (
          <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm font-medium text-ink-subtle">
            {unit}
          </span>
        )}
      </div>
    </Field>
  )
})
