import type { BookingDetails } from '@driftway/domain/booking-form'
import { listingIdField } from '@driftway/domain/booking-links'
import type { BookingPaymentMethod } from '@driftway/domain/booking-status'
import { englishCountryName } from '@driftway/domain/intl'
import { type PartnerSlug, partnerRoutePaths } from '@driftway/domain/partners'
import type { ListingKind } from '@driftway/domain/roles'
import { type ApiResponse, apiRequest } from '~/lib/api.server'
import type { ApiAnswer } from '~/lib/api-schema'
import type { Auth } from '~/lib/auth.server'
import type { ExtraQuantities } from '~/lib/booking-trip'
import { dealPayload } from '~/lib/deals'
import type { PartnerChoices } from '~/lib/partner-booking'
import { partnerPayload } from '~/lib/partner-trip'

/**
 * What the create call answers: the booking (its `reference` is the booking number a guest's finish
 * page shows, decision 0113), or — Five Anker's book call, which opens its payment page at once
 * (booking §7) — the booking with that page's `redirect_url`.
 */
export type CreatedBooking = ApiAnswer<
  '/reservation/{kind}/booking/travel/' | (typeof partnerRoutePaths)[PartnerSlug]['book'],
  'post'
>

/**
 * The traveler's token for one booking: the session's, or — for a guest — the short-lived access
 * token `POST /user/create-user-when-booking/` answers with. The guest token lives only inside
 * this request (booking + payment call) and is never stored: the guest signs in later through the
 * "set your password" mail (decision 0040).
 */
export type Traveler = { id: string; token: string | null }

type GuestCreated = { id: string; phone: string; access?: string }

export async function createGuest(auth: Auth, details: BookingDetails): Promise<ApiResponse<GuestCreated>> {
  return auth.publicApi<GuestCreated>('/user/create-user-when-booking/', {
    method: 'POST',
    json: {
      email: details.email,
      first_name: details.first_name,
      last_name: details.last_name,
      phone: details.phone,
      address: details.address,
      postal_code: details.postal_code,
      city: details.city,
      company_country: englishCountryName(details.company_country_code_iso2),
      company_country_code_iso2: details.company_country_code_iso2,
      date_of_birth_timestamp: details.date_of_birth_timestamp,
    },
  })
}

/** A call as the traveler: the session for signed-in people, the guest token otherwise. */
function asTraveler<T>(
  auth: Auth,
  traveler: Traveler,
  path: string,
  options: { method: 'POST' | 'PATCH' | 'GET'; json?: unknown },
): Promise<ApiResponse<T>> {
  if (traveler.token === null) return auth.api<T>(path, options)
  return apiRequest<T>(path, { ...options, token: traveler.token, lng: auth.lng, frontendPath: auth.path })
}

/** POST /reservation/{kind}/booking/travel/ with the §7 booking payload. */
export function createBooking(
  auth: Auth,
  traveler: Traveler,
  input: {
    kind: ListingKind
    listingId: string
    stamps: { pickup_timestamp: number; return_timestamp: number }
    pitches: number
    extras: ExtraQuantities
    details: BookingDetails
    paymentMethod: BookingPaymentMethod
    instant: boolean
    /** A last-minute deal: booked at its price (and at once). */
    dealId: string | null
    /**
     * A partner-managed listing: booked through the partner's own call (booking §7) with the
     * wizard's choices and the total the traveler was shown (the API refuses another one).
     */
    partner?: { slug: PartnerSlug; choices: PartnerChoices; expectedTotal: number | null }
  },
): Promise<ApiResponse<CreatedBooking>> {
  const { details, partner } = input
  const path = partner ? partnerRoutePaths[partner.slug].book : `/reservation/${input.kind}/booking/travel/`
  return asTraveler<CreatedBooking>(auth, traveler, path, {
    method: 'POST',
    json: {
      [listingIdField[input.kind]]: input.listingId,
      pickup_timestamp: input.stamps.pickup_timestamp,
      return_timestamp: input.stamps.return_timestamp,
      booked_extra_amenities: Object.entries(input.extras).map(([id, quantity]) => ({ id, quantity })),
      traveller_id: traveler.id,
      traveller_name: `${details.first_name} ${details.last_name}`,
      traveller_phone: details.phone,
      full_prepayment: false,
      ...(input.kind === 'campsite' ? { pitches_num: input.pitches } : {}),
      adults_num: details.adults_num,
      children_num: details.children_num,
      is_instant: input.instant,
      description: details.description,
      persons: details.persons,
      vehicle_length: details.vehicle_length,
      vehicle_width: details.vehicle_width,
      license_plate: details.license_plate,
      payment_method: input.paymentMethod,
      ...(partner
        ? {
            ...partnerPayload(partner.choices, input.extras),
            ...(partner.expectedTotal !== null ? { expected_total_in_cents: partner.expectedTotal } : {}),
          }
        : dealPayload(input.dealId)),
    },
  })
}

/** POST booking/travel/payment/ → the hosted payment page the browser goes to. */
export function startPayment(
  auth: Auth,
  traveler: Traveler,
  kind: ListingKind,
  bookingId: string,
  paymentMethod: BookingPaymentMethod,
): Promise<ApiResponse<{ redirect_url: string }>> {
  return asTraveler<{ redirect_url: string }>(auth, traveler, `/reservation/${kind}/booking/travel/payment/`, {
    method: 'POST',
    json: { booking_request: bookingId, payment_method: paymentMethod },
  })
}
