import { z } from 'zod'
import { phoneNumberMessage, validationMessages } from './account-messages'
import { supportedCurrencies } from './money'
import { listingKinds, roles } from './roles'

export {
  EMAIL_EXISTS_MESSAGE,
  FORMER_MEMBER_NAME,
  phoneNumberMessage,
  validationMessages,
} from './account-messages'

/**
 * Account, profile and wishlist input rules (accounts spec §5), shared by the API, the site and
 * the Payload collections so a rule and its wording live in one place.
 */

export const EMAIL_MIN_LENGTH = 7
export const EMAIL_MAX_LENGTH = 255
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128
export const MINIMUM_USER_AGE = 18
export const WISHLIST_NAME_MAX_LENGTH = 70

/** Text field limits; signup names allow 35 characters, profile forms 30 (§5). */
export const textLimits = {
  signupName: 35,
  profileName: 30,
  companyName: 100,
  address: 150,
  city: 100,
  country: 100,
  postalCode: 15,
} as const

/** Required text: trimmed first, so whitespace-only input counts as empty (§5 "Text inputs"). */
export const requiredText = (field: string, max: number, min = 1) =>
  z
    .string({ error: () => validationMessages.required(field) })
    .trim()
    // abort: an empty value reports "Please enter …" only, not also "too short".
    .min(1, { error: validationMessages.required(field), abort: true })
    .min(min, validationMessages.tooShort(min))
    .max(max, validationMessages.tooLong(max))

/** E-mail as stored: trimmed and lower-cased so uniqueness ignores case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

export const emailSchema = z
  .string({ error: () => validationMessages.required('email') })
  .trim()
  .min(1, { error: validationMessages.required('email'), abort: true })
  .min(EMAIL_MIN_LENGTH, validationMessages.invalidEmail)
  .max(EMAIL_MAX_LENGTH, validationMessages.invalidEmail)
  .pipe(z.email(validationMessages.invalidEmail))
  .transform(normalizeEmail)

/** A new password (signup, reset, change); login only checks presence (see `loginSchema`). */
export const passwordSchema = z
  .string({ error: () => validationMessages.required('password') })
  .min(1, { error: validationMessages.required('password'), abort: true })
  .min(PASSWORD_MIN_LENGTH, validationMessages.tooShort(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, validationMessages.tooLong(PASSWORD_MAX_LENGTH))
  .regex(/[A-Z]/, validationMessages.passwordUppercase)
  .regex(/[a-z]/, validationMessages.passwordLowercase)
  .regex(/[0-9]/, validationMessages.passwordNumber)

export const signupNameSchema = (field: string) => requiredText(field, textLimits.signupName)
export const profileNameSchema = (field: string) => requiredText(field, textLimits.profileName)
export const companyNameSchema = requiredText('company name', textLimits.companyName)

export const phoneSchema = requiredText('phone', 50)
export const addressSchema = requiredText('address', textLimits.address)
export const citySchema = requiredText('city', textLimits.city)
export const countrySchema = requiredText('country', textLimits.country)
export const postalCodeSchema = requiredText('postal code', textLimits.postalCode)

/** Whole years between a birth date and `now` (both unix seconds), in UTC. */
export function ageInYears(birthTimestamp: number, nowTimestamp = Math.floor(Date.now() / 1000)): number {
  const birth = new Date(birthTimestamp * 1000)
  const now = new Date(nowTimestamp * 1000)
  let age = now.getUTCFullYear() - birth.getUTCFullYear()
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate())
  if (beforeBirthday) age -= 1
  return age
}

/** Date of birth in unix seconds: required, not in the future, at least 18 years ago. */
export const dateOfBirthSchema = z
  .number({ error: () => validationMessages.required('date of birth') })
  .int()
  .refine((ts) => ageInYears(ts) >= MINIMUM_USER_AGE, validationMessages.mustBe18YearsOld)

/** The code of an authenticator app (two-factor sign-in): six digits, spaces and dashes allowed. */
export const otpCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code of your authenticator app.'))

const currentPasswordSchema = z
  .string({ error: () => validationMessages.required('password') })
  .min(1, validationMessages.required('password'))

export const loginSchema = z.object({
  email: z.string().trim().min(1, validationMessages.required('email')).transform(normalizeEmail),
  password: currentPasswordSchema,
  /** Only when two-factor sign-in is on (the first try answers 401 otp_required). */
  otp: otpCodeSchema.optional(),
})

/** POST /auth/reauth/ — proving it is still you before money settings: the password, and the code when two-factor is on. */
export const reauthSchema = z.object({ password: currentPasswordSchema, otp: otpCodeSchema.optional() })

