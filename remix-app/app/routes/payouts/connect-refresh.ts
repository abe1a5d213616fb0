import { requireUser } from '~/lib/auth.server'
import { onboardingNoticeRedirect } from '~/lib/payouts.server'
import type { Route } from './+types/connect-refresh'

/**
 * Stripe's refresh_url: the onboarding link expired or was reused. A new link needs a recent
 * sign-in (a money setting), so the lessor starts again from the page that started it.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireUser(context, url)
  return onboardingNoticeRedirect(request, 'expired')
}
