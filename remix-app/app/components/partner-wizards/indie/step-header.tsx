import { Check } from '~/components/ui/icons'
import type { StepState } from '~/components/ui/step-trail'
import { cn } from '~/lib/cn'

/**
 * A wizard step's title row in its three states (booking §2): pending (greyed number), active
 * (filled number), completed (check mark, the chosen values, and a Change link that reopens it).
 */
export function StepHeader(props: {
  number: number
  title: string
  state: StepState
  summary: string | null
  onChange?: () => void
  changeText: string
  changeLabel: string
}) {
  const { number, title, state, summary, onChange, changeText, changeLabel } = props
  return (
    <div className="flex items-center gap-3 px-4 py-3.5 sm:px-5">
      <span
        aria-hidden
        className={cn(
          'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold',
          state === 'active' && 'bg-primary text-on-primary',
          state === 'completed' && 'bg-forest-600 text-white',
          state === 'pending' && 'border border-line-strong bg-surface text-ink-subtle',
        )}
      >
        {state === 'completed' ? <Check className="size-4" strokeWidth={3} /> : number}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className={cn('font-semibold', state === 'pending' ? 'text-ink-subtle' : 'text-ink')}>
          <span className="sr-only">{number}. </span>
          {title}
        </h3>
        {summary && (
          <p className="truncate text-sm text-ink-muted" data-testid="step-summary">
            {summary}
          </p>
        )}
      </div>
      {onChange && (
        <button
          type="button"
          onClick={onChange}
          aria-label={changeLabel}
          className="rounded-md px-2 py-1 text-sm font-semibold text-primary underline-offset-2 hover:underline focus-visible:shadow-focus focus-visible:outline-none"
          data-testid="step-change"
        >
          {changeText}
        </button>
      )}
    </div>
  )
}
