import { lessorDashboardPath } from '@driftway/domain/payouts'
import { redirect } from 'react-router'
import { requireUser } from '~/lib/auth.server'
import type { Route } from './+types/connect-refresh'

/**
 * Stripe's refresh_url: the onboarding link expired or was reused. A new link needs a recent
 * sign-in (a money setting), so the lessor starts again from the dashboard's button.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireUser(context, url)
  throw redirect(`${lessorDashboardPath}?payout=expired`)
}
