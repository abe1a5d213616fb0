import { buildServer } from '@driftway/api/server'
import { asSystem, asVisitor } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser, testPassword, uniqueEmail } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'

/**
 * Accounts §3/§4/§7: payout merchant with its bank account, and the sandbox status simulator.
 * This API has no SMTP server, so it also covers the dev outbox (mails stored in `mail-outbox`,
 * listed at GET /dev/outbox/ outside production).
 */
let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ env: { siteUrl: 'http://site.test' } })
})
afterAll(async () => {
  await api?.stop()
})

const completeCompany = {
  company_name: 'Friesland Yachtcharter BV',
  company_country: 'Netherlands',
  phone: '+31 515 432 118',
  address: 'Jachthavenweg 22',
  city: 'Sneek',
  postal_code: '8603 AC',
  is_profile_completed: true,
}

const merchantOf = (user: TestUser) => api.request('GET', '/payment/merchant/my/', { token: user.access })
const openMerchant = (user: TestUser) => api.request('POST', '/payment/merchant/my/', { token: user.access })
const setMerchantStatus = (user: TestUser, merchant: string, status: string) =>
  api.request('POST', `/payment/sandbox-simulator/merchant/update-status/${merchant}/`, {
    token: user.access,
    body: { status },
  })
const setBankStatus = (user: TestUser, merchant: string, bank: string, status: string) =>
  api.request('POST', `/payment/sandbox-simulator/merchant/${merchant}/bank-account/${bank}/update-status/`, {
    token: user.access,
    body: { status },
  })

describe('payout merchant', () => {
  it('is opened for lessors with a complete profile only', async () => {
    const traveler = await createSignedInUser(api)
    expect((await merchantOf(traveler)).body.error_key).toBe('merchant_not_found')
    expect(await openMerchant(traveler)).toMatchObject({ status: 403, body: { error_key: 'permission_denied' } })

    const lessor = await createSignedInUser(api, { role: 4 })
    expect(await merchantOf(lessor)).toMatchObject({
      status: 404,
      body: { error_key: 'merchant_not_found', error_msg: expect.any(String) },
    })
    expect(await openMerchant(lessor)).toMatchObject({ status: 400, body: { error_key: 'profile_incomplete' } })

    // Completing the profile through PATCH /user/me/ already opens it; POST is then idempotent.
    await api.request('PATCH', '/user/me/', { token: lessor.access, body: completeCompany })
    const existing = await openMerchant(lessor)
    expect(existing.status).toBe(200)
    const merchant = await merchantOf(lessor)
    expect(merchant.body).toEqual({
      id: expect.any(String),
      provider: 'sandbox',
      status: 'pending',
      merged_status: { status: 'action_required', description_code: 'bank_account_verification_required' },
      overview_url: null,
      bank_account: { id: expect.any(String), status: 'new' },
    })
    expect(existing.body).toEqual(merchant.body)
    const count = await api.payload.count({
      collection: 'merchants',
      where: { user: { equals: lessor.id } },
      ...asSystem(),
    })
    expect(count.totalDocs).toBe(1)
  })

  it('POST creates it (201) when a complete profile has none yet', async () => {
    const lessor = await createSignedInUser(api, { role: 2, profile: { ...completeCompany } })
    const created = await openMerchant(lessor)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'pending', bank_account: { status: 'new' } })
    const bank = await api.payload.findByID({
      collection: 'bank-accounts',
      id: created.body.bank_account.id,
      ...asSystem(),
    })
    expect(bank).toMatchObject({ holder_name: 'Friesland Yachtcharter BV', currency: 'EUR' })
  })

  it('is opened by any profile update of a complete lessor who has none (e.g. seeded accounts)', async () => {
    const lessor = await createSignedInUser(api, { role: 3, profile: { ...completeCompany } })
    expect((await merchantOf(lessor)).status).toBe(404)
    expect(
      (await api.request('PATCH', '/user/me/', { token: lessor.access, body: { city: 'Leeuwarden' } })).status,
    ).toBe(200)
    expect((await merchantOf(lessor)).body).toMatchObject({ status: 'pending', bank_account: { status: 'new' } })
  })
})

