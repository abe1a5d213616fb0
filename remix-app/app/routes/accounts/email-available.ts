import { emailSchema } from '@driftway/domain/accounts'
import { data } from 'react-router'
import { getAuth } from '~/lib/auth.server'
import type { Route } from './+types/email-available'

export type EmailAvailability = { email: string; available: boolean | null }

/**
 * Guest details that pass the API's checks, so only the e-mail decides the answer. The API has no
 * "is this e-mail taken" endpoint; POST /user/validate-user-details/ (no sign-in, no side effects)
 * answers 400 email_exists for a registered address, and that is all this route asks it.
 */
const probe = {
  first_name: 'Driftway',
  last_name: 'Check',
  phone: '+49 30 0000000',
  address: 'Check 1',
  postal_code: '10115',
  city: 'Berlin',
  company_country: 'Germany',
  company_country_code_iso2: 'DE',
  date_of_birth_timestamp: 315_532_800,
}

/** GET /account/email-available?email= → `{ available }`: true, false, or null when it cannot tell. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const parsed = emailSchema.safeParse(url.searchParams.get('email') ?? '')
  const headers = { 'Cache-Control': 'no-store' }
  if (!parsed.success) return data<EmailAvailability>({ email: '', available: null }, { headers })
  const result = await getAuth(context).publicApi('/user/validate-user-details/', {
    method: 'POST',
    json: { ...probe, email: parsed.data },
  })
  const available = result.ok ? true : result.error.error_key === 'email_exists' ? false : null
  return data<EmailAvailability>({ email: parsed.data, available }, { headers })
}
