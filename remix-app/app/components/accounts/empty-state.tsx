import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** A designed "nothing here yet": an illustration-like icon, a line of why, and the next step. */
export function EmptyState({
  icon,
  title,
  text,
  actions,
  className,
  testId,
}: {
  icon: ReactNode
  title: ReactNode
  text?: ReactNode
  actions?: ReactNode
  className?: string
  testId?: string
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'relative overflow-hidden rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-14 text-center sm:py-16',
        className,
      )}
    >
      <div aria-hidden className="absolute inset-x-0 top-0 h-28 bg-gradient-to-b from-forest-50 to-transparent" />
      <div className="relative mx-auto flex max-w-md flex-col items-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-surface text-primary shadow-md ring-1 ring-line [&>svg]:size-8">
          {icon}
        </span>
        <h2 className="mt-6 text-xl font-semibold text-ink">{title}</h2>
        {text && <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>}
        {actions && <div className="mt-7 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </div>
  )
}
