import { encodeUid, makeResetToken } from '@driftway/api/auth/reset-token'
import { signClientAddress } from '@driftway/api/http/client'
import { buildServer } from '@driftway/api/server'
import { asSystem } from '@driftway/collections'
import { currentTotpCode } from '@driftway/collections/auth/totp'
import { CLIENT_ADDRESS_HEADER } from '@driftway/domain/security/client-address'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSignedInUser, type TestUser, testPassword, uniqueEmail } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { type MailCatcher, startMailCatcher } from './support/mail'

/**
 * Issue 19 through real HTTP: the visitor's address across the site → API hop (signed header),
 * sign-in throttling that cannot lock an owner out, the owner's security mails and lock link,
 * the fresh sign-in rule of money settings, two-factor sign-in, and the dev outbox's reach.
 *
 * This API trusts no proxy (like production by default), so X-Forwarded-For means nothing and
 * only a header signed with SITE_API_SECRET can name another client.
 */
let api: TestApi
let mail: MailCatcher
const SITE = 'http://site.test'

beforeAll(async () => {
  mail = await startMailCatcher()
  api = await startTestApi({
    env: {
      smtpUrl: mail.url,
      siteUrl: SITE,
      trustProxy: false,
      loginMaxFailuresPerIp: 30,
      loginMaxFailuresPerAccount: 10,
    },
  })
})
afterAll(async () => {
  await api?.stop()
  await mail?.stop()
})

/** The header the site adds for a visitor at `address` (what remix-app's API helper sends). */
const asVisitor = (address: string) => ({
  [CLIENT_ADDRESS_HEADER]: signClientAddress(api.app.ctx.env.siteApiSecret, address),
})
const login = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api.request('POST', '/auth/token/', { body, headers })

const completeCompany = {
  company_name: 'Lake Rentals',
  phone: '+49 30 1234567',
  address: 'Seestraße 1',
  postal_code: '10115',
  city: 'Berlin',
  company_country: 'Germany',
  company_country_code_iso2: 'DE',
  is_profile_completed: true,
}

/** Makes the user's sessions look as if they signed in an hour ago. */
async function ageSessions(user: TestUser) {
  await api.payload.update({
    collection: 'auth-sessions',
    where: { user: { equals: user.id } },
    data: { authenticated_at_ts: Math.floor(Date.now() / 1000) - 3600 },
    ...asSystem(),
  })
}

describe('client identity across the site → API hop', () => {
  it('throttles the attacking visitor, not every visitor of the site', async () => {
    const victim = await createSignedInUser(api)
    const attacker = asVisitor('198.51.100.66')
    // 30 failed sign-ins with random e-mails, all relayed by the site's server (one connection address).
    for (let attempt = 0; attempt < 30; attempt++) {
      expect(
        (await login({ email: uniqueEmail('spray'), password: 'Wrong123' }, asVisitor('198.51.100.66'))).status,
      ).toBe(401)
    }
    const blocked = await login({ email: victim.email, password: testPassword }, attacker)
    expect(blocked).toMatchObject({ status: 429, body: { error_key: 'too_many_login_attempts' } })
    // Another visitor coming through the same site signs in.
    const owner = await login({ email: victim.email, password: testPassword }, asVisitor('203.0.113.20'))
    expect(owner.status).toBe(200)
    // Session records keep the visitor's address, not the site's.
    const sessions = await api.payload.find({
      collection: 'auth-sessions',
      where: { user: { equals: victim.id } },
      sort: '-createdAt',
      limit: 1,
      ...asSystem(),
    })
    expect(sessions.docs[0]?.created_ip).toBe('203.0.113.20')
  })

  it('ignores a client address that is forged, stale or sent by anyone but the site', async () => {
    const secret = api.app.ctx.env.siteApiSecret
    const forged = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: signClientAddress(`${secret}-guess`, address) })
    const stale = (address: string) => ({
      [CLIENT_ADDRESS_HEADER]: signClientAddress(secret, address, Math.floor(Date.now() / 1000) - 600),
    })
    // A guesser rotating made-up addresses (and X-Forwarded-For) is still one client: its own connection.
    for (let attempt = 0; attempt < 30; attempt++) {
      const address = `192.0.2.${attempt + 1}`
      const headers =
        attempt % 3 === 0 ? forged(address) : attempt % 3 === 1 ? stale(address) : { 'x-forwarded-for': address }
      expect((await login({ email: uniqueEmail('rotate'), password: 'Wrong123' }, headers)).status).toBe(401)
    }
    const user = await createSignedInUserVia(asVisitor('203.0.113.30'))
    expect((await login({ email: user.email, password: testPassword }, forged('203.0.113.31'))).status).toBe(429)
    expect((await login({ email: user.email, password: testPassword })).status).toBe(429)
    // The site, signing for a real visitor, is unaffected.
    expect((await login({ email: user.email, password: testPassword }, asVisitor('203.0.113.31'))).status).toBe(200)
  })
})

