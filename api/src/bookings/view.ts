import { asSystem } from '@driftway/collections'
import type { Booking, Listing, Media, User } from '@driftway/collections/payload-types'
import {
  type BookingActor,
  type BookingStatus,
  bookingActionsFor,
  currentTimestamp,
  type ListingKind,
  tripPhase,
} from '@driftway/domain'
import { commissionFor, commissionPercent } from '@driftway/domain/payouts'
import type { Payload } from 'payload'
import { mediaUrl } from '../listings/card'
import { mediaById } from '../listings/media-by-id'
import { idOf } from '../listings/pricing-input'
import type { StoredDisplayDetails } from './schemas'

export type BookingDoc = Booking

type Party = Pick<User, 'id' | 'first_name' | 'last_name' | 'company_name' | 'phone' | 'email'>
type ListingFacts = Pick<Listing, 'id' | 'kind' | 'title' | 'city' | 'country' | 'images'>

/** Listings and parties of a page of bookings, loaded once per page. */
export interface BookingViewAssets {
  listings: Map<string, ListingFacts>
  users: Map<string, Party>
  media: Map<string, Pick<Media, 'id' | 'filename' | 'sizes'>>
  /** booking id → the id of its review (a completed trip is reviewed once; decision 0063). */
  reviews: Map<string, string>
}

export async function loadBookingAssets(payload: Payload, bookings: readonly BookingDoc[]): Promise<BookingViewAssets> {
  const listingIds = [...new Set(bookings.map((b) => idOf(b.listing)).filter((id): id is string => Boolean(id)))]
  const userIds = [
    ...new Set(bookings.flatMap((b) => [idOf(b.traveller), idOf(b.lessor)]).filter((id): id is string => Boolean(id))),
  ]
  const [listings, users] = await Promise.all([
    listingIds.length
      ? payload.find({
          collection: 'listings',
          where: { id: { in: listingIds } },
          select: { kind: true, title: true, city: true, country: true, images: true },
          depth: 0,
          pagination: false,
          ...asSystem(),
        })
      : { docs: [] },
    userIds.length
      ? payload.find({
          collection: 'users',
          where: { id: { in: userIds } },
          select: { first_name: true, last_name: true, company_name: true, phone: true, email: true },
          depth: 0,
          pagination: false,
          ...asSystem(),
        })
      : { docs: [] },
  ])
  const listingMap = new Map(listings.docs.map((doc) => [String(doc.id), doc]))
  const mediaIds = [...listingMap.values()]
    .map((listing) => idOf(listing.images?.[0]?.image))
    .filter((id): id is string => Boolean(id))
  const media = await mediaById(payload, mediaIds)
  const completed = bookings.filter((b) => b.status === 'TRIP_COMPLETED').map((b) => String(b.id))
  const reviews = completed.length
    ? await payload.find({
        collection: 'reviews',
        where: { booking: { in: completed } },
        select: { booking: true },
        depth: 0,
        pagination: false,
        // Whether the trip was reviewed (hidden reviews too): the parties see it on their booking.
        ...asSystem(),
      })
    : { docs: [] }
  return {
    reviews: new Map(reviews.docs.map((doc) => [idOf(doc.booking) ?? '', String(doc.id)])),
    listings: listingMap,
    users: new Map(users.docs.map((doc) => [String(doc.id), doc])),
    media,
  }
}

const personName = (user: Party | undefined) =>
  user ? user.company_name || [user.first_name, user.last_name].filter(Boolean).join(' ') : ''

const contactOf = (user: Party | undefined, fallback: { name?: string | null; phone?: string | null } = {}) => ({
  name: fallback.name || personName(user),
  phone: fallback.phone || user?.phone || '',
  email: user?.email ?? '',
})

/**
 * A booking as the §7 calls answer it: every §3 field, `contact_info` of both parties (the callers
 * are always one of the two parties, or support staff reading it), `listing_summary` for cards and
 * the actions the viewer may take now.
 */
