import { bookingNumberOf, formatDate, formatMoney, nightKeyOf } from '@driftway/domain'
import { timezoneOfListing } from '../listings/pricing-input'
import type { MailLanguage } from './language'

export type BookingMailFacts = {
  id: string
  reference?: string | null
  pickup_timestamp: number
  return_timestamp: number
  total_rent_price_in_cents: number
  currency: string
}
export type BookingMailListing = {
  title?: string | null
  title_de?: string | null
  country_iso2?: string | null
  latitude?: number | null
  longitude?: number | null
}

const labels = {
  en: { listing: 'Listing', pickup: 'Pick-up', return: 'Return', total: 'Total', booking: 'Booking number' },
  de: { listing: 'Inserat', pickup: 'Abholung', return: 'Rückgabe', total: 'Gesamt', booking: 'Buchungsnummer' },
} as const

/**
 * The lines every booking mail shows (listing, dates in the listing's time zone, total, booking
 * number), in the mail's language: `details` of the bookingConfirmation template and its kin.
 */
export function bookingDetailLines(
  booking: BookingMailFacts,
  listing: BookingMailListing,
  lang: MailLanguage,
): string[] {
  const label = labels[lang]
  const timeZone = timezoneOfListing(listing)
  // The listing's calendar date of the handover (the time is the listing's handover hour).
  const date = (seconds: number) => formatDate(nightKeyOf(seconds, timeZone), lang, { dateStyle: 'full' })
  const title = (lang === 'de' && listing.title_de) || listing.title || ''
  return [
    `${label.listing}: ${title}`,
    `${label.pickup}: ${date(booking.pickup_timestamp)}`,
    `${label.return}: ${date(booking.return_timestamp)}`,
    `${label.total}: ${formatMoney(booking.total_rent_price_in_cents, booking.currency, lang)}`,
    `${label.booking}: ${bookingNumberOf(booking)}`,
  ]
}
