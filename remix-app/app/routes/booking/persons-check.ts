import { bookingDetailsSchema } from '@driftway/domain/booking-form'
import { data } from 'react-router'
import { getAuth, readSubmission } from '~/lib/auth.server'
import type { Route } from './+types/persons-check'

/** What the booking page learns of a persons check: valid, or the API's message and field errors. */
export type PersonsCheck =
  | { ok: true; persons_count: number }
  | { ok: false; error_key: string; error_msg: string; fields?: Record<string, string[]> }

const personsSchema = bookingDetailsSchema.pick({
  persons: true,
  adults_num: true,
  children_num: true,
  vehicle_length: true,
  vehicle_width: true,
})

/**
 * POST /booking-persons-check: the booking page's check of a campnerd pitch's travelers (booking §3
 * "Campsite persons", §8 "Person validation") through POST /reservation/campsite/booking/validate/person/
 * as the signed-in traveler. The browser never talks to the API directly.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const headers = { 'Cache-Control': 'no-store' }
  const parsed = personsSchema.safeParse(await readSubmission(request))
  if (!parsed.success)
    return data<PersonsCheck>({ ok: false, error_key: 'validation_error', error_msg: '' }, { status: 400, headers })
  const { persons, adults_num, children_num, vehicle_length, vehicle_width } = parsed.data
  const response = await getAuth(context).api<{ valid: true; persons_count: number }>(
    '/reservation/campsite/booking/validate/person/',
    {
      method: 'POST',
      json: {
        persons,
        adults_num,
        children_num,
        ...(typeof vehicle_length === 'number' ? { vehicle_length } : {}),
        ...(typeof vehicle_width === 'number' ? { vehicle_width } : {}),
      },
    },
  )
  if (response.ok) return data<PersonsCheck>({ ok: true, persons_count: response.data.persons_count }, { headers })
  const error = response.error as { error_key: string; error_msg: string; fields?: Record<string, string[]> }
  return data<PersonsCheck>(
    { ok: false, error_key: error.error_key, error_msg: error.error_msg, fields: error.fields },
    { status: response.status, headers },
  )
}
