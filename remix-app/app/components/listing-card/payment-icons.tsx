import type { ReactNode } from 'react'
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

/**
 * In the order of listings spec §2: a brand's mark from the sprite (sized by `.pay-marks > i > svg`
 * in app.css: its sprite symbol brings the viewBox), or the class of a CSS icon drawn in the `<i>`
 * (`.pay-marks > i::before`, icon-masks.css).
 */
const marks: Record<string, ReactNode | `i-${string}`> = {
  visa: <Visa />,
  mastercard: <Mastercard />,
  paypal: <PayPal />,
  american_express: <Amex />,
  bank_transfer: 'i-landmark',
  online_wallet: 'i-wallet',
}

/**
 * The payment methods a listing accepts: a row of small marks, each with its name as a tooltip, and
 * the whole row one image named by one sentence for screen readers ("Payment methods: Visa,
 * PayPal"; `role="img"` keeps the marks themselves from being read) — little markup, on each of a
 * search page's 30 cards (issue 23).
 */
export function PaymentIcons({ methods }: { methods: string[] }) {
  const { t } = useTranslation('search')
  const known = methods.filter((method) => method in marks)
  if (!known.length) return null
  const names = known.map((method) => t(`card.payment.${method}`))
  return (
    <p className="pay-marks" role="img" aria-label={`${t('card.paymentMethods')}: ${names.join(', ')}`}>
      {known.map((method, index) => {
        const mark = marks[method]
        return typeof mark === 'string' ? (
          <i key={method} title={names[index]} className={mark} />
        ) : (
          <i key={method} title={names[index]}>
            {mark}
          </i>
        )
      })}
    </p>
  )
}
