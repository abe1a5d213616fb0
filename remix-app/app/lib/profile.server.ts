import { countryIso2Schema } from '@driftway/domain/accounts'
import { englishCountryName } from '@driftway/domain/intl'
import { isTravelerRole } from '@driftway/domain/roles'
import type { CurrentUser } from './accounts'
import type { ApiResponse } from './api.server'
import type { ApiAnswer } from './api-schema'
import type { Auth } from './auth.server'

/** GET /payment/legal-type/ item. */
export type LegalType = ApiAnswer<'/payment/legal-type/'>[number]

/** GET /payment/merchant/my/ (accounts §3 Merchant plus ids for the sandbox simulator). */
export type Merchant = ApiAnswer<'/payment/merchant/my/'>

export async function legalTypesFor(auth: Auth, country: string | null | undefined): Promise<LegalType[]> {
  if (!country) return []
  const result = await auth.api<LegalType[]>(
    `/payment/legal-type/?${new URLSearchParams({ country_code_iso2: country })}`,
  )
  return result.ok ? result.data : []
}

/** Fields each form may send; anything else in the submission is dropped before it reaches the API. */
const contactFields = ['phone', 'address', 'city', 'postal_code', 'company_country_code_iso2']
const travelerFields = ['first_name', 'last_name', ...contactFields, 'date_of_birth_timestamp']
const lessorFields = ['company_name', 'company_legal_type_code', 'coc_number', 'vat_number', ...contactFields]

/**
 * PATCH /user/me/ from a profile form submission (multipart, so the avatar can ride along).
 * `complete` asks the API to mark the profile complete, which it does only when the whole form holds.
 */
export async function submitProfile(
  auth: Auth,
  user: CurrentUser,
  submitted: FormData,
  { complete }: { complete: boolean },
): Promise<ApiResponse<CurrentUser>> {
  const traveler = isTravelerRole(user.role)
  const allowed = traveler ? travelerFields : lessorFields
  const photo = submitted.get('photo')
  const hasPhoto = !traveler && photo instanceof File && photo.size > 0
  const fields: Record<string, string | number | boolean | null> = {}
  for (const name of allowed) {
    const value = submitted.get(name)
    if (typeof value !== 'string') continue
    if (name === 'date_of_birth_timestamp') fields[name] = /^-?\d+$/.test(value) ? Number(value) : null
    else fields[name] = value
  }
  // The API keeps the country's English name beside its code; the forms send the code.
  const country = countryIso2Schema.safeParse(fields.company_country_code_iso2)
  if (country.success) fields.company_country = englishCountryName(country.data)
  if (complete) fields.is_profile_completed = true

  if (!hasPhoto) return auth.api<CurrentUser>('/user/me/', { method: 'PATCH', json: fields })
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value === null ? '' : String(value))
  form.set('photo', photo as File, (photo as File).name)
  return auth.api<CurrentUser>('/user/me/', { method: 'PATCH', form })
}
