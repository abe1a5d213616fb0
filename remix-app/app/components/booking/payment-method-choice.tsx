import type { BookingPaymentMethod } from '@driftway/domain/booking-status'
import type { InputHTMLAttributes } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'

/**
 * The payment methods as a radio group (booking page, paying a booking later, paying an accepted
 * offer). The caller owns the value: a react-hook-form `register` or plain state, through
 * `inputProps`, and says which one is chosen for the highlight.
 */
export function PaymentMethodChoice({
  methods,
  isChosen,
  inputProps,
  roomy = false,
  testId,
}: {
  methods: readonly BookingPaymentMethod[]
  isChosen: (method: BookingPaymentMethod) => boolean
  inputProps: (method: BookingPaymentMethod) => InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>
  /** The booking page's larger cards; dialogs use the compact ones. */
  roomy?: boolean
  testId?: string
}) {
  const { t } = useTranslation('booking')
  return (
    <div className={cn('grid sm:grid-cols-2', roomy ? 'gap-3' : 'gap-2')} data-testid={testId}>
      {methods.map((method) => (
        <label
          key={method}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border text-[0.9375rem] font-medium transition-colors',
            roomy ? 'px-4 py-3' : 'px-3 py-2.5',
            isChosen(method)
              ? 'border-primary bg-primary-soft text-ink shadow-xs'
              : 'border-line-strong text-ink hover:border-stone-400',
          )}
        >
          <input type="radio" value={method} className="size-4 accent-[var(--color-primary)]" {...inputProps(method)} />
          {t(`payment.methods.${method}`)}
        </label>
      ))}
    </div>
  )
}
