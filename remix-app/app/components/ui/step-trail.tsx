import { Check } from '~/components/ui/icons'
import { cn } from '~/lib/cn'

export type StepState = 'pending' | 'active' | 'completed'

export type TrailStep = {
  id: string
  label: string
  state: StepState
  /** Makes the step a button (reopen a finished step, jump in the lessor wizard). */
  onOpen?: () => void
  /** A step button that cannot be used right now (the lessor wizard before its first save). */
  disabled?: boolean
}

/**
 * Numbered steps joined by a line, each pending, active or completed (booking page, lessor
 * wizard, partner wizards). Finished steps show a tick; the active one is marked for assistive tech.
 */
export function StepTrail({
  steps,
  compact = false,
  itemTestId,
  buttonTestId,
}: {
  steps: readonly TrailStep[]
  /** Tighter gaps for rows that scroll sideways on phones. */
  compact?: boolean
  itemTestId?: (id: string) => string
  buttonTestId?: (id: string) => string
}) {
  return (
    <ol className={cn('flex items-center', compact ? 'min-w-max gap-1.5 sm:gap-2' : 'gap-2')}>
      {steps.map((step, position) => {
        const done = step.state === 'completed'
        const active = step.state === 'active'
        const pill = cn(
          'inline-flex items-center gap-2 rounded-full py-1.5 pr-3.5 pl-1.5 text-sm font-semibold',
          active && 'bg-primary text-on-primary shadow-xs',
          done && 'text-forest-800',
          !active && !done && 'text-ink-muted',
        )
        const body = (
          <>
            <span
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
                active && 'bg-white/20 text-white',
                done && 'bg-forest-600 text-white',
                !active && !done && 'border border-line-strong bg-surface text-ink-muted',
              )}
            >
              {done ? <Check className="size-3.5" strokeWidth={3} aria-hidden /> : position + 1}
            </span>
            {step.label}
          </>
        )
        return (
          <li
            key={step.id}
            className={cn('flex items-center', compact ? 'gap-1.5 sm:gap-2' : 'gap-2')}
            data-testid={itemTestId?.(step.id)}
            data-state={step.state}
          >
            {position > 0 && (
              <span
                aria-hidden
                className={cn(
                  'h-px shrink-0',
                  compact ? 'w-4 sm:w-8' : 'w-6 sm:w-12',
                  done || active ? 'bg-forest-400' : 'bg-line-strong',
                )}
              />
            )}
            {step.onOpen ? (
              <button
                type="button"
                disabled={step.disabled || active}
                onClick={step.onOpen}
                aria-current={active ? 'step' : undefined}
                data-testid={buttonTestId?.(step.id)}
                className={cn(
                  pill,
                  'transition-colors focus-visible:shadow-focus focus-visible:outline-none',
                  done && 'hover:bg-forest-100',
                  !active && !done && 'hover:bg-surface-muted',
                  'disabled:cursor-default disabled:hover:bg-transparent',
                  active && 'disabled:hover:bg-primary',
                )}
              >
                {body}
              </button>
            ) : (
              <span aria-current={active ? 'step' : undefined} className={pill}>
                {body}
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