/** A confirmed user created without signing in from the (by then throttled) loopback connection. */
async function createSignedInUserVia(headers: Record<string, string>, role: 1 | 2 | 3 | 4 = 1, profile = {}) {
  const email = uniqueEmail('via')
  const doc = await api.payload.create({
    collection: 'users',
    data: {
      email,
      password: testPassword,
      role,
      first_name: 'Via',
      last_name: 'Site',
      company_name: role === 1 ? undefined : 'Via Rentals',
      currency_code: 'EUR',
      is_email_verified: true,
      ...profile,
    },
    ...asSystem(),
  })
  const tokens = await login({ email, password: testPassword }, headers)
  expect(tokens.status).toBe(200)
  return {
    id: String(doc.id),
    email,
    password: testPassword,
    role,
    access: tokens.body.access,
    refresh: tokens.body.refresh,
  }
}

describe('repeated sign-in failures', () => {
  it('mail the owner once, with a link that locks the account until a password reset', async () => {
    const user = await createSignedInUserVia(asVisitor('203.0.113.40'))
    for (let attempt = 0; attempt < 5; attempt++) {
      const address = `198.51.100.${10 + attempt}`
      expect((await login({ email: user.email, password: 'Wrong123' }, asVisitor(address))).status).toBe(401)
    }
    const notice = await mail.waitFor({ to: user.email, subject: /failed sign-in attempts/i })
    expect(notice.text).toMatch(/wrong password/)
    const lockLink = notice.links.find((link) => link.startsWith(`${SITE}/lock-account/`))
    expect(lockLink).toBeDefined()
    expect(mail.to(user.email).filter((message) => /failed sign-in/i.test(message.subject))).toHaveLength(1)

    const [uid, token] = lockLink!.slice(`${SITE}/lock-account/`.length).split('/')
    expect((await api.request('POST', `/auth/lock/${uid}/${token}x/`)).body.error_key).toBe('invalid_token')
    expect((await api.request('POST', `/auth/lock/${uid}/${token}/`)).status).toBe(200)
    // Every session is signed out, and even the right password is refused.
    expect((await api.request('GET', '/user/me/', { token: user.access })).body.error_key).toBe('token_not_valid')
    const locked = await login({ email: user.email, password: testPassword }, asVisitor('203.0.113.40'))
    expect(locked).toMatchObject({ status: 403, body: { error_key: 'account_locked' } })
    // Locking again is harmless; a password reset unlocks.
    expect((await api.request('POST', `/auth/lock/${uid}/${token}/`)).status).toBe(200)
    const secret = await api.payload.find({
      collection: 'users',
      where: { id: { equals: user.id } },
      showHiddenFields: true,
      ...asSystem(),
    })
    const reset = makeResetToken(api.app.ctx.env, secret.docs[0] as never)
    const confirmed = await api.request('POST', `/auth/password/reset/confirm/${encodeUid(user.id)}/${reset}/`, {
      body: { new_password1: 'Another123', new_password2: 'Another123' },
    })
    expect(confirmed.status).toBe(200)
    expect((await login({ email: user.email, password: 'Another123' }, asVisitor('203.0.113.40'))).status).toBe(200)
  })
})

