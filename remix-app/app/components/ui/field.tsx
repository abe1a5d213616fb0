import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** Shared look of text-like controls (Input, Select) so they line up in forms and the search bar. */
export const controlClasses = ({ invalid = false, withIcon = false }: { invalid?: boolean; withIcon?: boolean }) =>
  cn(
    // `control` and `control-ok` (app.css): one class on each of a page's fields.
    'control',
    withIcon ? 'pl-10 pr-3.5' : 'px-3.5',
    invalid ? 'border-danger focus:border-danger' : 'control-ok',
  )

type FieldProps = {
  id: string
  label?: ReactNode
  hideLabel?: boolean
  hint?: ReactNode
  error?: ReactNode
  className?: string
  children: ReactNode
}

/** Label, control, then hint or error, wired together by id for screen readers. */
export function Field({ id, label, hideLabel, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      {label && (
        <label htmlFor={id} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
          {label}
        </label>
      )}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export const describedBy = (id: string, { hint, error }: { hint?: ReactNode; error?: ReactNode }) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined
