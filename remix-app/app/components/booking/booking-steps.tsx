import { Check } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'

const bookingSteps = ['details', 'payment'] as const
export type BookingStep = (typeof bookingSteps)[number]

/** The two steps of the booking page (booking spec §2); numbered from 1, the page starts at step 1. */
export function BookingSteps({ current }: { current: BookingStep }) {
  const { t } = useTranslation('booking')
  const index = bookingSteps.indexOf(current)
  return (
    <nav aria-label={t('page.stepsLabel')} data-testid="booking-steps" data-step={index + 1}>
      <ol className="flex items-center gap-2">
        {bookingSteps.map((step, position) => {
          const done = position < index
          const active = position === index
          return (
            <li key={step} className="flex items-center gap-2">
              {position > 0 && (
                <span
                  aria-hidden
                  className={cn('h-px w-6 sm:w-12', done || active ? 'bg-forest-400' : 'bg-line-strong')}
                />
              )}
              <span
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'inline-flex items-center gap-2 rounded-full py-1.5 pr-3.5 pl-1.5 text-sm font-semibold',
                  active && 'bg-primary text-on-primary shadow-xs',
                  done && 'text-forest-800',
                  !active && !done && 'text-ink-muted',
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
                {t(`page.steps.${step}`)}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
