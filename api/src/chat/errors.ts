import { ApiError, forbidden, notFound } from '../http/errors'
import { validationError } from '../http/validation'

/** The chat calls' 4xx answers (booking §7; decision 0059). */
export const chatErrors = {
  /** Unknown id, malformed id, another type, or a chat the caller is no party of: one answer, nothing to probe. */
  notFound: () => notFound('chat_not_found', 'Chat not found.'),
  onlyTraveler: () => forbidden('only_traveler_can_open_chat', 'Only travelers can start a chat about a listing.'),
  otherKind: () => forbidden('chat_type_not_yours', 'Your lessor account has no chats of this type.'),
  lessorMismatch: () => validationError({ lessor: ['This is not the lessor of the listing.'] }),
  travelerMismatch: () => validationError({ traveller: ['A chat is opened for yourself.'] }),
  authorMismatch: () => forbidden('message_author_not_you', 'A message is written as yourself.'),
  chatMismatch: () => validationError({ chat: ['The chat in the body differs from the chat in the path.'] }),
  emptyMessage: () => new ApiError('message_empty', 'Write a message or attach a file.', { message: ['Required'] }),
  badAttachments: (reason: string) => new ApiError('message_attachments_invalid', reason, { message: [reason] }),
}
