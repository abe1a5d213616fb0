import type { EditorStep } from '@driftway/domain/listing-editor-fields'
import { useEffect, useRef } from 'react'
import { StepTrail } from '~/components/ui/step-trail'
import { useTranslation } from '~/i18n/use-translation'

/**
 * Where the lessor is in the wizard. Earlier steps can always be opened; later ones only through
 * saving the current step (spec §4 "jumping forward requires a valid step"), so they call `onGo`.
 */
export function StepIndicator({
  steps,
  current,
  enabled,
  onGo,
}: {
  steps: readonly EditorStep[]
  current: EditorStep
  enabled: boolean
  onGo: (step: EditorStep) => void
}) {
  const { t } = useTranslation('lessor')
  const index = steps.indexOf(current)
  const scroller = useRef<HTMLDivElement>(null)
  // On phones the row scrolls sideways: bring the current step into view.
  useEffect(() => {
    const center = () => {
      const nav = scroller.current
      const active = nav?.querySelector<HTMLElement>('[aria-current="step"]')
      if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return
      const offset = active.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft
      nav.scrollTo({ left: Math.max(0, offset - (nav.clientWidth - active.offsetWidth) / 2) })
    }
    center()
    window.addEventListener('resize', center)
    return () => window.removeEventListener('resize', center)
  }, [])
  return (
    <nav aria-label={t('wizard.progress')}>
      {/* Outside the scroller, so the count stays put when the row scrolls to the current step. */}
      <p className="mb-2 text-sm font-medium text-ink-muted sm:hidden" data-testid="step-count">
        {t('wizard.stepOf', { current: index + 1, total: steps.length })}
      </p>
      {/* Phones: the clipped ends fade out, so steps out of view read as "scroll for more". */}
      <div
        ref={scroller}
        className="-mx-4 overflow-x-auto px-4 pb-4 [mask-image:linear-gradient(to_right,transparent,#000_1rem,#000_calc(100%-1rem),transparent)] sm:mx-0 sm:px-0 sm:[mask-image:none]"
      >
        <StepTrail
          compact
          buttonTestId={(step) => `step-${step}`}
          steps={steps.map((step, position) => ({
            id: step,
            label: t(`steps.${step}`),
            state: position < index ? 'completed' : position === index ? 'active' : 'pending',
            onOpen: () => onGo(step),
            disabled: !enabled,
          }))}
        />
      </div>
    </nav>
  )
}
