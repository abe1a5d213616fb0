import { cityFeedbackSchema } from '@driftway/domain/accounts'
import { zodFieldErrors } from '~/lib/account-forms'
import { badRequest, failure, getAuth, readSubmission } from '~/lib/auth.server'
import type { Route } from './+types/city-feedback'

/** POST /city-feedback (JSON: city, listing_type, message): the city hire pages' feedback form → POST /city/feedback/. */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = getAuth(context)
  if (!(await auth.user())) return badRequest('not_authenticated', 'Please sign in again.')
  const parsed = cityFeedbackSchema.safeParse(await readSubmission(request))
  if (!parsed.success) return badRequest('validation_error', '', zodFieldErrors(parsed.error))
  const result = await auth.api('/city/feedback/', { method: 'POST', json: parsed.data })
  if (!result.ok) return failure(result)
  return { ok: true as const }
}

/** A GET here (someone opened the URL) just goes home. */
export function loader() {
  return new Response(null, { status: 302, headers: { Location: '/' } })
}