export function toBookingView(
  booking: BookingDoc,
  assets: BookingViewAssets,
  viewer: BookingActor,
  publicUrl: string,
  now = currentTimestamp(),
) {
  const listingId = idOf(booking.listing) ?? ''
  const listing = assets.listings.get(listingId)
  const traveler = assets.users.get(idOf(booking.traveller) ?? '')
  const lessor = assets.users.get(idOf(booking.lessor) ?? '')
  const imageId = idOf(listing?.images?.[0]?.image)
  const image = imageId ? assets.media.get(imageId) : undefined
  const status = booking.status as BookingStatus
  return {
    id: String(booking.id),
    reference: booking.reference ?? null,
    status,
    kind: (booking.kind ?? listing?.kind ?? null) as ListingKind | null,
    listing: listingId,
    listing_summary: listing
      ? {
          id: listingId,
          kind: listing.kind,
          title: listing.title,
          city: listing.city ?? null,
          country: listing.country ?? null,
          main_image: image ? mediaUrl(publicUrl, image, 'card') : null,
        }
      : null,
    traveller: idOf(booking.traveller),
    lessor: idOf(booking.lessor),
    pickup_timestamp: booking.pickup_timestamp,
    return_timestamp: booking.return_timestamp,
    total_rent_price_in_cents: booking.total_rent_price_in_cents,
    cash_payment_in_cents: booking.cash_payment_in_cents ?? 0,
    opp_payment_in_cents: booking.opp_payment_in_cents ?? booking.total_rent_price_in_cents,
    down_payment_in_cents: booking.down_payment_in_cents ?? null,
    remaining_amount_in_cents: booking.remaining_amount_in_cents ?? 0,
    paid_in_cents: booking.paid_in_cents ?? 0,
    refunded_in_cents: booking.refunded_in_cents ?? 0,
    currency: booking.currency,
    adults_num: booking.adults_num ?? 1,
    children_num: booking.children_num ?? 0,
    pitches_num: booking.pitches_num ?? null,
    travellers_num: booking.travellers_num ?? (booking.adults_num ?? 1) + (booking.children_num ?? 0),
    traveller_name: booking.traveller_name ?? personName(traveler),
    traveller_phone: booking.traveller_phone ?? traveler?.phone ?? '',
    description: booking.description ?? null,
    license_plate: booking.license_plate ?? null,
    vehicle_length: booking.vehicle_length ?? null,
    vehicle_width: booking.vehicle_width ?? null,
    persons: (booking.persons ?? []).map((person) => ({
      first_name: person.first_name,
      last_name: person.last_name,
      birthdate_timestamp: person.birthdate_timestamp,
    })),
    booked_extra_amenities: (booking.booked_extra_amenities ?? []).map((row) => ({
      extra_amenity: idOf(row.extra_amenity),
      quantity: row.quantity,
      total_charge_in_cents: row.total_charge_in_cents ?? 0,
    })),
    chat: idOf(booking.chat),
    full_prepayment: Boolean(booking.full_prepayment),
    is_instant: Boolean(booking.is_instant),
    is_indie_camper: Boolean(booking.is_indie_camper),
    is_last_minute_deal: Boolean(booking.is_last_minute_deal),
    last_minute_deal: idOf(booking.last_minute_deal) ?? null,
    payment_method: booking.payment_method ?? null,
    acception_deadline_timestamp: booking.acception_deadline_timestamp ?? null,
    payment_deadline_timestamp: booking.payment_deadline_timestamp ?? null,
    remaining_payment_deadline_timestamp: booking.remaining_payment_deadline_timestamp ?? null,
    // Written by the API (the quote's lines) or the seed (a list of lines): an object or an array.
    display_details: (booking.display_details ?? null) as StoredDisplayDetails,
    contact_info: {
      lessor: contactOf(lessor),
      traveller: contactOf(traveler, { name: booking.traveller_name, phone: booking.traveller_phone }),
    },
    trip_phase: tripPhase(
      { status, pickup_timestamp: booking.pickup_timestamp, return_timestamp: booking.return_timestamp },
      now,
    ),
    available_actions: viewer === 'system' ? [] : bookingActionsFor(status, viewer),
    created_at: booking.createdAt,
    /** The review of this trip, or null (the traveler may review a TRIP_COMPLETED booking once). */
    review_id: assets.reviews.get(String(booking.id)) ?? null,
    // A partner booking's side at the partner (decision 0093): where its saga is and the partner's reference.
    partner: booking.partner ?? null,
    partner_step: booking.partner_step ?? null,
    partner_reference: booking.partner_reference ?? null,
    // The lessor's side of the money (issue 14): what they receive of what was paid, after the commission.
    ...(viewer === 'lessor' ? lessorPayoutOf(booking, listing?.kind as ListingKind | undefined) : {}),
  }
}

/** Paid less refunds, the commission of the listing's kind on that, and what is left for the lessor. */
function lessorPayoutOf(booking: BookingDoc, listingKind?: ListingKind) {
  const kind = (booking.kind ?? listingKind ?? 'recreational_vehicle') as ListingKind
  const net = (booking.paid_in_cents ?? 0) - (booking.refunded_in_cents ?? 0)
  const fee = commissionFor(kind, net)
  return {
    commission_percent: commissionPercent[kind],
    application_fee_in_cents: fee,
    lessor_payout_in_cents: net - fee,
  }
}
export type BookingView = ReturnType<typeof toBookingView>
