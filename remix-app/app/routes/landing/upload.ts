import { maxUploadBytes } from '@driftway/domain/listing-options'
import { data } from 'react-router'
import { apiRequest } from '~/lib/api.server'
import { readEditor } from '~/lib/editor-session.server'
import type { UploadedMedia } from '~/lib/uploads.server'
import type { Route } from './+types/upload'

export type LandingUploadAnswer =
  | { ok: true; id: string; url: string }
  | { ok: false; error_key: string; error_msg: string }

/**
 * POST /content/upload (multipart `file`): a landing-page image from the content form, forwarded
 * to `POST /file/upload/v1/` with the editor's staff token (decision 0065). The API checks the
 * bytes and answers the spec's keys (upload.image.fileTypeNotSupport, …FileSizeGreaterThen).
 */
export async function action({ request }: Route.ActionArgs) {
  const editor = await readEditor(request)
  if (!editor) return data<LandingUploadAnswer>({ ok: false, error_key: 'not_authenticated', error_msg: '' }, 401)
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > maxUploadBytes + 64 * 1024) {
    return data<LandingUploadAnswer>({ ok: false, error_key: 'upload.image.fileSizeGreaterThen', error_msg: '' }, 400)
  }
  const incoming = await request.formData()
  const file = incoming.get('file')
  if (!(file instanceof File)) {
    return data<LandingUploadAnswer>({ ok: false, error_key: 'upload.image.fileTypeNotSupport', error_msg: '' }, 400)
  }
  const form = new FormData()
  form.append('visibility', 'public')
  form.append('file', file, file.name)
  const result = await apiRequest<UploadedMedia>('/file/upload/v1/', {
    method: 'POST',
    form,
    staffToken: editor.token,
  })
  if (!result.ok) {
    return data<LandingUploadAnswer>(
      { ok: false, error_key: result.error.error_key, error_msg: result.error.error_msg },
      result.status,
    )
  }
  return data<LandingUploadAnswer>({
    ok: true,
    id: String(result.data.id),
    url: result.data.sizes.card ?? result.data.url,
  })
}
