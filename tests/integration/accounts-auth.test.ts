import { encodeUid, makeResetToken } from '@driftway/api/auth/reset-token'
import { purposeKey } from '@driftway/api/auth/tokens'
import { buildServer } from '@driftway/api/server'
import { asSystem } from '@driftway/collections'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, signUpBody, testPassword, uniqueEmail } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { type MailCatcher, startMailCatcher } from './support/mail'

/** Accounts §7/§8: sign-up, e-mail confirmation, sign-in, token refresh, password reset, rate limits. */
let api: TestApi
let mail: MailCatcher
const SITE = 'http://site.test'

beforeAll(async () => {
  mail = await startMailCatcher()
  api = await startTestApi({ env: { smtpUrl: mail.url, siteUrl: SITE, mailRateLimitMax: 10_000 } })
})
afterAll(async () => {
  await api?.stop()
  await mail?.stop()
})

const login = (email: string, password = testPassword, headers?: Record<string, string>) =>
  api.request('POST', '/auth/token/', { body: { email, password }, headers })

/** The key of the newest confirmation link mailed to `email`. */
async function confirmationKey(email: string): Promise<string> {
  const message = await mail.waitFor({ to: email, subject: /confirm|bestätige/i })
  const link = message.links.find((url) => url.startsWith(`${SITE}/confirm-email/`))
  expect(link).toBeDefined()
  return decodeURIComponent(link!.slice(`${SITE}/confirm-email/`.length))
}

async function registerConfirmed(email: string) {
  expect((await api.request('POST', '/user/', { body: signUpBody(email) })).status).toBe(201)
  expect(
    (await api.request('POST', '/user/email/verify/', { body: { key: await confirmationKey(email) } })).status,
  ).toBe(200)
}

describe('POST /user/ (sign-up)', () => {
  it('creates an unconfirmed traveler, answers the current-user shape and mails a confirmation link', async () => {
    const email = uniqueEmail('signup')
    const response = await api.request('POST', '/user/', {
      body: signUpBody(email.toUpperCase(), { is_profile_completed: true }),
    })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      id: expect.any(String),
      role: 1,
      email,
      first_name: 'Anna',
      last_name: 'Muster',
      currency_code: 'EUR',
      is_profile_completed: false,
      is_email_verified: false,
      has_password: true,
      photo: null,
    })
    expect(response.body).not.toHaveProperty('password')
    expect(response.body).not.toHaveProperty('password_hash')
    const message = await mail.waitFor({ to: email })
    expect(message.subject).toBe('Confirm your e-mail address')
    expect(message.links[0]).toMatch(new RegExp(`^${SITE}/confirm-email/[\\w.-]+$`))
    expect(message.html).toContain(message.links[0])
  })

  it('signs lessors up with a company name and any lessor role', async () => {
    for (const role of [2, 3, 4]) {
      const email = uniqueEmail(`lessor${role}`)
      const response = await api.request('POST', '/user/', {
        body: { email, password: testPassword, role, company_name: 'Camping am See GmbH', currency_code: 'CHF' },
      })
      expect(response.status).toBe(201)
      expect(response.body).toMatchObject({
        role,
        company_name: 'Camping am See GmbH',
        currency_code: 'CHF',
        first_name: null,
      })
    }
    const missing = await api.request('POST', '/user/', {
      body: { email: uniqueEmail(), password: testPassword, role: 2 },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.fields.company_name).toEqual(['Please enter company name'])
  })

  it('answers a taken e-mail (any case) with email_exists on the e-mail field', async () => {
    const email = uniqueEmail('taken')
    expect((await api.request('POST', '/user/', { body: signUpBody(email) })).status).toBe(201)
    const again = await api.request('POST', '/user/', { body: signUpBody(`  ${email.toUpperCase()} `) })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({
      error_key: 'email_exists',
      error_msg: expect.any(String),
      fields: { email: ['email exists'] },
    })
  })

  it.each([
    ['email', { email: 'not-an-email' }, 'Please use a valid email address'],
    ['email', { email: 'a@b.c' }, 'Please use a valid email address'],
    ['password', { password: 'Se1' }, 'The value is too short (min 6 characters).'],
    ['password', { password: 'secret123' }, 'Password must have at least 1 uppercase character'],
    ['password', { password: 'SECRET123' }, 'Password must have at least 1 lowercase character'],
    ['password', { password: 'SecretPass' }, 'Password must have at least 1 number'],
    ['first_name', { first_name: '   ' }, 'Please enter first name'],
    ['first_name', { first_name: 'x'.repeat(36) }, 'The value is too long (max 35 characters).'],
    ['last_name', { last_name: undefined }, 'Please enter last name'],
  ])('rejects a bad %s with the §5 message: %j', async (field, change, message) => {
    const response = await api.request('POST', '/user/', { body: signUpBody(uniqueEmail(), change) })
    expect(response.status).toBe(400)
    expect(response.body.error_key).toBe('validation_error')
    expect(response.body.fields[field]).toContain(message)
  })

  it('rejects an unknown role or currency', async () => {
    for (const change of [{ role: 5 }, { role: 0 }, { currency_code: 'XYZ' }]) {
      const response = await api.request('POST', '/user/', { body: signUpBody(uniqueEmail(), change) })
      expect(response.status).toBe(400)
      expect(response.body.error_key).toBe('validation_error')
    }
  })

  it('mails in German for lang_code de or a German Accept-Language', async () => {
    const byLang = uniqueEmail('de1')
    await api.request('POST', '/user/', { body: signUpBody(byLang, { lang_code: 'de' }) })
    expect((await mail.waitFor({ to: byLang })).subject).toBe('Bitte bestätige deine E-Mail-Adresse')
    const byHeader = uniqueEmail('de2')
    await api.request('POST', '/user/', {
      body: signUpBody(byHeader, { lang_code: undefined }),
      headers: { 'accept-language': 'fr-FR, de-DE;q=0.8, en;q=0.5' },
    })
    const german = await mail.waitFor({ to: byHeader })
    expect(german.subject).toBe('Bitte bestätige deine E-Mail-Adresse')
    expect(german.text).toContain('Hallo Anna')
  })
})

