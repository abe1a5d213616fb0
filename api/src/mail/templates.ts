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
}
export type TemplateName = keyof TemplateVars

export type RenderedMail = { subject: string; html: string; text: string }

type Copy = { subject: string; greeting: (name: string) => string; lines: string[]; button: string; footer: string[] }

const copy: Record<TemplateName, Record<MailLanguage, Copy>> = {
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
  const text = [greeting, '', ...c.lines, '', `${c.button}: ${vars.link}`, '', ...c.footer, '', '— Driftway'].join('\n')
  const paragraphs = [greeting, ...c.lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
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
