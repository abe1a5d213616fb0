import { asUser } from '@driftway/collections'
import {
  ATTACHMENT_NAME_MAX_LENGTH,
  chatListQuery,
  chatPathTypes,
  formatAttachments,
  maxUploadBytes,
  messageListQuery,
  openChatBody,
  postMessageBody,
} from '@driftway/domain'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ValidationError as PayloadValidationError } from 'payload'
import { z } from 'zod'
import { currentUser, requireUser } from '../auth/plugin'
import type { UserDoc } from '../auth/users'
import { attachmentFor } from '../chat/attachments'
import { chatsWhere, findPartyChat, markChatRead, openChat, postUserMessage, unreadTotals } from '../chat/service'
import {
  type ChatDoc,
  chatViewSchema,
  loadChatAssets,
  type MessageDoc,
  messageViewSchema,
  sideOf,
  toChatView,
  toMessageView,
} from '../chat/view'
import { pageInfo } from '../http/paging'
import { validationError } from '../http/validation'
import {
  checkUpload,
  imageAndPdfMimes,
  readMultipartForm,
  signedPrivateFileUrl,
  storeUpload,
  uploadErrorKeys,
  uploadRejected,
} from '../uploads'

const typeParams = z.object({ chatType: z.enum(chatPathTypes) })
const chatParams = typeParams.extend({ chatId: z.string().min(1).max(100) })

const unreadSchema = z.object({
  /** Chats with at least one unread message for the caller (the header badge). */
  unread_chats_count: z.number().int(),
  /** Unread messages over all the caller's chats. */
  unread_messages_total: z.number().int(),
})
const paging = {
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  has_more: z.boolean(),
  next_offset: z.number().int().nullable(),
}
const chatListResponse = z.object({ ...paging, ...unreadSchema.shape, results: z.array(chatViewSchema) })
const messageListResponse = z.object({ ...paging, results: z.array(messageViewSchema) })
const attachmentResponse = z.object({
  kind: z.enum(['image', 'file']),
  /** A signed link (valid 30 minutes) to show the file before sending. */
  url: z.string(),
  name: z.string(),
  mime_type: z.string().nullable(),
  filesize: z.number().nullable(),
  /** The attachment message for this one file; join several with `formatAttachments` (domain). */
  message: z.string(),
})
const errorBody = z.object({
  error_key: z.string(),
  error_msg: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
})
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody }

const missingFile = () => validationError({ file: ['Send the file as the multipart/form-data field "file".'] })

async function chatViews(app: FastifyInstance, user: UserDoc, chats: ChatDoc[]) {
  const assets = await loadChatAssets(app.ctx.payload, chats)
  const me = String(user.id)
  return chats.map((chat) => toChatView(chat, assets, sideOf(chat, me) ?? 'traveller', app.ctx.env.publicUrl))
}

