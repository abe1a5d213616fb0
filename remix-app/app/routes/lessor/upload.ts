import { maxUploadBytes, vehicleDocumentTypes } from '@driftway/domain/listing-options'
import { data } from 'react-router'
import { getAuth } from '~/lib/auth.server'
import { uploadToApi } from '~/lib/uploads.server'
import type { Route } from './+types/upload'

export type UploadAnswer =
  | { ok: true; id: string; url: string | null; filename: string | null; mime_type: string | null }
  | { ok: false; error_key: string; error_msg: string }

/**
 * POST /lessor/upload (multipart `file`): the editor's photo and document upload, forwarded to
 * `POST /file/upload/` with the session's token; the API's error keys are passed on as they are.
 * A document slot sends `document` (its type): vehicle papers are stored as private files.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = getAuth(context)
  if (!auth.signedIn) return data<UploadAnswer>({ ok: false, error_key: 'not_authenticated', error_msg: '' }, 401)
  // Refuse oversized bodies before reading them into memory (the multipart envelope adds a little).
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > maxUploadBytes + 64 * 1024) {
    return data<UploadAnswer>({ ok: false, error_key: 'upload.image.fileSizeGreaterThen', error_msg: '' }, 400)
  }
  const incoming = await request.formData()
  const file = incoming.get('file')
  if (!(file instanceof File)) {
    return data<UploadAnswer>({ ok: false, error_key: 'upload.image.fileTypeNotSupport', error_msg: '' }, 400)
  }
  const documentType = String(incoming.get('document') ?? '')
  const result = await uploadToApi(
    auth,
    file,
    (vehicleDocumentTypes as readonly string[]).includes(documentType)
      ? { visibility: 'private', kind: documentType }
      : { visibility: 'public' },
  )
  if (!result.ok) {
    return data<UploadAnswer>(
      { ok: false, error_key: result.error.error_key, error_msg: result.error.error_msg },
      result.status,
    )
  }
  const media = result.data
  return data<UploadAnswer>({
    ok: true,
    id: String(media.id),
    url: media.url ?? null,
    filename: media.filename ?? file.name,
    mime_type: media.mime_type ?? null,
  })
}
