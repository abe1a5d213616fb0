import { asSystem } from '@driftway/collections'
import type { Booking, Chat, Listing, Media, Message, User } from '@driftway/collections/payload-types'
import {
  type BookingStatus,
  bookingActionsFor,
  type ChatType,
  chatPathTypeFor,
  type ListingKind,
} from '@driftway/domain'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { ApiEnv } from '../env'
import { mediaUrl } from '../listings/card'
import { mediaById } from '../listings/media-by-id'
import { idOf } from '../listings/pricing-input'
import { signAttachmentMessage } from './attachments'

export type ChatDoc = Chat
export type MessageDoc = Message
/** The caller's side of a chat: the contract's `my_role` values, spelled as the spec has them. */
export type ChatSide = ChatView['my_role']

type MediaFacts = Pick<Media, 'id' | 'filename' | 'sizes'>
type ListingFacts = Pick<
  Listing,
  | 'id'
  | 'kind'
  | 'title'
  | 'city'
  | 'country'
  | 'images'
  | 'seats_num'
  | 'sleeps'
  | 'pitches_num'
  | 'area_m2'
  | 'length'
  | 'onboard_capacity'
>
type PersonFacts = Pick<User, 'id' | 'first_name' | 'last_name' | 'company_name' | 'photo'>
type BookingFacts = Pick<
  Booking,
  | 'id'
  | 'kind'
  | 'status'
  | 'acception_deadline_timestamp'
  | 'payment_deadline_timestamp'
  | 'total_rent_price_in_cents'
  | 'currency'
>

/** Listings, people, photos and bookings of a page of chats, loaded once per page. */
export interface ChatViewAssets {
  listings: Map<string, ListingFacts>
  people: Map<string, PersonFacts>
  media: Map<string, MediaFacts>
  bookings: Map<string, BookingFacts>
}

const ids = (values: unknown[]) => [...new Set(values.map(idOf).filter((id): id is string => Boolean(id)))]

export async function loadChatAssets(payload: Payload, chats: readonly ChatDoc[]): Promise<ChatViewAssets> {
  const listingIds = ids(chats.map((chat) => chat.listing))
  const personIds = ids(chats.flatMap((chat) => [chat.lessor, chat.traveller]))
  const bookingIds = ids(chats.map((chat) => chat.booking))
  const byId = { depth: 0, pagination: false, ...asSystem() } as const
  const [listings, people, bookings] = await Promise.all([
    listingIds.length
      ? payload.find({
          collection: 'listings',
          where: { id: { in: listingIds } },
          select: {
            kind: true,
            title: true,
            city: true,
            country: true,
            images: true,
            seats_num: true,
            sleeps: true,
            pitches_num: true,
            area_m2: true,
            length: true,
            onboard_capacity: true,
          },
          ...byId,
        })
      : { docs: [] },
    personIds.length
      ? payload.find({
          collection: 'users',
          where: { id: { in: personIds } },
          select: { first_name: true, last_name: true, company_name: true, photo: true },
          ...byId,
        })
      : { docs: [] },
    bookingIds.length
      ? payload.find({
          collection: 'bookings',
          where: { id: { in: bookingIds } },
          select: {
            kind: true,
            status: true,
            acception_deadline_timestamp: true,
            payment_deadline_timestamp: true,
            total_rent_price_in_cents: true,
            currency: true,
          },
          ...byId,
        })
      : { docs: [] },
  ])
  const listingMap = new Map(listings.docs.map((doc) => [String(doc.id), doc]))
  const peopleMap = new Map(people.docs.map((doc) => [String(doc.id), doc]))
  const mediaIds = ids([
    ...[...listingMap.values()].map((listing) => listing.images?.[0]?.image),
    ...[...peopleMap.values()].map((person) => person.photo),
  ])
  const media = await mediaById(payload, mediaIds)
  return {
    listings: listingMap,
    people: peopleMap,
    media,
    bookings: new Map(bookings.docs.map((doc) => [String(doc.id), doc])),
  }
}

const personSchema = z.object({
  id: z.string(),
  photo: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
})

/** One chat as every chat call answers it (booking §3 Chat). */
export const chatViewSchema = z.object({
  id: z.string(),
  /** The chat screen's type (`/chat/{id}?type=…`). */
  type: z.enum(['vehicle', 'campsite', 'boat']),
  /** The contract's path segment for this chat's calls. */
  chat_type: z.enum(['rv-booking-chat', 'campsite-booking-chat', 'boat-booking-chat']),
  /** Which party the caller is. */
  my_role: z.enum(['traveller', 'lessor']),
  listing: z.object({
    id: z.string(),
    kind: z.enum(['recreational_vehicle', 'campsite', 'boat']).nullable(),
    title: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    main_image: z.string().nullable(),
    seats_num: z.number().nullable(),
    sleeps: z.number().nullable(),
    pitches_num: z.number().nullable(),
    area_m2: z.number().nullable(),
    length: z.number().nullable(),
    onboard_capacity: z.number().nullable(),
  }),
  lessor: personSchema,
  traveller: personSchema,
  booking_request: z
    .object({
      id: z.string(),
      kind: z.enum(['recreational_vehicle', 'campsite', 'boat']).nullable(),
      status: z.string(),
      acception_deadline_timestamp: z.number().nullable(),
      payment_deadline_timestamp: z.number().nullable(),
      total_rent_price_in_cents: z.number().nullable(),
      currency: z.string().nullable(),
      /** What the caller may do now (`accept`, `reject`, `cancel`, `abandon`, `payment`…): the chat's booking actions. */
      available_actions: z.array(z.string()),
    })
    .nullable(),
  pickup_timestamp: z.number().nullable(),
  return_timestamp: z.number().nullable(),
  updated_at: z.string(),
  unread_messages_count: z.number().int(),
  last_message_info: z.object({ message: z.string(), created_at_ts: z.number().int() }).nullable(),
  is_draft: z.boolean(),
})
export type ChatView = z.output<typeof chatViewSchema>

