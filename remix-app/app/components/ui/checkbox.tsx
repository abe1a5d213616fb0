import { Check } from 'lucide-react'
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
      <label htmlFor={inputId} className="group flex cursor-pointer items-start gap-3 text-[0.9375rem] text-ink">
        <span className="relative mt-0.5 inline-flex size-5 shrink-0">
          <input
            ref={ref}
            id={inputId}
            type="checkbox"
            className={cn(
              'peer size-5 cursor-pointer appearance-none rounded-[0.3rem] border bg-surface shadow-xs transition-colors',
              'checked:border-primary checked:bg-primary focus-visible:outline-none focus-visible:shadow-focus',
              'disabled:cursor-not-allowed disabled:opacity-50',
              error ? 'border-danger' : 'border-line-strong group-hover:border-stone-400',
            )}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : description ? `${inputId}-description` : undefined}
            {...rest}
          />
          <Check
            aria-hidden
            strokeWidth={3}
            className="pointer-events-none absolute inset-0.5 size-4 text-on-primary opacity-0 peer-checked:opacity-100"
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
