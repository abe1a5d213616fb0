import { data } from 'react-router'
import { getAuth } from '~/lib/auth.server'
import type { LegalType } from '~/lib/profile.server'
import type { Route } from './+types/legal-types'

export type LegalTypesAnswer = { country: string; ok: boolean; types: LegalType[] }

/** GET /account/legal-types?country=DE — the company form's legal types for a country (GET /payment/legal-type/). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const country = (url.searchParams.get('country') ?? '').trim().toUpperCase()
  const headers = { 'Cache-Control': 'private, max-age=300' }
  if (!/^[A-Z]{2}$/.test(country)) return data<LegalTypesAnswer>({ country, ok: true, types: [] }, { headers })
  const result = await getAuth(context).api<LegalType[]>(
    `/payment/legal-type/?${new URLSearchParams({ country_code_iso2: country })}`,
  )
  return data<LegalTypesAnswer>(
    { country, ok: result.ok, types: result.ok ? result.data : [] },
    { status: result.ok ? 200 : result.status, headers },
  )
}