export const sideOf = (chat: ChatDoc, userId: string): ChatSide | null =>
  idOf(chat.traveller) === userId ? 'traveller' : idOf(chat.lessor) === userId ? 'lessor' : null

export const unreadFor = (chat: ChatDoc, side: ChatSide): number =>
  (side === 'lessor' ? chat.unread_for_lessor : chat.unread_for_traveller) ?? 0

export function toChatView(chat: ChatDoc, assets: ChatViewAssets, viewer: ChatSide, publicUrl: string): ChatView {
  const listingId = idOf(chat.listing) ?? ''
  const listing = assets.listings.get(listingId)
  const imageId = idOf(listing?.images?.[0]?.image)
  const person = (value: unknown) => {
    const id = idOf(value) ?? ''
    const doc = assets.people.get(id)
    const photoId = idOf(doc?.photo)
    const photo = photoId ? assets.media.get(photoId) : undefined
    return {
      id,
      photo: photo ? mediaUrl(publicUrl, photo, 'thumbnail') : null,
      first_name: doc?.first_name ?? null,
      last_name: doc?.last_name ?? null,
      company_name: doc?.company_name ?? null,
    }
  }
  const bookingId = idOf(chat.booking)
  const booking = bookingId ? assets.bookings.get(bookingId) : undefined
  const type = (chat.type ?? 'vehicle') as ChatType
  const image = imageId ? assets.media.get(imageId) : undefined
  return {
    id: String(chat.id),
    type,
    chat_type: chatPathTypeFor(type),
    my_role: viewer,
    listing: {
      id: listingId,
      kind: (listing?.kind ?? null) as ListingKind | null,
      title: listing?.title ?? '',
      city: listing?.city ?? null,
      country: listing?.country ?? null,
      main_image: image ? mediaUrl(publicUrl, image, 'card') : null,
      seats_num: listing?.seats_num ?? null,
      sleeps: listing?.sleeps ?? null,
      pitches_num: listing?.pitches_num ?? null,
      area_m2: listing?.area_m2 ?? null,
      length: listing?.length ?? null,
      onboard_capacity: listing?.onboard_capacity ?? null,
    },
    lessor: person(chat.lessor),
    traveller: person(chat.traveller),
    booking_request: booking
      ? {
          id: String(booking.id),
          kind: (booking.kind ?? null) as ListingKind | null,
          status: booking.status,
          acception_deadline_timestamp: booking.acception_deadline_timestamp ?? null,
          payment_deadline_timestamp: booking.payment_deadline_timestamp ?? null,
          total_rent_price_in_cents: booking.total_rent_price_in_cents ?? null,
          currency: booking.currency ?? null,
          available_actions: bookingActionsFor(
            booking.status as BookingStatus,
            viewer === 'lessor' ? 'lessor' : 'traveler',
          ),
        }
      : null,
    pickup_timestamp: chat.pickup_timestamp ?? null,
    return_timestamp: chat.return_timestamp ?? null,
    updated_at: chat.updatedAt,
    unread_messages_count: unreadFor(chat, viewer),
    last_message_info:
      chat.last_message_at_ts != null
        ? { message: chat.last_message_preview ?? '', created_at_ts: chat.last_message_at_ts }
        : null,
    is_draft: Boolean(chat.is_draft),
  }
}

/** One message as `GET …/message/` answers it and the real-time layer emits it (booking §3 Message). */
export const messageViewSchema = z.object({
  id: z.string(),
  chat: z.string(),
  chat_type: z.enum(['rv-booking-chat', 'campsite-booking-chat', 'boat-booking-chat']),
  /** The writer's user id; null for system messages. */
  author: z.string().nullable(),
  /** Plain text, or the attachment marker format with freshly signed links. */
  message: z.string(),
  type: z.enum(['user', 'system']),
  /** Set on system messages: the booking's status after the change. */
  new_booking_status: z.string().nullable(),
  /** The marker entries of an attachment message, parsed (empty for text). */
  attachments: z.array(z.object({ kind: z.enum(['image', 'file']), url: z.string(), name: z.string().nullable() })),
  created_at: z.string(),
})
export type MessageView = z.output<typeof messageViewSchema>

export function toMessageView(
  message: MessageDoc,
  chat: Pick<ChatDoc, 'id' | 'type'>,
  env: Pick<ApiEnv, 'publicUrl' | 'jwtSecret'>,
): MessageView {
  const signed = signAttachmentMessage(env, message.message ?? '')
  return {
    id: String(message.id),
    chat: String(chat.id),
    chat_type: chatPathTypeFor((chat.type ?? 'vehicle') as ChatType),
    author: idOf(message.author),
    message: signed.message,
    type: message.type,
    new_booking_status: message.new_booking_status ?? null,
    attachments: signed.attachments.map((attachment) => ({
      kind: attachment.kind,
      url: attachment.url,
      name: attachment.kind === 'file' ? attachment.name : null,
    })),
    created_at: message.createdAt,
  }
}
