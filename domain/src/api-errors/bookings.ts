import { type CatalogueEntry, entry } from './catalogue-entry'

/** Bookings and their payments (with the payment provider's webhooks and links). */
export const bookingErrors = {
  booking_not_found: entry(
    404,
    'No booking with this id that the caller takes part in.',
    'Booking not found.',
    'Buchung nicht gefunden.',
  ),
  only_traveler_can_make_booking: entry(
    403,
    'Lessor accounts cannot book.',
    'Only travelers can make bookings.',
    'Nur Reisende können buchen.',
  ),
  only_lessor_can_manage_bookings: entry(
    403,
    'Only the lessor of the listing manages its bookings.',
    'Only the lessor of the listing manages its bookings.',
    'Nur der Vermieter des Inserats verwaltet seine Buchungen.',
  ),
  listing_not_bookable: entry(
    409,
    'The listing is not published or cannot take bookings.',
    'This listing cannot be booked.',
    'Dieses Inserat kann nicht gebucht werden.',
  ),
  instant_booking_not_allowed: entry(
    400,
    'An instant booking of a listing that takes requests only.',
    'This listing takes booking requests only; send a request instead.',
    'Dieses Inserat nimmt nur Buchungsanfragen an; sende stattdessen eine Anfrage.',
  ),
  booking_action_not_permitted: entry(
    403,
    'The caller is not the party that may take this booking action.',
    'You cannot do this on this booking.',
    'Diese Aktion ist bei dieser Buchung für dich nicht möglich.',
  ),
  booking_status_conflict: entry(
    409,
    'The booking is not in a status that allows this action.',
    'This booking has changed in the meantime. Reload the page.',
    'Diese Buchung hat sich inzwischen geändert. Lade die Seite neu.',
  ),
  booking_not_editable: entry(
    409,
    'The booking can no longer be changed.',
    'This booking can no longer be changed.',
    'Diese Buchung kann nicht mehr geändert werden.',
  ),
  nothing_to_pay: entry(
    409,
    'Nothing is due on the booking.',
    'Nothing is due on this booking.',
    'Für diese Buchung ist nichts zu zahlen.',
  ),
  payment_deadline_passed: entry(
    409,
    "The booking's payment deadline has passed.",
    'The payment deadline of this booking has passed.',
    'Die Zahlungsfrist dieser Buchung ist abgelaufen.',
  ),
  lessor_cannot_receive_payments: entry(
    409,
    "The lessor's payout account cannot take payments.",
    'The host cannot receive payments yet. Try again later.',
    'Der Vermieter kann noch keine Zahlungen empfangen. Versuche es später erneut.',
  ),
  payment_unavailable: entry(
    409,
    'The payment provider could not start a payment or onboarding.',
    'The payment could not be started. Please try again.',
    'Die Zahlung konnte nicht gestartet werden. Bitte versuche es erneut.',
  ),
  payment_not_found: entry(404, 'No payment with this id.', 'Unknown payment.', 'Unbekannte Zahlung.'),
  transaction_not_found: entry(
    404,
    'The booking or plan has no payment yet.',
    'There is no payment yet.',
    'Es gibt noch keine Zahlung.',
  ),
  invalid_signature: entry(
    400,
    "A provider webhook's signature does not verify.",
    'The webhook signature does not verify.',
    'Die Signatur des Webhooks ist ungültig.',
  ),
  link_expired: entry(
    400,
    'A payout onboarding return link is invalid or expired.',
    'This link is invalid or has expired. Start again from Driftway.',
    'Dieser Link ist ungültig oder abgelaufen. Beginne erneut bei Driftway.',
  ),
} as const satisfies Record<string, CatalogueEntry>
