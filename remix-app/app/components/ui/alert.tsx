import type { ComponentProps, ReactNode } from 'react'
import { CircleAlert, CircleCheck, Info, TriangleAlert } from '~/components/ui/icons'
import { cn } from '~/lib/cn'

export type AlertTone = 'info' | 'success' | 'warning' | 'danger'

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  info: { box: 'border-forest-200 bg-forest-50 text-forest-900', icon: <Info className="text-forest-600" /> },
  success: { box: 'border-success/25 bg-success-soft text-ink', icon: <CircleCheck className="text-success" /> },
  warning: { box: 'border-warning/25 bg-warning-soft text-ink', icon: <TriangleAlert className="text-warning" /> },
  danger: { box: 'border-danger/25 bg-danger-soft text-ink', icon: <CircleAlert className="text-danger" /> },
}

type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  tone?: AlertTone
  title?: ReactNode
  /** Buttons or links below the text. */
  actions?: ReactNode
}

/** A notice inside the page (not a toast): for states that need reading or an action. */
export function Alert({ tone = 'info', title, actions, className, children, ...rest }: AlertProps) {
  const { box, icon } = tones[tone]
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3.5 text-[0.9375rem]', box, className)}
      {...rest}
    >
      <span className="mt-0.5 shrink-0 [&>svg]:size-5">{icon}</span>
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold text-ink">{title}</p>}
        {children && <div className={cn('leading-relaxed text-ink-muted', title && 'mt-0.5')}>{children}</div>}
        {actions && <div className="mt-3 flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </div>
  )
}
