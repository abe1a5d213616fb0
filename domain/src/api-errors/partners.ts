import { type CatalogueEntry, entry } from './catalogue-entry'

/** Partner systems (issue 21, decision 0091). */
export const partnerErrors = {
  partner_unavailable: entry(
    503,
    "The partner's booking system that manages this listing does not answer (timeouts, errors, or its circuit is open after repeated failures); the listing cannot be booked right now.",
    'This rental company cannot be reached right now. Please try again in a few minutes.',
    'Dieser Vermieter ist gerade nicht erreichbar. Bitte versuche es in ein paar Minuten noch einmal.',
  ),
  partner_sold_out: entry(
    409,
    "The partner's system no longer has the vehicle, pitch or boat for these dates (it may have been sold since the last check).",
    'This listing was just booked by someone else for these dates.',
    'Dieses Angebot wurde für diese Daten gerade anderweitig gebucht.',
  ),
  partner_price_changed: entry(
    409,
    "The partner's price for this booking differs from the price the traveler agreed to; validate again for the new price.",
    'The price has changed. Please check the new price.',
    'Der Preis hat sich geändert. Bitte prüfe den neuen Preis.',
  ),
  partner_refused: entry(
    400,
    "The partner's system refused the request (dates, station, options or persons it does not accept); error_msg carries its reason.",
    'The rental company does not accept this request.',
    'Der Vermieter nimmt diese Anfrage nicht an.',
  ),
  VAL001: entry(
    409,
    'booking §8 VAL001 (the site\'s special flag for a vehicle): the partner has no unit of this listing for the range any more, so the site offers alternative vehicles (listings §8 "Listing unavailable").',
    'This vehicle is not available for these dates any more.',
    'Dieses Fahrzeug ist für diese Daten nicht mehr verfügbar.',
  ),
  seat_limit_exceeded: entry(
    400,
    'Adults plus children exceed the seats of a partner listing (booking §5 seat limit); `seats` carries the limit.',
    'Too many travelers for this listing.',
    'Zu viele Reisende für dieses Angebot.',
  ),
  partner_offer_not_found: entry(
    404,
    'No partner offer with this available_vehicle_id was given out in the last minutes (unknown or expired); validate the range again.',
    'This offer has expired. Please check the dates again.',
    'Dieses Angebot ist abgelaufen. Bitte prüfe die Daten noch einmal.',
  ),
  partner_listing_route: entry(
    400,
    "The listing is managed by a partner and is priced and booked through that partner's routes (validate/{partner}/, booking/travel/{partner}/, campnerd/, five-anker/…), which ask the partner's system; the answer names them in validate_route and book_route.",
    'This listing is booked through its rental company. Please reload the page and try again.',
    'Dieses Angebot wird über seinen Vermieter gebucht. Bitte lade die Seite neu und versuche es noch einmal.',
  ),
  not_a_partner_listing: entry(
    400,
    "The listing named in a partner's validate or book call is not managed by that partner.",
    'This listing cannot be booked this way.',
    'Dieses Angebot kann so nicht gebucht werden.',
  ),
  not_a_partner_account: entry(
    409,
    "A partner action (import the fleet) was asked for a user that is not a partner's company account.",
    'This account is not a partner account.',
    'Dieses Konto ist kein Partnerkonto.',
  ),
  partner_managed_listing: entry(
    403,
    "The listing is imported from a partner's system and is changed there only; the lessor editor's write calls refuse it.",
    "This listing is managed in the rental company's own system and cannot be edited here.",
    'Dieses Angebot wird im System des Vermieters verwaltet und kann hier nicht bearbeitet werden.',
  ),
} as const satisfies Record<string, CatalogueEntry>
