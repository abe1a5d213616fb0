import type { CopyOf } from './copy'
import type { MailLanguage } from './language'

/** The wording of account e-mails (sign-up, password) and security notices, en and de. */

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

export const accountCopy = {
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
} satisfies CopyOf<string>
