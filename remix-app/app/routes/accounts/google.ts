import { redirect } from 'react-router'
import { resolveLanguage } from '~/i18n/locale.server'
import { signInRedirect } from '~/lib/accounts'
import { authEnv } from '~/lib/env.server'
import { callbackUrl, encodeState, type GoogleOrigin, newNonce, nonceCookie } from '~/lib/google.server'
import type { Route } from './+types/google'

const origins: GoogleOrigin[] = ['login', 'signup', 'signup-lessor']

/**
 * GET /auth/google?redirect=&role=&from= — starts Google sign-in: a signed state (redirect, role,
 * language, a nonce also kept in a cookie) and off to Google's consent screen.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const from = (origins as string[]).includes(url.searchParams.get('from') ?? '')
    ? (url.searchParams.get('from') as GoogleOrigin)
    : 'login'
  const google = authEnv().google
  if (!google) throw redirect(`/${from === 'signup-lessor' ? 'signup/lessor' : from}?notice=google-unavailable`)

  const roleParam = Number(url.searchParams.get('role'))
  // Only the sign-up pages create accounts: the login page sends no role (unknown accounts are refused).
  const role = from !== 'login' && [1, 2, 3, 4].includes(roleParam) ? roleParam : from === 'signup' ? 1 : null
  const nonce = newNonce()
  const state = encodeState({
    redirect: signInRedirect(url.searchParams.get('redirect')),
    role,
    lng: resolveLanguage(request),
    from,
    nonce,
    iat: Date.now(),
  })
  const target = new URL(google.authUrl)
  target.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: callbackUrl(request),
    response_type: 'code',
    scope: 'openid email profile',
    state,
    prompt: 'select_account',
  }).toString()
  return redirect(target.toString(), {
    headers: { 'Set-Cookie': await nonceCookie(request).serialize(nonce), 'Cache-Control': 'no-store' },
  })
}
