/**
 * The time zone a listing's calendar lives in. Night keys ('YYYY-MM-DD', booked-nights), season
 * boundaries and the 12:00 handover are all judged on the listing's local calendar (see
 * availability/nights.ts), but listings store no zone: it follows from where the listing is.
 *
 * Rule: the country's zone; for the few supported countries that span several zones, a zone
 * picked by coordinates; for any other country with coordinates, the whole-hour offset of the
 * longitude (Etc/GMT±N); with neither, the marketplace's home zone. Every writer of night keys
 * (bookings, manual reservations) and every reader (search, calendars, quotes) must use this one
 * function, or a night would mean different dates to different parts of the system.
 */

/** Zone used when a listing has no country and no coordinates (the marketplace's home market). */
export const DEFAULT_LISTING_TIME_ZONE = 'Europe/Berlin'

/** Countries within one zone (mainland zone where islands differ; those are handled below). */
const countryZones: Readonly<Record<string, string>> = {
  AD: 'Europe/Andorra',
  AL: 'Europe/Tirane',
  AT: 'Europe/Vienna',
  BA: 'Europe/Sarajevo',
  BE: 'Europe/Brussels',
  BG: 'Europe/Sofia',
  BY: 'Europe/Minsk',
  CH: 'Europe/Zurich',
  CY: 'Asia/Nicosia',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EE: 'Europe/Tallinn',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HR: 'Europe/Zagreb',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IS: 'Atlantic/Reykjavik',
  IT: 'Europe/Rome',
  LI: 'Europe/Vaduz',
  LT: 'Europe/Vilnius',
  LU: 'Europe/Luxembourg',
  LV: 'Europe/Riga',
  MC: 'Europe/Monaco',
  MD: 'Europe/Chisinau',
  ME: 'Europe/Podgorica',
  MK: 'Europe/Skopje',
  MT: 'Europe/Malta',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  RS: 'Europe/Belgrade',
  SE: 'Europe/Stockholm',
  SI: 'Europe/Ljubljana',
  SK: 'Europe/Bratislava',
  SM: 'Europe/San_Marino',
  TR: 'Europe/Istanbul',
  UA: 'Europe/Kyiv',
  VA: 'Europe/Vatican',
  MA: 'Africa/Casablanca',
  TN: 'Africa/Tunis',
  ZA: 'Africa/Johannesburg',
  NA: 'Africa/Windhoek',
  AR: 'America/Argentina/Buenos_Aires',
  JP: 'Asia/Tokyo',
  NZ: 'Pacific/Auckland',
}

type Coordinates = { latitude: number; longitude: number }

/** Countries spanning several zones: pick by coordinates (coarse bands, exact enough for a calendar day at noon). */
const zoneByCoordinates: Readonly<Record<string, (at: Coordinates) => string>> = {
  ES: ({ longitude }) => (longitude < -12 ? 'Atlantic/Canary' : 'Europe/Madrid'),
  PT: ({ latitude, longitude }) =>
    longitude < -20 ? 'Atlantic/Azores' : longitude < -15 && latitude < 34 ? 'Atlantic/Madeira' : 'Europe/Lisbon',
  US: ({ latitude, longitude }) => {
    if (latitude < 23 && longitude < -150) return 'Pacific/Honolulu'
    if (latitude > 51 && longitude < -130) return 'America/Anchorage'
    if (longitude > -87) return 'America/New_York'
    if (longitude > -101) return 'America/Chicago'
    if (longitude > -114.5) return latitude < 37 && longitude < -109 ? 'America/Phoenix' : 'America/Denver'
    return 'America/Los_Angeles'
  },
  CA: ({ latitude, longitude }) => {
    if (longitude > -59.5 && latitude > 46.5) return 'America/St_Johns'
    if (longitude > -67) return 'America/Halifax'
    if (longitude > -90) return 'America/Toronto'
    if (longitude > -102) return 'America/Winnipeg'
    if (longitude > -120) return 'America/Edmonton'
    return 'America/Vancouver'
  },
  AU: ({ latitude, longitude }) => {
    if (longitude < 129) return 'Australia/Perth'
    if (longitude < 138) return latitude < -26 ? 'Australia/Adelaide' : 'Australia/Darwin'
    if (latitude < -39.5) return 'Australia/Hobart'
    return latitude > -29 ? 'Australia/Brisbane' : 'Australia/Sydney'
  },
}

/** Without coordinates a multi-zone country gets the zone of its capital region. */
const capitalCoordinates: Readonly<Record<string, Coordinates>> = {
  US: { latitude: 38.9, longitude: -77 },
  CA: { latitude: 45.4, longitude: -75.7 },
  AU: { latitude: -35.3, longitude: 149.1 },
}

const hasCoordinates = (latitude: unknown, longitude: unknown): boolean =>
  typeof latitude === 'number' &&
  Number.isFinite(latitude) &&
  typeof longitude === 'number' &&
  Number.isFinite(longitude)

/** A fixed whole-hour zone from the longitude (Etc/GMT signs are inverted: Etc/GMT-2 is UTC+2). */
function zoneFromLongitude(longitude: number): string {
  const hours = Math.max(-12, Math.min(14, Math.round(longitude / 15)))
  if (hours === 0) return 'Etc/UTC'
  return hours > 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`
}

export interface ListingPlace {
  country_iso2?: string | null
  latitude?: number | null
  longitude?: number | null
}

/** The IANA zone of a listing's calendar (see the module comment for the rule). */
export function listingTimeZone(place: ListingPlace): string {
  const country = (place.country_iso2 ?? '').toUpperCase()
  const located = hasCoordinates(place.latitude, place.longitude)
  const byCoordinates = zoneByCoordinates[country]
  if (byCoordinates) {
    const at = located
      ? { latitude: place.latitude as number, longitude: place.longitude as number }
      : (capitalCoordinates[country] ?? { latitude: 45, longitude: 0 })
    return byCoordinates(at)
  }
  const zone = countryZones[country]
  if (zone) return zone
  if (located) return zoneFromLongitude(place.longitude as number)
  return DEFAULT_LISTING_TIME_ZONE
}
