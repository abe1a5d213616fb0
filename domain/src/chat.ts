import type { ListingKind } from './roles'

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

export * from './chat/marker'
export * from './chat/requests'
export * from './chat/text'
