import { type ComponentProps, forwardRef, type ReactNode, useId, useState } from 'react'
import { Eye, EyeOff, LockKeyhole } from '~/components/ui/icons'
import { cn } from '~/lib/cn'
import { controlClasses, describedBy, Field } from './field'

type PasswordInputProps = Omit<ComponentProps<'input'>, 'size' | 'type'> & {
  label?: ReactNode
  hint?: ReactNode
  error?: ReactNode
  containerClassName?: string
  showLabel: string
  hideLabel: string
}

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { id, label, hint, error, className, containerClassName, showLabel, hideLabel, ...rest },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  const [visible, setVisible] = useState(false)
  return (
    <Field id={inputId} label={label} hint={hint} error={error} className={containerClassName}>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-subtle [&>svg]:size-[1.125rem]">
          <LockKeyhole />
        </span>
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={cn(controlClasses({ invalid: Boolean(error), withIcon: true }), 'pr-11', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { hint, error })}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          className="absolute inset-y-0 right-1 my-auto inline-flex size-9 items-center justify-center rounded-md text-ink-subtle transition-colors hover:bg-surface-muted hover:text-ink focus-visible:shadow-focus focus-visible:outline-none"
        >
          {visible ? <EyeOff className="size-[1.125rem]" /> : <Eye className="size-[1.125rem]" />}
        </button>
      </div>
    </Field>
  )
})
