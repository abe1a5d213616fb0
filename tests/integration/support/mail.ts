import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = {
  to: string[]
  from: string
  replyTo: string | undefined
  subject: string
  text: string
  html: string
  /** Every http(s) link of the text part, in order. */
  links: string[]
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

const addresses = (value: ParsedMail['to']): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) =>
    entry.value.map((item) => (item.address ?? '').toLowerCase()),
  )

/**
 * A real SMTP server on a random loopback port that keeps every message it receives, parsed with
 * mailparser. Plain SMTP without auth or STARTTLS, as a local relay would be.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CapturedMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? ''
          messages.push({
            to: addresses(parsed.to),
            from: parsed.from?.text ?? '',
            replyTo: parsed.replyTo?.value[0]?.address?.toLowerCase(),
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
          })
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
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
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    to: (address) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    clear: () => {
      messages.length = 0
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
