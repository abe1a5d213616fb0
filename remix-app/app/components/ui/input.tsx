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
  containerClassName?: string
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { id, label, hideLabel, hint, error, icon, className, containerClassName, ...rest },
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
          className={cn(controlClasses({ invalid: Boolean(error), withIcon: Boolean(icon) }), className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { hint, error })}
          {...rest}
        />
      </div>
    </Field>
  )
})
