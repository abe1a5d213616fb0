import { type BookingMoney, paymentState } from '@driftway/domain/booking/views'
import { formatDate, nightKeyOf } from '@driftway/domain/dates'
import { formatMoney } from '@driftway/domain/money'

/**
 * The unpaid rest of a confirmed down-payment booking as people read it: amount and due day in
 * `language`, whether the day has passed. Null when nothing is owed.
 *
 * The rest is due at 12:00 at the listing on a calendar day (domain `paymentSplit`); that moment
 * falls on the same UTC day in every zone within ±11 hours of UTC, so the day is named without the
 * listing's zone and reads the same on the server and in the browser.
 */
export function restDue(
  booking: BookingMoney & { currency: string },
  now: number,
  language: string,
): { amount: string; date: string | null; overdue: boolean } | null {
  const state = paymentState(booking, now)
  if (state?.state !== 'rest_due') return null
  return {
    amount: formatMoney(state.amount_in_cents, booking.currency, language),
    date:
      state.due_timestamp === null
        ? null
        : formatDate(nightKeyOf(state.due_timestamp, 'UTC'), language, { dateStyle: 'medium' }),
    overdue: state.overdue,
  }
}