/** POST /user/ — the registration payload of accounts §3. Company name is for lessors only. */
export const registrationSchema = z
  .object({
    first_name: signupNameSchema('first name').optional(),
    last_name: signupNameSchema('last name').optional(),
    email: emailSchema,
    password: passwordSchema,
    role: z.literal([...roles]),
    lang_code: z.string().trim().max(10).optional(),
    is_profile_completed: z.boolean().default(false),
    company_name: companyNameSchema.optional(),
    currency_code: z.enum(supportedCurrencies).default('EUR'),
  })
  .superRefine((value, ctx) => {
    if (value.role === 1) {
      // Travelers sign up with a personal name; lessors with a company name.
      if (!value.first_name)
        ctx.addIssue({ code: 'custom', path: ['first_name'], message: validationMessages.required('first name') })
      if (!value.last_name)
        ctx.addIssue({ code: 'custom', path: ['last_name'], message: validationMessages.required('last name') })
    } else if (!value.company_name) {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: validationMessages.required('company name') })
    }
  })
export type RegistrationInput = z.infer<typeof registrationSchema>

/** Confirm fields of the signup form: they must repeat e-mail and password exactly. */
export const signupConfirmationSchema = z
  .object({ email: z.string(), confirm_email: z.string(), password: z.string(), confirm_password: z.string() })
  .superRefine((value, ctx) => {
    if (normalizeEmail(value.email) !== normalizeEmail(value.confirm_email)) {
      ctx.addIssue({ code: 'custom', path: ['confirm_email'], message: validationMessages.emailMismatch })
    }
    if (value.password !== value.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: validationMessages.passwordMismatch })
    }
  })

const passwordsMatch = (value: { new_password1: string; new_password2: string }) =>
  value.new_password1 === value.new_password2
const mismatch = { path: ['new_password2'], message: validationMessages.passwordMismatch }

/** Reset password: new_password1 follows the password rules; new_password2 repeats it (§5). */
export const resetPasswordSchema = z
  .object({ new_password1: passwordSchema, new_password2: z.string() })
  .refine(passwordsMatch, mismatch)

/** Change password: old_password plus the reset pair. */
export const changePasswordSchema = z
  .object({
    old_password: z
      .string({ error: () => validationMessages.required('old password') })
      .min(1, validationMessages.required('old password')),
    new_password1: passwordSchema,
    new_password2: z.string(),
  })
  .refine(passwordsMatch, mismatch)

/** Wishlist name: at most 70 characters and not blank (§5). */
export const wishlistNameSchema = requiredText('name', WISHLIST_NAME_MAX_LENGTH)

/** First message of a failed parse, or `true`: the shape Payload field validators return. */
export function firstIssueOrTrue(schema: z.ZodType, value: unknown): string | true {
  const result = schema.safeParse(value)
  return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value')
}

/* ------------------------------------------------------------------------------------------------
 * Profile, guest, contact and token payloads (accounts §3, §5; booking §3 "Guest creation payload").
 * The API validates with these and the site can reuse them for its forms.
 * ---------------------------------------------------------------------------------------------- */

/** Legal type code of the 'private person' form, offered only to campsite lessors (§5, §6). */
export const PRIVATE_PERSON_LEGAL_TYPE_CODE = 'private_person'
export const isPrivatePersonLegalType = (code: string | null | undefined): boolean =>
  typeof code === 'string' && code.trim().toLowerCase() === PRIVATE_PERSON_LEGAL_TYPE_CODE

/** Error keys the accounts API answers with (`{ error_key, error_msg }`), §8 plus the ones the spec left open. */
export const accountErrorKeys = {
  validation: 'validation_error',
  emailExists: 'email_exists',
  noActiveAccount: 'no_active_account',
  emailNotActivated: 'email_not_activated',
  tooManyLoginAttempts: 'too_many_login_attempts',
  tooManyRequests: 'too_many_requests',
  notAuthenticated: 'not_authenticated',
  tokenNotValid: 'token_not_valid',
  permissionDenied: 'permission_denied',
  userNotFound: 'user_not_found',
  invalidToken: 'invalid_token',
  resetPassword: 'reset_password',
  invalidVerificationKey: 'invalid_verification_key',
  authenticationFailed: 'authentication_failed',
  invalidGoogleToken: 'invalid_google_token',
  googleNotConfigured: 'google_not_configured',
  merchantNotFound: 'merchant_not_found',
  bankAccountNotFound: 'bank_account_not_found',
  profileIncomplete: 'profile_incomplete',
  sandboxOnly: 'sandbox_only',
  fileTypeNotSupported: 'file_type_not_supported',
  fileTooLarge: 'file_too_large',
  /** Right password, two-factor sign-in on, no code sent: ask for the authenticator code. */
  otpRequired: 'otp_required',
  invalidOtp: 'invalid_otp',
  /** Money settings need a sign-in or password re-entry within the last minutes. */
  freshSignInRequired: 'fresh_sign_in_required',
  /** The owner locked the account from a security e-mail; a password reset unlocks it. */
  accountLocked: 'account_locked',
} as const
export type AccountErrorKey = (typeof accountErrorKeys)[keyof typeof accountErrorKeys]

