import {
  companyNameSchema,
  companyProfileSchema,
  countryIso2Schema,
  emailSchema,
  optionalText,
  passwordSchema,
  personalProfileSchema,
  signupConfirmationSchema,
  signupNameSchema,
  validationMessages,
} from '@driftway/domain/accounts'
import { displayNames } from '@driftway/domain/intl'
import { supportedCurrencies } from '@driftway/domain/money'
import { z } from 'zod'

/**
 * The site's forms, built from the API's own schemas (`@driftway/domain/accounts`) plus what only
 * the form has: confirm fields and the terms checkbox. Messages starting with `accounts:` are keys.
 */

const termsAccepted = z.literal(true, { error: 'accounts:validation.terms' })

type Confirmable = { email?: unknown; confirm_email?: unknown; password?: unknown; confirm_password?: unknown }

/** Where `confirmations` puts its messages: zod's refinement context, or a list of the form's own. */
type IssueSink = { addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void }

/** "Email does not match …" / "Password does not match …", shown even while other fields are still wrong. */
function confirmations(value: Confirmable, ctx: IssueSink) {
  const asText = (input: unknown) => (typeof input === 'string' ? input : '')
  const result = signupConfirmationSchema.safeParse({
    email: asText(value.email),
    confirm_email: asText(value.confirm_email),
    password: asText(value.password),
    confirm_password: asText(value.confirm_password),
  })
  if (result.success) return
  for (const issue of result.error.issues) {
    // Only the "does not match" messages: an empty confirm field of an empty field says nothing new.
    const field = issue.path[0] as keyof Confirmable
    const original = field === 'confirm_email' ? 'email' : 'password'
    if (!asText(value[field]) && !asText(value[original])) continue
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  }
}
const always = { when: () => true }

export type FormIssue = { path: string; message: string }

/**
 * The "does not match" messages on their own. Zod skips an object's refinements once a field has
 * aborted (an empty password), so the forms add these to the schema's result themselves: people
 * see a mismatch while other fields are still incomplete.
 */
export function confirmationIssues(values: Record<string, unknown>): FormIssue[] {
  const issues: FormIssue[] = []
  confirmations(values as Confirmable, {
    addIssue: (issue) => issues.push({ path: String(issue.path[0] ?? ''), message: issue.message }),
  })
  return issues
}

/** new_password2 must repeat new_password1 (reset and change password), shown while typing. */
export function passwordPairIssues(values: Record<string, unknown>): FormIssue[] {
  const first = typeof values.new_password1 === 'string' ? values.new_password1 : ''
  const second = typeof values.new_password2 === 'string' ? values.new_password2 : ''
  return second && first !== second ? [{ path: 'new_password2', message: validationMessages.passwordMismatch }] : []
}

/** What every sign-up form asks after who is signing up: e-mail and password twice, and the terms. */
const credentialFields = {
  email: emailSchema,
  confirm_email: z.string(),
  password: passwordSchema,
  confirm_password: z.string(),
  terms: termsAccepted,
}

export const travelerSignupSchema = z
  .object({
    first_name: signupNameSchema('first name'),
    last_name: signupNameSchema('last name'),
    ...credentialFields,
  })
  .superRefine(confirmations, always)

export const lessorSignupSchema = z
  .object({ company_name: companyNameSchema, currency_code: z.enum(supportedCurrencies), ...credentialFields })
  .superRefine(confirmations, always)

/**
 * The profile forms hold the country as its ISO code; the English name the API keeps beside it
 * (`company_country`) is added from the code by the site's server when it sends the form on.
 */
const countryByCode = { company_country: true } as const

/** Personal profile of travelers (accounts §5 "Personal form"). */
export const personalFormSchema = personalProfileSchema
  .omit(countryByCode)
  .extend({ company_country_code_iso2: countryIso2Schema })

/** Company profile of lessors (accounts §5 "Company form"); the terms only when the profile is created. */
export function companyFormSchema(creating: boolean) {
  return companyProfileSchema.omit(countryByCode).extend({
    company_country_code_iso2: countryIso2Schema,
    company_legal_type_code: z.string().trim().max(50),
    coc_number: optionalText(50),
    vat_number: optionalText(50),
    terms: creating ? termsAccepted : z.boolean(),
  })
}

/** Countries offered in the profile forms: where the marketplace has lessors and travelers come from. */
const profileCountries = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IS',
  'IE',
  'IT',
  'LV',
  'LI',
  'LT',
  'LU',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'CH',
  'GB',
  'US',
  'CA',
  'AU',
  'NZ',
  'ZA',
  'NA',
  'AR',
  'JP',
] as const

/** Country names in a language, sorted for a select. */
export function countryOptions(lng: string): { value: string; label: string }[] {
  const names = displayNames([lng], { type: 'region' })
  return profileCountries
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, lng))
}

/** A failed parse as `{ field: [messages] }`, the shape of the API's `fields` (nested paths as `conditions.0.line`). */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] = [...(fields[key] ?? []), issue.message]
  }
  return fields
}
