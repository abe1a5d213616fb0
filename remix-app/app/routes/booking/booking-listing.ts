import { galleryPhotos } from '~/components/listing-detail/gallery'
import type { ListingDetail } from '~/components/listing-detail/types'

/** What the booking page shows of a listing: the summary card, its extras' names and its rules. */
export function bookingListing(listing: ListingDetail) {
  return {
    id: listing.id,
    kind: listing.kind,
    title: listing.title,
    ...Object.fromEntries(
      Object.entries(listing).filter(([key, value]) => key.startsWith('title_') && typeof value === 'string'),
    ),
    city: listing.city,
    country: listing.country,
    main_image_url: galleryPhotos(listing)[0]?.thumb ?? listing.main_image_url,
    host: listing.lessor?.company_name ?? null,
    is_instant_booking_allowed: listing.is_instant_booking_allowed,
    extras: listing.extra_amenities.map((extra) => ({ id: extra.id, name: extra.name, name_de: extra.name_de })),
  }
}
export type BookingListing = ReturnType<typeof bookingListing>

/**
 * The cover level of an own-fleet campervan for the insurance notice of §2 (decision 0041):
 * fully comprehensive is "premium", partial cover or third-party only is "basic". Other kinds have none.
 */
export function insuranceLevel(listing: ListingDetail): 'basic' | 'premium' | null {
  if (listing.kind !== 'recreational_vehicle') return null
  if (listing.fully_cover_insurance === true) return 'premium'
  if (listing.partial_cover_insurance === true || listing.third_party_liability === true) return 'basic'
  return null
}

/** A campsite from an external accommodation system registers every guest (§5). */
export const requiresPersons = (listing: ListingDetail): boolean =>
  listing.kind === 'campsite' && Boolean(listing.campnerd_accommodation_id)
