import { asSystem } from '@driftway/collections'
import { type ChatAttachment, formatAttachments, parseAttachments } from '@driftway/domain'
import type { Payload, PayloadRequest } from 'payload'
import type { ApiEnv } from '../env'
import { type PrivateFileDoc, signedPrivateFileUrl } from '../uploads'
import { chatErrors } from './errors'

/**
 * Chat attachments are private files (decision 0059): the message keeps a stable link without a
 * signature (`{publicUrl}/file/private/{id}/{name}`), and every answer signs it afresh for the
 * reader, who is a party of the chat — so a link copied out of a chat stops working after
 * PRIVATE_LINK_TTL_SECONDS, and nobody can list the files.
 */
const privatePath = (env: Pick<ApiEnv, 'publicUrl'>) => `${env.publicUrl}/file/private/`

function privateFileRef(env: Pick<ApiEnv, 'publicUrl'>, url: string): { id: string; filename: string } | null {
  const prefix = privatePath(env)
  if (!url.startsWith(prefix)) return null
  const [id, name] = url.slice(prefix.length).split('?')[0]!.split('/')
  if (!id || !name) return null
  try {
    return { id: decodeURIComponent(id), filename: decodeURIComponent(name) }
  } catch {
    return null
  }
}

const stableUrl = (env: Pick<ApiEnv, 'publicUrl'>, file: { id: string; filename: string }) =>
  `${privatePath(env)}${encodeURIComponent(file.id)}/${encodeURIComponent(file.filename)}`

/** The marker entry kind a checked upload becomes: images show inline, PDFs as a named file. */
export const attachmentKindOf = (mimeType: string | null | undefined): ChatAttachment['kind'] =>
  mimeType?.startsWith('image/') ? 'image' : 'file'

/**
 * Checks an attachment message `author` sends: every entry must be a private file `author`
 * uploaded (through POST …/attachment/), an `image::` entry an image. Answers the message in the
 * stored form (stable links) and its attachments; 400 for anything else.
 */
export async function normalizeAttachmentMessage(
  payload: Payload,
  env: Pick<ApiEnv, 'publicUrl'>,
  req: PayloadRequest,
  authorId: string,
  message: string,
): Promise<{ message: string; attachments: ChatAttachment[] }> {
  const parsed = parseAttachments(message)
  if (!parsed.ok) throw chatErrors.badAttachments(parsed.reason)
  const stored: ChatAttachment[] = []
  for (const attachment of parsed.attachments) {
    const ref = privateFileRef(env, attachment.url)
    if (!ref) throw chatErrors.badAttachments('Attach files uploaded through the chat attachment upload.')
    const file = (await payload
      .findByID({ collection: 'private-files', id: ref.id, depth: 0, disableErrors: true, ...asSystem(), req })
      .catch(() => null)) as PrivateFileDoc | null
    const owner = file
      ? typeof file.owner === 'object' && file.owner
        ? String(file.owner.id)
        : String(file.owner ?? '')
      : ''
    // Someone else's file (another user's documents) is refused like a missing one.
    if (!file?.filename || owner !== authorId) {
      throw chatErrors.badAttachments('An attachment is not one of your uploads.')
    }
    const url = stableUrl(env, { id: String(file.id), filename: file.filename })
    if (attachment.kind === 'image') {
      if (attachmentKindOf(file.mimeType) !== 'image')
        throw chatErrors.badAttachments('Only images can be image entries.')
      stored.push({ kind: 'image', url })
    } else {
      stored.push({ kind: 'file', url, name: attachment.name })
    }
  }
  return { message: formatAttachments(stored), attachments: stored }
}

/** A stored attachment message with each private link signed for the reader (other text unchanged). */
export function signAttachmentMessage(
  env: Pick<ApiEnv, 'publicUrl' | 'jwtSecret'>,
  message: string,
): { message: string; attachments: ChatAttachment[] } {
  const parsed = parseAttachments(message)
  if (!parsed.ok) return { message, attachments: [] }
  const signed = parsed.attachments.map((attachment): ChatAttachment => {
    const ref = privateFileRef(env, attachment.url)
    return ref ? { ...attachment, url: signedPrivateFileUrl(env, ref) } : attachment
  })
  return { message: formatAttachments(signed), attachments: signed }
}

/** The stable link of a just-uploaded private file, as an attachment entry. */
export function attachmentFor(
  env: Pick<ApiEnv, 'publicUrl'>,
  file: Pick<PrivateFileDoc, 'id' | 'filename' | 'mimeType'>,
  name: string,
): ChatAttachment {
  const url = stableUrl(env, { id: String(file.id), filename: file.filename ?? '' })
  return attachmentKindOf(file.mimeType) === 'image' ? { kind: 'image', url } : { kind: 'file', url, name }
}
