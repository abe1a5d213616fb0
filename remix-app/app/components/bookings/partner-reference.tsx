import { formatMoney } from '@driftway/domain/money'
import { isPartnerSlug, partnerNames } from '@driftway/domain/partners'
import { Building2, Loader2, Undo2 } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { BookingRow } from '~/routes/booking/booking-types'

/** Steps of the partner saga (decision 0093) where the partner has not answered yet. */
const awaitingPartner = new Set(['paid', 'partner_requested', 'partner_unknown'])

/**
 * A partner booking's line on my bookings (both sides) and the payment result views (issue 21):
 * the partner's own reference once it confirmed, "confirming with {partner}" while the book call
 * is open after the payment, and what was refunded when the partner refused.
 */
export function PartnerReference({
  booking,
}: {
  booking: Pick<BookingRow, 'partner' | 'partner_step' | 'partner_reference' | 'refunded_in_cents' | 'currency'>
}) {
  const { t, i18n } = useTranslation('booking')
  const partner = isPartnerSlug(booking.partner) ? booking.partner : null
  const refunded = booking.refunded_in_cents ?? 0
  if (!partner && refunded <= 0) return null
  const name = partner ? partnerNames[partner] : ''
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="partner-booking" data-partner={partner ?? ''}>
      {partner && booking.partner_reference && (
        <p className="inline-flex items-center gap-1.5 text-ink-muted">
          <Building2 className="size-3.5 shrink-0 text-ink-subtle" aria-hidden />
          <span>
            {t('partner.reference', { partner: name })}{' '}
            <span className="font-mono font-semibold text-ink" data-testid="partner-reference">
              {booking.partner_reference}
            </span>
          </span>
        </p>
      )}
      {partner && !booking.partner_reference && awaitingPartner.has(booking.partner_step ?? '') && (
        <p className="inline-flex items-center gap-1.5 text-ink-muted" data-testid="partner-confirming">
          <Loader2 className="size-3.5 shrink-0 animate-spin text-ink-subtle" aria-hidden />
          {t('partner.confirming', { partner: name })}
        </p>
      )}
      {refunded > 0 && (
        <p className="inline-flex items-center gap-1.5 font-medium text-success" data-testid="booking-refunded">
          <Undo2 className="size-3.5 shrink-0" aria-hidden />
          {t('partner.refunded', { amount: formatMoney(refunded, booking.currency, i18n.language) })}
        </p>
      )}
    </div>
  )
}
