import { asSystem } from '@driftway/collections'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'
import type { ApiEnv } from '../env'
import { readImprint } from '../landing/imprint'
import type { MailLanguage } from './language'
import { type MailOperator, renderTemplate, type TemplateName, type TemplateVars } from './templates'

const OPERATOR_TTL_MS = 60_000

export type MailMessage = {
  to: string
  subject: string
  html: string
  text: string
  replyTo?: string
  /** Which template produced it (kept in the dev outbox). */
  template?: string
  lang?: string
}

type Logger = { error: (obj: object, msg: string) => void }

/** Addresses nothing may be sent to: the `.invalid` top-level domain (RFC 2606) erased accounts get. */
export const isSuppressedRecipient = (to: string): boolean => /\.invalid>?$/i.test(to.trim())

/**
 * Outgoing e-mail. With SMTP_URL set, messages go to that SMTP server through nodemailer;
 * without it they are stored in the `mail-outbox` collection (the dev outbox: readable by staff in
 * the admin and in development at GET /dev/outbox/).
 *
 *   await app.mailer.send({ to, subject, html, text })           // throws when delivery fails
 *   await app.mailer.sendTemplate('reset', { to, lang, vars })   // localized template, throws
 *   app.mailer.sendInBackground(message)                         // never throws; logged; awaited on close
 */
export class Mailer {
  private readonly transport: Transporter | undefined
  private readonly pending = new Set<Promise<unknown>>()
  private operatorRead: { at: number; value: Promise<MailOperator | null> } | undefined

  constructor(
    private readonly payload: Payload,
    private readonly env: Pick<ApiEnv, 'smtpUrl' | 'mailFrom'>,
    private readonly log: Logger,
  ) {
    this.transport = env.smtpUrl ? nodemailer.createTransport(env.smtpUrl) : undefined
  }

  /** `smtp` when a server is configured, else `outbox`. */
  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox'
  }

  async send(message: MailMessage): Promise<void> {
    // Erased accounts keep an address on the reserved .invalid domain: mail to them stops here.
    if (isSuppressedRecipient(message.to)) return
    if (this.transport) {
      await this.transport.sendMail({
        from: this.env.mailFrom,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
      return
    }
    await this.payload.create({
      collection: 'mail-outbox',
      data: {
        to: message.to,
        reply_to: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        template: message.template,
        lang: message.lang,
      },
      ...asSystem(),
    })
  }

  async sendTemplate<T extends TemplateName>(
    name: T,
    options: { to: string; lang: MailLanguage; vars: TemplateVars[T] },
  ): Promise<void> {
    return this.send({
      to: options.to,
      ...renderTemplate(name, options.lang, options.vars, await this.operator()),
      template: name,
      lang: options.lang,
    })
  }

  /**
   * The operator every mail names under its sign-off (the imprint, decision 0112), or null while
   * none is saved. Read at most once a minute: an administrator's change reaches mail within it.
   */
  operator(now = Date.now()): Promise<MailOperator | null> {
    if (!this.operatorRead || now - this.operatorRead.at > OPERATOR_TTL_MS) {
      const value = readImprint(this.payload, asSystem())
        .then((imprint) =>
          imprint
            ? {
                operator_name: imprint.operator_name,
                street: imprint.street,
                postal_code: imprint.postal_code,
                city: imprint.city,
                email: imprint.email,
              }
            : null,
        )
        .catch((error: unknown) => {
          // A mail without the operator line beats no mail; the next send reads again.
          this.log.error({ err: error }, 'reading the imprint for mail failed')
          this.operatorRead = undefined
          return null
        })
      this.operatorRead = { at: now, value }
    }
    return this.operatorRead.value
  }

  /** E-mails handed to `sendInBackground` and not sent yet (the metrics' mail queue depth). */
  get queued(): number {
    return this.pending.size
  }

  /** Delivers without making the caller wait or fail (a lost mail must not undo a sign-up); failures are logged. */
  sendInBackground(message: MailMessage | (() => Promise<void>)): void {
    const task = (typeof message === 'function' ? message() : this.send(message))
      .catch((error) => this.log.error({ err: error }, 'e-mail delivery failed'))
      .finally(() => this.pending.delete(task))
    this.pending.add(task)
  }

  /** Resolves once every background delivery has finished (the server awaits it on close). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending])
  }

  close(): void {
    this.transport?.close()
  }
}
