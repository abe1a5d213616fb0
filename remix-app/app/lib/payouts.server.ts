import { lessorDashboardPath } from '@driftway/domain/payouts'
import { createCookie, data, redirect } from 'react-router'
import type { ApiAnswer } from './api-schema'
import { type Auth, failure } from './auth.server'
import { authEnv, serverEnv } from './env.server'
import { isOnboardingPage, type PayoutNotice } from './payouts'
import { isHttps } from './session.server'

/** The pages that start the provider's onboarding, and where the lessor comes back to. */
const onboardingPages = { dashboard: lessorDashboardPath, bank: '/profile?tab=bank' } as const
export type OnboardingPage = keyof typeof onboardingPages

/**
 * Which page started the onboarding. The provider returns to one fixed URL (the API's return_url),
 * so the page is remembered here: signed, only sent to the return and refresh routes, gone after a day.
 */
function onboardingPageCookie(request: Request) {
  return createCookie('__driftway_payout_from', {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/payouts/connect',
    maxAge: 24 * 60 * 60,
    secrets: [authEnv().sessionSecret],
  })
}

/** The page that started the onboarding (the dashboard when the cookie is missing or not ours). */
async function startingPage(request: Request): Promise<OnboardingPage> {
  const value: unknown = await onboardingPageCookie(request).parse(request.headers.get('Cookie'))
  return value === 'bank' ? 'bank' : 'dashboard'
}

/** The starting page with its notice after the onboarding (`?payout=`). */
export async function onboardingNoticeRedirect(request: Request, notice: PayoutNotice): Promise<never> {
  const page = onboardingPages[await startingPage(request)]
  throw redirect(`${page}${page.includes('?') ? '&' : '?'}payout=${notice}`)
}

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
export async function connectAction(auth: Auth, request: Request, from: OnboardingPage) {
  const result = await startOnboarding(auth)
  if (!result.ok) return failure(result)
  const cookie = await onboardingPageCookie(request).serialize(from)
  return data({ ok: true as const, url: result.url }, { headers: { 'Set-Cookie': cookie } })
}

type OnboardingReturn = ApiAnswer<'/subscription/connect/stripe/callback/', 'post'>

/** Back from onboarding: the callback refreshes the statuses; the starting page tells how it went. */
export async function finishOnboarding(auth: Auth, request: Request): Promise<never> {
  const result = await auth.api<OnboardingReturn>('/subscription/connect/stripe/callback/', { method: 'POST' })
  return onboardingNoticeRedirect(request, result.ok ? noticeOfReturn(result.data) : 'failed')
}

/**
 * The provider returns to the same URL whether the lessor finished or left, so the account's state
 * says which: payouts ready, details with the provider, or something still to do (left early, a bank
 * account refused).
 */
function noticeOfReturn(account: OnboardingReturn): PayoutNotice {
  if (account.onboarding_complete) return 'connected'
  return account.merged_status.status === 'pending' ? 'pending' : 'unfinished'
}
