import { Landmark, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Small brand marks drawn inline (no external assets), in the order of listings spec §2. */
const marks: Record<string, ReactNode> = {
  visa: (
    <svg viewBox="0 0 32 20" aria-hidden className="h-full w-auto">
      <text x="16" y="14.5" textAnchor="middle" fontSize="11" fontWeight="800" fontStyle="italic" fill="#1a1f71">
        VISA
      </text>
    </svg>
  ),
  mastercard: (
    <svg viewBox="0 0 32 20" aria-hidden className="h-full w-auto">
      <circle cx="12.5" cy="10" r="6.5" fill="#eb001b" />
      <circle cx="19.5" cy="10" r="6.5" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  ),
  paypal: (
    <svg viewBox="0 0 32 20" aria-hidden className="h-full w-auto">
      <text x="16" y="14" textAnchor="middle" fontSize="9" fontWeight="800" fontStyle="italic" fill="#003087">
        Pay<tspan fill="#009cde">Pal</tspan>
      </text>
    </svg>
  ),
  american_express: (
    <svg viewBox="0 0 32 20" aria-hidden className="h-full w-auto">
      <rect x="3" y="3" width="26" height="14" rx="2" fill="#2e77bc" />
      <text x="16" y="13.2" textAnchor="middle" fontSize="7.5" fontWeight="800" fill="#fff">
        AMEX
      </text>
    </svg>
  ),
  bank_transfer: <Landmark className="h-full w-auto p-[3px] text-ink-muted" aria-hidden />,
  online_wallet: <Wallet className="h-full w-auto p-[3px] text-ink-muted" aria-hidden />,
}

/** The payment methods a listing accepts, as a row of small marks with accessible names. */
export function PaymentIcons({ methods }: { methods: string[] }) {
  const { t } = useTranslation('search')
  const known = methods.filter((method) => method in marks)
  if (!known.length) return null
  return (
    <ul className="flex shrink-0 items-center gap-1" aria-label={t('card.paymentMethods')} data-testid="payment-icons">
      {known.map((method) => (
        <li
          key={method}
          className="flex h-[1.125rem] w-7 items-center justify-center rounded-[0.25rem] border border-line bg-surface"
          title={t(`card.payment.${method}`)}
        >
          {marks[method]}
          <span className="sr-only">{t(`card.payment.${method}`)}</span>
        </li>
      ))}
    </ul>
  )
}
