import { type CatalogueEntry, entry, entryByUnit } from './catalogue-entry'

/** Prices of a range (quotes): dates, stays, guests, extras, currencies. */
export const quoteErrors = {
  invalid_input: entry(
    400,
    'The range or guests cannot be priced as given.',
    'These details cannot be priced.',
    'Für diese Angaben kann kein Preis berechnet werden.',
  ),
  invalid_range: entry(
    400,
    'The return is not after the pickup.',
    'Choose a return date after the pickup date.',
    'Wähle ein Rückgabedatum nach dem Abholdatum.',
  ),
  past_pickup: entry(
    400,
    'The pickup lies in the past.',
    'The pickup date has passed. Choose another date.',
    'Das Abholdatum liegt in der Vergangenheit. Wähle ein anderes Datum.',
  ),
  dates_unavailable: entryByUnit(
    409,
    'Some nights of the range are booked or blocked (`unavailable_nights`).',
    {
      en: 'Some of these nights are not available. Choose other dates.',
      de: 'Einige dieser Nächte sind nicht verfügbar. Wähle andere Daten.',
    },
    {
      en: 'Some of these days are not available. Choose other dates.',
      de: 'Einige dieser Tage sind nicht verfügbar. Wähle andere Daten.',
    },
  ),
  minimum_rental_days: entryByUnit(
    400,
    'The range is shorter than the minimum stay, or the minimum rental for campervans (`minimum_nights`).',
    {
      en: 'This stay is shorter than the minimum rental period.',
      de: 'Dieser Aufenthalt ist kürzer als die Mindestmietdauer.',
    },
    {
      en: 'This rental is shorter than the minimum rental period.',
      de: 'Dieser Mietzeitraum ist kürzer als die Mindestmietdauer.',
    },
  ),
  too_many_guests: entry(
    400,
    'More guests than the listing takes.',
    'This listing does not take that many guests.',
    'Dieses Inserat bietet nicht so vielen Gästen Platz.',
  ),
  unknown_extra: entry(
    400,
    'An extra is not offered by the listing (`extra_id`).',
    'One of the chosen extras is not offered.',
    'Eines der gewählten Extras wird nicht angeboten.',
  ),
  extra_quantity_exceeded: entry(
    400,
    'More of an extra than the listing offers (`extra_id`).',
    'Fewer of this extra are available.',
    'Von diesem Extra sind weniger verfügbar.',
  ),
  conversion_unavailable: entry(
    400,
    'No exchange rate for the asked currency.',
    'Prices cannot be shown in this currency right now.',
    'Preise können gerade nicht in dieser Währung angezeigt werden.',
  ),
} as const satisfies Record<string, CatalogueEntry>
