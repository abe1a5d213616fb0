import http from 'node:http'
import { buildServer } from '@driftway/api/server'
import { asSystem } from '@driftway/collections'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, uniqueEmail } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { type MailCatcher, startMailCatcher } from './support/mail'

/**
 * POST /user/auth/google/ against a local stand-in for Google's JWKS: an RS256 key pair made here,
 * its public key served from 127.0.0.1, and the API configured with that URL and a client id.
 */
const CLIENT_ID = 'driftway-test.apps.googleusercontent.com'
let api: TestApi
let mail: MailCatcher
let jwks: http.Server
let privateKey: CryptoKey
let strangerKey: CryptoKey
const KID = 'test-key-1'

beforeAll(async () => {
  const pair = await generateKeyPair('RS256')
  privateKey = pair.privateKey as CryptoKey
  strangerKey = (await generateKeyPair('RS256')).privateKey as CryptoKey
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
  jwks = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ keys: [publicJwk] }))
  })
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
  const address = jwks.address()
  const port = typeof address === 'object' && address ? address.port : 0
  mail = await startMailCatcher()
  api = await startTestApi({
    env: { googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`, smtpUrl: mail.url },
  })
})
afterAll(async () => {
  await api?.stop()
  await mail?.stop()
  await new Promise((resolve) => jwks?.close(resolve))
})

type Claims = { sub?: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string }

function idToken(
  claims: Claims,
  options: { audience?: string; issuer?: string; key?: CryptoKey; expiresIn?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(claims.sub ?? `sub-${Math.random().toString(36).slice(2)}`)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(options.key ?? privateKey)
}

const google = (body: Record<string, unknown>) => api.request('POST', '/user/auth/google/', { body })

describe('POST /user/auth/google/', () => {
  it('signs up a new user when a role is sent, confirmed and named from the token', async () => {
    const email = uniqueEmail('gnew')
    const credential = await idToken({ email, given_name: 'Greta', family_name: 'Google' })
    const response = await google({ credential, role: 1 })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      is_new_user: true,
    })
    const me = await api.request('GET', '/user/me/', { token: response.body.access_token })
    expect(me.body).toMatchObject({
      email,
      role: 1,
      first_name: 'Greta',
      last_name: 'Google',
      is_email_verified: true,
      is_profile_completed: false,
      has_password: false,
      google_linked: true,
    })
    expect((await mail.waitFor({ to: email })).subject).toBe('Welcome to Driftway')
    // The refresh token works like any other.
    expect(
      (await api.request('POST', '/auth/token/refresh/', { body: { refresh: response.body.refresh_token } })).status,
    ).toBe(200)
    // Signing in again (from the login page, no role) finds the same account.
    const again = await google({ id_token: await idToken({ email, sub: undefined }), role: null })
    expect(again.status).toBe(200)
    expect(again.body.is_new_user).toBe(false)
  })

  it('creates lessors with the role sent from the lessor sign-up page', async () => {
    const response = await google({ credential: await idToken({ email: uniqueEmail('glessor') }), role: '3' })
    const me = await api.request('GET', '/user/me/', { token: response.body.access_token })
    expect(me.body).toMatchObject({ role: 3, is_profile_completed: false })
  })

  it('links an existing e-mail account and confirms its address', async () => {
    const email = uniqueEmail('glink')
    const user = await api.payload.create({
      collection: 'users',
      data: {
        email,
        password: 'Secret123',
        role: 1,
        first_name: 'Ella',
        last_name: 'Mail',
        currency_code: 'EUR',
        is_email_verified: false,
      },
      ...asSystem(),
    })
    const sub = `linked-${Date.now()}`
    const response = await google({ credential: await idToken({ email: email.toUpperCase(), sub }) })
    expect(response.status).toBe(200)
    expect(response.body.is_new_user).toBe(false)
    const doc = await api.payload.findByID({ collection: 'users', id: user.id, ...asSystem() })
    expect(doc).toMatchObject({ google_sub: sub, is_email_verified: true, role: 1 })
    // Later sign-ins match the Google subject, even after the Google address changed.
    const moved = await google({ credential: await idToken({ email: uniqueEmail('moved'), sub }) })
    const me = await api.request('GET', '/user/me/', { token: moved.body.access_token })
    expect(me.body.id).toBe(String(user.id))
    // The password still works too, now that the address is confirmed.
    expect((await api.request('POST', '/auth/token/', { body: { email, password: 'Secret123' } })).status).toBe(200)
  })

  it('answers authentication_failed for an unknown account without a role', async () => {
    const response = await google({ credential: await idToken({ email: uniqueEmail('gnone') }) })
    expect(response.status).toBe(401)
    expect(response.body).toMatchObject({
      error_key: 'authentication_failed',
      error_msg: expect.stringContaining('Continue with Google'),
    })
  })

  it.each([
    [
      'wrong audience',
      () => idToken({ email: uniqueEmail() }, { audience: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['bad signature', () => idToken({ email: uniqueEmail() }, { key: strangerKey })],
    ['wrong issuer', () => idToken({ email: uniqueEmail() }, { issuer: 'https://evil.example' })],
    ['expired', () => idToken({ email: uniqueEmail() }, { expiresIn: -3600 })],
    ['unverified e-mail', () => idToken({ email: uniqueEmail(), email_verified: false })],
    ['not a JWT', async () => 'not-a-token'],
  ])('refuses a token with %s (invalid_google_token)', async (_case, make) => {
    const response = await google({ credential: await make(), role: 1 })
    expect(response.status).toBe(401)
    expect(response.body.error_key).toBe('invalid_google_token')
  })

  it('refuses deleted accounts and validates the body', async () => {
    const user = await createSignedInUser(api)
    await api.request('DELETE', '/user/me/', { token: user.access })
    const deletedSub = await api.payload.findByID({ collection: 'users', id: user.id, ...asSystem() })
    expect(deletedSub.google_sub ?? null).toBeNull()
    const missing = await google({ role: 1 })
    expect(missing).toMatchObject({
      status: 400,
      body: { error_key: 'validation_error', fields: { credential: ['Please enter credential'] } },
    })
    expect((await google({ credential: 'x', role: 9 })).body.error_key).toBe('validation_error')
  })

  it('answers 503 google_not_configured without GOOGLE_CLIENT_ID', async () => {
    const server = await buildServer(
      { payload: api.payload, env: { ...api.app.ctx.env, googleClientId: undefined } },
      { logger: false },
    )
    try {
      const response = await server.inject({ method: 'POST', url: '/user/auth/google/', payload: { credential: 'x' } })
      expect(response.statusCode).toBe(503)
      expect(response.json().error_key).toBe('google_not_configured')
    } finally {
      await server.close()
    }
  })
})
