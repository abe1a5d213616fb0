import type { ReactNode } from 'react'
import { Landmark, Wallet } from '~/components/ui/icons'
import { spriteMark } from '~/components/ui/sprite-icon'
import { useTranslation } from '~/i18n/use-translation'

// Small brand marks drawn as SVG (no external assets), each once per page in the icon sprite.
const Visa = spriteMark(
  'pay-visa',
  '0 0 32 20',
  '<text x="16" y="14.5" text-anchor="middle" font-size="11" font-weight="800" font-style="italic" fill="#1a1f71">VISA</text>',
)
const Mastercard = spriteMark(
  'pay-mastercard',
  '0 0 32 20',
  '<circle cx="12.5" cy="10" r="6.5" fill="#eb001b"/><circle cx="19.5" cy="10" r="6.5" fill="#f79e1b" fill-opacity="0.9"/>',
)
const PayPal = spriteMark(
  'pay-paypal',
  '0 0 32 20',
  '<text x="16" y="14" text-anchor="middle" font-size="9" font-weight="800" font-style="italic" fill="#003087">Pay<tspan fill="#009cde">Pal</tspan></text>',
)
const Amex = spriteMark(
  'pay-amex',
  '0 0 32 20',
  '<rect x="3" y="3" width="26" height="14" rx="2" fill="#2e77bc"/><text x="16" y="13.2" text-anchor="middle" font-size="7.5" font-weight="800" fill="#fff">AMEX</text>',
)

/** In the order of listings spec §2. */
const marks: Record<string, ReactNode> = {
  // Sized and coloured by `.pay-mark > svg` (app.css).
  visa: <Visa />,
  mastercard: <Mastercard />,
  paypal: <PayPal />,
  american_express: <Amex />,
  bank_transfer: <Landmark aria-hidden />,
  online_wallet: <Wallet aria-hidden />,
}

/** The payment methods a listing accepts, as a row of small marks with accessible names. */
export function PaymentIcons({ methods }: { methods: string[] }) {
  const { t } = useTranslation('search')
  const known = methods.filter((method) => method in marks)
  if (!known.length) return null
  return (
    <ul className="pay-marks" aria-label={t('card.paymentMethods')} data-testid="payment-icons">
      {known.map((method) => (
        <li key={method} className="pay-mark" title={t(`card.payment.${method}`)}>
          {marks[method]}
          <span className="sr-only">{t(`card.payment.${method}`)}</span>
        </li>
      ))}
    </ul>
  )
}
