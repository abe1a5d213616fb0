import { requireUser } from '~/lib/auth.server'
import { finishOnboarding } from '~/lib/payouts.server'
import type { Route } from './+types/connect-return'

/**
 * Where the payout provider's onboarding returns (Stripe's return_url, the sandbox page's redirect):
 * the API re-reads the account, and the dashboard shows the connect confirmation (accounts §2 notices).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth } = await requireUser(context, url)
  return finishOnboarding(auth)
}
