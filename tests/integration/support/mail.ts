import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

type CapturedMail = {
  /** Order of arrival, from 1. */
  id: number
  to: string[]
  from: string
  replyTo: string | undefined
  subject: string
  text: string
  html: string
  /** Every http(s) link: the text part's in order, then the HTML's hrefs not already listed. */
  links: string[]
  received_at: string
}

export type MailCatcher = {
  /** `smtp://127.0.0.1:{port}` — pass as the API's `smtpUrl`. */
  url: string
  messages: CapturedMail[]
  /** The first mail (already received or arriving within `timeoutMs`) for which `match` holds. */
  waitFor: (
    match: ((mail: CapturedMail) => boolean) | { to: string; subject?: RegExp },
    timeoutMs?: number,
  ) => Promise<CapturedMail>
  /** Mails received so far for an address. */
  to: (address: string) => CapturedMail[]
  clear: () => void
  stop: () => Promise<void>
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Every http(s) link of the message: the text part first, then the HTML's hrefs, once each. */
function linksOf(text: string, html: string): string[] {
  const fromText = [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0])
  const fromHtml = [...html.matchAll(/href\s*=\s*"([^"]+)"/gi)].map((match) => decodeEntities(match[1] ?? ''))
  return [...new Set([...fromText, ...fromHtml])].filter((link) => /^https?:\/\//i.test(link))
}

const addresses = (value: ParsedMail['to']): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) =>
    entry.value.map((item) => (item.address ?? '').toLowerCase()),
  )

/**
 * A real SMTP server on a loopback port (random unless given) that keeps every message it
 * receives, parsed with mailparser. Plain SMTP without auth or STARTTLS, as a local relay would
 * be. The integration tests use it in-process; the e2e stack serves it over HTTP
 * (tests/e2e/support/mail-catcher.ts).
 */
export async function startMailCatcher(options: { port?: number; host?: string } = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1'
  const messages: CapturedMail[] = []
  let nextId = 1
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? ''
          const html = typeof parsed.html === 'string' ? parsed.html : ''
          messages.push({
            id: nextId++,
            to: addresses(parsed.to),
            from: parsed.from?.text ?? '',
            replyTo: parsed.replyTo?.value[0]?.address?.toLowerCase(),
            subject: parsed.subject ?? '',
            text,
            html,
            links: linksOf(text, html),
            received_at: new Date().toISOString(),
          })
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  const waitFor: MailCatcher['waitFor'] = (match, timeoutMs = 5000) => {
    const test =
      typeof match === 'function'
        ? match
        : (mail: CapturedMail) =>
            mail.to.includes(match.to.toLowerCase()) && (!match.subject || match.subject.test(mail.subject))
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(test)
        if (!found) return false
        waiters.delete(check)
        clearTimeout(timer)
        resolve(found)
        return true
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(
          new Error(
            `no matching mail within ${timeoutMs} ms; received: ${messages.map((m) => `${m.to} "${m.subject}"`).join(', ') || 'none'}`,
          ),
        )
      }, timeoutMs)
      if (!check()) waiters.add(check)
    })
  }

  return {
    url: `smtp://${host}:${port}`,
    messages,
    waitFor,
    to: (address) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    clear: () => {
      messages.length = 0
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
