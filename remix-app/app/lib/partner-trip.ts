import { bookingPagePath } from '@driftway/domain/booking-links'
import type { PartnerSlug } from '@driftway/domain/partners'
import type { ListingKind } from '@driftway/domain/roles'
import type { DateRange } from '~/components/listing-detail/dates'
import { type ExtraQuantities, writeExtras } from './booking-trip'
import { type PartnerChoices, writePartnerChoices } from './partner-booking'

/**
 * The booking page of a partner listing with what its wizard chose (partner choices and extras
 * in the query, so a reload, the login round trip and a shared link keep them).
 */
export function partnerBookingHref(
  kind: ListingKind,
  listingId: string,
  range: DateRange,
  choices: PartnerChoices,
  extras: ExtraQuantities,
  options: { indie?: boolean } = {},
): string {
  const params = new URLSearchParams()
  if (range.start) params.set('startDate', range.start)
  if (range.end) params.set('endDate', range.end)
  const written = writeExtras(extras)
  if (written) params.set('extras', written)
  return `${bookingPagePath(kind, listingId)}?${writePartnerChoices(params, choices, options)}`
}

/**
 * The partner part of the book payload (booking §7 "Payloads"): the choices by their names (the
 * API takes Vanever's package as `package_id` or `insurance`) and the extras as `{id, quantity}`,
 * quantity 0 dropped (§5).
 */
export function partnerPayload(choices: PartnerChoices, extras: ExtraQuantities) {
  return {
    ...choices,
    booked_extra_amenities: Object.entries(extras)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ id, quantity })),
  }
}

/**
 * booking §2: the payment step's extra agreement checkbox belongs to THL — the traveler rents
 * under THL's own terms of hire and takes THL's cover chosen in the wizard (decision 0099).
 */
export const partnerNeedsAgreement = (partner: PartnerSlug | null | undefined): boolean => partner === 'thl'