/**
 * Chat calls of booking §7 (decision 0059). Only the two parties of a chat read or write it; for
 * anyone else a chat id answers 404 like an unknown one. Real-time delivery is the Socket.IO
 * layer's, fed by `app.chatEvents` after each message is stored.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx

  async function listChats(
    user: UserDoc,
    query: z.output<typeof chatListQuery>,
    chatType?: (typeof chatPathTypes)[number],
  ) {
    const { limit, offset } = query
    const where = chatsWhere(user, chatType)
    // Payload pages by page number; the contract pages by offset (as the booking lists do).
    const [found, unread] = await Promise.all([
      payload.find({
        collection: 'chats',
        where,
        sort: ['-last_message_at_ts', '-updatedAt'],
        limit: offset + limit,
        page: 1,
        depth: 0,
        ...asUser(user),
      }),
      unreadTotals(app, user),
    ])
    const docs = found.docs.slice(offset) as ChatDoc[]
    return {
      ...pageInfo(found.totalDocs, limit, offset, docs.length),
      ...unread,
      results: await chatViews(app, user, docs),
    }
  }

  app.get(
    '/chat/',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['chat'],
        summary: "The caller's chats, all types",
        description:
          'Every chat the caller takes part in (a traveler as traveller, a lessor as lessor), most recent message first, with the header badge totals. Offset paging: limit 1–100 (default 50), offset.',
        querystring: chatListQuery,
        response: { 200: chatListResponse, 401: errorBody },
      },
    },
    async (request) => listChats(currentUser(request), request.query),
  )

  app.get(
    '/chat/unread/',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['chat'],
        summary: 'Unread totals over all the caller’s chats (the header badge)',
        response: { 200: unreadSchema, 401: errorBody },
      },
    },
    async (request) => unreadTotals(app, currentUser(request)),
  )

  app.get(
    '/chat/:chatType/',
    {
      onRequest: [requireUser],
      config: { errors: ['chat_type_not_yours'] },
      schema: {
        tags: ['chat'],
        summary: "The caller's chats of one type",
        description:
          'A traveler: their chats of this type. A lessor: the chats of their listings; 403 chat_type_not_yours for another kind. Most recent message first; the unread totals are over all types.',
        params: typeParams,
        querystring: chatListQuery,
        response: { 200: chatListResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listChats(currentUser(request), request.query, request.params.chatType),
  )

  app.post(
    '/chat/:chatType/',
    {
      onRequest: [requireUser],
      config: { errors: ['only_traveler_can_open_chat'] },
      schema: {
        tags: ['chat'],
        summary: 'Open the draft chat about a listing and dates (or get the existing one)',
        description:
          '201 with a new draft chat, 200 with the chat that already exists for this traveler, listing and dates (the booking chat once booked). Travelers only (403 only_traveler_can_open_chat); the listing must be published and of this type (404); `lessor`/`traveller` when sent must be the listing’s lessor and the caller (400).',
        params: typeParams,
        body: openChatBody,
        response: { 200: chatViewSchema, 201: chatViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { chat, created } = await openChat(app, user, request.params.chatType, request.body)
      const [view] = await chatViews(app, user, [chat])
      return reply.status(created ? 201 : 200).send(view!)
    },
  )

  app.get(
    '/chat/:chatType/:chatId/',
    {
      onRequest: [requireUser],
      config: { errors: ['chat_not_found'] },
      schema: {
        tags: ['chat'],
        summary: 'One chat (the conversation pane header)',
        description: 'Only for its two parties; anyone else gets 404 chat_not_found.',
        params: chatParams,
        response: { 200: chatViewSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { chat } = await findPartyChat(app, user, request.params.chatType, request.params.chatId)
      const [view] = await chatViews(app, user, [chat])
      return view!
    },
  )

  app.get(
    '/chat/:chatType/:chatId/message/',
    {
      onRequest: [requireUser],
      config: { errors: ['chat_not_found'] },
      schema: {
        tags: ['chat'],
        summary: 'Messages of a chat (opening it clears the caller’s unread count)',
        description:
          'order_by created_at (oldest first, default) or -created_at; offset paging, limit 1–100 (default 50). The newest page in reading order is offset = max(0, count − limit). Attachment links are signed for 30 minutes. Only for the two parties (404 chat_not_found otherwise).',
        params: chatParams,
        querystring: messageListQuery,
        response: { 200: messageListResponse, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { chat, side } = await findPartyChat(app, user, request.params.chatType, request.params.chatId)
      const { limit, offset, order_by } = request.query
      const found = await payload.find({
        collection: 'messages',
        where: { chat: { equals: String(chat.id) } },
        sort: order_by === 'created_at' ? ['createdAt', 'id'] : ['-createdAt', '-id'],
        limit: offset + limit,
        page: 1,
        depth: 0,
        ...asUser(user),
      })
      await markChatRead(app, chat, side)
      const docs = found.docs.slice(offset) as MessageDoc[]
      return {
        ...pageInfo(found.totalDocs, limit, offset, docs.length),
        results: docs.map((doc) => toMessageView(doc, chat, env)),
      }
    },
  )

  app.post(
    '/chat/:chatType/:chatId/message/',
    {
      onRequest: [requireUser],
      config: { errors: ['chat_not_found', 'message_author_not_you', 'message_empty', 'message_attachments_invalid'] },
      schema: {
        tags: ['chat'],
        summary: 'Send a message',
        description:
          'Plain text (control characters removed, at most 5000 characters) or an attachment message in the marker format (`@@attachments@@image::url,file::url|name`) naming files uploaded with POST …/attachment/ by the caller. 400 message_empty for nothing to send, 400 message_attachments_invalid, 403 message_author_not_you when `author` is someone else, 404 for a non-party. The other party’s unread count goes up by one; the message is published to the real-time layer after it is stored.',
        params: chatParams,
        body: postMessageBody,
        response: { 201: messageViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { chat, side } = await findPartyChat(app, user, request.params.chatType, request.params.chatId)
      const stored = await postUserMessage(app, user, chat, side, request.body)
      return reply.status(201).send(toMessageView(stored, chat, env))
    },
  )

  app.post(
    '/chat/:chatType/:chatId/attachment/',
    {
      onRequest: [requireUser],
      config: {
        errors: [
          'chat_not_found',
          'invalid_multipart',
          uploadErrorKeys.fileTypeNotSupport,
          uploadErrorKeys.fileSizeGreaterThen,
        ],
      },
      schema: {
        tags: ['chat'],
        summary: 'Upload a chat attachment',
        description: `multipart/form-data with the file in \`file\`: a PNG or JPEG image or a PDF, proven by its bytes, at most ${maxUploadBytes} bytes (else 400 upload.image.fileTypeNotSupport / upload.image.fileSizeGreaterThen). Stored as a private file of the caller; only the chat's parties may upload (404 otherwise). Send the answer's \`message\` (or several entries joined) as the message text.`,
        params: chatParams,
        response: { 201: attachmentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      await findPartyChat(app, user, request.params.chatType, request.params.chatId)
      if (!request.isMultipart()) throw missingFile()
      const { files } = await readMultipartForm(request)
      const received = files.find((file) => file.fieldname === 'file')
      if (!received) throw missingFile()
      const checked = await checkUpload(received, { accept: imageAndPdfMimes })
      if (!checked.ok) throw uploadRejected(checked.reason)
      let stored: Awaited<ReturnType<typeof storeUpload>>
      try {
        stored = await storeUpload(payload, user, checked.file, { visibility: 'private', namePrefix: 'chat' })
      } catch (error) {
        if (error instanceof PayloadValidationError && error.data.errors.some((issue) => issue.path === 'file')) {
          throw uploadRejected('unsupported_type')
        }
        throw error
      }
      const name =
        received.filename.replace(/[\\/]/g, '_').trim().slice(0, ATTACHMENT_NAME_MAX_LENGTH) ||
        `attachment.${checked.file.ext}`
      const attachment = attachmentFor(env, stored, name)
      const signed = { ...attachment, url: signedPrivateFileUrl(env, { id: stored.id, filename: stored.filename }) }
      return reply.status(201).send({
        kind: attachment.kind,
        url: signed.url,
        name,
        mime_type: stored.mimeType ?? null,
        filesize: stored.filesize ?? null,
        message: formatAttachments([signed]),
      })
    },
  )
}