/** Optional text: trimmed, whitespace-only becomes null (§5 "Text inputs turn whitespace-only into empty"). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, validationMessages.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null))

/** Phone: required (§5); digits with the usual separators, 6 to 20 digits, optional leading +. */
export const phoneNumberSchema = phoneSchema
  .regex(/^\+?[0-9 ()./-]+$/, { error: phoneNumberMessage, abort: true })
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length
    return digits >= 6 && digits <= 20
  }, phoneNumberMessage)

export const countryIso2Schema = z
  .string({ error: () => validationMessages.required('country') })
  .trim()
  .min(1, { error: () => validationMessages.required('country'), abort: true })
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
  .transform((value) => value.toUpperCase())

/** Date of birth as a form field: required, an integer unix second, 18 or older (so never in the future). */
export const requiredDateOfBirthSchema = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  dateOfBirthSchema,
)

export const langCodeSchema = z.string().trim().max(10).toLowerCase()

/** Fields both profile forms share. */
const commonProfileFields = {
  currency_code: z.enum(supportedCurrencies),
  lang_code: langCodeSchema,
  phone: phoneNumberSchema,
  address: addressSchema,
  city: citySchema,
  postal_code: postalCodeSchema,
  company_country: countrySchema,
  company_country_code_iso2: countryIso2Schema,
  /** Set by the API once every rule of the role's form holds; `false` never un-completes a profile. */
  is_profile_completed: z.boolean(),
}

/** PATCH /user/me/ for travelers: any subset of the personal form (§5 "Personal form"). */
export const travelerProfilePatchSchema = z
  .object({
    ...commonProfileFields,
    first_name: profileNameSchema('first name'),
    last_name: profileNameSchema('last name'),
    date_of_birth_timestamp: requiredDateOfBirthSchema,
  })
  .partial()

/** PATCH /user/me/ for lessors: any subset of the company form (§5 "Company form"). */
export const lessorProfilePatchSchema = z
  .object({
    ...commonProfileFields,
    first_name: profileNameSchema('first name'),
    last_name: profileNameSchema('last name'),
    company_name: companyNameSchema,
    company_type: optionalText(100),
    company_legal_type_code: optionalText(50),
    coc_number: optionalText(50),
    vat_number: optionalText(50),
  })
  .partial()

/** The complete personal form: what a traveler's profile must hold to count as completed. */
export const personalProfileSchema = z.object({
  first_name: profileNameSchema('first name'),
  last_name: profileNameSchema('last name'),
  address: addressSchema,
  company_country: countrySchema,
  city: citySchema,
  postal_code: postalCodeSchema,
  phone: phoneNumberSchema,
  date_of_birth_timestamp: requiredDateOfBirthSchema,
})

/** The complete company form: what a lessor's profile must hold to count as completed. */
export const companyProfileSchema = z.object({
  company_name: companyNameSchema,
  company_country: countrySchema,
  phone: phoneNumberSchema,
  address: addressSchema,
  city: citySchema,
  postal_code: postalCodeSchema,
})

/** The guest details of a booking (booking §3 "Guest creation payload"), checked like the personal form. */
export const guestDetailsSchema = z.object({
  email: emailSchema,
  first_name: profileNameSchema('first name'),
  last_name: profileNameSchema('last name'),
  phone: phoneNumberSchema,
  address: addressSchema,
  postal_code: postalCodeSchema,
  city: citySchema,
  company_country: countrySchema,
  date_of_birth_timestamp: requiredDateOfBirthSchema,
  company_country_code_iso2: countryIso2Schema,
})
export type GuestDetails = z.infer<typeof guestDetailsSchema>

/** POST /user/contact-us/ */
export const contactMessageSchema = z.object({
  name: requiredText('name', 100),
  email: emailSchema,
  subject: requiredText('subject', 200),
  message: requiredText('message', 5000),
})

/** POST /city/feedback/ (signed in): what a visitor misses or likes on a city hire page (decision 0066). */
export const cityFeedbackSchema = z.object({
  city: requiredText('city', 100),
  listing_type: z.enum(listingKinds, { error: () => validationMessages.required('listing_type') }),
  message: requiredText('message', 2000),
})

/** POST /auth/password/reset/ and POST /user/resend-email/ */
export const emailOnlySchema = z.object({ email: emailSchema })

/** POST /user/email/verify/ */
export const emailVerificationSchema = z.object({
  key: z
    .string({ error: () => validationMessages.required('key') })
    .trim()
    .min(1, validationMessages.required('key')),
})
