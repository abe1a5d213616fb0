import type { CopyOf } from './copy'
import { accountCopy } from './copy-account'
import { bookingCopy } from './copy-bookings'
import type { MailLanguage } from './language'

/**
 * Localized e-mail templates (en, de): subject, HTML and plain text from the same wording.
 * Variables are escaped for HTML; links are absolute URLs built by the caller.
 */

export type TemplateVars = {
  verification: { name: string; link: string }
  reset: { name: string; link: string }
  welcome: { name: string; link: string }
  guestSetPassword: { name: string; link: string }
  /** A confirmed booking; `details` are the caller's formatted lines (listing, dates, total, booking id). */
  bookingConfirmation: { name: string; link: string; details: string[] }
  /** Booking transitions (issue 11): `details` are the booking lines plus deadline or refund. */
  bookingRequestReceived: { name: string; link: string; details: string[] }
  bookingAccepted: { name: string; link: string; details: string[] }
  bookingRejected: { name: string; link: string; details: string[] }
  bookingExpired: { name: string; link: string; details: string[] }
  bookingConfirmedLessor: { name: string; link: string; details: string[] }
  bookingCancelled: { name: string; link: string; details: string[] }
  bookingCancelledLessor: { name: string; link: string; details: string[] }
  bookingWithdrawn: { name: string; link: string; details: string[] }
  bookingReminder: { name: string; link: string; details: string[] }
  bookingRemainderDue: { name: string; link: string; details: string[] }
  /** Rental requests (decision 0067): a lessor's offer to the traveler; lessors' daily digest of new matching requests. */
  rentalOfferReceived: { name: string; link: string; details: string[] }
  rentalRequestsDigest: { name: string; link: string; details: string[] }
  /** Support took a listing offline; `details` name the listing and support's reason. */
  listingUnpublished: { name: string; link: string; details: string[] }
  /** Security notices: `link` is the account-lock link ("this was not me"). */
  signInFailures: { name: string; link: string }
  payoutChanged: { name: string; link: string }
  twoFactorOff: { name: string; link: string }
  paymentMethodChanged: { name: string; link: string }
}
export type TemplateName = keyof TemplateVars

export type RenderedMail = { subject: string; html: string; text: string }

/** Who sends the mail, from the imprint (decision 0112): business e-mail names its operator. */
export type MailOperator = {
  operator_name: string
  street: string
  postal_code: string
  city: string
  email: string
}

const operatorLine = (operator: MailOperator) =>
  [operator.operator_name, operator.street, `${operator.postal_code} ${operator.city}`.trim(), operator.email]
    .filter((part) => part.trim())
    .join(' · ')

/** Every template's wording: a template without wording in every language does not compile. */
const copy: CopyOf<TemplateName> = { ...bookingCopy, ...accountCopy }

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

export function renderTemplate<T extends TemplateName>(
  name: T,
  lang: MailLanguage,
  vars: TemplateVars[T],
  operator: MailOperator | null = null,
): RenderedMail {
  const c = copy[name][lang]
  const greeting = c.greeting(vars.name)
  const details = 'details' in vars ? vars.details : []
  const detailText = details.length > 0 ? ['', `${c.detailsTitle ?? ''}:`, ...details.map((line) => `- ${line}`)] : []
  const text = [
    greeting,
    '',
    ...c.lines,
    ...detailText,
    '',
    `${c.button}: ${vars.link}`,
    '',
    ...c.footer,
    '',
    '— Driftway',
    ...(operator ? [operatorLine(operator)] : []),
  ].join('\n')
  const detailHtml =
    details.length > 0
      ? `\n<p><strong>${escapeHtml(c.detailsTitle ?? '')}</strong></p>\n<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : ''
  const paragraphs = [greeting, ...c.lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n') + detailHtml
  const footer = c.footer.map((line) => `<p style="color:#666;font-size:13px">${escapeHtml(line)}</p>`).join('\n')
  const link = escapeHtml(vars.link)
  const html = `<!doctype html>
<html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1d2b36;line-height:1.5">
${paragraphs}
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(c.button)}</a></p>
<p style="font-size:13px">${escapeHtml(c.button)}: <a href="${link}">${link}</a></p>
${footer}
<p>— Driftway</p>
${operator ? `<p style="color:#888;font-size:12px">${escapeHtml(operatorLine(operator))}</p>\n` : ''}</body></html>`
  return { subject: c.subject, html, text }
}
