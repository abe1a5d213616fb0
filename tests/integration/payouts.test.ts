import type { SandboxConnectProvider } from '@driftway/api/payouts/sandbox-connect'
import { StripeConnectProvider } from '@driftway/api/payouts/stripe-connect'
import { asSystem } from '@driftway/collections'
import { addMonths, monthOf, nightKeyOf } from '@driftway/domain'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInStaff, createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { type BookingWorld, bookingBody, createBookingWorld } from './support/bookings'
import { createLessor, type Kind, kinds, noonIn } from './support/lessor'

/**
 * Payouts (issue 14, decision 0071): connect-account / callback / dashboard authorization matrix,
 * the sandbox onboarding page and its signed account.updated webhooks (deduplicated), the
 * lessor's payout on a booking, exact dashboard figures, and Stripe Connect against recorded
 * requests with SDK-signed webhooks (no network).
 */
let api: TestApi
let world: BookingWorld
let staffToken: string
const kindPath = (kind: Kind) => kind

beforeAll(async () => {
  api = await startTestApi({ env: { siteUrl: 'http://site.test' } })
  world = await createBookingWorld(api)
  staffToken = (await createSignedInStaff(api.payload, { role: 'admin', email: 'admin-payouts@example.com' })).token
})
afterAll(async () => {
  await api?.stop()
})

/** Makes the user's sessions look as if they signed in an hour ago. */
async function ageSessions(user: TestUser) {
  await api.payload.update({
    collection: 'auth-sessions',
    where: { user: { equals: user.id } },
    data: { authenticated_at_ts: Math.floor(Date.now() / 1000) - 3600 },
    ...asSystem(),
  })
}

const merchantOf = async (userId: string) => {
  const [merchant] = (
    await api.payload.find({ collection: 'merchants', where: { user: { equals: userId } }, depth: 0, ...asSystem() })
  ).docs
  const [bank] = merchant
    ? (
        await api.payload.find({
          collection: 'bank-accounts',
          where: { merchant: { equals: merchant.id } },
          depth: 0,
          ...asSystem(),
        })
      ).docs
    : []
  return { merchant, bank }
}

const sandbox = () => api.app.payments as SandboxConnectProvider
const sendSandboxWebhook = (body: object) => {
  const { rawBody, signature } = sandbox().accountWebhookFor(body as never)
  return fetch(`${api.baseUrl}/payment/webhook/connect/sandbox/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    body: rawBody,
  })
}

describe('authorization matrix', () => {
  type Who = 'anonymous' | 'traveler' | Kind | 'incomplete' | 'staffBearer' | 'staffJwt'
  const principals: Who[] = ['anonymous', 'traveler', ...kinds, 'incomplete', 'staffBearer', 'staffJwt']
  let incomplete: TestUser
  beforeAll(async () => {
    incomplete = await createLessor(api, 'boat')
  })
  const send = (who: Who, method: string, path: string) => {
    const headers: Record<string, string> = {}
    let token: string | undefined
    if (who === 'traveler') token = world.traveler.access
    else if (who === 'incomplete') token = incomplete.access
    else if (who === 'staffBearer') token = staffToken
    else if (who === 'staffJwt') headers.authorization = `JWT ${staffToken}`
    else if (who !== 'anonymous') token = world.lessors[who].access
    return api.request(method, path, { token, headers, body: method === 'POST' ? {} : undefined })
  }
  const check = async (method: string, path: string, expected: Record<Who, number>) => {
    for (const who of principals) {
      const answer = await send(who, method, path)
      expect(answer.status, `${who} ${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(expected[who])
      if (answer.status >= 400)
        expect(answer.body).toMatchObject({ error_key: expect.any(String), error_msg: expect.any(String) })
    }
  }
  const denied = { anonymous: 401, traveler: 403, staffBearer: 401, staffJwt: 401 } as const

  it('POST /subscription/connect-account/: lessors with a complete profile', async () => {
    await check('POST', '/subscription/connect-account/', {
      ...denied,
      recreational_vehicle: 200,
      campsite: 200,
      boat: 200,
      incomplete: 400,
    })
  })

  it('POST /subscription/connect/stripe/callback/: lessors with a payout account', async () => {
    await check('POST', '/subscription/connect/stripe/callback/', {
      ...denied,
      recreational_vehicle: 200,
      campsite: 200,
      boat: 200,
      incomplete: 404,
    })
  })

  it('GET /lessor/dashboard/: every lessor, their own figures', async () => {
    await check('GET', '/lessor/dashboard/', {
      ...denied,
      recreational_vehicle: 200,
      campsite: 200,
      boat: 200,
      incomplete: 200,
    })
  })

  it('connect-account is a money setting: an old session must sign in again; the callback need not', async () => {
    const lessor = await createLessor(api, 'campsite', { ready: true })
    await ageSessions(lessor)
    const old = await api.request('POST', '/subscription/connect-account/', { token: lessor.access, body: {} })
    expect(old).toMatchObject({ status: 403, body: { error_key: 'fresh_sign_in_required' } })
    const callback = await api.request('POST', '/subscription/connect/stripe/callback/', { token: lessor.access })
    expect(callback.status).toBe(200)
  })

  it("another lessor's account id on the callback is not found", async () => {
    const { merchant } = await merchantOf(world.lessors.campsite.id)
    const answer = await api.request(
      'POST',
      `/subscription/connect/stripe/callback/?account=${merchant!.provider_account_id}`,
      { token: world.otherLessors.campsite.access },
    )
    expect(answer).toMatchObject({ status: 404, body: { error_key: 'merchant_not_found' } })
  })
})