describe('e-mail confirmation', () => {
  it('confirms with the mailed key; sign-in is refused until then', async () => {
    const email = uniqueEmail('confirm')
    await api.request('POST', '/user/', { body: signUpBody(email) })
    const blocked = await login(email)
    expect(blocked.status).toBe(403)
    expect(blocked.body.error_key).toBe('email_not_activated')
    const key = await confirmationKey(email)
    const confirmed = await api.request('POST', '/user/email/verify/', { body: { key } })
    expect(confirmed).toMatchObject({ status: 200, body: { detail: expect.any(String) } })
    expect((await api.request('POST', '/user/email/verify/', { body: { key } })).status).toBe(200)
    expect((await mail.waitFor({ to: email, subject: /welcome/i })).subject).toBe('Welcome to Driftway')
    const signedIn = await login(email)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toEqual({ access: expect.any(String), refresh: expect.any(String) })
  })

  it('refuses a forged, expired or foreign key with invalid_verification_key', async () => {
    const email = uniqueEmail('badkey')
    await api.request('POST', '/user/', { body: signUpBody(email) })
    const key = await confirmationKey(email)
    const user = (await api.payload.find({ collection: 'users', where: { email: { equals: email } }, ...asSystem() }))
      .docs[0]!
    const secret = api.app.ctx.env.jwtSecret
    const sign = (claims: Record<string, unknown>, exp: number, purpose = 'email_verify') =>
      new SignJWT({ typ: purpose, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('driftway-api')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(purposeKey(secret, purpose))
    const now = Math.floor(Date.now() / 1000)
    const candidates = [
      `${key.slice(0, -3)}abc`,
      'garbage',
      await sign({ sub: String(user.id), email }, now - 10),
      await sign({ sub: String(user.id), email: 'other@example.com' }, now + 3600),
      await sign({ sub: String(user.id), email }, now + 3600, 'access'),
    ]
    for (const candidate of candidates) {
      const response = await api.request('POST', '/user/email/verify/', { body: { key: candidate } })
      expect(response.status, candidate).toBe(400)
      expect(response.body.error_key).toBe('invalid_verification_key')
    }
    const missing = await api.request('POST', '/user/email/verify/', { body: {} })
    expect(missing.body).toMatchObject({ error_key: 'validation_error', fields: { key: ['Please enter key'] } })
  })

  it('resend-email always answers 200 and mails only unconfirmed accounts', async () => {
    const unconfirmed = uniqueEmail('resend')
    await api.request('POST', '/user/', { body: signUpBody(unconfirmed) })
    await mail.waitFor({ to: unconfirmed })
    const unknown = await api.request('POST', '/user/resend-email/', { body: { email: uniqueEmail('nobody') } })
    expect(unknown).toMatchObject({ status: 200, body: { detail: 'Email was sent.' } })
    expect((await api.request('POST', '/user/resend-email/', { body: { email: unconfirmed } })).status).toBe(200)
    await mail.waitFor((message) => message.to.includes(unconfirmed) && mail.to(unconfirmed).length === 2)
    const confirmed = uniqueEmail('resend-ok')
    await registerConfirmed(confirmed)
    await mail.waitFor({ to: confirmed, subject: /welcome/i })
    const before = mail.to(confirmed).length
    expect((await api.request('POST', '/user/resend-email/', { body: { email: confirmed } })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mail.to(confirmed).length).toBe(before)
  })
})

describe('POST /auth/token/ (sign-in)', () => {
  it('answers unknown e-mail and wrong password alike with no_active_account', async () => {
    const email = uniqueEmail('signin')
    await registerConfirmed(email)
    const wrong = await login(email, 'Wrong123')
    const unknown = await login(uniqueEmail('unknown'), 'Wrong123')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    // Alike but for the trace id every answer carries.
    expect({ ...wrong.body, trace_id: undefined }).toEqual({ ...unknown.body, trace_id: undefined })
    expect(wrong.body.error_key).toBe('no_active_account')
    const blank = await api.request('POST', '/auth/token/', { body: { email, password: '' } })
    expect(blank.body).toMatchObject({ error_key: 'validation_error', fields: { password: ['Please enter password'] } })
  })

  it('refuses deactivated accounts with no_active_account even with the right password', async () => {
    const user = await createSignedInUser(api)
    await api.payload.update({ collection: 'users', id: user.id, data: { is_active: false }, ...asSystem() })
    expect((await login(user.email)).body.error_key).toBe('no_active_account')
    expect((await api.request('GET', '/user/me/', { token: user.access })).body.error_key).toBe('token_not_valid')
  })

  it('blocks a client on an account after 10 failures, even for the right password, but not the owner elsewhere', async () => {
    const user = await createSignedInUser(api)
    const headers = { 'x-forwarded-for': '10.1.0.1' }
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login(user.email, 'Wrong123', headers)).status).toBe(401)
    const blocked = await login(user.email, testPassword, headers)
    expect(blocked.status).toBe(429)
    expect(blocked.body.error_key).toBe('too_many_login_attempts')
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // A guesser must not be able to lock the owner out: from another client the right password works.
    expect((await login(user.email, testPassword, { 'x-forwarded-for': '10.1.0.2' })).status).toBe(200)
    // The guessing client may still try other accounts (its overall limit is 30).
    const other = await createSignedInUser(api)
    expect((await login(other.email, testPassword, headers)).status).toBe(200)
  })

  it('locks an IP after 30 failures in the window, whatever the account', async () => {
    const headers = { 'x-forwarded-for': '10.2.0.1' }
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(uniqueEmail('spray'), 'Wrong123', headers)).status).toBe(401)
    }
    const user = await createSignedInUser(api)
    const blocked = await login(user.email, testPassword, headers)
    expect(blocked.status).toBe(429)
    expect(blocked.body.error_key).toBe('too_many_login_attempts')
    expect((await login(user.email, testPassword, { 'x-forwarded-for': '10.2.0.2' })).status).toBe(200)
  })
})

