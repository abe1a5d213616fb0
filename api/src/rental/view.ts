import type { Offer, RentalRequest } from '@driftway/collections/payload-types'
import { listingKinds } from '@driftway/domain'
import { isRentalRequestExpired, offerTotal } from '@driftway/domain/rental'
import { z } from 'zod'
import { idOf } from '../listings/pricing-input'

/**
 * The answers of the rental calls (decision 0067), as zod schemas the OpenAPI document (and so the
 * site's generated types) is built from. A request's `status` is Pending, Closed (an offer was
 * booked) or Expired (its pickup date has passed; computed, never stored).
 */

export const offerView = z.object({
  id: z.string(),
  rental_request: z.string(),
  status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED']),
  /** Price per night, minor units of `currency`. */
  price_in_cents: z.number().int(),
  nights: z.number().int(),
  /** price_in_cents × nights: what the booking of this offer costs. */
  total_price_in_cents: z.number().int(),
  currency: z.string(),
  pickup_timestamp: z.number().int(),
  return_timestamp: z.number().int(),
  booking: z.string().nullable(),
  created_at: z.string(),
  listing: z.object({
    id: z.string(),
    kind: z.enum(listingKinds),
    title: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    image: z.string().nullable(),
  }),
  lessor: z.object({ company_name: z.string().nullable(), first_name: z.string().nullable() }),
})
export type OfferView = z.output<typeof offerView>

export const rentalRequestView = z.object({
  id: z.string(),
  kind: z.enum(listingKinds),
  status: z.enum(['PENDING', 'CLOSED', 'EXPIRED']),
  travellers_num: z.number().int(),
  location: z.string(),
  destination_latitude: z.number(),
  destination_longitude: z.number(),
  vehicle_types: z.array(z.string()),
  pickup_timestamp: z.number().int(),
  return_timestamp: z.number().int(),
  flexibility: z.number().int(),
  created_at: z.string(),
})
type RentalRequestView = z.output<typeof rentalRequestView>

/** The traveler's list: each request with the offers lessors made on it, cheapest first. */
export const travelerRequestView = rentalRequestView.extend({ offers: z.array(offerView) })

/** A listing of the lessor that fits a request on the board (kind, area, free dates). */
const boardListing = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string().nullable(),
  distance_km: z.number(),
  currency: z.string(),
  /** The first range within the request's flexibility on which the listing is free. */
  free_pickup_timestamp: z.number().int(),
  free_return_timestamp: z.number().int(),
})

const boardRequestView = rentalRequestView.extend({
  listings: z.array(boardListing),
  my_offers: z.array(offerView),
})

export const boardPage = z.object({
  count: z.number().int(),
  /** Whether the lessor gets the daily digest of new matching requests. */
  digest_subscribed: z.boolean(),
  results: z.array(boardRequestView),
})

export function toRentalRequestView(doc: RentalRequest, nowTimestamp: number): RentalRequestView {
  const status =
    doc.status === 'CLOSED' ? 'CLOSED' : isRentalRequestExpired(doc, nowTimestamp) ? 'EXPIRED' : ('PENDING' as const)
  return {
    id: String(doc.id),
    kind: doc.kind,
    status,
    travellers_num: doc.travellers_num,
    location: doc.location,
    destination_latitude: doc.destination_latitude,
    destination_longitude: doc.destination_longitude,
    vehicle_types: doc.vehicle_types ?? [],
    pickup_timestamp: doc.pickup_timestamp,
    return_timestamp: doc.return_timestamp,
    flexibility: doc.flexibility,
    created_at: doc.createdAt,
  }
}

export type OfferListing = {
  id: string
  kind: (typeof listingKinds)[number]
  title?: string | null
  city?: string | null
  country?: string | null
  currency?: string | null
  image: string | null
}
export type OfferLessor = { company_name?: string | null; first_name?: string | null }

export function toOfferView(doc: Offer, listing: OfferListing | undefined, lessor: OfferLessor | undefined): OfferView {
  const { nights, total_in_cents } = offerTotal(doc)
  return {
    id: String(doc.id),
    rental_request: idOf(doc.rental_request) ?? '',
    status: doc.status,
    price_in_cents: doc.price_in_cents,
    nights,
    total_price_in_cents: total_in_cents,
    currency: listing?.currency ?? 'EUR',
    pickup_timestamp: doc.pickup_timestamp,
    return_timestamp: doc.return_timestamp,
    booking: idOf(doc.booking),
    created_at: doc.createdAt,
    listing: {
      id: idOf(doc.listing) ?? '',
      kind: listing?.kind ?? 'recreational_vehicle',
      title: listing?.title ?? '',
      city: listing?.city ?? null,
      country: listing?.country ?? null,
      image: listing?.image ?? null,
    },
    lessor: { company_name: lessor?.company_name ?? null, first_name: lessor?.first_name ?? null },
  }
}
