import type { EditorStep } from '@driftway/domain/listing-editor'
import { useEffect, useRef } from 'react'
import { Check } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'

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
        <ol className="flex min-w-max items-center gap-1.5 sm:gap-2">
          {steps.map((step, position) => {
            const done = position < index
            const active = position === index
            return (
              <li key={step} className="flex items-center gap-1.5 sm:gap-2">
                {position > 0 && (
                  <span
                    aria-hidden
                    className={cn('h-px w-4 sm:w-8', done || active ? 'bg-forest-400' : 'bg-line-strong')}
                  />
                )}
                <button
                  type="button"
                  disabled={!enabled || active}
                  onClick={() => onGo(step)}
                  aria-current={active ? 'step' : undefined}
                  data-testid={`step-${step}`}
                  className={cn(
                    'inline-flex items-center gap-2 rounded-full py-1.5 pr-3.5 pl-1.5 text-sm font-semibold transition-colors',
                    active && 'bg-primary text-on-primary shadow-xs',
                    done && 'text-forest-800 hover:bg-forest-100',
                    !active && !done && 'text-ink-muted hover:bg-surface-muted',
                    'disabled:cursor-default disabled:hover:bg-transparent',
                    active && 'disabled:hover:bg-primary',
                  )}
                >
                  <span
                    className={cn(
                      'inline-flex size-6 items-center justify-center rounded-full text-xs',
                      active && 'bg-white/20 text-white',
                      done && 'bg-forest-600 text-white',
                      !active && !done && 'border border-line-strong bg-surface text-ink-muted',
                    )}
                  >
                    {done ? <Check className="size-3.5" strokeWidth={3} aria-hidden /> : position + 1}
                  </span>
                  {t(`steps.${step}`)}
                </button>
              </li>
            )
          })}
        </ol>
      </div>
    </nav>
  )
}
