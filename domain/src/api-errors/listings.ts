import { type CatalogueEntry, entry, entryByUnit } from './catalogue-entry'

/** Lessors' listings: publishing, plan limits, deleting, seasons and reservations. */
export const listingErrors = {
  listing_not_found: entry(404, 'No visible listing with this id.', 'Listing not found.', 'Inserat nicht gefunden.'),
  listing_incomplete: entry(
    400,
    'Publishing a listing with required fields missing (`fields`).',
    'Complete the listing before publishing.',
    'Vervollständige das Inserat vor dem Veröffentlichen.',
  ),
  stripe_account_not_created: entry(
    400,
    'Publishing needs an active payout account (listings spec key).',
    'Set up your payout account before publishing listings.',
    'Richte dein Auszahlungskonto ein, bevor du Inserate veröffentlichst.',
  ),
  permission_denied_cant_lease: entry(
    403,
    'The lessor account is not activated for leasing (e-mail or company profile missing).',
    'Your account is not activated for leasing yet.',
    'Dein Konto ist noch nicht zum Vermieten freigeschaltet.',
  ),
  subscription_required: entry(
    403,
    'Publishing campervans needs an active subscription plan.',
    'Publishing campervans needs an active subscription plan.',
    'Zum Veröffentlichen von Campervans brauchst du einen aktiven Tarif.',
  ),
  listing_limit_reached: entry(
    403,
    "Publishing one more listing than the plan's limit.",
    'Your plan allows no more published listings. Upgrade your plan to publish more.',
    'Dein Tarif erlaubt keine weiteren veröffentlichten Inserate. Wechsle den Tarif, um mehr zu veröffentlichen.',
  ),
  listing_has_bookings: entry(
    400,
    'Unpublishing or deleting a listing with upcoming bookings.',
    'This listing has upcoming bookings.',
    'Für dieses Inserat gibt es anstehende Buchungen.',
  ),
  listing_has_history: entry(
    400,
    'Deleting a listing that has past bookings (archive it instead).',
    'This listing has past bookings and can only be archived.',
    'Dieses Inserat hat vergangene Buchungen und kann nur archiviert werden.',
  ),
  'errors.seasonsOverlap': entry(
    400,
    'A season overlaps another season of the listing (listings spec key).',
    'This season overlaps another season.',
    'Diese Saison überschneidet sich mit einer anderen.',
  ),
  'errors.reservationsOverlap': entry(
    400,
    'A manual reservation overlaps another reservation or booking (listings spec key).',
    'This reservation overlaps another one.',
    'Diese Reservierung überschneidet sich mit einer anderen.',
  ),
  reservation_too_short: entryByUnit(
    400,
    'A manual reservation ends on the date it starts: it covers no night, or no day for campervans (`fields.end_timestamp`).',
    {
      en: 'The reservation must cover at least one night (end on a later date).',
      de: 'Die Reservierung muss mindestens eine Nacht umfassen (wähle ein späteres Enddatum).',
    },
    {
      en: 'The reservation must cover at least one day (end on a later date).',
      de: 'Die Reservierung muss mindestens einen Tag umfassen (wähle ein späteres Enddatum).',
    },
  ),
  reservation_too_long: entryByUnit(
    400,
    'A manual reservation covers more than 731 nights, or days for campervans (`fields.end_timestamp`).',
    {
      en: 'A reservation may cover at most 731 nights.',
      de: 'Eine Reservierung kann höchstens 731 Nächte umfassen.',
    },
    {
      en: 'A reservation may cover at most 731 days.',
      de: 'Eine Reservierung kann höchstens 731 Tage umfassen.',
    },
  ),
} as const satisfies Record<string, CatalogueEntry>
