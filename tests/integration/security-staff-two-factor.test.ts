import { asSystem } from '@driftway/collections'
import { currentTotpCode } from '@driftway/collections/auth/totp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startTestCms, type TestCms } from './support/cms'

/**
 * Issue 19: staff two-factor sign-in through the CMS's REST API (Payload's REST handlers over real
 * HTTP): set up with a QR code and a first code, then no staff session — login, or a password
 * reset that signs in — without a valid, unused authenticator code.
 */
let cms: TestCms
const password = 'Staff-password-19'
const STEP_MS = 30_000

beforeAll(async () => {
  cms = await startTestCms()
})
afterAll(async () => {
  await cms?.stop()
})
// The clock starts each test just after a 30-second step begins and moves a step at a time, so a
// slow run never straddles a step boundary between making a code and the server checking it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(Math.ceil(Date.now() / STEP_MS) * STEP_MS + 1000)
})
afterEach(() => {
  vi.useRealTimers()
})
const nextStep = () => vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS + 1000)

let counter = 0
async function newStaff(staff_role: 'editor' | 'support' | 'admin' = 'editor'): Promise<{ id: string; email: string }> {
  counter += 1
  const email = `staff-2fa-${counter}-${Date.now()}@driftway.test`
  const doc = await cms.payload.create({
    collection: 'staff',
    data: { email, password, name: 'Two Factor', staff_role },
    ...asSystem(),
  })
  return { id: String(doc.id), email }
}

const login = (email: string, body: Record<string, unknown> = {}) =>
  cms.request('POST', '/api/staff/login', { body: { email, password, ...body } })

/**
 * Turns two-factor sign-in on through the endpoints the admin's account view calls; returns the
 * secret. The clock then moves a step on, so the next code is unused.
 */
async function turnOn(email: string): Promise<string> {
  const token = await cms.signIn(email, password)
  const setup = await cms.request('POST', '/api/staff/two-factor/setup', { token })
  expect(setup.status).toBe(200)
  expect(setup.body.qr).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Driftway:/)
  const secret = String(setup.body.secret)

  const wrong = await cms.request('POST', '/api/staff/two-factor/enable', { token, body: { code: '000000' } })
  expect(wrong.status).toBe(400)
  const enabled = await cms.request('POST', '/api/staff/two-factor/enable', {
    token,
    body: { code: currentTotpCode(secret) },
  })
  expect(enabled.status).toBe(200)
  expect(enabled.body.two_factor_enabled).toBe(true)
  nextStep()
  return secret
}

const errorKey = (body: { errors?: { data?: { error_key?: string } }[] }) => body?.errors?.[0]?.data?.error_key

