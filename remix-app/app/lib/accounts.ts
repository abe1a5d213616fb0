import { isNightKey, nightKeyOf, startOfDayTimestamp } from '@driftway/domain/dates'
import {
  isLessorRole,
  isTravelerRole,
  kindForLessorRole,
  type ListingKind,
  listingKinds,
  Role,
} from '@driftway/domain/roles'
import type { ApiAnswer } from './api-schema'
import { safeRedirect } from './safe-redirect'

/**
 * Account helpers shared by the site's server and browser code: the user shapes the API returns,
 * where people land after signing in, and which redirects are safe.
 */

/** GET /user/me/ (the API's `toCurrentUser`): the signed-in user's own profile. */
export type CurrentUser = ApiAnswer<'/user/me/'>

/** What every page may know about the visitor (root loader): no e-mail, phone or address. */
export type UserSummary = Pick<
  CurrentUser,
  'id' | 'role' | 'first_name' | 'last_name' | 'company_name' | 'photo' | 'is_profile_completed'
>

export const summarizeUser = (user: CurrentUser): UserSummary => ({
  id: user.id,
  role: user.role,
  first_name: user.first_name,
  last_name: user.last_name,
  company_name: user.company_name,
  photo: user.photo,
  is_profile_completed: user.is_profile_completed,
})

/** The name the header shows: lessors by company, travelers by first and last name. */
export function displayName(user: Pick<UserSummary, 'role' | 'first_name' | 'last_name' | 'company_name'>): string {
  const personal = [user.first_name, user.last_name].filter(Boolean).join(' ')
  if (isLessorRole(user.role)) return user.company_name || personal
  return personal || user.company_name || ''
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [parts[0]?.[0], parts[0]?.[1]]
  return letters.filter(Boolean).join('').toUpperCase()
}

/** URL segment of each kind in the lessor area: /lessor/campervans, /lessor/campsites, /lessor/boats. */
export const lessorSegments: Record<ListingKind, 'campervans' | 'campsites' | 'boats'> = {
  recreational_vehicle: 'campervans',
  campsite: 'campsites',
  boat: 'boats',
}

export const lessorListingsPath = (kind: ListingKind) => `/lessor/${lessorSegments[kind]}`

export const kindFromLessorSegment = (segment: string | undefined): ListingKind | undefined =>
  listingKinds.find((kind) => lessorSegments[kind] === segment)

/** Pages a redirect must never lead back to (they would loop or sign the visitor out again). */
const noRedirectPrefixes = ['/login', '/logout', '/signup', '/auth', '/forgot-password', '/reset-password']

/** A same-site path that is not a sign-in page, or null: the `redirect` query must not become an open redirect. */
export const signInRedirect = (value: unknown): string | null => safeRedirect(value, { avoid: noRedirectPrefixes })

/** Where a user's own area starts: the lessor's listings, the traveler's bookings, else home (accounts §2). */
export function homeFor(user: Pick<UserSummary, 'role'>): string {
  const kind = kindForLessorRole(user.role)
  if (kind) return lessorListingsPath(kind)
  if (isTravelerRole(user.role)) return '/my-bookings'
  return '/'
}

/**
 * Where someone lands right after signing in: a non-traveler with an incomplete profile completes
 * it first; a traveler goes to a safe `redirect` when one was asked for; everyone else to their
 * own area. Google sign-in honours the redirect for every role (accounts §4 "Social sign-in").
 */
export function landingAfterSignIn(
  user: Pick<UserSummary, 'role' | 'is_profile_completed'>,
  redirect?: unknown,
  options: { redirectForEveryRole?: boolean } = {},
): string {
  if (!isTravelerRole(user.role) && !user.is_profile_completed) return '/complete-profile'
  const target = signInRedirect(redirect)
  if (target && (isTravelerRole(user.role) || options.redirectForEveryRole)) return target
  return homeFor(user)
}

/** `?role=` of the lessor sign-up page (accounts §2: campsite_lessor or boat_lessor; default RV lessor). */
const lessorRoleParams = {
  rv_lessor: Role.RV_LESSOR,
  campsite_lessor: Role.CAMPSITE_LESSOR,
  boat_lessor: Role.BOAT_LESSOR,
} as const
type LessorRoleParam = keyof typeof lessorRoleParams

export function lessorRoleFromParam(value: string | null | undefined): Role {
  if (value && Object.hasOwn(lessorRoleParams, value)) return lessorRoleParams[value as LessorRoleParam]
  // Numeric roles from older links (/signup?role=3).
  const numeric = Number(value)
  return isLessorRole(numeric) ? (numeric as Role) : Role.RV_LESSOR
}

function lessorRoleParam(role: number): LessorRoleParam {
  const entry = Object.entries(lessorRoleParams).find(([, value]) => value === role)
  return (entry?.[0] as LessorRoleParam | undefined) ?? 'rv_lessor'
}

/** The lessor sign-up page for a role; RV lessors are the default and need no query. */
export function lessorSignupHref(role: number): string {
  return role === Role.RV_LESSOR ? '/signup/lessor' : `/signup/lessor?role=${lessorRoleParam(role)}`
}

/** Notices other pages send people to a page with (`?notice=`), shown once. */
const notices = [
  'confirmation-failed',
  'password-reset',
  'account-deleted',
  'signed-out',
  'session-expired',
  'google-no-account',
  'google-failed',
  'google-unavailable',
] as const
export type Notice = (typeof notices)[number]
export const isNotice = (value: unknown): value is Notice =>
  typeof value === 'string' && (notices as readonly string[]).includes(value)

/** `Date` of a unix-seconds birth date as the yyyy-mm-dd of a date input (UTC, as the API counts ages). */
export function timestampToDateInput(timestamp: number | null | undefined): string {
  if (timestamp === null || timestamp === undefined || !Number.isFinite(timestamp)) return ''
  return nightKeyOf(timestamp, 'UTC')
}

/** The date input's yyyy-mm-dd as the unix second of 00:00 UTC; undefined for anything but a real date. */
export const dateInputToTimestamp = (value: string): number | undefined =>
  isNightKey(value) ? startOfDayTimestamp(value, 'UTC') : undefined
