import { useCallback, useEffect, useRef, useState } from 'react'
import { Check } from '~/components/ui/icons'
import { cn } from '~/lib/cn'

/** booking §4/§9: completing a wizard step takes a simulated 500 ms. */
export const WIZARD_STEP_DELAY_MS = 500

export type WizardStepState = 'pending' | 'active' | 'completed'

/**
 * The numbered step header of the partner wizards (booking §2): each step pending, active or
 * completed; a completed step may offer a link back to it (`onOpen`).
 */
export function WizardSteps({
  steps,
  label,
  onOpen,
}: {
  steps: { id: string; title: string; state: WizardStepState }[]
  /** The list's accessible name ("Steps"). */
  label: string
  onOpen?: (id: string) => void
}) {
  return (
    <ol aria-label={label} className="flex items-center gap-2" data-testid="wizard-steps">
      {steps.map((step, index) => {
        const body = (
          <>
            <span
              className={cn(
                'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                step.state === 'active' && 'bg-primary text-white',
                step.state === 'completed' && 'bg-success-soft text-success',
                step.state === 'pending' && 'border border-line-strong text-ink-subtle',
              )}
            >
              {step.state === 'completed' ? <Check className="size-4" aria-hidden /> : index + 1}
            </span>
            <span
              className={cn(
                'truncate text-sm font-semibold',
                step.state === 'pending' ? 'text-ink-subtle' : 'text-ink',
              )}
            >
              {step.title}
            </span>
          </>
        )
        return (
          <li
            key={step.id}
            className="flex min-w-0 items-center gap-2"
            data-testid={`wizard-step-${step.id}`}
            data-state={step.state}
            aria-current={step.state === 'active' ? 'step' : undefined}
          >
            {index > 0 && <span aria-hidden className="h-px w-5 shrink-0 bg-line-strong sm:w-8" />}
            {step.state === 'completed' && onOpen ? (
              <button
                type="button"
                onClick={() => onOpen(step.id)}
                className="flex min-w-0 items-center gap-2 rounded-md focus-visible:shadow-focus focus-visible:outline-none"
              >
                {body}
              </button>
            ) : (
              <span className="flex min-w-0 items-center gap-2">{body}</span>
            )}
          </li>
        )
      })}
    </ol>
  )
}

/**
 * Runs a step's completion after the wizard's step delay (booking §9), reporting it as busy
 * meanwhile; a closed wizard cancels the pending step.
 */
export function useStepDelay(ms = WIZARD_STEP_DELAY_MS) {
  const [busy, setBusy] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const run = useCallback(
    (done: () => void) => {
      if (timer.current) return
      setBusy(true)
      timer.current = setTimeout(() => {
        timer.current = null
        setBusy(false)
        done()
      }, ms)
    },
    [ms],
  )
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    setBusy(false)
  }, [])
  return { busy, run, cancel }
}
