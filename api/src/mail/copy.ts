import type { MailLanguage } from './language'

/** The wording of one e-mail in one language (templates.ts renders it as HTML and plain text). */
export type Copy = {
  subject: string
  greeting: (name: string) => string
  lines: string[]
  /** Heading of the caller's detail lines, for templates that carry `details`. */
  detailsTitle?: string
  button: string
  footer: string[]
}

/** Each template's wording, in every mail language. */
export type CopyOf<Name extends string> = Record<Name, Record<MailLanguage, Copy>>
