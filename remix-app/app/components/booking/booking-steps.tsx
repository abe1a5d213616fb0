import { StepTrail } from '~/components/ui/step-trail'
import { useTranslation } from '~/i18n/use-translation'

const bookingSteps = ['details', 'payment'] as const
export type BookingStep = (typeof bookingSteps)[number]

/** The two steps of the booking page (booking spec §2); numbered from 1, the page starts at step 1. */
export function BookingSteps({ current }: { current: BookingStep }) {
  const { t } = useTranslation('booking')
  const index = bookingSteps.indexOf(current)
  return (
    <nav aria-label={t('page.stepsLabel')} data-testid="booking-steps" data-step={index + 1}>
      <StepTrail
        steps={bookingSteps.map((step, position) => ({
          id: step,
          label: t(`page.steps.${step}`),
          state: position < index ? 'completed' : position === index ? 'active' : 'pending',
        }))}
      />
    </nav>
  )
}
