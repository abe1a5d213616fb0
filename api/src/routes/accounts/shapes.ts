import { asSystem } from '@driftway/collections'
import { FORMER_MEMBER_NAME, isLessorRole } from '@driftway/domain'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { UserDoc, UserWithSecret } from '../../auth/users'
import { mediaUrl } from '../../listings/card'

type MediaRef = UserDoc['photo']

/** Absolute URL of a user's photo whether the document holds the media id or the populated media. */
export async function photoUrl(payload: Payload, publicUrl: string, photo: MediaRef): Promise<string | null> {
  if (!photo) return null
  if (typeof photo === 'object') return mediaUrl(publicUrl, photo)
  const media = await payload.findByID({
    collection: 'media',
    id: photo,
    depth: 0,
    ...asSystem(),
    disableErrors: true,
  })
  return mediaUrl(publicUrl, media)
}

/**
 * The signed-in user's own profile (GET/PATCH /user/me/, POST /user/): every field of accounts §3
 * User plus account state. Never the password hash; `has_password` tells the site whether the
 * change-password form applies (Google and guest accounts have none until they set one).
 */
/**
 * The signed-in user's own profile (GET/PATCH /user/me/, POST /user/), as the route schemas
 * declare it: the OpenAPI document, and through it the site's generated types, describe it.
 */
export const currentUserSchema = z.object({
  id: z.string(),
  role: z.number().int(),
  email: z.string(),
  photo: z.string().nullable(),
  is_profile_completed: z.boolean(),
  currency_code: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  company_country: z.string().nullable(),
  company_country_code_iso2: z.string().nullable(),
  company_name: z.string().nullable(),
  company_type: z.string().nullable(),
  company_legal_type_name: z.string().nullable(),
  company_legal_type_code: z.string().nullable(),
  coc_number: z.string().nullable(),
  vat_number: z.string().nullable(),
  date_of_birth_timestamp: z.number().nullable(),
  lang_code: z.string().nullable(),
  is_email_verified: z.boolean(),
  has_password: z.boolean(),
  google_linked: z.boolean(),
  two_factor_enabled: z.boolean().describe('Two-factor sign-in (authenticator app) is on.'),
})

export async function toCurrentUser(
  payload: Payload,
  publicUrl: string,
  user: UserWithSecret,
): Promise<z.output<typeof currentUserSchema>> {
  return {
    id: String(user.id),
    role: user.role,
    email: user.email,
    photo: await photoUrl(payload, publicUrl, user.photo),
    is_profile_completed: Boolean(user.is_profile_completed),
    currency_code: user.currency_code ?? 'EUR',
    first_name: user.first_name ?? null,
    last_name: user.last_name ?? null,
    phone: user.phone ?? null,
    address: user.address ?? null,
    postal_code: user.postal_code ?? null,
    city: user.city ?? null,
    company_country: user.company_country ?? null,
    company_country_code_iso2: user.company_country_code_iso2 ?? null,
    company_name: user.company_name ?? null,
    company_type: user.company_type ?? null,
    company_legal_type_name: user.company_legal_type_name ?? null,
    company_legal_type_code: user.company_legal_type_code ?? null,
    coc_number: user.coc_number ?? null,
    vat_number: user.vat_number ?? null,
    date_of_birth_timestamp: user.date_of_birth_timestamp ?? null,
    lang_code: user.lang_code ?? null,
    is_email_verified: Boolean(user.is_email_verified),
    has_password: Boolean(user.password_hash),
    google_linked: Boolean(user.google_sub),
    /** Two-factor sign-in (authenticator app) is on. */
    two_factor_enabled: Boolean(user.totp_enabled_at_ts && user.totp_secret),
  }
}
export type CurrentUser = z.output<typeof currentUserSchema>

/**
 * Another user as any signed-in user may see them (GET /user/{id}/; also for chat, reviews and
 * listing pages): name and photo only. Travelers show their first name and last initial; lessors
 * their company and city. Never e-mail, phone, address, birth date or company numbers.
 */
export const publicUserSchema = z.object({
  id: z.string(),
  role: z.number().int(),
  first_name: z.string().nullable(),
  /** The initial with a dot ("M."), never the whole last name. */
  last_name: z.string().nullable(),
  display_name: z.string().nullable(),
  company_name: z.string().nullable().describe('Lessors only.'),
  city: z.string().nullable().describe('Lessors only.'),
  photo: z.string().nullable(),
  date_joined: z.string().nullable(),
  is_former_member: z.boolean().describe('The account was deleted: shown as "Former member".'),
})
export type PublicUser = z.output<typeof publicUserSchema>

export async function toPublicUser(payload: Payload, publicUrl: string, user: UserDoc): Promise<PublicUser> {
  if (user.deleted_at_ts) {
    // An erased account: its reviews and chats stay, under a name that identifies no one.
    return {
      id: String(user.id),
      role: user.role,
      first_name: null,
      last_name: null,
      display_name: FORMER_MEMBER_NAME,
      company_name: null,
      city: null,
      photo: null,
      date_joined: null,
      is_former_member: true,
    }
  }
  const lessor = isLessorRole(user.role)
  const initial = user.last_name?.trim().charAt(0)
  const lastInitial = initial ? `${initial.toUpperCase()}.` : null
  const first = user.first_name ?? null
  return {
    id: String(user.id),
    role: user.role,
    first_name: first,
    last_name: lastInitial,
    display_name: (lessor && user.company_name) || [first, lastInitial].filter(Boolean).join(' ') || null,
    company_name: lessor ? (user.company_name ?? null) : null,
    city: lessor ? (user.city ?? null) : null,
    photo: await photoUrl(payload, publicUrl, user.photo),
    date_joined: user.createdAt ?? null,
    is_former_member: false,
  }
}
