import type { Auth } from '~/lib/auth.server'

/** What `POST /file/upload/` answers: the stored media with its public URL. */
export type UploadedMedia = {
  id: string
  url: string | null
  filename?: string | null
  mime_type?: string | null
}

/**
 * Forwards one file to the API's upload call with the session's token. The API sniffs the content
 * and answers the spec's keys (upload.image.fileTypeNotSupport, upload.image.fileSizeGreaterThen).
 */
export function uploadToApi(auth: Auth, file: File) {
  const form = new FormData()
  form.append('file', file, file.name)
  return auth.api<UploadedMedia>('/file/upload/', { method: 'POST', form })
}
