/**
 * The chat types and the contract's path spellings of them, apart from the request schemas
 * (requests.ts): every page's chat toast names them, and a page that sends no chat request should
 * not build those schemas (decision 0108).
 */
import type { ListingKind } from '../roles'

/** Chat types as the chat API paths and the chat screen name them (booking spec §3, §7). */
export const chatTypes = ['vehicle', 'campsite', 'boat'] as const
export type ChatType = (typeof chatTypes)[number]

const chatTypeByKind: Record<ListingKind, ChatType> = {
  recreational_vehicle: 'vehicle',
  campsite: 'campsite',
  boat: 'boat',
}

/** "Chat type is derived from the lessor role or the chat's listing" (booking spec §6). */
export const chatTypeForKind = (kind: ListingKind): ChatType => chatTypeByKind[kind]

/** The chat types as the contract's paths spell them (booking spec §7: /chat/{chatType}/). */
export const chatPathTypes = ['rv-booking-chat', 'campsite-booking-chat', 'boat-booking-chat'] as const
export type ChatPathType = (typeof chatPathTypes)[number]

const kindByPathType: Record<ChatPathType, ListingKind> = {
  'rv-booking-chat': 'recreational_vehicle',
  'campsite-booking-chat': 'campsite',
  'boat-booking-chat': 'boat',
}
const pathTypeByChatType: Record<ChatType, ChatPathType> = {
  vehicle: 'rv-booking-chat',
  campsite: 'campsite-booking-chat',
  boat: 'boat-booking-chat',
}

export const kindForChatPathType = (type: ChatPathType): ListingKind => kindByPathType[type]
/** The path type of a stored chat (`chats.type` is the chat screen's vehicle | campsite | boat). */
export const chatPathTypeFor = (type: ChatType): ChatPathType => pathTypeByChatType[type]