describe('access and refresh tokens', () => {
  it('accepts only a valid Bearer access token', async () => {
    const user = await createSignedInUser(api)
    expect((await api.request('GET', '/user/me/', { token: user.access })).status).toBe(200)
    const none = await api.request('GET', '/user/me/')
    expect(none).toMatchObject({ status: 401, body: { error_key: 'not_authenticated' } })
    const basic = await api.request('GET', '/user/me/', { headers: { authorization: 'Basic dXNlcjpwdw==' } })
    expect(basic).toMatchObject({ status: 401, body: { error_key: 'not_authenticated' } })
    for (const token of ['garbage', user.refresh, `${user.access.slice(0, -2)}xx`]) {
      const response = await api.request('GET', '/user/me/', { token })
      expect(response).toMatchObject({ status: 401, body: { error_key: 'token_not_valid' } })
    }
    const expired = await new SignJWT({ typ: 'access', role: 1, sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('driftway-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(purposeKey(api.app.ctx.env.jwtSecret, 'access'))
    expect((await api.request('GET', '/user/me/', { token: expired })).body.error_key).toBe('token_not_valid')
  })

  it('rotates refresh tokens; reusing an old one revokes the whole session', async () => {
    const user = await createSignedInUser(api)
    const first = await api.request('POST', '/auth/token/refresh/', { body: { refresh: user.refresh } })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ access: expect.any(String), refresh: expect.any(String) })
    expect(first.body.refresh).not.toBe(user.refresh)
    // Older clients send `refreshToken`.
    const second = await api.request('POST', '/auth/token/refresh/', { body: { refreshToken: first.body.refresh } })
    expect(second.status).toBe(200)
    expect((await api.request('GET', '/user/me/', { token: second.body.access })).status).toBe(200)

    const reuse = await api.request('POST', '/auth/token/refresh/', { body: { refresh: user.refresh } })
    expect(reuse).toMatchObject({ status: 401, body: { error_key: 'token_not_valid' } })
    const newest = await api.request('POST', '/auth/token/refresh/', { body: { refresh: second.body.refresh } })
    expect(newest).toMatchObject({ status: 401, body: { error_key: 'token_not_valid' } })
    expect((await api.request('GET', '/user/me/', { token: second.body.access })).status).toBe(401)
    const session = await api.payload.find({
      collection: 'auth-sessions',
      where: { user: { equals: user.id } },
      ...asSystem(),
    })
    expect(session.docs.every((doc) => doc.revoked)).toBe(true)
  })

  it('logout revokes the session: its refresh and access tokens stop working, other sessions stay', async () => {
    const user = await createSignedInUser(api)
    const other = await login(user.email)
    expect(other.status).toBe(200)
    const out = await api.request('POST', '/auth/logout/', { body: { refresh: user.refresh } })
    expect(out.status).toBe(204)
    expect(await api.request('POST', '/auth/token/refresh/', { body: { refresh: user.refresh } })).toMatchObject({
      status: 401,
      body: { error_key: 'token_not_valid' },
    })
    expect((await api.request('GET', '/user/me/', { token: user.access })).status).toBe(401)
    expect((await api.request('GET', '/user/me/', { token: other.body.access })).status).toBe(200)
    // Logging out twice, or with garbage, is not an error and reveals nothing.
    expect((await api.request('POST', '/auth/logout/', { body: { refresh: user.refresh } })).status).toBe(204)
    expect((await api.request('POST', '/auth/logout/', { body: { refresh: 'not-a-token' } })).status).toBe(204)
    expect(await api.request('POST', '/auth/logout/', { body: {} })).toMatchObject({
      status: 400,
      body: { error_key: expect.any(String) },
    })
  })

  it('drops expired sessions of a user at the next sign-in', async () => {
    const user = await createSignedInUser(api)
    const stale = await api.payload.create({
      collection: 'auth-sessions',
      data: {
        user: user.id,
        family_id: `stale-${user.id}`,
        current_jti: 'x',
        expires_at_ts: Math.floor(Date.now() / 1000) - 60,
      },
      ...asSystem(),
    })
    expect((await login(user.email)).status).toBe(200)
    const left = await api.payload.find({
      collection: 'auth-sessions',
      where: { user: { equals: user.id } },
      ...asSystem(),
    })
    expect(left.docs.map((doc) => doc.id)).not.toContain(stale.id)
    expect(left.totalDocs).toBe(2)
  })

  it('refuses missing, forged and access tokens on refresh', async () => {
    const user = await createSignedInUser(api)
    const missing = await api.request('POST', '/auth/token/refresh/', { body: {} })
    expect(missing).toMatchObject({
      status: 400,
      body: { error_key: 'validation_error', fields: { refresh: ['Please enter refresh'] } },
    })
    for (const refresh of ['garbage', user.access, `${user.refresh.slice(0, -2)}xx`]) {
      expect((await api.request('POST', '/auth/token/refresh/', { body: { refresh } })).body.error_key).toBe(
        'token_not_valid',
      )
    }
    // The forged attempts did not revoke the real session.
    expect((await api.request('POST', '/auth/token/refresh/', { body: { refresh: user.refresh } })).status).toBe(200)
  })
})

describe('password reset', () => {
  async function resetLink(email: string) {
    const message = await mail.waitFor({ to: email, subject: /reset/i })
    const link = message.links.find((url) => url.startsWith(`${SITE}/reset-password/`))!
    const [uid, token] = link.slice(`${SITE}/reset-password/`.length).split('/')
    return { uid: uid!, token: token! }
  }
  const confirm = (uid: string, token: string, body: unknown) =>
    api.request('POST', `/auth/password/reset/confirm/${uid}/${token}/`, { body })

  it('answers an unknown e-mail with user_not_found', async () => {
    const response = await api.request('POST', '/auth/password/reset/', { body: { email: uniqueEmail('ghost') } })
    expect(response).toMatchObject({
      status: 404,
      body: { error_key: 'user_not_found', error_msg: expect.any(String) },
    })
  })

  it('mails a single-use link that sets a new password and signs other sessions out', async () => {
    const user = await createSignedInUser(api)
    const requested = await api.request('POST', '/auth/password/reset/', { body: { email: user.email } })
    expect(requested).toMatchObject({ status: 200, body: { detail: expect.any(String) } })
    const { uid, token } = await resetLink(user.email)

    const mismatch = await confirm(uid, token, { new_password1: 'Newpass123', new_password2: 'Newpass124' })
    expect(mismatch.body).toMatchObject({
      error_key: 'validation_error',
      fields: { new_password2: ['Password does not match the confirm password'] },
    })
    const weak = await confirm(uid, token, { new_password1: 'newpass', new_password2: 'newpass' })
    expect(weak.body.fields.new_password1).toContain('Password must have at least 1 uppercase character')

    const done = await confirm(uid, token, { new_password1: 'Newpass123', new_password2: 'Newpass123' })
    expect(done).toMatchObject({ status: 200, body: { detail: expect.any(String) } })
    expect((await login(user.email, 'Newpass123')).status).toBe(200)
    expect((await login(user.email, testPassword)).status).toBe(401)
    expect((await api.request('POST', '/auth/token/refresh/', { body: { refresh: user.refresh } })).status).toBe(401)

    const reused = await confirm(uid, token, { new_password1: 'Other1234', new_password2: 'Other1234' })
    expect(reused).toMatchObject({ status: 400, body: { error_key: 'invalid_token' } })
  })

  it('refuses expired, tampered and foreign links with invalid_token', async () => {
    const user = await createSignedInUser(api)
    const other = await createSignedInUser(api)
    const doc = (await api.payload.findByID({
      collection: 'users',
      id: user.id,
      ...asSystem(),
      showHiddenFields: true,
    })) as never
    const env = api.app.ctx.env
    const now = Math.floor(Date.now() / 1000)
    const valid = makeResetToken(env, doc, now)
    const body = { new_password1: 'Newpass123', new_password2: 'Newpass123' }
    const cases: [string, string][] = [
      [encodeUid(user.id), makeResetToken(env, doc, now - 25 * 3600)],
      [encodeUid(user.id), `${valid.slice(0, -2)}xx`],
      [encodeUid(other.id), valid],
      ['!!', valid],
      [encodeUid(user.id), 'abc-def'],
    ]
    for (const [uid, token] of cases) {
      const response = await confirm(uid, token, body)
      expect(response.status, `${uid}/${token}`).toBe(400)
      expect(response.body.error_key).toBe('invalid_token')
    }
    // Still valid 23 hours later; a sign-in in between kills it (last login is part of the hash).
    expect((await confirm(encodeUid(user.id), makeResetToken(env, doc, now - 23 * 3600), body)).status).toBe(200)
    const fresh = (await api.payload.findByID({
      collection: 'users',
      id: other.id,
      ...asSystem(),
      showHiddenFields: true,
    })) as never
    const beforeLogin = makeResetToken(env, fresh)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await login(other.email)).status).toBe(200)
    expect((await confirm(encodeUid(other.id), beforeLogin, body)).body.error_key).toBe('invalid_token')
  })
})

describe('rate limit of e-mail sending endpoints', () => {
  it('answers 429 too_many_requests past the per-IP limit', async () => {
    const env = { ...api.app.ctx.env, mailRateLimitMax: 2, smtpUrl: undefined }
    const strict = await buildServer({ payload: api.payload, env }, { logger: false })
    try {
      const send = () =>
        strict.inject({
          method: 'POST',
          url: '/user/resend-email/',
          payload: { email: uniqueEmail() },
          remoteAddress: '10.3.0.1',
        })
      expect((await send()).statusCode).toBe(200)
      expect((await send()).statusCode).toBe(200)
      const limited = await send()
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({ error_key: 'too_many_requests', error_msg: expect.any(String) })
    } finally {
      await strict.close()
    }
  })
})
