import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react'
import { cn } from '~/lib/cn'

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'size'> & {
  label: ReactNode
  description?: ReactNode
  error?: ReactNode
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { id, label, description, error, className, ...rest },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {/* checkbox-* (app.css): a filter panel shows dozens of these. */}
      <label htmlFor={inputId} className="group checkbox-label">
        {/* The tick is the box's `i-check` icon (app.css, icon-masks.css), shown while checked. */}
        <span className="checkbox-box i-check">
          <input
            ref={ref}
            id={inputId}
            type="checkbox"
            className={cn('checkbox-input', error ? 'border-danger' : 'checkbox-ok')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : description ? `${inputId}-description` : undefined}
            {...rest}
          />
        </span>
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{label}</span>
          {description && (
            <span id={`${inputId}-description`} className="text-sm text-ink-muted">
              {description}
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={`${inputId}-error`} className="pl-8 text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  )
})
