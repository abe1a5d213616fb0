import { asSystem } from '@driftway/collections'
import { formatDeadline, formatMoney } from '@driftway/domain'
import type { FastifyInstance } from 'fastify'
import { idOf, timezoneOfListing } from '../listings/pricing-input'
import { type BookingMailListing, bookingDetailLines } from '../mail/booking-details'
import { type MailLanguage, pickMailLanguage } from '../mail/language'
import type { TemplateName } from '../mail/templates'
import type { BookingEvent } from './events'

type Party = 'traveller' | 'lessor'
type Recipient = {
  email?: string | null
  first_name?: string | null
  company_name?: string | null
  lang_code?: string | null
}

/** Who hears about which change (issue 11 "Mail on every transition to the party concerned"). */
function mailsFor(event: BookingEvent): { to: Party; template: TemplateName }[] {
  switch (event.action) {
    case 'created':
      return event.booking.status === 'PENDING' ? [{ to: 'lessor', template: 'bookingRequestReceived' }] : []
    case 'request':
      return [{ to: 'lessor', template: 'bookingRequestReceived' }]
    case 'accept':
      return [{ to: 'traveller', template: 'bookingAccepted' }]
    case 'reject':
      return [{ to: 'traveller', template: 'bookingRejected' }]
    case 'expire_request':
    case 'expire_payment':
      return [{ to: 'traveller', template: 'bookingExpired' }]
    case 'payment_succeeded':
      return [
        { to: 'traveller', template: 'bookingConfirmation' },
        { to: 'lessor', template: 'bookingConfirmedLessor' },
      ]
    case 'cancel':
    // The partner's system refused (or never recorded) a paid booking: refunded in full (decision 0093).
    case 'partner_refused':
      return [{ to: 'traveller', template: 'bookingCancelled' }]
    case 'traveler_cancel':
      return [
        { to: 'traveller', template: 'bookingCancelled' },
        { to: 'lessor', template: 'bookingCancelledLessor' },
      ]
    case 'abandon':
      return [{ to: 'lessor', template: 'bookingWithdrawn' }]
    case 'reminder':
      return [{ to: 'traveller', template: 'bookingReminder' }]
    case 'remainder_due':
      return [{ to: 'traveller', template: 'bookingRemainderDue' }]
    default:
      return []
  }
}

const labels = {
  en: { payBy: 'Pay by', answerBy: 'Answer by', refund: 'Refund', noRefund: 'Refund: none', due: 'Remaining amount' },
  de: {
    payBy: 'Bezahlen bis',
    answerBy: 'Antworten bis',
    refund: 'Erstattung',
    noRefund: 'Erstattung: keine',
    due: 'Restbetrag',
  },
} as const

/** Sends the booking mails after each committed change, in each recipient's language. */
export function subscribeBookingMail(app: FastifyInstance): void {
  const { payload, env } = app.ctx
  app.bookingEvents.on((event) => {
    const mails = mailsFor(event)
    if (mails.length === 0) return
    app.mailer.sendInBackground(async () => {
      const booking = event.booking
      const listing = (await payload
        .findByID({ collection: 'listings', id: idOf(booking.listing)!, depth: 0, ...asSystem() })
        .catch(() => null)) as (BookingMailListing & { id: string }) | null
      const timezone = timezoneOfListing(listing ?? {})
      for (const mail of mails) {
        const user = (await payload
          .findByID({ collection: 'users', id: idOf(booking[mail.to])!, depth: 0, ...asSystem() })
          .catch(() => null)) as Recipient | null
        if (!user?.email) continue
        const lang: MailLanguage = pickMailLanguage(user.lang_code)
        const label = labels[lang]
        const extra: string[] = []
        if (mail.template === 'bookingAccepted' && booking.payment_deadline_timestamp) {
          extra.push(`${label.payBy}: ${formatDeadline(booking.payment_deadline_timestamp, timezone, lang)}`)
        }
        if (mail.template === 'bookingRemainderDue' && booking.remaining_payment_deadline_timestamp) {
          extra.push(`${label.due}: ${formatMoney(booking.remaining_amount_in_cents ?? 0, booking.currency, lang)}`)
          extra.push(`${label.payBy}: ${formatDeadline(booking.remaining_payment_deadline_timestamp, timezone, lang)}`)
        }
        if (mail.template === 'bookingRequestReceived' && booking.acception_deadline_timestamp) {
          extra.push(`${label.answerBy}: ${formatDeadline(booking.acception_deadline_timestamp, timezone, lang)}`)
        }
        if (mail.template === 'bookingCancelled' || mail.template === 'bookingCancelledLessor') {
          extra.push(
            event.refund_in_cents
              ? `${label.refund}: ${formatMoney(event.refund_in_cents, booking.currency, lang)}`
              : label.noRefund,
          )
        }
        const link = mail.to === 'lessor' ? `${env.siteUrl}/lessor/bookings` : `${env.siteUrl}/my-bookings`
        await app.mailer.sendTemplate(mail.template, {
          to: user.email,
          lang,
          vars: {
            name: user.first_name || user.company_name || '',
            link,
            details: [...bookingDetailLines({ ...booking, id: String(booking.id) }, listing ?? {}, lang), ...extra],
          },
        })
      }
    })
  })
}
