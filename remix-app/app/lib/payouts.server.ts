import { lessorDashboardPath } from '@driftway/domain/payouts'
import { redirect } from 'react-router'
import { type Auth, failure } from './auth.server'
import { serverEnv } from './env.server'
import { isOnboardingPage } from './payouts'

/**
 * POST /subscription/connect-account/ and the onboarding URL to send the browser to; the API's
 * error (e.g. fresh_sign_in_required) otherwise.
 */
async function startOnboarding(auth: Auth) {
  const result = await auth.api<{ account_link_obj: { url: string } }>('/subscription/connect-account/', {
    method: 'POST',
  })
  if (!result.ok) return result
  const url = result.data.account_link_obj.url
  if (!isOnboardingPage(url, serverEnv().publicApiUrl)) {
    return {
      ok: false as const,
      status: 502,
      reason: 'error' as const,
      error: { error_key: 'payment_unavailable', error_msg: '' },
    }
  }
  return { ok: true as const, url }
}

/**
 * The `connect` intent of the pages that start onboarding (the lessor dashboard, the bank tab):
 * the link to go to, or the refusal as every action answers it (`usePayoutOnboarding` reads both).
 */
export async function connectAction(auth: Auth) {
  const result = await startOnboarding(auth)
  return result.ok ? { ok: true as const, url: result.url } : failure(result)
}

/** Back from onboarding: the callback refreshes the statuses; the dashboard tells how it went. */
export async function finishOnboarding(auth: Auth): Promise<never> {
  const result = await auth.api<{ onboarding_complete: boolean }>('/subscription/connect/stripe/callback/', {
    method: 'POST',
  })
  const notice = !result.ok ? 'failed' : result.data.onboarding_complete ? 'connected' : 'pending'
  throw redirect(`${lessorDashboardPath}?payout=${notice}`)
}
