import type { ChatAttachment } from '@driftway/domain/chat/marker'
import { data } from 'react-router'
import { isChatType } from '~/components/chat/chat-model'
import { getAuth } from '~/lib/auth.server'
import type { Route } from './+types/upload'
import { uploadAttachment } from './chat.server'

export type ChatUploadAnswer =
  | { ok: true; attachment: ChatAttachment }
  | { ok: false; error_key: string; error_msg: string }

/** The API's limit (5 MiB, `POST /chat/{chatType}/{chatId}/attachment/`) and a little for the multipart envelope. */
const MAX_BODY_BYTES = 5 * 1024 * 1024 + 64 * 1024

const fail = (error_key: string, status: number, error_msg = '') =>
  data<ChatUploadAnswer>({ ok: false, error_key, error_msg }, status)

/**
 * POST /chat/upload?type=…&chat=… (multipart `file`): the composer's attach button. The browser
 * holds no API token, so the file goes through here to the chat's attachment upload with the
 * session's; the API checks the bytes, the size and that the caller is a party of the chat, and
 * its error keys are passed on as they are. Answers the attachment the message will carry.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const auth = getAuth(context)
  if (!auth.signedIn) return fail('not_authenticated', 401)
  const type = url.searchParams.get('type')
  const chat = url.searchParams.get('chat') ?? ''
  if (!isChatType(type) || !/^[A-Za-z0-9_-]{1,64}$/.test(chat)) return fail('validation_error', 400)
  // Refuse oversized bodies before reading them into memory.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return fail('upload.image.fileSizeGreaterThen', 400)
  const file = (await request.formData()).get('file')
  if (!(file instanceof File)) return fail('upload.image.fileTypeNotSupport', 400)
  const result = await uploadAttachment(auth, type, chat, file)
  if (!result.ok) return fail(result.error.error_key, result.status, result.error.error_msg)
  const { kind, url: link, name } = result.data
  return data<ChatUploadAnswer>({
    ok: true,
    attachment: kind === 'image' ? { kind: 'image', url: link } : { kind: 'file', url: link, name },
  })
}
