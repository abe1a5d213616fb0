/**
 * The booking number people quote (decision 0113): "DW-" and eight characters of Crockford's base 32
 * (digits and capitals without I, L, O, U), given once when the booking is created. The booking's
 * id stays the key in URLs and the API; the reference is what a traveler reads out to support and
 * what support types into the admin's search.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const PREFIX = 'DW-'
const BOOKING_REFERENCE_LENGTH = 8

export const bookingReferencePattern = /^DW-[0-9A-HJKMNP-TV-Z]{8}$/

/**
 * A reference from random bytes (at least eight; the caller draws them, so this stays pure): each
 * byte picks one of 32 characters, 40 random bits in all.
 */
export function bookingReferenceFrom(randomBytes: ArrayLike<number>): string {
  if (randomBytes.length < BOOKING_REFERENCE_LENGTH) throw new RangeError('a booking reference needs 8 random bytes')
  let code = ''
  for (let index = 0; index < BOOKING_REFERENCE_LENGTH; index += 1) code += ALPHABET[randomBytes[index]! & 31]
  return PREFIX + code
}

/**
 * What a booking is called where people read it: its booking number, or its id for a booking that
 * has none (older than the numbers, on MongoDB).
 */
export const bookingNumberOf = (booking: { id: string; reference?: string | null }): string =>
  booking.reference || booking.id

/** Crockford's look-alikes: what a person may type for the digit it stands for. */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' }

/**
 * What a person typed to find a booking by its number, as the part of a booking number to look for:
 * case and spaces ignored, Crockford's look-alikes read as the digits they stand for (O as 0, I and
 * L as 1), "DW" with or without its hyphen ("dw 7k3q" looks for "DW-7K3Q", "7k3q" anywhere in the
 * code). Null when it cannot be (part of) a booking number, or names none in particular ("DW-").
 */
export function bookingReferenceQuery(typed: string): string | null {
  const compact = typed.replace(/\s+/g, '').toUpperCase()
  if (/^DW-?$/.test(compact)) return null
  const parts = /^(DW-?)?([0-9A-Z]{1,8})$/.exec(compact)
  if (!parts) return null
  const code = [...parts[2]!].map((char) => LOOK_ALIKES[char] ?? char).join('')
  if ([...code].some((char) => !ALPHABET.includes(char))) return null
  return parts[1] ? PREFIX + code : code
}
