/**
 * Attachment messages (booking spec §3 Message): the message text is a marker prefix, then
 * comma-separated entries `image::url` or `file::url|name` (decision 0059). The marker is a string
 * nobody types by accident; text that starts with it is read as attachments and must parse.
 */
export const ATTACHMENT_MARKER = '@@attachments@@'

/** At most this many files in one message (the chat screen shows 3 images then +N). */
export const MAX_ATTACHMENTS_PER_MESSAGE = 10

/** Longest file name kept in a `file::url|name` entry. */
export const ATTACHMENT_NAME_MAX_LENGTH = 200

export type ChatAttachment = { kind: 'image'; url: string } | { kind: 'file'; url: string; name: string }

/** True when `message` is an attachment message (starts with the marker). */
export const isAttachmentMessage = (message: string): boolean => message.startsWith(ATTACHMENT_MARKER)

// URLs carry no commas, pipes or white space (ours are percent-encoded); names are percent-encoded
// where they would break the list.
const urlPattern = /^https?:\/\/[^\s,|]+$/
const encodeName = (name: string) =>
  name.replace(/[%,|]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
const decodeName = (name: string) =>
  name.replace(/%(25|2C|7C)/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** The message text of `attachments` in the marker format. */
export function formatAttachments(attachments: readonly ChatAttachment[]): string {
  const entries = attachments.map((attachment) =>
    attachment.kind === 'image'
      ? `image::${attachment.url}`
      : `file::${attachment.url}|${encodeName(attachment.name.slice(0, ATTACHMENT_NAME_MAX_LENGTH))}`,
  )
  return `${ATTACHMENT_MARKER}${entries.join(',')}`
}

export type ParsedAttachments = { ok: true; attachments: ChatAttachment[] } | { ok: false; reason: string }

/**
 * The attachments of a marker-format message, or why it is not one: no marker, no entries, more
 * than `MAX_ATTACHMENTS_PER_MESSAGE`, an unknown kind, a URL that is not http(s), a file without name.
 */
export function parseAttachments(message: string): ParsedAttachments {
  if (!isAttachmentMessage(message))
    return { ok: false, reason: 'The message does not start with the attachment marker.' }
  const body = message.slice(ATTACHMENT_MARKER.length).trim()
  if (body === '') return { ok: false, reason: 'An attachment message needs at least one entry.' }
  const entries = body.split(',')
  if (entries.length > MAX_ATTACHMENTS_PER_MESSAGE) {
    return { ok: false, reason: `At most ${MAX_ATTACHMENTS_PER_MESSAGE} attachments per message.` }
  }
  const attachments: ChatAttachment[] = []
  for (const raw of entries) {
    const entry = raw.trim()
    const separator = entry.indexOf('::')
    const kind = separator > 0 ? entry.slice(0, separator) : ''
    const rest = separator > 0 ? entry.slice(separator + 2) : ''
    if (kind === 'image') {
      if (!urlPattern.test(rest)) return { ok: false, reason: 'An image entry needs an http(s) URL.' }
      attachments.push({ kind: 'image', url: rest })
    } else if (kind === 'file') {
      const bar = rest.indexOf('|')
      const url = bar >= 0 ? rest.slice(0, bar) : rest
      const name = bar >= 0 ? decodeName(rest.slice(bar + 1)).trim() : ''
      if (!urlPattern.test(url)) return { ok: false, reason: 'A file entry needs an http(s) URL.' }
      if (name === '' || name.length > ATTACHMENT_NAME_MAX_LENGTH) {
        return { ok: false, reason: `A file entry needs a name of at most ${ATTACHMENT_NAME_MAX_LENGTH} characters.` }
      }
      attachments.push({ kind: 'file', url, name })
    } else {
      return { ok: false, reason: 'Each attachment entry is image::url or file::url|name.' }
    }
  }
  return { ok: true, attachments }
}
