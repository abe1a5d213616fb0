import { useTranslation } from '~/i18n/use-translation'

/**
 * In the order of listings spec §2, the class that draws each mark in its `<i>`: a brand's mark as
 * the background (`.pay-visa` … in app.css), or a CSS icon (`.pay-marks > i::before`, icon-masks.css).
 */
const marks: Record<string, `pay-${string}` | `i-${string}`> = {
  visa: 'pay-visa',
  mastercard: 'pay-mastercard',
  paypal: 'pay-paypal',
  american_express: 'pay-amex',
  bank_transfer: 'i-landmark',
  online_wallet: 'i-wallet',
}

/**
 * The payment methods a listing accepts: a row of small marks, the whole row one image named by one
 * sentence ("Payment methods: Visa, PayPal"), its tooltip and its name for screen readers
 * (`role="img"` keeps the marks themselves from being read) — little markup, on each of a search
 * page's 30 cards (issue 23: a tooltip per mark cost ~110 bytes a card).
 */
export function PaymentIcons({ methods }: { methods: string[] }) {
  const { t } = useTranslation('search')
  const known = methods.filter((method) => method in marks)
  if (!known.length) return null
  const names = known.map((method) => t(`card.payment.${method}`))
  return (
    <p className="pay-marks" role="img" title={`${t('card.paymentMethods')}: ${names.join(', ')}`}>
      {known.map((method) => (
        <i key={method} className={marks[method]} />
      ))}
    </p>
  )
}
