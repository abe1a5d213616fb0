import type { BookingPaymentMethod } from '@driftway/domain/booking-status'
import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { FormSection } from '~/components/accounts/profile-forms'
import { TermsCheckbox } from '~/components/accounts/signup-parts'
import { CreditCard } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { registerOption, useFieldErrors } from '~/lib/forms'
import type { BookingPaymentForm } from './booking-forms'
import { PaymentMethodChoice } from './payment-method-choice'

/** Payment methods by currency and the terms (§2 "The payment step"). */
export function PaymentSection({
  form,
  methods,
  currency,
  instant,
  agreement,
}: {
  form: BookingPaymentForm
  methods: BookingPaymentMethod[]
  currency: string
  instant: boolean
  /** The partner's extra agreement checkbox (booking §2), under the terms. */
  agreement: ReactNode
}) {
  const { t } = useTranslation('booking')
  const errorOf = useFieldErrors(form)
  const chosen = useWatch({ control: form.control, name: 'payment_method' })
  return (
    <FormSection
      title={t('payment.title')}
      description={instant ? t('payment.textInstant') : t('payment.textRequest')}
      icon={<CreditCard />}
    >
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink">{t('payment.method')}</legend>
        <PaymentMethodChoice
          methods={methods}
          roomy
          testId="payment-methods"
          isChosen={(method) => chosen === method}
          inputProps={(method) => ({
            'data-testid': `method-${method}`,
            ...registerOption(form, 'payment_method', method),
          })}
        />
        {errorOf('payment_method') && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {errorOf('payment_method')}
          </p>
        )}
        {currency.toUpperCase() !== 'EUR' && <p className="mt-3 text-sm text-ink-subtle">{t('payment.euroOnly')}</p>}
      </fieldset>
      <div className="mt-6">
        <TermsCheckbox error={errorOf('terms')} {...form.register('terms')} />
        {agreement}
      </div>
    </FormSection>
  )
}
