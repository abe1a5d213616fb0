import { z } from 'zod'
import { MESSAGE_MAX_LENGTH } from './text'

const id = z.string().trim().min(1).max(100)
const timestamp = z.number().int().min(0).max(4_102_444_800)

/**
 * POST /chat/{chatType}/ (booking §7): opens the draft chat a detail page starts ("lessor, start,
 * end and vehicle all present", §5), or returns the one that exists. `lessor` and `traveller` are
 * checked against the listing and the caller when sent.
 */
export const openChatBody = z
  .object({
    listing: id,
    lessor: id.optional(),
    traveller: id.optional(),
    pickup_timestamp: timestamp,
    return_timestamp: timestamp,
  })
  .refine((body) => body.return_timestamp > body.pickup_timestamp, {
    message: 'The return must be after the pickup.',
    path: ['return_timestamp'],
  })
export type OpenChatBody = z.output<typeof openChatBody>

/**
 * POST /chat/{chatType}/{chatId}/message/ (booking §7: author, message, type, chat). Only the
 * caller writes as themselves, only `user` messages (system messages come from booking changes);
 * `author` and `chat` may be sent and must then match. `message` is plain text or the attachment
 * marker format (chat/marker.ts).
 */
export const postMessageBody = z.object({
  message: z.string().max(MESSAGE_MAX_LENGTH),
  author: id.optional().nullable(),
  type: z.literal('user').optional(),
  chat: id.optional().nullable(),
})
export type PostMessageBody = z.output<typeof postMessageBody>

/** GET …/message/: offset paging in creation order (oldest first unless `-created_at`). */
export const messageListQuery = z.object({
  order_by: z.enum(['created_at', '-created_at']).default('created_at'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})

/** GET /chat/ and /chat/{chatType}/: most recent conversation first. */
export const chatListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