describe('sandbox simulator', () => {
  it('sets the own merchant and bank account statuses and recomputes the merged status', async () => {
    const lessor = await createSignedInUser(api, { role: 3, profile: { ...completeCompany } })
    const { body: merchant } = await openMerchant(lessor)

    const live = await setMerchantStatus(lessor, merchant.id, 'live')
    expect(live).toMatchObject({ status: 200, body: { status: 'live', merged_status: { status: 'action_required' } } })
    const approved = await setBankStatus(lessor, merchant.id, merchant.bank_account.id, 'approved')
    expect(approved.body).toMatchObject({
      status: 'live',
      merged_status: { status: 'live', description_code: 'ready_for_payouts' },
      bank_account: { id: merchant.bank_account.id, status: 'approved' },
    })
    expect((await merchantOf(lessor)).body).toEqual(approved.body)
    const disapproved = await setBankStatus(lessor, merchant.id, merchant.bank_account.id, 'disapproved')
    expect(disapproved.body.merged_status).toEqual({
      status: 'action_required',
      description_code: 'bank_account_disapproved',
    })
    const suspended = await setMerchantStatus(lessor, merchant.id, 'suspended')
    expect(suspended.body.merged_status).toEqual({ status: 'suspended', description_code: 'merchant_suspended' })
  })

  it("refuses unknown statuses, someone else's merchant and a foreign bank account", async () => {
    const owner = await createSignedInUser(api, { role: 2, profile: { ...completeCompany } })
    const other = await createSignedInUser(api, { role: 2, profile: { ...completeCompany } })
    const { body: mine } = await openMerchant(owner)
    const { body: theirs } = await openMerchant(other)

    const bad = await setMerchantStatus(owner, mine.id, 'awesome')
    expect(bad).toMatchObject({
      status: 400,
      body: { error_key: 'validation_error', fields: { status: [expect.any(String)] } },
    })
    expect((await setBankStatus(owner, mine.id, mine.bank_account.id, 'live')).body.error_key).toBe('validation_error')

    const foreign = await setMerchantStatus(owner, theirs.id, 'live')
    expect(foreign).toMatchObject({ status: 404, body: { error_key: 'merchant_not_found' } })
    const foreignBank = await setBankStatus(owner, mine.id, theirs.bank_account.id, 'approved')
    expect(foreignBank).toMatchObject({ status: 404, body: { error_key: 'bank_account_not_found' } })
    expect((await setBankStatus(owner, theirs.id, theirs.bank_account.id, 'approved')).body.error_key).toBe(
      'merchant_not_found',
    )
    expect((await merchantOf(other)).body.status).toBe('pending')

    const traveler = await createSignedInUser(api)
    expect((await setMerchantStatus(traveler, mine.id, 'live')).body.error_key).toBe('merchant_not_found')
  })

  it('only simulates sandbox merchants', async () => {
    const lessor = await createSignedInUser(api, { role: 4, profile: { ...completeCompany } })
    const { body: merchant } = await openMerchant(lessor)
    await api.payload.update({
      collection: 'merchants',
      id: merchant.id,
      data: { provider: 'stripe' },
      ...asSystem(),
    })
    expect(await setMerchantStatus(lessor, merchant.id, 'live')).toMatchObject({
      status: 400,
      body: { error_key: 'sandbox_only' },
    })
  })
})

async function outboxFor(email: string, count = 1) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await api.request('GET', `/dev/outbox/?to=${encodeURIComponent(email)}`)
    if (response.body.results?.length >= count) return response.body
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no outbox mail for ${email}`)
}

describe('dev outbox', () => {
  it('stores the verification and reset mails with their links', async () => {
    const email = uniqueEmail('outbox')
    await api.request('POST', '/user/', {
      body: { email, password: testPassword, role: 1, first_name: 'O', last_name: 'B' },
    })
    const first = await outboxFor(email)
    expect(first.mode).toBe('outbox')
    expect(first.results[0]).toMatchObject({
      to: email,
      subject: 'Confirm your e-mail address',
      template: 'verification',
      lang: 'en',
      created_at: expect.any(String),
      text: expect.stringMatching(/http:\/\/site\.test\/confirm-email\/\S+/),
      html: expect.stringContaining('href="http://site.test/confirm-email/'),
    })
    await api.request('POST', '/auth/password/reset/', { body: { email } })
    const both = await outboxFor(email, 2)
    expect(both.results[0]).toMatchObject({
      template: 'reset',
      text: expect.stringContaining('http://site.test/reset-password/'),
    })
    // Staff only in the admin: marketplace users and anonymous Local API callers cannot read it.
    await expect(api.payload.find({ collection: 'mail-outbox', ...asVisitor() })).rejects.toThrow()
  })

  it('is not served in production', async () => {
    const server = await buildServer(
      { payload: api.payload, env: { ...api.app.ctx.env, isProduction: true } },
      { logger: false },
    )
    try {
      const response = await server.inject({ method: 'GET', url: '/dev/outbox/' })
      expect(response.statusCode).toBe(404)
      expect(response.json().error_key).toBe('route_not_found')
    } finally {
      await server.close()
    }
  })
})
