import { chatTypeForKind } from '@driftway/domain'
import { type CollectionBeforeChangeHook, Forbidden } from 'payload'
import { assertActingAs, fieldError, idOf, listingParty, loadRelated, principalId } from '../hooks'

/**
 * A chat's lessor and type come from its listing ("chat type is derived from … the chat's listing",
 * booking §6); a marketplace user may only open a chat they take part in.
 */
export const fillChatParties: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const me = principalId(req)
  if (operation === 'create') {
    const { lessor, kind } = await listingParty(req, data.listing, 'chats')
    data.lessor = lessor
    data.type = chatTypeForKind(kind)
    if (!data.traveller) data.traveller = me
    if (me && me !== lessor && me !== idOf(data.traveller)) throw new Forbidden(req.t)
    return data
  }
  // The parties are what access hangs on: moving a chat to other people would expose its messages.
  const partiesChanged =
    idOf(data.lessor) !== idOf(originalDoc?.lessor) || idOf(data.traveller) !== idOf(originalDoc?.traveller)
  if (me && partiesChanged) throw fieldError('chats', 'traveller', 'The parties of a chat cannot change.')
  return data
}

/** Messages carry their chat's parties so "messages of my chats" is a plain where on both adapters. */
export const copyChatParties: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const chat = await loadRelated<{ lessor?: unknown; traveller?: unknown }>(req, 'chats', data.chat, {
    collection: 'messages',
    path: 'chat',
  })
  data.lessor = idOf(chat.lessor)
  data.traveller = idOf(chat.traveller)
  if (data.type !== 'system') {
    if (!data.author) data.author = principalId(req)
    assertActingAs(req, idOf(data.author))
    if (![data.lessor, data.traveller].includes(idOf(data.author))) {
      throw fieldError('messages', 'author', 'Only the lessor and the traveler of a chat can write in it.')
    }
  }
  // "Empty text is not sent (attachments are sent instead)" (booking §5).
  const hasText = typeof data.message === 'string' && data.message.trim() !== ''
  const hasAttachments = Array.isArray(data.attachments) && data.attachments.length > 0
  if (!hasText && !hasAttachments && !data.new_booking_status) {
    throw fieldError('messages', 'message', 'A message needs text or an attachment.')
  }
  return data
}
