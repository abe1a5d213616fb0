import type { User } from '@driftway/collections/payload-types'

/** What replaces a deleted person's details inside text other people keep (chats, reviews). */
export const REMOVED = '[removed]'

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Removes every occurrence of `values` (a person's name, e-mail, phone, address…) from `text`,
 * ignoring case. Values shorter than 3 characters are left alone: they would match inside
 * ordinary words.
 */
export function scrubText<T extends string | null | undefined>(text: T, values: readonly string[]): T {
  if (typeof text !== 'string' || text === '') return text
  const wanted = [...new Set(values.map((value) => value.trim()).filter((value) => value.length >= 3))]
  if (wanted.length === 0) return text
  // Longest first, so "Anna Berger" goes as a whole before "Anna" is considered.
  wanted.sort((a, b) => b.length - a.length)
  const pattern = new RegExp(wanted.map(escapeRegExp).join('|'), 'gi')
  return text.replace(pattern, REMOVED) as T
}

/** The user fields that hold a person's names, contact data and numbers. */
const personalFields = [
  'email',
  'first_name',
  'last_name',
  'phone',
  'address',
  'postal_code',
  'city',
  'company_name',
  'coc_number',
  'vat_number',
  'google_sub',
] as const satisfies readonly (keyof User)[]

/** The values of a person that must not survive their account: names, contact data, numbers. */
export function personalValues(user: Partial<Pick<User, (typeof personalFields)[number]>>): string[] {
  const values = personalFields
    .map((field) => user[field])
    .filter((value): value is string => typeof value === 'string')
  const first = typeof user.first_name === 'string' ? user.first_name.trim() : ''
  const last = typeof user.last_name === 'string' ? user.last_name.trim() : ''
  if (first && last) values.push(`${first} ${last}`)
  const email = typeof user.email === 'string' ? user.email : ''
  // The mailbox name is often the person's name ("anna.berger@…").
  const local = email.split('@')[0] ?? ''
  if (local.length >= 5) values.push(local)
  return values
}