describe('sandbox onboarding', () => {
  it('opens a merchant when missing, mails the owner, and links to the signed hosted page', async () => {
    const lessor = await createLessor(api, 'boat', { profile: { is_profile_completed: true } })
    expect((await merchantOf(lessor.id)).merchant).toBeUndefined()
    const answer = await api.request('POST', '/subscription/connect-account/', { token: lessor.access, body: {} })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const { merchant } = await merchantOf(lessor.id)
    expect(answer.body.merchant).toMatchObject({ id: String(merchant!.id), provider: 'sandbox', status: 'pending' })
    expect(answer.body.account_link_obj).toMatchObject({ object: 'account_link' })
    const url = new URL(answer.body.account_link_obj.url)
    expect(url.pathname).toBe(`/payment/sandbox/connect/${merchant!.id}/`)
    expect(answer.body.account_link_obj.expires_at).toBeGreaterThan(answer.body.account_link_obj.created)

    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('data-testid="sandbox-connect-complete"')

    // A forged or re-targeted link is refused.
    const forged = new URL(url)
    forged.searchParams.set('sig', 'a'.repeat(64))
    expect((await fetch(forged)).status).toBe(400)
    const otherMerchant = (await merchantOf(world.lessors.boat.id)).merchant!
    const retargeted = new URL(url)
    retargeted.pathname = `/payment/sandbox/connect/${otherMerchant.id}/`
    expect((await fetch(retargeted)).status).toBe(400)

    // The lessor completes onboarding: a signed webhook moves both statuses, then back to the site.
    const finished = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        outcome: 'complete',
        expires: url.searchParams.get('expires')!,
        sig: url.searchParams.get('sig')!,
      }),
    })
    expect(finished.status).toBe(303)
    expect(finished.headers.get('location')).toBe('http://site.test/payouts/connect/return')
    const after = await merchantOf(lessor.id)
    expect(after.merchant).toMatchObject({ status: 'live', merged_status: 'live' })
    expect(after.bank).toMatchObject({ status: 'approved' })

    const callback = await api.request('POST', '/subscription/connect/stripe/callback/', { token: lessor.access })
    expect(callback.body).toMatchObject({
      status: 'live',
      bank_account: { status: 'approved' },
      merged_status: { status: 'live', description_code: 'ready_for_payouts' },
      onboarding_complete: true,
    })
    // Opening the account mailed its owner (a payout setting changed).
    const mails = await api.payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: lessor.email } },
      depth: 0,
      ...asSystem(),
    })
    expect(mails.docs.length).toBeGreaterThan(0)
  })

  it('applies each account.updated event once; bad signatures and unknown accounts change nothing', async () => {
    const lessor = await createLessor(api, 'campsite', { profile: { is_profile_completed: true } })
    await api.request('POST', '/subscription/connect-account/', { token: lessor.access, body: {} })
    const { merchant } = await merchantOf(lessor.id)
    const event = {
      id: 'sbx_evt_dedup_1',
      type: 'account.updated',
      account: merchant!.provider_account_id,
      status: 'pending',
      bank_account_status: 'disapproved',
    }
    const first = await sendSandboxWebhook(event)
    expect(await first.json()).toEqual({ received: true, applied: true })
    expect((await merchantOf(lessor.id)).bank).toMatchObject({ status: 'disapproved' })
    // A replay of the same event after the statuses moved on does not set them back.
    await sendSandboxWebhook({ ...event, id: 'sbx_evt_dedup_2', status: 'live', bank_account_status: 'approved' })
    const replay = await sendSandboxWebhook(event)
    expect(await replay.json()).toEqual({ received: true, applied: false })
    expect((await merchantOf(lessor.id)).merchant).toMatchObject({ status: 'live' })
    expect((await merchantOf(lessor.id)).bank).toMatchObject({ status: 'approved' })
    const stored = await api.payload.count({
      collection: 'payment-events',
      where: { event_id: { equals: 'sbx_evt_dedup_1' } },
      ...asSystem(),
    })
    expect(stored.totalDocs).toBe(1)

    const forged = await fetch(`${api.baseUrl}/payment/webhook/connect/sandbox/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=00`,
      },
      body: JSON.stringify({ ...event, id: 'sbx_evt_forged', status: 'blocked' }),
    })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ error_key: 'invalid_signature' })
    const unknown = await sendSandboxWebhook({ ...event, id: 'sbx_evt_unknown', account: 'sbx_mer_nobody' })
    expect(await unknown.json()).toEqual({ received: true, applied: false })
    const malformed = await sendSandboxWebhook({ ...event, id: 'sbx_evt_bad', status: 'hacked' })
    expect(malformed.status).toBe(400)
    expect((await merchantOf(lessor.id)).merchant).toMatchObject({ status: 'live' })
    // The Stripe route is not served while the sandbox runs.
    const wrong = await fetch(`${api.baseUrl}/payment/webhook/connect/stripe/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(wrong.status).toBe(404)
  })
})

describe('dashboard figures', () => {
  it('shows revenue less 12 % for a campsite, occupancy, arrivals, pending requests and payouts; only its own', async () => {
    const kind = 'campsite' as const
    const lessor = world.lessors[kind]
    const listingId = world.listings[kind]
    // A request the lessor accepts, paid through the sandbox payment page.
    const booked = await api.request('POST', `/reservation/${kind}/booking/travel/`, {
      token: world.traveler.access,
      body: bookingBody(world, kind, 3, 6),
    })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const bookingId = booked.body.id as string
    const accepted = await api.request('PATCH', `/reservation/${kind}/booking/lease/accept/${bookingId}/`, {
      token: lessor.access,
    })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    const payment = await api.request('POST', `/reservation/${kind}/booking/travel/payment/`, {
      token: world.traveler.access,
      body: { booking_request: bookingId, payment_method: 'creditcard' },
    })
    expect(payment.status, JSON.stringify(payment.body)).toBe(200)
    const paid = await fetch(payment.body.redirect_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
    })
    expect(paid.status).toBe(303)
    const booking = await api.payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, ...asSystem() })
    const paidCents = booking.paid_in_cents ?? 0
    expect(paidCents).toBeGreaterThan(0)

    // The lessor's booking view carries their payout; the traveler's does not.
    const view = await api.request('GET', `/reservation/${kind}/booking/lease/${bookingId}/`, { token: lessor.access })
    const fee = Math.round((paidCents * 12) / 100)
    expect(view.body).toMatchObject({
      paid_in_cents: paidCents,
      commission_percent: 12,
      application_fee_in_cents: fee,
      lessor_payout_in_cents: paidCents - fee,
    })
    const travelerView = await api.request('GET', `/reservation/${kind}/booking/travel/${bookingId}/`, {
      token: world.traveler.access,
    })
    expect(travelerView.body).not.toHaveProperty('lessor_payout_in_cents')

    // Known payments beside it: a refund of 10.00 this month, a payment of 200.00 two months ago,
    // a failed attempt (not revenue) and another lessor's payment (not theirs).
    const now = Math.floor(Date.now() / 1000)
    const thisMonth = monthOf(nightKeyOf(now, 'UTC'))
    const twoMonthsAgo = addMonths(thisMonth, -2)
    const base = {
      user: world.traveler.id,
      provider: 'sandbox' as const,
      currency_code: 'EUR',
    }
    const record = (data: Record<string, unknown>) =>
      api.payload.create({ collection: 'transactions', data: { ...base, ...data } as never, ...asSystem() })
    await record({
      booking: bookingId,
      kind: 'refund',
      status: 'succeeded',
      amount_in_cents: 1000,
      total_in_cents: 1000,
      date_ts: now - 60,
    })
    await record({
      booking: bookingId,
      kind: 'charge',
      status: 'succeeded',
      amount_in_cents: 20_000,
      total_in_cents: 20_000,
      date_ts: Math.floor(Date.parse(`${twoMonthsAgo}T12:00:00Z`) / 1000),
    })
    await record({
      booking: bookingId,
      kind: 'charge',
      status: 'failed',
      amount_in_cents: 99_900,
      total_in_cents: 99_900,
      date_ts: now - 30,
    })
    // Two nights closed by hand, and a second request still waiting for an answer.
    const closed = await api.request('POST', `/listing/${kindPath(kind)}/${listingId}/manual-reservation/`, {
      token: lessor.access,
      body: { start_timestamp: noonIn(10), end_timestamp: noonIn(12), comment: 'Maintenance' },
    })
    expect(closed.status, JSON.stringify(closed.body)).toBe(201)
    const waiting = await api.request('POST', `/reservation/${kind}/booking/travel/`, {
      token: world.traveler.access,
      body: bookingBody(world, kind, 20, 22),
    })
    expect(waiting.status).toBe(201)

    const dashboard = await api.request('GET', '/lessor/dashboard/', { token: lessor.access })
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200)
    const body = dashboard.body
    expect(body).toMatchObject({ currency: 'EUR', commission_percent: 12 })
    expect(body.revenue.months).toHaveLength(12)
    const month = (key: string) => body.revenue.months.find((m: { month: string }) => m.month === key.slice(0, 7))
    expect(body.revenue.months.at(-1).month).toBe(thisMonth.slice(0, 7))
    expect(month(thisMonth)).toEqual({
      month: thisMonth.slice(0, 7),
      paid_in_cents: paidCents,
      refunded_in_cents: 1000,
      commission_in_cents: fee - 120,
      revenue_in_cents: paidCents - 1000 - (fee - 120),
    })
    expect(month(twoMonthsAgo)).toEqual({
      month: twoMonthsAgo.slice(0, 7),
      paid_in_cents: 20_000,
      refunded_in_cents: 0,
      commission_in_cents: 2400,
      revenue_in_cents: 17_600,
    })
    expect(body.revenue.totals).toEqual({
      paid_in_cents: paidCents + 20_000,
      refunded_in_cents: 1000,
      commission_in_cents: fee - 120 + 2400,
      revenue_in_cents: paidCents + 20_000 - 1000 - (fee - 120 + 2400),
    })
    // Next 30 nights: 3 booked, 2 requested (held), 2 closed by hand → 5 of 28 available nights.
    expect(body.occupancy.window_nights).toBe(30)
    expect(body.occupancy.listings).toEqual([
      {
        listing_id: listingId,
        title: 'Bookable campsite',
        kind,
        booked_nights: 5,
        blocked_nights: 2,
        available_nights: 28,
        occupancy_percent: 18,
      },
    ])
    expect(body.upcoming_arrivals.map((b: { id: string }) => b.id)).toEqual([bookingId])
    expect(body.upcoming_arrivals[0]).toMatchObject({ listing_title: 'Bookable campsite', pickup_timestamp: noonIn(3) })
    expect(body.pending_requests).toHaveLength(1)
    expect(body.pending_requests[0]).toMatchObject({
      id: waiting.body.id,
      status: 'PENDING',
      acception_deadline_timestamp: expect.any(Number),
    })
    expect(body.payouts.merchant).toMatchObject({ provider: 'sandbox' })
    expect(body.payouts.recent).toHaveLength(3)
    expect(body.payouts.recent.find((p: { kind: string }) => p.kind === 'refund')).toMatchObject({
      booking_id: bookingId,
      listing_title: 'Bookable campsite',
      amount_in_cents: -1000,
      commission_in_cents: -120,
      payout_in_cents: -880,
    })
    expect(body.payouts.recent.find((p: { amount_in_cents: number }) => p.amount_in_cents === paidCents)).toMatchObject(
      {
        kind: 'charge',
        commission_in_cents: fee,
        payout_in_cents: paidCents - fee,
        status: 'succeeded',
      },
    )
    expect(body.payouts.recent.map((p: { amount_in_cents: number }) => p.amount_in_cents)).not.toContain(99_900)

    // The other campsite lessor sees none of it.
    const other = await api.request('GET', '/lessor/dashboard/', { token: world.otherLessors[kind].access })
    expect(other.body.revenue.totals.paid_in_cents).toBe(0)
    expect(other.body.occupancy.listings).toEqual([])
    expect(other.body.upcoming_arrivals).toEqual([])
    expect(other.body.pending_requests).toEqual([])
    expect(other.body.payouts.recent).toEqual([])
  })

  it('an RV lessor pays no commission on bookings', async () => {
    const rv = await api.request('GET', '/lessor/dashboard/', { token: world.lessors.recreational_vehicle.access })
    expect(rv.body.commission_percent).toBe(0)
  })
})

/**
 * Stripe Connect against recorded requests: the SDK runs for real with a fetch of our own that
 * records every call and answers like Stripe's API.
 */
describe('Stripe Connect', () => {
  type Recorded = { method: string; path: string; params: URLSearchParams; headers: Headers }
  const recorded: Recorded[] = []
  const WEBHOOK_SECRET = 'whsec_test_connect'
  let stripeApi: TestApi
  let provider: StripeConnectProvider
  let accountState: Partial<Stripe.Account> = {}
  let counter = 0

  const fakeStripeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const params = new URLSearchParams(String(init?.body ?? ''))
    recorded.push({ method: init?.method ?? 'GET', path: url.pathname, params, headers: new Headers(init?.headers) })
    counter += 1
    const json = (body: object, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', 'request-id': `req_${counter}` },
      })
    if (url.pathname === '/v1/accounts' && init?.method === 'POST') {
      return json({ id: 'acct_test_lessor', object: 'account', charges_enabled: false, payouts_enabled: false })
    }
    if (url.pathname === '/v1/account_links') {
      return json({
        object: 'account_link',
        url: `https://connect.stripe.com/setup/e/${params.get('account')}/link${counter}`,
        created: 1_800_000_000,
        expires_at: 1_800_000_300,
      })
    }
    if (url.pathname.startsWith('/v1/accounts/')) {
      return json({ id: url.pathname.split('/').at(-1), object: 'account', ...accountState })
    }
    return json({ error: { message: 'unexpected call', type: 'invalid_request_error' } }, 400)
  }

  beforeAll(async () => {
    stripeApi = await startTestApi({
      env: {
        siteUrl: 'http://site.test',
        stripeSecretKey: 'sk_test_driftway',
        stripeWebhookSecret: 'whsec_other',
        stripeConnectWebhookSecret: WEBHOOK_SECRET,
      },
    })
    provider = new StripeConnectProvider('sk_test_driftway', WEBHOOK_SECRET, {
      httpClient: Stripe.createFetchHttpClient(fakeStripeFetch as typeof fetch),
    })
    // The server built its provider from the env; the tests swap in the one with the recording fetch.
    ;(stripeApi.app as unknown as { payments: StripeConnectProvider }).payments = provider
  })
  afterAll(async () => {
    await stripeApi?.stop()
  })

  const sendStripeWebhook = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event)
    const header = provider.stripe.webhooks.generateTestHeaderString({ payload, secret })
    return fetch(`${stripeApi.baseUrl}/payment/webhook/connect/stripe/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    })
  }

  it('creates the Express account once, links to Stripe onboarding, and follows account.updated', async () => {
    const lessor = await createSignedInUser(stripeApi, {
      role: 3,
      profile: { is_profile_completed: true, company_country_code_iso2: 'DE' },
    })
    const first = await stripeApi.request('POST', '/subscription/connect-account/', { token: lessor.access, body: {} })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.account_link_obj).toEqual({
      object: 'account_link',
      url: expect.stringMatching(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_test_lessor\//),
      created: 1_800_000_000,
      expires_at: 1_800_000_300,
    })
    expect(first.body.merchant).toMatchObject({ provider: 'stripe', status: 'new', bank_account: { status: 'new' } })
    const created = recorded.find((r) => r.path === '/v1/accounts' && r.method === 'POST')!
    expect(created.headers.get('idempotency-key')).toBe(`connect-account-${lessor.id}`)
    expect(created.params.get('type')).toBe('express')
    expect(created.params.get('country')).toBe('DE')
    expect(created.params.get('capabilities[transfers][requested]')).toBe('true')
    expect(created.params.get('metadata[user_id]')).toBe(lessor.id)
    const link = recorded.find((r) => r.path === '/v1/account_links')!
    expect(Object.fromEntries(link.params)).toEqual({
      account: 'acct_test_lessor',
      type: 'account_onboarding',
      return_url: 'http://site.test/payouts/connect/return',
      refresh_url: 'http://site.test/payouts/connect/refresh',
    })

    // A second call (an expired link) opens a new link, not a second account.
    const before = recorded.length
    const again = await stripeApi.request('POST', '/subscription/connect-account/', { token: lessor.access, body: {} })
    expect(again.status).toBe(200)
    expect(recorded.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/account_links'])

    // Stripe reports the finished onboarding: the event names the account; its state is read fresh.
    accountState = {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      external_accounts: {
        object: 'list',
        data: [{ id: 'ba_1', object: 'bank_account', status: 'verified', last4: '3000', currency: 'eur' } as never],
        has_more: false,
        url: '/v1/accounts/acct_test_lessor/external_accounts',
      },
    }
    const event = {
      id: 'evt_account_1',
      object: 'event',
      type: 'account.updated',
      account: 'acct_test_lessor',
      created: 1_800_000_100,
      data: { object: { id: 'acct_test_lessor', object: 'account', charges_enabled: false } },
    }
    const beforeWebhook = recorded.length
    const applied = await sendStripeWebhook(event)
    expect(await applied.json()).toEqual({ received: true, applied: true })
    expect(recorded.slice(beforeWebhook).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/accounts/acct_test_lessor',
    ])
    const [merchant] = (
      await stripeApi.payload.find({
        collection: 'merchants',
        where: { user: { equals: lessor.id } },
        depth: 0,
        ...asSystem(),
      })
    ).docs
    expect(merchant).toMatchObject({ status: 'live', merged_status: 'live', provider_account_id: 'acct_test_lessor' })

    // The same event again: acknowledged, not applied, Stripe not asked.
    const beforeReplay = recorded.length
    expect(await (await sendStripeWebhook(event)).json()).toEqual({ received: true, applied: false })
    expect(recorded.length).toBe(beforeReplay)
    // Signed with another secret, or another event type.
    expect((await sendStripeWebhook({ ...event, id: 'evt_x' }, 'whsec_wrong')).status).toBe(400)
    expect(await (await sendStripeWebhook({ ...event, id: 'evt_y', type: 'payout.paid' })).json()).toEqual({
      received: true,
      applied: false,
    })

    // Back from onboarding: the callback reads the account from Stripe.
    accountState = {
      ...accountState,
      payouts_enabled: false,
      requirements: { disabled_reason: 'rejected.fraud' } as never,
    }
    const callback = await stripeApi.request(
      'POST',
      '/subscription/connect/stripe/callback/?account=acct_test_lessor',
      { token: lessor.access },
    )
    expect(callback.body).toMatchObject({
      provider: 'stripe',
      status: 'blocked',
      merged_status: { status: 'blocked' },
      onboarding_complete: false,
    })
  })

  it('a sandbox merchant cannot be onboarded at Stripe', async () => {
    const lessor = await createLessor(stripeApi, 'boat', { ready: true })
    const answer = await stripeApi.request('POST', '/subscription/connect-account/', { token: lessor.access, body: {} })
    expect(answer).toMatchObject({ status: 409, body: { error_key: 'merchant_other_provider' } })
  })
})
