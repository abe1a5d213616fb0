import { isTravelerRole } from '@driftway/domain'
import type { CollectionBeforeChangeHook, FieldHook } from 'payload'
import { newBookingReference } from '../booking-references'
import { fieldError, idOf, listingParty, loadRelated } from '../hooks'

/**
 * The lessor and kind always come from the listing, never from the caller: lessor access
 * ("bookings of my listings") is a where on `lessor`, so it must not be spoofable.
 */
export const copyListingParty: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const listingChanged = operation === 'create' || idOf(data.listing) !== idOf(originalDoc?.listing)
  if (!listingChanged) return data
  const { lessor, kind } = await listingParty(req, data.listing, 'bookings')
  data.lessor = lessor
  data.kind = kind
  return data
}

/** "Lessors cannot book" (booking §6): the traveler of a booking is a traveler account. */
export const requireTravelerAccount: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'create' && idOf(data.traveller) === idOf(originalDoc?.traveller)) return data
  const user = await loadRelated<{ role?: number }>(req, 'users', data.traveller, {
    collection: 'bookings',
    path: 'traveller',
  })
  if (!isTravelerRole(Number(user.role))) throw fieldError('bookings', 'traveller', 'Only travelers can make bookings.')
  return data
}

/** Travelers default to adults plus children, the count the booking form collects. */
export const defaultTravelersNum: CollectionBeforeChangeHook = ({ data }) => {
  if (data.travellers_num == null && typeof data.adults_num === 'number') {
    data.travellers_num = data.adults_num + (data.children_num ?? 0)
  }
  return data
}

/**
 * The booking number (decision 0113) is drawn once, when the booking is created, and never changes:
 * a traveler may already have it in a mail. The unique index refuses the rare repeat (40 bits).
 */
export const keepBookingReference: FieldHook = ({ value, operation, originalDoc }) =>
  operation === 'create' ? value || newBookingReference() : (originalDoc?.reference ?? value)
