import { redirect } from 'react-router'
import { requireUser } from '~/lib/auth.server'
import type { Route } from './+types/export'

/**
 * GET /profile/export: everything Driftway holds about the signed-in person as a zip
 * (GET /user/me/export/), streamed through from the API. A failure leads back to the profile
 * with a notice instead of a broken download.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth } = await requireUser(context, url)
  const response = await auth.download('/user/me/export/')
  if (!response?.ok || !response.body) {
    const reason = response?.status === 429 ? 'too-many' : 'failed'
    throw redirect(`/profile?tab=password&export=${reason}`)
  }
  return new Response(response.body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': response.headers.get('content-disposition') ?? 'attachment; filename="driftway-data.zip"',
      'Cache-Control': 'private, no-store',
    },
  })
}