describe('money settings need a fresh sign-in', () => {
  it('refuses to open the payout account on an old session, and mails the owner when it changes', async () => {
    const lessor = await createSignedInUserVia(asVisitor('203.0.113.50'), 2, completeCompany)
    await ageSessions(lessor)
    const refused = await api.request('POST', '/payment/merchant/my/', { token: lessor.access })
    expect(refused).toMatchObject({ status: 403, body: { error_key: 'fresh_sign_in_required' } })
    expect((await api.request('GET', '/payment/merchant/my/', { token: lessor.access })).status).toBe(404)

    const wrong = await api.request('POST', '/auth/reauth/', {
      token: lessor.access,
      body: { password: 'Wrong123' },
      headers: asVisitor('203.0.113.50'),
    })
    expect(wrong).toMatchObject({
      status: 400,
      body: { error_key: 'wrong_password', fields: { password: expect.any(Array) } },
    })
    const reauth = await api.request('POST', '/auth/reauth/', {
      token: lessor.access,
      body: { password: testPassword },
      headers: asVisitor('203.0.113.50'),
    })
    expect(reauth.status).toBe(200)
    expect(reauth.body.fresh_until_ts).toBeGreaterThan(Date.now() / 1000 + 500)

    const opened = await api.request('POST', '/payment/merchant/my/', { token: lessor.access })
    expect(opened.status).toBe(201)
    const notice = await mail.waitFor({ to: lessor.email, subject: /payout settings changed/i })
    expect(notice.links.some((link) => link.startsWith(`${SITE}/lock-account/`))).toBe(true)
    // Opening it again changes nothing and mails nothing.
    expect((await api.request('POST', '/payment/merchant/my/', { token: lessor.access })).status).toBe(200)
    expect(mail.to(lessor.email).filter((message) => /payout/i.test(message.subject))).toHaveLength(1)
  })

  it('does not open a payout account from a profile completed on an old session', async () => {
    const lessor = await createSignedInUserVia(asVisitor('203.0.113.51'), 3)
    await ageSessions(lessor)
    const { is_profile_completed: _, ...fields } = completeCompany
    const patched = await api.request('PATCH', '/user/me/', {
      token: lessor.access,
      body: { ...fields, company_name: 'Pitch Co', is_profile_completed: true },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.is_profile_completed).toBe(true)
    expect((await api.request('GET', '/payment/merchant/my/', { token: lessor.access })).status).toBe(404)
  })

  it('asks for the password, not a sign-in, from an anonymous caller', async () => {
    expect((await api.request('POST', '/payment/merchant/my/')).status).toBe(401)
    expect((await api.request('POST', '/auth/reauth/', { body: { password: 'x' } })).status).toBe(401)
  })
})

/**
 * Money settings as the contract names them: the payout merchant and its bank accounts, the
 * subscription's payment method. The sandbox simulator stands in for the provider, not the owner.
 */
const moneySetting = (method: string, path: string) =>
  method !== 'GET' &&
  !path.includes('/sandbox-simulator/') &&
  /\/payment\/merchant\/|bank-account|payment-method/.test(path)

describe('every money-setting route', () => {
  it('is recognised in the contract: payout merchant, bank accounts and the payment method', () => {
    expect(moneySetting('POST', '/payment/merchant/my/')).toBe(true)
    expect(moneySetting('POST', '/subscription/change-payment-method/')).toBe(true)
    expect(moneySetting('PUT', '/payment/merchant/my/bank-account/x/')).toBe(true)
    expect(moneySetting('GET', '/subscription/get/default-payment-method/')).toBe(false)
  })

  it('refuses an old session (requireFreshSignIn), whatever the route', async () => {
    const document = api.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const guarded = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, 'x') }))
        .filter(({ method, path }) => moneySetting(method, path)),
    )
    expect(guarded.length).toBeGreaterThan(0)
    const lessor = await createSignedInUserVia(asVisitor('203.0.113.52'), 2, completeCompany)
    await ageSessions(lessor)
    for (const { method, path } of guarded) {
      const response = await api.request(method, path, { token: lessor.access, body: {} })
      expect({ method, path, status: response.status, key: response.body?.error_key }).toEqual({
        method,
        path,
        status: 403,
        key: 'fresh_sign_in_required',
      })
    }
  })
})

