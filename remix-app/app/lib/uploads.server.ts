import type { ApiAnswer } from '~/lib/api-schema'
import type { Auth } from '~/lib/auth.server'

/** What `POST /file/upload/` answers: the stored media with its public URL. */
export type UploadedMedia = ApiAnswer<'/file/upload/', 'post'>

/** Private files (vehicle papers) name their document kind; public photos need nothing. */
export type UploadTarget = { visibility: 'public' } | { visibility: 'private'; kind?: string }

/**
 * Forwards one file to the API's upload call with the session's token. The API sniffs the content
 * and answers the spec's keys (upload.image.fileTypeNotSupport, upload.image.fileSizeGreaterThen).
 * Private files come back with a short-lived signed link as their `url`.
 */
export function uploadToApi(auth: Auth, file: File, target: UploadTarget = { visibility: 'public' }) {
  const form = new FormData()
  form.append('visibility', target.visibility)
  if (target.visibility === 'private' && target.kind) form.append('kind', target.kind)
  form.append('file', file, file.name)
  return auth.api<UploadedMedia>('/file/upload/', { method: 'POST', form })
}