describe('staff two-factor sign-in', () => {
  it('setting up needs a signed-in staff member', async () => {
    const response = await cms.request('POST', '/api/staff/two-factor/setup')
    expect(response.status).toBe(401)
  })

  it('with two-factor on, login without a code or with a wrong one gets no session; with the code it does', async () => {
    const staff = await newStaff()
    const secret = await turnOn(staff.email)

    const withoutCode = await login(staff.email)
    expect(withoutCode.status).toBe(401)
    expect(errorKey(withoutCode.body)).toBe('otp_required')
    expect(withoutCode.body.token).toBeUndefined()
    expect(withoutCode.headers.get('set-cookie') ?? '').not.toMatch(/payload-token=[^;]+/)

    const wrongCode = await login(staff.email, {
      totp_code: '123456' === currentTotpCode(secret) ? '654321' : '123456',
    })
    expect(wrongCode.status).toBe(401)
    expect(errorKey(wrongCode.body)).toBe('otp_invalid')
    expect(wrongCode.body.token).toBeUndefined()

    // A wrong password never reveals that a code would be asked.
    const wrongPassword = await cms.request('POST', '/api/staff/login', {
      body: { email: staff.email, password: 'not-the-password' },
    })
    expect(wrongPassword.status).toBe(401)
    expect(errorKey(wrongPassword.body)).toBeUndefined()

    const code = currentTotpCode(secret)
    const ok = await login(staff.email, { totp_code: code })
    expect(ok.status).toBe(200)
    expect(typeof ok.body.token).toBe('string')
    expect(ok.body.user.totp_secret).toBeUndefined()
    const me = await cms.request('GET', '/api/staff/me', { token: ok.body.token })
    expect(me.body.user.email).toBe(staff.email)
    expect(me.body.user.two_factor_enabled).toBe(true)
    expect(me.body.user.totp_secret).toBeUndefined()

    // The same code a second time (seen over a shoulder) is refused.
    const replay = await login(staff.email, { totp_code: code })
    expect(replay.status).toBe(401)
    expect(errorKey(replay.body)).toBe('otp_invalid')

    // A session cannot switch it off by editing the record: the field is written by the endpoints only.
    const edit = await cms.request('PATCH', `/api/staff/${staff.id}`, {
      token: ok.body.token,
      body: { two_factor_enabled: false, name: 'Edited' },
    })
    expect(edit.status).toBe(200)
    const stored = await cms.payload.findByID({ collection: 'staff', id: staff.id, ...asSystem() })
    expect(stored.name).toBe('Edited')
    expect(stored.two_factor_enabled).toBe(true)

    // Turning it off needs a current, unused code.
    const offWrong = await cms.request('POST', '/api/staff/two-factor/disable', {
      token: ok.body.token,
      body: { code: code },
    })
    expect(offWrong.status).toBe(400)
    nextStep()
    const off = await cms.request('POST', '/api/staff/two-factor/disable', {
      token: ok.body.token,
      body: { code: currentTotpCode(secret) },
    })
    expect(off.status).toBe(200)
    expect((await login(staff.email)).status).toBe(200)
  })

  it('a password reset signs nobody in without the code', async () => {
    const staff = await newStaff()
    const secret = await turnOn(staff.email)
    const resetToken = await cms.payload.forgotPassword({
      collection: 'staff',
      data: { email: staff.email },
      disableEmail: true,
    })
    const withoutCode = await cms.request('POST', '/api/staff/reset-password', {
      body: { token: resetToken, password: 'New-staff-password-19' },
    })
    expect(withoutCode.status).toBe(401)
    expect(withoutCode.body.token).toBeUndefined()

    // The new password holds, but a session still needs the code: the reset link alone (someone
    // with the mailbox) does not get in.
    expect((await login(staff.email, { totp_code: currentTotpCode(secret) })).status).toBe(401)
    const newPassword = { email: staff.email, password: 'New-staff-password-19' }
    const withoutCodeAfter = await cms.request('POST', '/api/staff/login', { body: newPassword })
    expect(errorKey(withoutCodeAfter.body)).toBe('otp_required')
    const withCode = await cms.request('POST', '/api/staff/login', {
      body: { ...newPassword, totp_code: currentTotpCode(secret) },
    })
    expect(withCode.status).toBe(200)
    expect(typeof withCode.body.token).toBe('string')
  })

  it('five wrong codes in a row pause the code step, even for the right code', async () => {
    const staff = await newStaff()
    const secret = await turnOn(staff.email)
    const right = currentTotpCode(secret)
    const wrong = right === '111111' ? '222222' : '111111'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(staff.email, { totp_code: wrong })).status).toBe(401)
    }
    const paused = await login(staff.email, { totp_code: right })
    expect(paused.status).toBe(429)
    expect(errorKey(paused.body)).toBe('otp_paused')
    expect(paused.body.token).toBeUndefined()
  })

  it('money settings in the admin need a staff sign-in within the last minutes', async () => {
    // Only administrators may change plans at all (decision 0028); the rule here is about freshness.
    const staff = await newStaff('admin')
    const token = await cms.signIn(staff.email, password)
    const plan = await cms.payload.create({
      collection: 'plans',
      data: {
        name: 'Van Pro',
        listing_number: 3,
        price_in_cents_without_vat: 1900,
        currency: 'EUR',
        interval: 'month',
      },
      ...asSystem(),
    })
    const fresh = await cms.request('PATCH', `/api/plans/${plan.id}`, {
      token,
      body: { price_in_cents_without_vat: 2100 },
    })
    expect(fresh.status).toBe(200)

    // The same session an hour later (as if left open on a desk).
    const stored = await cms.payload.db.findOne<{ id: string; sessions: { id: string; createdAt: string }[] }>({
      collection: 'staff',
      where: { id: { equals: staff.id } },
    })
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
    await cms.payload.db.updateOne({
      collection: 'staff',
      id: staff.id,
      data: { sessions: stored?.sessions.map((session) => ({ ...session, createdAt: hourAgo })) },
    })
    const stale = await cms.request('PATCH', `/api/plans/${plan.id}`, {
      token,
      body: { price_in_cents_without_vat: 1 },
    })
    expect(stale.status).toBe(403)
    expect(errorKey(stale.body)).toBe('fresh_sign_in_required')
    const deleted = await cms.request('DELETE', `/api/plans/${plan.id}`, { token })
    expect(deleted.status).not.toBe(200)
    const after = await cms.payload.findByID({ collection: 'plans', id: plan.id, ...asSystem() })
    expect(after.price_in_cents_without_vat).toBe(2100)
    // Content edits are not money settings: the old session still edits its own name.
    expect((await cms.request('PATCH', `/api/staff/${staff.id}`, { token, body: { name: 'Still here' } })).status).toBe(
      200,
    )

    // Signing in again (with the code when two-factor is on) makes the change possible.
    const again = await cms.signIn(staff.email, password)
    expect(
      (
        await cms.request('PATCH', `/api/plans/${plan.id}`, {
          token: again,
          body: { price_in_cents_without_vat: 2200 },
        })
      ).status,
    ).toBe(200)
  })
})