describe('two-factor sign-in (TOTP)', () => {
  it('is set up with a QR secret, asked at sign-in and re-authentication, and turned off with a code', async () => {
    const user = await createSignedInUserVia(asVisitor('203.0.113.60'), 4, completeCompany)
    const setup = await api.request('POST', '/user/me/two-factor/setup/', { token: user.access })
    expect(setup.status).toBe(200)
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Driftway:/)
    const secret: string = setup.body.secret
    expect((await api.request('GET', '/user/me/', { token: user.access })).body.two_factor_enabled).toBe(false)

    const bad = await api.request('POST', '/user/me/two-factor/enable/', {
      token: user.access,
      body: { otp: '000000' },
    })
    expect(bad.body.error_key).toBe('otp_code_invalid')
    const enabled = await api.request('POST', '/user/me/two-factor/enable/', {
      token: user.access,
      body: { otp: currentTotpCode(secret) },
    })
    expect(enabled.status).toBe(200)
    expect((await api.request('GET', '/user/me/', { token: user.access })).body.two_factor_enabled).toBe(true)

    const visitor = asVisitor('203.0.113.61')
    const needsCode = await login({ email: user.email, password: testPassword }, visitor)
    expect(needsCode).toMatchObject({ status: 401, body: { error_key: 'otp_required' } })
    const wrongCode = await login({ email: user.email, password: testPassword, otp: '123456' }, visitor)
    expect(wrongCode.body.error_key).toBe('invalid_otp')
    // The code used to turn it on was spent; the next step's code works once.
    const later = Date.now() + 30_000
    const signedIn = await login(
      { email: user.email, password: testPassword, otp: currentTotpCode(secret, later) },
      visitor,
    )
    expect(signedIn.status).toBe(200)
    const replay = await login(
      { email: user.email, password: testPassword, otp: currentTotpCode(secret, later) },
      visitor,
    )
    expect(replay.body.error_key).toBe('invalid_otp')
    // A wrong password still says nothing about the second factor.
    expect((await login({ email: user.email, password: 'Wrong123' }, visitor)).body.error_key).toBe('no_active_account')

    const token = signedIn.body.access as string
    // Each code works once and only the neighbouring 30 s steps are valid: move the clock on.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 60_000)
      const withoutCode = await api.request('POST', '/auth/reauth/', {
        token,
        body: { password: testPassword },
        headers: asVisitor('203.0.113.61'),
      })
      expect(withoutCode).toMatchObject({ status: 400, body: { error_key: 'otp_code_required' } })
      await ageSessions(user)
      const stale = await api.request('POST', '/user/me/two-factor/disable/', {
        token,
        body: { otp: currentTotpCode(secret) },
      })
      expect(stale.body.error_key).toBe('fresh_sign_in_required')
      const reauth = await api.request('POST', '/auth/reauth/', {
        token,
        body: { password: testPassword, otp: currentTotpCode(secret) },
        headers: asVisitor('203.0.113.61'),
      })
      expect(reauth.status).toBe(200)
      vi.setSystemTime(Date.now() + 30_000)
      const off = await api.request('POST', '/user/me/two-factor/disable/', {
        token,
        body: { otp: currentTotpCode(secret) },
      })
      expect(off.status, JSON.stringify(off.body)).toBe(200)
    } finally {
      vi.useRealTimers()
    }
    await mail.waitFor({ to: user.email, subject: /two-factor sign-in was turned off/i })
    expect((await login({ email: user.email, password: testPassword }, visitor)).status).toBe(200)
  })
})

describe('the development outbox', () => {
  it('answers the machine itself only, and never when mail goes out through SMTP or in production', async () => {
    const outboxEnv = { ...api.app.ctx.env, smtpUrl: undefined }
    const server = await buildServer({ payload: api.payload, env: outboxEnv }, { logger: false })
    const production = await buildServer(
      { payload: api.payload, env: { ...outboxEnv, isProduction: true } },
      { logger: false },
    )
    try {
      const local = await server.inject({ method: 'GET', url: '/dev/outbox/', remoteAddress: '127.0.0.1' })
      expect(local.statusCode).toBe(200)
      expect(local.headers['cache-control']).toBe('no-store')
      const remote = await server.inject({ method: 'GET', url: '/dev/outbox/', remoteAddress: '203.0.113.70' })
      expect(remote.statusCode).toBe(404)
      expect(remote.json().error_key).toBe('route_not_found')
      // Through the site: the visitor's signed address decides, not the site's loopback connection.
      const viaSite = await server.inject({
        method: 'GET',
        url: '/dev/outbox/',
        remoteAddress: '127.0.0.1',
        headers: asVisitor('203.0.113.71'),
      })
      expect(viaSite.statusCode).toBe(404)
      expect(
        (await production.inject({ method: 'GET', url: '/dev/outbox/', remoteAddress: '127.0.0.1' })).statusCode,
      ).toBe(404)
    } finally {
      await server.close()
      await production.close()
    }
    // This API delivers by SMTP: no outbox at all.
    expect((await api.request('GET', '/dev/outbox/')).status).toBe(404)
  })
})
