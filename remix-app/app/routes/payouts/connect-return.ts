import { requireUser } from '~/lib/auth.server'
import { finishOnboarding } from '~/lib/payouts.server'
import type { Route } from './+types/connect-return'

/**
 * Where the payout provider's onboarding returns (Stripe's return_url, the sandbox page's redirect):
 * the API re-reads the account, and the page that started it (the dashboard or the bank tab) shows the connect confirmation (accounts §2 notices).
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { auth } = await requireUser(context, url)
  return finishOnboarding(auth, request)
}
