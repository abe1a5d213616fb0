import { useCallback, useEffect, useRef, useState } from 'react'
import { type StepState, StepTrail } from '~/components/ui/step-trail'

/** booking §4/§9: completing a wizard step takes a simulated 500 ms. */
export const WIZARD_STEP_DELAY_MS = 500

/**
 * The step header of the partner wizards (booking §2): each step pending, active or completed; a
 * completed step may offer a link back to it (`onOpen`).
 */
export function WizardSteps({
  steps,
  label,
  onOpen,
}: {
  steps: { id: string; title: string; state: StepState }[]
  /** The list's accessible name ("Steps"). */
  label: string
  onOpen?: (id: string) => void
}) {
  return (
    <nav aria-label={label} data-testid="wizard-steps">
      <StepTrail
        compact
        itemTestId={(id) => `wizard-step-${id}`}
        steps={steps.map((step) => ({
          id: step.id,
          label: step.title,
          state: step.state,
          onOpen: step.state === 'completed' && onOpen ? () => onOpen(step.id) : undefined,
        }))}
      />
    </nav>
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
