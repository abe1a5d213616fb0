/**
 * Localized e-mail templates (en, de): subject, HTML and plain text from the same wording.
 * Variables are escaped for HTML; links are absolute URLs built by the caller.
 */
export const mailLanguages = ['en', 'de'] as const
export type MailLanguage = (typeof mailLanguages)[number]

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

type Copy = {
  subject: string
  greeting: (name: string) => string
  lines: string[]
  /** Heading of the caller's detail lines, for templates that carry `details`. */
  detailsTitle?: string
  button: string
  footer: string[]
}

/** What the lock link of security e-mails does, said under its button. */
const lockFooter: Record<MailLanguage, string[]> = {
  en: [
    'Locking signs every device out and stops password sign-in until you choose a new password with “Forgot password”.',
    'This link is valid for 7 days.',
  ],
  de: [
    'Das Sperren meldet alle Geräte ab und verhindert die Anmeldung mit Passwort, bis du über „Passwort vergessen“ ein neues wählst.',
    'Dieser Link ist 7 Tage gültig.',
  ],
}

const copy: Record<TemplateName, Record<MailLanguage, Copy>> = {
  rentalOfferReceived: {
    en: {
      subject: 'A new offer on your rental request',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'a rental company has answered your rental request with an offer. Book it before someone else takes the dates.',
      ],
      detailsTitle: 'The offer',
      button: 'See the offer',
      footer: ['Offers are not reserved for you until you book and pay one.'],
    },
    de: {
      subject: 'Ein neues Angebot zu deiner Mietanfrage',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'ein Vermieter hat deine Mietanfrage mit einem Angebot beantwortet. Buche es, bevor jemand anderes die Daten bucht.',
      ],
      detailsTitle: 'Das Angebot',
      button: 'Angebot ansehen',
      footer: ['Angebote sind erst für dich reserviert, wenn du eines buchst und bezahlst.'],
    },
  },
  rentalRequestsDigest: {
    en: {
      subject: 'New rental requests near your listings',
      greeting: (name) => `Hello ${name},`,
      lines: ['travelers are looking for a rental near your listings on dates they are free. Make them an offer.'],
      detailsTitle: 'New requests',
      button: 'Open the request board',
      footer: ['You get this e-mail at most once a day, when there are new requests.'],
    },
    de: {
      subject: 'Neue Mietanfragen in der Nähe deiner Inserate',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'Reisende suchen eine Miete in der Nähe deiner Inserate, an Tagen, an denen sie frei sind. Mach ihnen ein Angebot.',
      ],
      detailsTitle: 'Neue Anfragen',
      button: 'Anfragen ansehen',
      footer: ['Du bekommst diese E-Mail höchstens einmal am Tag, wenn es neue Anfragen gibt.'],
    },
  },
  bookingRequestReceived: {
    en: {
      subject: 'New booking request on Driftway',
      greeting: (name) => `Hello ${name},`,
      lines: ['a traveler would like to book your listing. Please accept or reject the request before its deadline.'],
      detailsTitle: 'The request',
      button: 'Answer the request',
      footer: ['Requests you leave unanswered expire at the deadline and the dates become free again.'],
    },
    de: {
      subject: 'Neue Buchungsanfrage auf Driftway',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'ein Reisender möchte dein Inserat buchen. Bitte nimm die Anfrage vor Ablauf der Frist an oder lehne sie ab.',
      ],
      detailsTitle: 'Die Anfrage',
      button: 'Anfrage beantworten',
      footer: ['Unbeantwortete Anfragen verfallen mit Ablauf der Frist, die Daten werden wieder frei.'],
    },
  },
  bookingAccepted: {
    en: {
      subject: 'Your booking request was accepted: please pay',
      greeting: (name) => `Hello ${name},`,
      lines: ['good news: the host accepted your booking request. Pay before the deadline to confirm the booking.'],
      detailsTitle: 'Your booking',
      button: 'Pay now',
      footer: ['If you do not pay in time, the request expires and the dates become free again.'],
    },
    de: {
      subject: 'Deine Buchungsanfrage wurde angenommen: bitte bezahlen',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'gute Nachricht: Der Gastgeber hat deine Buchungsanfrage angenommen. Bezahle vor Ablauf der Frist, um die Buchung zu bestätigen.',
      ],
      detailsTitle: 'Deine Buchung',
      button: 'Jetzt bezahlen',
      footer: ['Wenn du nicht rechtzeitig bezahlst, verfällt die Anfrage und die Daten werden wieder frei.'],
    },
  },
  bookingRejected: {
    en: {
      subject: 'Your booking request was not accepted',
      greeting: (name) => `Hello ${name},`,
      lines: ['unfortunately the host could not accept your booking request. Nothing was charged.'],
      detailsTitle: 'The request',
      button: 'Find other dates or listings',
      footer: ['You find the request under Archived in your bookings.'],
    },
    de: {
      subject: 'Deine Buchungsanfrage wurde nicht angenommen',
      greeting: (name) => `Hallo ${name},`,
      lines: ['leider konnte der Gastgeber deine Buchungsanfrage nicht annehmen. Es wurde nichts berechnet.'],
      detailsTitle: 'Die Anfrage',
      button: 'Andere Daten oder Inserate finden',
      footer: ['Du findest die Anfrage unter Archiv in deinen Buchungen.'],
    },
  },
  bookingExpired: {
    en: {
      subject: 'Your booking has expired',
      greeting: (name) => `Hello ${name},`,
      lines: ['the booking was not completed before its deadline, so it has expired and the dates are free again.'],
      detailsTitle: 'The booking',
      button: 'Book again',
      footer: ['Money that arrives after the deadline is refunded automatically.'],
    },
    de: {
      subject: 'Deine Buchung ist abgelaufen',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'die Buchung wurde nicht vor Ablauf der Frist abgeschlossen. Sie ist abgelaufen und die Daten sind wieder frei.',
      ],
      detailsTitle: 'Die Buchung',
      button: 'Erneut buchen',
      footer: ['Zahlungen, die nach der Frist eingehen, werden automatisch erstattet.'],
    },
  },
  bookingConfirmedLessor: {
    en: {
      subject: 'A booking of your listing is confirmed',
      greeting: (name) => `Hello ${name},`,
      lines: ['the traveler has paid: the booking is confirmed and the dates are reserved for them.'],
      detailsTitle: 'The booking',
      button: 'View the booking',
      footer: ['You can message the traveler from your bookings until the return date.'],
    },
    de: {
      subject: 'Eine Buchung deines Inserats ist bestätigt',
      greeting: (name) => `Hallo ${name},`,
      lines: ['der Reisende hat bezahlt: Die Buchung ist bestätigt und die Daten sind für ihn reserviert.'],
      detailsTitle: 'Die Buchung',
      button: 'Buchung ansehen',
      footer: ['Bis zum Rückgabedatum kannst du dem Reisenden aus deinen Buchungen schreiben.'],
    },
  },
  bookingCancelled: {
    en: {
      subject: 'Your booking was cancelled',
      greeting: (name) => `Hello ${name},`,
      lines: ['your booking was cancelled. Any refund goes back to the payment method you used.'],
      detailsTitle: 'The booking',
      button: 'View my bookings',
      footer: ['Refunds usually reach your account within 5 to 10 business days.'],
    },
    de: {
      subject: 'Deine Buchung wurde storniert',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'deine Buchung wurde storniert. Eine Erstattung geht an die Zahlungsart zurück, mit der du bezahlt hast.',
      ],
      detailsTitle: 'Die Buchung',
      button: 'Meine Buchungen ansehen',
      footer: ['Erstattungen sind meist innerhalb von 5 bis 10 Werktagen auf deinem Konto.'],
    },
  },
  bookingCancelledLessor: {
    en: {
      subject: 'A booking of your listing was cancelled',
      greeting: (name) => `Hello ${name},`,
      lines: ['a booking of your listing was cancelled and its dates are free again.'],
      detailsTitle: 'The booking',
      button: 'View my bookings',
      footer: ['The refund to the traveler follows your cancellation terms.'],
    },
    de: {
      subject: 'Eine Buchung deines Inserats wurde storniert',
      greeting: (name) => `Hallo ${name},`,
      lines: ['eine Buchung deines Inserats wurde storniert, die Daten sind wieder frei.'],
      detailsTitle: 'Die Buchung',
      button: 'Meine Buchungen ansehen',
      footer: ['Die Erstattung an den Reisenden folgt deinen Stornobedingungen.'],
    },
  },
  bookingWithdrawn: {
    en: {
      subject: 'A booking request was withdrawn',
      greeting: (name) => `Hello ${name},`,
      lines: ['the traveler withdrew their booking request; the dates are free again.'],
      detailsTitle: 'The request',
      button: 'View my bookings',
      footer: ['Nothing else to do.'],
    },
    de: {
      subject: 'Eine Buchungsanfrage wurde zurückgezogen',
      greeting: (name) => `Hallo ${name},`,
      lines: ['der Reisende hat seine Buchungsanfrage zurückgezogen; die Daten sind wieder frei.'],
      detailsTitle: 'Die Anfrage',
      button: 'Meine Buchungen ansehen',
      footer: ['Sonst ist nichts zu tun.'],
    },
  },
  bookingRemainderDue: {
    en: {
      subject: 'Please pay the rest of your booking',
      greeting: (name) => `Hello ${name},`,
      lines: ['the remaining amount of your booking is due soon. Pay it from your bookings before the date below.'],
      detailsTitle: 'Your booking',
      button: 'Pay the rest',
      footer: ['Questions about the payment? Write to the host from your bookings.'],
    },
    de: {
      subject: 'Bitte bezahle den Rest deiner Buchung',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'der Restbetrag deiner Buchung ist bald fällig. Bezahle ihn in deinen Buchungen vor dem unten genannten Datum.',
      ],
      detailsTitle: 'Deine Buchung',
      button: 'Rest bezahlen',
      footer: ['Fragen zur Zahlung? Schreib dem Gastgeber aus deinen Buchungen.'],
    },
  },
  bookingReminder: {
    en: {
      subject: 'Your trip starts soon',
      greeting: (name) => `Hello ${name},`,
      lines: ['your trip is coming up. Here are the details once more.'],
      detailsTitle: 'Your booking',
      button: 'View my booking',
      footer: ['Questions about the pick-up? Write to the host from your bookings.'],
    },
    de: {
      subject: 'Deine Reise beginnt bald',
      greeting: (name) => `Hallo ${name},`,
      lines: ['deine Reise steht bevor. Hier sind noch einmal die Details.'],
      detailsTitle: 'Deine Buchung',
      button: 'Meine Buchung ansehen',
      footer: ['Fragen zur Abholung? Schreib dem Gastgeber aus deinen Buchungen.'],
    },
  },
  bookingConfirmation: {
    en: {
      subject: 'Your Driftway booking is confirmed',
      greeting: (name) => `Hello ${name},`,
      lines: ['your booking is confirmed. Here are the details for your trip.'],
      detailsTitle: 'Your booking',
      button: 'View my bookings',
      footer: ['Questions about the trip? Write to the host from your bookings.'],
    },
    de: {
      subject: 'Deine Driftway-Buchung ist bestätigt',
      greeting: (name) => `Hallo ${name},`,
      lines: ['deine Buchung ist bestätigt. Hier sind die Details deiner Reise.'],
      detailsTitle: 'Deine Buchung',
      button: 'Meine Buchungen ansehen',
      footer: ['Fragen zur Reise? Schreib dem Gastgeber aus deinen Buchungen.'],
    },
  },
  listingUnpublished: {
    en: {
      subject: 'Your listing was taken offline',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'our support team took one of your listings offline. Travelers cannot find or book it until you publish it again.',
      ],
      detailsTitle: 'What happened',
      button: 'Open my listings',
      footer: ['Fix what the note describes and publish the listing again, or reply to this e-mail.'],
    },
    de: {
      subject: 'Dein Inserat wurde offline genommen',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'unser Support-Team hat eines deiner Inserate offline genommen. Reisende können es nicht finden oder buchen, bis du es wieder veröffentlichst.',
      ],
      detailsTitle: 'Was passiert ist',
      button: 'Meine Inserate öffnen',
      footer: [
        'Behebe, was der Hinweis beschreibt, und veröffentliche das Inserat erneut, oder antworte auf diese E-Mail.',
      ],
    },
  },
  verification: {
    en: {
      subject: 'Confirm your e-mail address',
      greeting: (name) => `Hello ${name},`,
      lines: ['thanks for signing up with Driftway. Please confirm your e-mail address to activate your account.'],
      button: 'Confirm e-mail address',
      footer: ['This link is valid for 3 days.', 'If you did not create an account, you can ignore this e-mail.'],
    },
    de: {
      subject: 'Bitte bestätige deine E-Mail-Adresse',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'danke für deine Anmeldung bei Driftway. Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
      ],
      button: 'E-Mail-Adresse bestätigen',
      footer: [
        'Dieser Link ist 3 Tage gültig.',
        'Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.',
      ],
    },
  },
  reset: {
    en: {
      subject: 'Reset your Driftway password',
      greeting: (name) => `Hello ${name},`,
      lines: ['we received a request to reset the password of your Driftway account.'],
      button: 'Choose a new password',
      footer: [
        'This link is valid for 24 hours and can be used once.',
        'If you did not ask for it, you can ignore this e-mail; your password stays the same.',
      ],
    },
    de: {
      subject: 'Setze dein Driftway-Passwort zurück',
      greeting: (name) => `Hallo ${name},`,
      lines: ['wir haben eine Anfrage erhalten, das Passwort deines Driftway-Kontos zurückzusetzen.'],
      button: 'Neues Passwort wählen',
      footer: [
        'Dieser Link ist 24 Stunden gültig und kann einmal verwendet werden.',
        'Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
      ],
    },
  },
  welcome: {
    en: {
      subject: 'Welcome to Driftway',
      greeting: (name) => `Hello ${name},`,
      lines: ['your Driftway account is ready. Find campervans, campsite pitches and boats for your next trip.'],
      button: 'Go to Driftway',
      footer: ['Happy travels!'],
    },
    de: {
      subject: 'Willkommen bei Driftway',
      greeting: (name) => `Hallo ${name},`,
      lines: ['dein Driftway-Konto ist bereit. Finde Wohnmobile, Stellplätze und Boote für deine nächste Reise.'],
      button: 'Zu Driftway',
      footer: ['Gute Reise!'],
    },
  },
  guestSetPassword: {
    en: {
      subject: 'Set a password for your Driftway account',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'we created a Driftway account for your booking.',
        'Set a password to sign in later, follow your booking and chat with the host.',
      ],
      button: 'Set your password',
      footer: ['This link is valid for 24 hours. Afterwards use "Forgot password" on the login page.'],
    },
    de: {
      subject: 'Lege ein Passwort für dein Driftway-Konto fest',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'wir haben für deine Buchung ein Driftway-Konto angelegt.',
        'Lege ein Passwort fest, um dich später anzumelden, deine Buchung zu verfolgen und mit dem Gastgeber zu chatten.',
      ],
      button: 'Passwort festlegen',
      footer: ['Dieser Link ist 24 Stunden gültig. Danach nutze „Passwort vergessen“ auf der Anmeldeseite.'],
    },
  },
  signInFailures: {
    en: {
      subject: 'Failed sign-in attempts on your Driftway account',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'someone tried several times in the last minutes to sign in to your Driftway account with a wrong password.',
        'If it was you, there is nothing to do. If not, your password still protects the account; lock it if you want to be sure, then choose a new password.',
      ],
      button: 'Lock my account',
      footer: lockFooter.en,
    },
    de: {
      subject: 'Fehlgeschlagene Anmeldeversuche bei deinem Driftway-Konto',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'in den letzten Minuten hat jemand mehrfach versucht, sich mit einem falschen Passwort bei deinem Driftway-Konto anzumelden.',
        'Warst du das, ist nichts zu tun. Wenn nicht, schützt dein Passwort das Konto weiterhin; sperre es, wenn du sichergehen willst, und wähle dann ein neues Passwort.',
      ],
      button: 'Mein Konto sperren',
      footer: lockFooter.de,
    },
  },
  payoutChanged: {
    en: {
      subject: 'Your Driftway payout settings changed',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'the payout account of your Driftway account was just changed.',
        'If it was you, there is nothing to do. If not, lock your account right away and contact our support.',
      ],
      button: 'This was not me: lock my account',
      footer: lockFooter.en,
    },
    de: {
      subject: 'Deine Driftway-Auszahlungseinstellungen wurden geändert',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'das Auszahlungskonto deines Driftway-Kontos wurde soeben geändert.',
        'Warst du das, ist nichts zu tun. Wenn nicht, sperre dein Konto sofort und wende dich an unseren Support.',
      ],
      button: 'Das war ich nicht: Konto sperren',
      footer: lockFooter.de,
    },
  },
  twoFactorOff: {
    en: {
      subject: 'Two-factor sign-in was turned off',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'two-factor sign-in (the authenticator app code) was just turned off for your Driftway account.',
        'If it was you, there is nothing to do. If not, lock your account right away.',
      ],
      button: 'This was not me: lock my account',
      footer: lockFooter.en,
    },
    de: {
      subject: 'Die Zwei-Faktor-Anmeldung wurde ausgeschaltet',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'die Zwei-Faktor-Anmeldung (der Code der Authenticator-App) wurde soeben für dein Driftway-Konto ausgeschaltet.',
        'Warst du das, ist nichts zu tun. Wenn nicht, sperre dein Konto sofort.',
      ],
      button: 'Das war ich nicht: Konto sperren',
      footer: lockFooter.de,
    },
  },
  paymentMethodChanged: {
    en: {
      subject: 'The payment method of your Driftway plan is being changed',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'your Driftway account just opened the page that replaces the payment method your plan is charged to.',
        'If it was you, there is nothing to do. If not, lock your account right away and contact our support.',
      ],
      button: 'This was not me: lock my account',
      footer: lockFooter.en,
    },
    de: {
      subject: 'Die Zahlungsmethode deines Driftway-Tarifs wird geändert',
      greeting: (name) => `Hallo ${name},`,
      lines: [
        'in deinem Driftway-Konto wurde soeben die Seite geöffnet, die die Zahlungsmethode deines Tarifs ersetzt.',
        'Warst du das, ist nichts zu tun. Wenn nicht, sperre dein Konto sofort und wende dich an unseren Support.',
      ],
      button: 'Das war ich nicht: Konto sperren',
      footer: lockFooter.de,
    },
  },
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

export function renderTemplate<T extends TemplateName>(
  name: T,
  lang: MailLanguage,
  vars: TemplateVars[T],
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
</body></html>`
  return { subject: c.subject, html, text }
}

/**
 * The mail language: the user's `lang_code` if supported, else the best Accept-Language match,
 * else English.
 */
export function pickMailLanguage(langCode?: string | null, acceptLanguage?: string | string[]): MailLanguage {
  const supported = (value: string | undefined | null): MailLanguage | undefined => {
    const base = value?.trim().toLowerCase().split(/[-_]/)[0]
    return (mailLanguages as readonly string[]).includes(base ?? '') ? (base as MailLanguage) : undefined
  }
  const fromUser = supported(langCode)
  if (fromUser) return fromUser
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '')
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const entry of ranked) {
    const lang = supported(entry.tag)
    if (lang) return lang
  }
  return 'en'
}
