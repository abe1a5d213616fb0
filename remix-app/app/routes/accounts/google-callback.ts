import { redirect } from 'react-router'
import { landingAfterSignIn } from '~/lib/accounts'
import type { ApiAnswer } from '~/lib/api-schema'
import { getAuth, type TokenPair } from '~/lib/auth.server'
import { callbackUrl, decodeState, exchangeCode, type GoogleOrigin, nonceCookie } from '~/lib/google.server'
import type { Route } from './+types/google-callback'

type GoogleTokens = ApiAnswer<'/user/auth/google/', 'post'>

const startPage: Record<GoogleOrigin, string> = {
  login: '/login',
  signup: '/signup',
  'signup-lessor': '/signup/lessor',
}

/**
 * GET /auth/google/callback?code=&state= — Google sends the browser back here. The code becomes
 * Google's ID token, the API turns that into our token pair (POST /user/auth/google/), and the
 * session starts. Failures go back to the page the visitor came from with a notice (accounts §8).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const cookie = nonceCookie(request)
  const clearNonce = { 'Set-Cookie': await cookie.serialize('', { maxAge: 0 }) }
  const state = decodeState(url.searchParams.get('state'))
  const nonce = (await cookie.parse(request.headers.get('Cookie'))) as string | null
  const back = (notice: string) => {
    const page = state ? startPage[state.from] : '/login'
    const params = new URLSearchParams({ notice })
    if (state?.redirect) params.set('redirect', state.redirect)
    return redirect(`${page}?${params}`, { headers: clearNonce })
  }

  if (!state || !nonce || nonce !== state.nonce) {
    console.warn('[site] Google callback with a missing, expired or foreign state')
    return back('google-failed')
  }
  const code = url.searchParams.get('code')
  // The visitor cancelled on Google's page: back where they were, without an alarm.
  if (url.searchParams.get('error') === 'access_denied') return redirect(startPage[state.from], { headers: clearNonce })
  if (!code) return back('google-failed')

  const idToken = await exchangeCode(code, callbackUrl(request))
  if (!idToken) return back('google-failed')

  const auth = getAuth(context)
  const result = await auth.publicApi<GoogleTokens>('/user/auth/google/', {
    method: 'POST',
    json: { id_token: idToken, ...(state.role ? { role: state.role } : {}), lang_code: state.lng },
  })
  if (!result.ok) {
    if (result.error.error_key === 'authentication_failed') return back('google-no-account')
    // Errors without a key are only logged (accounts §8); keyed ones say "Something went wrong..".
    console.warn(`[site] Google sign-in refused: ${result.error.error_key} ${result.error.error_msg}`)
    return back('google-failed')
  }
  auth.signIn({ access: result.data.access_token, refresh: result.data.refresh_token } satisfies TokenPair)
  const user = await auth.user()
  if (!user) return back('google-failed')
  return redirect(landingAfterSignIn(user, state.redirect, { redirectForEveryRole: true }), { headers: clearNonce })
}
