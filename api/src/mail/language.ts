/** The languages e-mails are written in, and which one a recipient gets. */
export const mailLanguages = ['en', 'de'] as const
export type MailLanguage = (typeof mailLanguages)[number]

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
