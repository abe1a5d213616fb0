import { type CatalogueEntry, entry, entryByUnit } from './catalogue-entry'

/** Rental requests, offers and last-minute deals. */
export const rentalRequestErrors = {
  rental_request_not_found: entry(
    404,
    'No rental request with this id visible to the caller.',
    'Rental request not found.',
    'Mietanfrage nicht gefunden.',
  ),
  rental_request_expired: entry(
    409,
    "The request's pickup date has passed.",
    'This rental request has expired: its pickup date has passed.',
    'Diese Mietanfrage ist abgelaufen: ihr Abholdatum ist vorbei.',
  ),
  rental_request_closed: entry(
    409,
    'An offer on the request has been booked.',
    'An offer on this rental request has already been booked.',
    'Ein Angebot zu dieser Mietanfrage wurde bereits gebucht.',
  ),
  offer_not_found: entry(
    404,
    'No offer with this id visible to the caller.',
    'Offer not found.',
    'Angebot nicht gefunden.',
  ),
  offer_taken: entry(
    409,
    'The offer has been booked.',
    'This offer has already been booked.',
    'Dieses Angebot wurde bereits gebucht.',
  ),
  offer_exists: entry(
    409,
    'The lessor already offered this listing on the request.',
    'You have already offered this listing on this request.',
    'Du hast dieses Inserat zu dieser Anfrage bereits angeboten.',
  ),
  offer_dates_outside_request: entry(
    400,
    "The offer's dates are outside the request's dates and flexibility.",
    "The offer's dates are outside the dates the traveler asked for.",
    'Die Daten des Angebots liegen außerhalb der angefragten Daten.',
  ),
  too_long: entryByUnit(
    400,
    'A rental request covers more than 90 nights, or days for campervans.',
    {
      en: 'A rental request can cover at most 90 nights.',
      de: 'Eine Mietanfrage kann höchstens 90 Nächte umfassen.',
    },
    {
      en: 'A rental request can cover at most 90 days.',
      de: 'Eine Mietanfrage kann höchstens 90 Tage umfassen.',
    },
  ),
  listing_not_offerable: entry(
    400,
    'Offering a draft listing.',
    'Only published listings can be offered.',
    'Nur veröffentlichte Inserate können angeboten werden.',
  ),
  listing_too_far: entry(
    400,
    'The listing is farther from the asked place than requests reach.',
    'The listing is too far from the place the traveler asked for.',
    'Das Inserat ist zu weit von dem angefragten Ort entfernt.',
  ),
  invalid_unsubscribe_link: entry(
    400,
    'A digest unsubscribe link does not verify.',
    'This unsubscribe link is not valid.',
    'Dieser Abmeldelink ist ungültig.',
  ),
  last_minute_deal_not_found: entry(
    404,
    'No live last-minute deal with this id.',
    'Last-minute deal not found.',
    'Last-Minute-Angebot nicht gefunden.',
  ),
  last_minute_deal_unavailable: entry(
    409,
    'The deal has been booked or has ended.',
    'This last-minute deal has been booked or has ended.',
    'Dieses Last-Minute-Angebot wurde gebucht oder ist abgelaufen.',
  ),
  last_minute_deal_dates_mismatch: entry(
    400,
    "Booking a deal for other dates than the deal's.",
    'A last-minute deal is booked for its own dates only.',
    'Ein Last-Minute-Angebot kann nur für seine eigenen Daten gebucht werden.',
  ),
  last_minute_deal_overlaps: entryByUnit(
    409,
    'The listing has a live deal on some of these nights.',
    {
      en: 'This listing already has a last-minute deal on some of these nights.',
      de: 'Für dieses Inserat gibt es in einigen dieser Nächte bereits ein Last-Minute-Angebot.',
    },
    {
      en: 'This listing already has a last-minute deal on some of these days.',
      de: 'Für dieses Inserat gibt es an einigen dieser Tage bereits ein Last-Minute-Angebot.',
    },
  ),
  listing_is_draft: entry(
    400,
    'A deal on a draft listing.',
    'Only published listings can have last-minute deals.',
    'Nur veröffentlichte Inserate können Last-Minute-Angebote haben.',
  ),
  deal_price_not_below_normal_price: entry(
    400,
    "The deal price is not below the range's normal price.",
    'The deal price must be below the normal price of these dates.',
    'Der Angebotspreis muss unter dem normalen Preis dieser Daten liegen.',
  ),
} as const satisfies Record<string, CatalogueEntry>
