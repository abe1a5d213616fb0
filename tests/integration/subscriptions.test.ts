import { inflateSync } from 'node:zlib'
import { SANDBOX_SIGNATURE_HEADER } from '@driftway/api/payments/sandbox-checkout'
import type { BillingEvent } from '@driftway/api/subscriptions/provider'
import type { SandboxBilling } from '@driftway/api/subscriptions/sandbox-provider'
import { StripeBilling } from '@driftway/api/subscriptions/stripe-provider'
import { asStaff, asSystem } from '@driftway/collections'
import type { Plan } from '@driftway/collections/payload-types'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { createCatalog, createCompleteListing, createLessor, giveMerchant, type Kind } from './support/lessor'
import { type MailCatcher, startMailCatcher } from './support/mail'

/**
 * Subscription plans and billing of RV lessors (accounts §2, §4, §6, §7; issue 14; decision 0069):
 * every route with its authorization matrix, the sandbox's hosted checkout and payment-method
 * pages, proration, cancel at term end, the free plan, trials, the plan limit on publishing,
 * webhook deduplication, invoice PDFs for their owner only, and Stripe Billing against recorded
 * requests with SDK-signed webhooks (no network).
 */
let api: TestApi
let mail: MailCatcher
let catalog: Awaited<ReturnType<typeof createCatalog>>
const plans = {} as Record<'free' | 'basic' | 'pro' | 'tiny', Plan>
const now = () => Math.floor(Date.now() / 1000)
const DAY = 86_400

beforeAll(async () => {
  mail = await startMailCatcher()
  api = await startTestApi({ env: { smtpUrl: mail.url } })
  catalog = await createCatalog(api)
  const plan = async (data: Partial<Plan> & { name: string }) =>
    (await api.payload.create({
      collection: 'plans',
      data: { currency: 'EUR', interval: 'month', description: ['Listings', 'Support'], ...data } as never,
      ...asSystem(),
    })) as Plan
  plans.free = await plan({ name: 'Free', listing_number: 1, price_in_cents_without_vat: 0, is_free: true })
  plans.basic = await plan({
    name: 'Basic',
    listing_number: 2,
    price_in_cents_without_vat: 2900,
    trial_days: 14,
    sort_order: 1,
    provider_price_id: 'price_basic',
  })
  plans.pro = await plan({
    name: 'Pro',
    listing_number: 5,
    price_in_cents_without_vat: 7900,
    sort_order: 2,
    provider_price_id: 'price_pro',
  })
  plans.tiny = await plan({ name: 'Tiny', listing_number: 1, price_in_cents_without_vat: 900, sort_order: 3 })
})
afterAll(async () => {
  await api?.stop()
  await mail?.stop()
})

const id = (plan: Plan) => String(plan.id)

/** The text lines a PDF shows: its Flate streams inflated, each TJ array's hex strings joined (WinAnsi). */
function pdfText(pdf: Buffer): string[] {
  const lines: string[] = []
  const source = pdf.toString('latin1')
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/gs)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('')
      lines.push(new TextDecoder('windows-1252').decode(Buffer.from(hex, 'hex')))
    }
  }
  return lines
}

/** An RV lessor who may publish except for the plan: completed profile and a payout merchant. */
async function rvLessor() {
  const user = await createLessor(api, 'recreational_vehicle', { profile: { is_profile_completed: true } })
  await giveMerchant(api, user)
  return user
}

const publish = (user: TestUser, listingId: string) =>
  api.request('PATCH', `/listing/recreational_vehicle/my/${listingId}/publish/`, { token: user.access })

async function drafts(user: TestUser, count: number) {
  const ids: string[] = []
  for (let i = 0; i < count; i++) ids.push((await createCompleteListing(api, user, 'recreational_vehicle', catalog)).id)
  return ids
}

/** Follows the sandbox's hosted checkout like a browser: the page, then the choice (303 back to the site). */
async function completeSandboxCheckout(redirectUrl: string, choice: 'card' | 'sepa' | 'decline' | 'cancel' = 'card') {
  const page = await fetch(redirectUrl)
  expect(page.status).toBe(200)
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
  const html = await page.text()
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice }),
    redirect: 'manual',
  })
  return { html, answer }
}

async function subscribeThroughCheckout(user: TestUser, plan: Plan, choice: 'card' | 'sepa' = 'card') {
  const opened = await api.request('POST', '/subscription/user-subscription/', {
    token: user.access,
    body: { plan: id(plan) },
  })
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  const { answer } = await completeSandboxCheckout(opened.body.redirect_url, choice)
  expect(answer.status).toBe(303)
  return new URL(answer.headers.get('location')!).searchParams.get('subscription_session')!
}

const active = async (user: TestUser) =>
  (await api.request('GET', '/subscription/user-subscription/active/', { token: user.access })).body
const history = async (user: TestUser, query = '') =>
  (await api.request('GET', `/user/transactions-history/${query}`, { token: user.access })).body

/** Moves the stored term (the sandbox's clock): `startAgo` days ago to `endIn` days ahead. */
async function setTerm(subscriptionId: string, startAgo: number, endIn: number, extra: Record<string, unknown> = {}) {
  await api.payload.update({
    collection: 'subscriptions',
    id: subscriptionId,
    data: {
      status: 'active',
      trial_end_ts: null,
      current_term_start_ts: now() - startAgo * DAY,
      current_term_end_ts: now() + endIn * DAY,
      ...extra,
    },
    ...asSystem(),
  })
}

describe('authorization matrix', () => {
  const routes: { method: string; path: string; body?: object }[] = [
    { method: 'GET', path: '/subscription/' },
    { method: 'POST', path: '/subscription/user-subscription/', body: { plan: 'x' } },
    { method: 'POST', path: '/subscription/create-subscription/', body: { plan: 'x' } },
    { method: 'GET', path: '/subscription/user-subscription/active/' },
    { method: 'PATCH', path: '/subscription/user-subscription/active/', body: { plan: 'x' } },
    { method: 'DELETE', path: '/subscription/user-subscription/active/' },
    { method: 'GET', path: '/subscription/success-session/?session_id=x' },
    { method: 'GET', path: '/subscription/get/default-payment-method/' },
    { method: 'POST', path: '/subscription/change-payment-method/' },
    { method: 'GET', path: '/user/transactions-history/' },
    { method: 'GET', path: '/user/transactions-history/x/invoice/' },
  ]

  it('anonymous callers get 401 everywhere', async () => {
    for (const route of routes) {
      const response = await api.request(route.method, route.path, { body: route.body })
      expect({ ...route, status: response.status }).toEqual({ ...route, status: 401 })
      expect(response.body).toMatchObject({ error_key: expect.any(String), error_msg: expect.any(String) })
    }
  })

  it('travelers, campsite and boat lessors get 403 plans_rv_lessors_only (GET /subscription/ shows them the commission)', async () => {
    const traveler = await createSignedInUser(api, { role: 1 })
    const campsite = await createLessor(api, 'campsite' as Kind)
    const boat = await createLessor(api, 'boat' as Kind)
    for (const [user, commission] of [
      [traveler, 0],
      [campsite, 12],
      [boat, 12],
    ] as const) {
      for (const route of routes.slice(1)) {
        const response = await api.request(route.method, route.path, { token: user.access, body: route.body })
        expect({ ...route, role: user.role, status: response.status, key: response.body?.error_key }).toEqual({
          ...route,
          role: user.role,
          status: 403,
          key: 'plans_rv_lessors_only',
        })
      }
      const listed = await api.request('GET', '/subscription/', { token: user.access })
      expect(listed.status).toBe(200)
      expect(listed.body).toMatchObject({ can_subscribe: false, commission_percent: commission, current_plan: null })
      expect(listed.body.plans.map((plan: { plan_name: string }) => plan.plan_name)).toEqual([
        'Free',
        'Basic',
        'Pro',
        'Tiny',
      ])
    }
  })

  it('an RV lessor without a plan: plans with trials, nothing live, nothing on file, nothing to cancel', async () => {
    const lessor = await rvLessor()
    const listed = await api.request('GET', '/subscription/', { token: lessor.access })
    expect(listed.body).toMatchObject({ can_subscribe: true, commission_percent: 0, current_plan: null })
    expect(listed.body.plans.find((plan: { id: string }) => plan.id === id(plans.basic))).toMatchObject({
      plan_name: 'Basic',
      listing_number: 2,
      price_in_cents_without_vat: 2900,
      currency: 'EUR',
      interval: 'month',
      trial_days: 14,
      is_free: false,
      description: ['Listings', 'Support'],
    })
    expect(await active(lessor)).toBeNull()
    const method = await api.request('GET', '/subscription/get/default-payment-method/', { token: lessor.access })
    expect(method).toMatchObject({ status: 200, body: { payment_method: null } })
    expect(await history(lessor)).toEqual({ count: 0, page: 1, page_size: 5, subscription_transactions: [] })
    const expectations: [string, string, object | undefined, number, string][] = [
      ['PATCH', '/subscription/user-subscription/active/', { plan: id(plans.pro) }, 404, 'no_active_subscription'],
      ['DELETE', '/subscription/user-subscription/active/', undefined, 404, 'no_active_subscription'],
      ['GET', '/subscription/success-session/?session_id=nope', undefined, 404, 'session_not_found'],
      ['POST', '/subscription/change-payment-method/', undefined, 409, 'no_billing_account'],
      ['GET', '/user/transactions-history/nope/invoice/', undefined, 404, 'transaction_not_found'],
      ['POST', '/subscription/user-subscription/', { plan: 'nope' }, 404, 'plan_not_found'],
      ['POST', '/subscription/user-subscription/', { plan: '' }, 400, 'validation_error'],
      ['POST', '/subscription/create-subscription/', {}, 400, 'validation_error'],
    ]
    for (const [method, path, body, status, key] of expectations) {
      const response = await api.request(method, path, { token: lessor.access, body })
      expect({ method, path, status: response.status, key: response.body?.error_key }).toEqual({
        method,
        path,
        status,
        key: key === 'validation_error' ? response.body?.error_key : key,
      })
      if (status === 400) expect(response.body.error_key).toEqual(expect.any(String))
    }
  })

  it('plans are edited in the admin by administrators only; support reads subscriptions, editors do not', async () => {
    const staff = async (role: 'admin' | 'editor' | 'support') => {
      const doc = await api.payload.create({
        collection: 'staff',
        data: { email: `${role}-billing@driftway.test`, password: 'Staff-Secret-123', staff_role: role } as never,
        ...asSystem(),
      })
      return { ...(doc as unknown as { id: string; staff_role: string }), id: String(doc.id) }
    }
    const admin = await staff('admin')
    const editor = await staff('editor')
    const support = await staff('support')
    // Administrators may, on a fresh sign-in (plans' prices are money settings, decision 0024).
    const signedIn = (at: number) => ({ ...admin, _sid: 's1', sessions: [{ id: 's1', createdAt: new Date(at) }] })
    const renamed = await api.payload.update({
      collection: 'plans',
      id: plans.tiny.id,
      data: { description: ['One campervan'] },
      ...asStaff(signedIn(Date.now())),
    })
    expect(renamed.description).toEqual(['One campervan'])
    await expect(
      api.payload.update({
        collection: 'plans',
        id: plans.tiny.id,
        data: { name: 'Stale' },
        ...asStaff(signedIn(Date.now() - 3_600_000)),
      }),
    ).rejects.toThrow(/sign in again/)
    await expect(
      api.payload.update({ collection: 'plans', id: plans.tiny.id, data: { name: 'Hacked' }, ...asStaff(editor) }),
    ).rejects.toThrow()
    await expect(
      api.payload.update({
        collection: 'plans',
        id: plans.tiny.id,
        data: { price_in_cents_without_vat: 1 },
        ...asStaff(support),
      }),
    ).rejects.toThrow()
    await expect(api.payload.find({ collection: 'subscriptions', ...asStaff(support) })).resolves.toBeTruthy()
    await expect(api.payload.find({ collection: 'subscriptions', ...asStaff(editor) })).rejects.toThrow()
  })
})

describe('sandbox checkout, trial and the plan limit on publishing', () => {
  let lessor: TestUser
  let listingIds: string[]
  let sessionId: string

  it('without a plan drafts are kept but not published', async () => {
    lessor = await rvLessor()
    listingIds = await drafts(lessor, 3)
    const refused = await publish(lessor, listingIds[0]!)
    expect(refused).toMatchObject({ status: 403, body: { error_key: 'subscription_required' } })
  })

  it('POST user-subscription/ opens the hosted checkout; a repeat opens the same page', async () => {
    const first = await api.request('POST', '/subscription/user-subscription/', {
      token: lessor.access,
      body: { plan: id(plans.basic) },
    })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ subscription: null, change: null })
    expect(first.body.redirect_url).toMatch(/\/subscription\/sandbox\/checkout\/sbx_cs_[0-9a-f]{32}\/$/)
    const again = await api.request('POST', '/subscription/user-subscription/', {
      token: lessor.access,
      body: { plan: id(plans.basic) },
    })
    expect(again.body.redirect_url).toBe(first.body.redirect_url)
    sessionId = first.body.redirect_url.split('/').at(-2)
    const open = await api.request('GET', `/subscription/success-session/?session_id=${sessionId}`, {
      token: lessor.access,
    })
    expect(open.body).toEqual({ status: 'open', subscription: null })

    const declined = await fetch(first.body.redirect_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'decline' }),
    })
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('declined')
    expect(await active(lessor)).toBeNull()

    const { html, answer } = await completeSandboxCheckout(first.body.redirect_url, 'card')
    expect(html).toContain('Basic plan')
    expect(html).toContain('14 days free')
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(
      `${api.app.ctx.env.siteUrl}/profile?tab=billing&subscription_session=${sessionId}`,
    )
  })

  it('the completed session shows the trialing plan with the card on file and a trial invoice', async () => {
    const done = await api.request('GET', `/subscription/success-session/?session_id=${sessionId}`, {
      token: lessor.access,
    })
    expect(done.body.status).toBe('complete')
    const subscription = done.body.subscription
    expect(subscription).toMatchObject({
      status: 'trialing',
      is_cancelled: false,
      used_listing_items: 0,
      credit_in_cents: 0,
      subscription: { id: id(plans.basic), plan_name: 'Basic', listing_number: 2, is_free: false },
      payment_method: {
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        sepa_debit: null,
      },
    })
    expect(subscription.trial_end_ts).toBeGreaterThan(now() + 13 * DAY)
    expect(subscription.current_term_end_ts).toBe(subscription.trial_end_ts)
    const rows = await history(lessor)
    expect(rows.count).toBe(1)
    expect(rows.subscription_transactions[0]).toMatchObject({
      amount_in_cents: 2900,
      total_in_cents: 0,
      currency_code: 'EUR',
      status: 'paid',
      payment_method: 'Visa',
      card_number: '**** **** **** 4242',
      description: 'Basic plan (trial)',
    })
    expect(rows.subscription_transactions[0].invoice_pdf).toBe(
      `${api.baseUrl}/user/transactions-history/${rows.subscription_transactions[0].id}/invoice/`,
    )
    // The hosted page of a completed checkout takes no second subscription.
    const page = await (await fetch(`${api.baseUrl}/subscription/sandbox/checkout/${sessionId}/`)).text()
    expect(page).toContain('already complete')
    const second = await api.request('POST', '/subscription/user-subscription/', {
      token: lessor.access,
      body: { plan: id(plans.pro) },
    })
    expect(second).toMatchObject({ status: 409, body: { error_key: 'subscription_exists' } })
  })

  it('publishes up to listing_number; used_listing_items is counted live', async () => {
    expect((await publish(lessor, listingIds[0]!)).status).toBe(200)
    expect((await publish(lessor, listingIds[1]!)).status).toBe(200)
    const third = await publish(lessor, listingIds[2]!)
    expect(third).toMatchObject({ status: 403, body: { error_key: 'listing_limit_reached' } })
    expect(third.body.error_msg).toContain('allows 2 published listings')
    expect((await active(lessor)).used_listing_items).toBe(2)
    // Taking one offline frees a place at once.
    await api.request('PATCH', `/listing/recreational_vehicle/my/${listingIds[1]}/`, {
      token: lessor.access,
      body: { is_draft: true },
    })
    expect((await active(lessor)).used_listing_items).toBe(1)
    expect((await publish(lessor, listingIds[1]!)).status).toBe(200)
  })

  it('the invoice PDF is a real PDF, for its owner only', async () => {
    const row = (await history(lessor)).subscription_transactions[0]
    const pdf = await fetch(row.invoice_pdf, { headers: { authorization: `Bearer ${lessor.access}` } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="driftway-invoice-SBX-/)
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF')
    const text = pdfText(bytes)
    expect(text).toEqual(
      expect.arrayContaining(['Invoice', `No. ${row.invoice_number}`, 'Status Paid', 'Basic plan (trial)', 'Total']),
    )
    expect(text).toContain(`Paid with Visa **** **** **** 4242.`)
    expect(text.filter((line) => line === '€0')).toHaveLength(1)

    const other = await rvLessor()
    const stranger = await fetch(row.invoice_pdf, { headers: { authorization: `Bearer ${other.access}` } })
    expect(stranger.status).toBe(404)
    expect((await stranger.json()).error_key).toBe('transaction_not_found')
    expect((await fetch(row.invoice_pdf)).status).toBe(401)
    const traveler = await createSignedInUser(api, { role: 1 })
    expect((await fetch(row.invoice_pdf, { headers: { authorization: `Bearer ${traveler.access}` } })).status).toBe(403)
  })

  it('upgrades charge the prorated rest of the term now; downgrades credit it and never go below usage', async () => {
    const live = await active(lessor)
    await setTerm(live.id, 10, 20)
    const preview = await api.request('POST', '/subscription/create-subscription/', {
      token: lessor.access,
      body: { plan: id(plans.pro) },
    })
    expect(preview.status).toBe(200)
    expect(preview.body.redirect_url).toBeNull()
    expect(preview.body.subscription.subscription.plan_name).toBe('Basic')
    expect(preview.body.change).toMatchObject({ plan: id(plans.pro), direction: 'upgrade', currency: 'EUR' })
    // (7900 − 2900) × 20 / 30 days left.
    expect(Math.abs(preview.body.change.proration_in_cents - 3333)).toBeLessThanOrEqual(2)
    expect((await active(lessor)).subscription.plan_name).toBe('Basic')

    const upgraded = await api.request('PATCH', '/subscription/user-subscription/active/', {
      token: lessor.access,
      body: { plan: id(plans.pro) },
    })
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200)
    expect(upgraded.body.subscription.subscription).toMatchObject({ plan_name: 'Pro', listing_number: 5 })
    const charged = upgraded.body.change.proration_in_cents
    const rows = await history(lessor)
    expect(rows.count).toBe(2)
    expect(rows.subscription_transactions[0]).toMatchObject({
      amount_in_cents: charged,
      total_in_cents: charged,
      status: 'paid',
      description: 'Upgrade from Basic to Pro (rest of the term)',
    })
    expect((await publish(lessor, listingIds[2]!)).status).toBe(200)

    const belowUsage = await api.request('PATCH', '/subscription/user-subscription/active/', {
      token: lessor.access,
      body: { plan: id(plans.basic) },
    })
    expect(belowUsage).toMatchObject({ status: 409, body: { error_key: 'plan_below_usage' } })
    expect(belowUsage.body.error_msg).toContain('Unpublish 1')
    await api.request('PATCH', `/listing/recreational_vehicle/my/${listingIds[2]}/`, {
      token: lessor.access,
      body: { is_draft: true },
    })
    const downgraded = await api.request('PATCH', '/subscription/user-subscription/active/', {
      token: lessor.access,
      body: { plan: id(plans.basic) },
    })
    expect(downgraded.status, JSON.stringify(downgraded.body)).toBe(200)
    expect(downgraded.body.change.direction).toBe('downgrade')
    expect(downgraded.body.change.proration_in_cents).toBeLessThan(-3000)
    expect(downgraded.body.subscription.credit_in_cents).toBe(-downgraded.body.change.proration_in_cents)
    expect((await history(lessor)).count).toBe(2)
    const toFree = await api.request('PATCH', '/subscription/user-subscription/active/', {
      token: lessor.access,
      body: { plan: id(plans.free) },
    })
    expect(toFree).toMatchObject({ status: 409, body: { error_key: 'paid_plan_live' } })
  })

  it('renews at term end, taking the credit off the invoice', async () => {
    const live = await active(lessor)
    const credit = live.credit_in_cents
    await setTerm(live.id, 31, -1, { credit_in_cents: credit })
    const renewed = await active(lessor)
    expect(renewed.current_term_end_ts).toBeGreaterThan(now() + 25 * DAY)
    expect(renewed.credit_in_cents).toBe(Math.max(0, credit - 2900))
    const rows = await history(lessor)
    expect(rows.count).toBe(3)
    expect(rows.subscription_transactions[0]).toMatchObject({
      amount_in_cents: 2900,
      total_in_cents: Math.max(0, 2900 - credit),
      status: 'paid',
    })
    // Looking again bills nothing twice.
    await active(lessor)
    expect((await history(lessor)).count).toBe(3)
  })

  it('pages the history five at a time', async () => {
    const page2 = await history(lessor, '?page=2')
    expect(page2).toMatchObject({ count: 3, page: 2, page_size: 5, subscription_transactions: [] })
    const small = await history(lessor, '?page=2&page_size=2')
    expect(small.subscription_transactions).toHaveLength(1)
    expect((await api.request('GET', '/user/transactions-history/?page=0', { token: lessor.access })).status).toBe(400)
  })

  it('cancels at the end of the term; PATCH with the plan resumes; after the term publishing stops', async () => {
    const cancelled = await api.request('DELETE', '/subscription/user-subscription/active/', { token: lessor.access })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ is_cancelled: true, status: 'active' })
    const again = await api.request('DELETE', '/subscription/user-subscription/active/', { token: lessor.access })
    expect(again.body.is_cancelled).toBe(true)
    const resumed = await api.request('PATCH', '/subscription/user-subscription/active/', {
      token: lessor.access,
      body: { plan: id(plans.basic) },
    })
    expect(resumed.body.subscription.is_cancelled).toBe(false)
    expect(resumed.body.change).toMatchObject({ direction: 'same', proration_in_cents: 0 })
    await api.request('DELETE', '/subscription/user-subscription/active/', { token: lessor.access })
    const live = await active(lessor)
    const invoices = (await history(lessor)).count
    await setTerm(live.id, 31, -1, { is_cancelled: true })
    expect(await active(lessor)).toBeNull()
    expect((await history(lessor)).count).toBe(invoices)
    expect((await publish(lessor, listingIds[2]!)).body.error_key).toBe('subscription_required')
    // Drafts are still allowed without a plan.
    expect((await drafts(lessor, 1)).length).toBe(1)
  })

  it('create-subscription/ with a method on file starts at once (no second trial) and charges it', async () => {
    // The provider failing first: 502, and the attempt's record is not left looking live.
    const provider = api.app.billing.provider
    const start = provider.start
    provider.start = async () => {
      throw new Error('provider down (test)')
    }
    try {
      const failed = await api.request('POST', '/subscription/create-subscription/', {
        token: lessor.access,
        body: { plan: id(plans.basic) },
      })
      expect(failed.status).toBe(502)
      expect(failed.body.error_key).toBe('payment_provider_error')
      expect(await active(lessor)).toBeNull()
    } finally {
      provider.start = start
    }
    const started = await api.request('POST', '/subscription/create-subscription/', {
      token: lessor.access,
      body: { plan: id(plans.basic) },
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body).toMatchObject({ redirect_url: null, change: null })
    expect(started.body.subscription).toMatchObject({ status: 'active', trial_end_ts: null })
    expect(started.body.subscription.payment_method.card.last4).toBe('4242')
    const row = (await history(lessor)).subscription_transactions[0]
    expect(row).toMatchObject({ amount_in_cents: 2900, total_in_cents: 2900, description: 'Basic plan' })
    // The two campervans still online use the plan's two places.
    expect(started.body.subscription.used_listing_items).toBe(2)
    expect((await publish(lessor, listingIds[2]!)).body.error_key).toBe('listing_limit_reached')
  })

  it('change-payment-method/ needs a fresh sign-in, then saves the new method from the hosted page', async () => {
    await api.payload.update({
      collection: 'auth-sessions',
      where: { user: { equals: lessor.id } },
      data: { authenticated_at_ts: now() - 3600 },
      ...asSystem(),
    })
    const stale = await api.request('POST', '/subscription/change-payment-method/', { token: lessor.access })
    expect(stale).toMatchObject({ status: 403, body: { error_key: 'fresh_sign_in_required' } })
    const fresh = await api.request('POST', '/auth/token/', {
      body: { email: lessor.email, password: lessor.password },
    })
    lessor.access = fresh.body.access
    const opened = await api.request('POST', '/subscription/change-payment-method/', { token: lessor.access })
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    expect(opened.body.verification_url).toMatch(/\/subscription\/sandbox\/setup\/sbx_seti_[0-9a-f]{32}\/$/)
    // The owner hears of it, with the link that locks the account if it was not them.
    const notice = await mail.waitFor({ to: lessor.email, subject: /payment method of your Driftway plan/i })
    expect(notice.text).toMatch(/lock/i)
    const page = await fetch(opened.body.verification_url)
    expect(await page.text()).toContain('New payment method')
    const saved = await fetch(opened.body.verification_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'sepa' }),
      redirect: 'manual',
    })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe(`${api.app.ctx.env.siteUrl}/profile?tab=billing&payment_method=updated`)
    const method = await api.request('GET', '/subscription/get/default-payment-method/', { token: lessor.access })
    expect(method.body.payment_method).toEqual({
      type: 'sepa_debit',
      card: null,
      sepa_debit: { bank_code: '37040044', last4: '3000', country: 'DE' },
    })
    expect((await active(lessor)).payment_method.type).toBe('sepa_debit')
  })
})

describe('the free plan', () => {
  it('starts without a checkout, cannot be cancelled, allows its listings, and a paid checkout replaces it', async () => {
    const lessor = await rvLessor()
    const [first, second] = await drafts(lessor, 2)
    const started = await api.request('POST', '/subscription/user-subscription/', {
      token: lessor.access,
      body: { plan: id(plans.free) },
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body).toMatchObject({
      redirect_url: null,
      change: null,
      subscription: { current_term_end_ts: null, is_cancelled: false, subscription: { is_free: true } },
    })
    expect(
      (await api.request('DELETE', '/subscription/user-subscription/active/', { token: lessor.access })).body.error_key,
    ).toBe('free_plan_not_cancellable')
    expect((await publish(lessor, first!)).status).toBe(200)
    expect((await publish(lessor, second!)).body.error_key).toBe('listing_limit_reached')
    // Nothing on file: moving to a paid plan goes through the checkout.
    const patch = await api.request('PATCH', '/subscription/user-subscription/active/', {
      token: lessor.access,
      body: { plan: id(plans.basic) },
    })
    expect(patch).toMatchObject({ status: 409, body: { error_key: 'payment_method_required' } })
    const prepared = await api.request('POST', '/subscription/create-subscription/', {
      token: lessor.access,
      body: { plan: id(plans.basic) },
    })
    expect(prepared.body.redirect_url).toMatch(/\/subscription\/sandbox\/checkout\//)
    const { answer } = await completeSandboxCheckout(prepared.body.redirect_url, 'sepa')
    expect(answer.status).toBe(303)
    const live = await active(lessor)
    expect(live).toMatchObject({ status: 'trialing', subscription: { plan_name: 'Basic' } })
    expect(live.payment_method.sepa_debit.last4).toBe('3000')
    const records = await api.payload.find({
      collection: 'subscriptions',
      where: { user: { equals: lessor.id } },
      sort: 'createdAt',
      ...asSystem(),
    })
    expect(records.docs.map((doc) => doc.status)).toEqual(['expired', 'trialing'])
    expect((await publish(lessor, second!)).status).toBe(200)
    // A paid plan is live: the free plan waits until it has ended.
    const free = await api.request('POST', '/subscription/create-subscription/', {
      token: lessor.access,
      body: { plan: id(plans.free) },
    })
    expect(free).toMatchObject({ status: 409, body: { error_key: 'paid_plan_live' } })
  })
})

describe('webhooks', () => {
  it('apply each signed event once and refuse a bad signature', async () => {
    const lessor = await rvLessor()
    await subscribeThroughCheckout(lessor, plans.pro)
    const live = await active(lessor)
    const record = await api.payload.findByID({ collection: 'subscriptions', id: live.id, ...asSystem() })
    const sandbox = api.app.billing.provider as SandboxBilling
    const event: BillingEvent = {
      kind: 'invoice',
      event_id: `sbx_evt_test_${Date.now()}`,
      provider_subscription_id: String(record.provider_subscription_id),
      invoice_id: `sbx_in_test_${Date.now()}`,
      invoice_number: 'SBX-TEST-1',
      status: 'paid',
      amount_in_cents: 7900,
      total_in_cents: 7900,
      currency: 'EUR',
      date_ts: now(),
      description: 'Pro plan',
    }
    const send = (rawBody: string, signature: string) =>
      fetch(`${api.baseUrl}/subscription/webhook/sandbox/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        body: rawBody,
      })
    const { rawBody, signature } = sandbox.sign(event)
    const before = (await history(lessor)).count
    expect(await (await send(rawBody, signature)).json()).toEqual({ received: true, applied: true })
    expect(await (await send(rawBody, signature)).json()).toEqual({ received: true, applied: false })
    expect((await history(lessor)).count).toBe(before + 1)
    // The same invoice under a new event id is the same row.
    const replay = sandbox.sign({ ...event, event_id: `${event.event_id}_b` })
    expect(await (await send(replay.rawBody, replay.signature)).json()).toEqual({ received: true, applied: true })
    expect((await history(lessor)).count).toBe(before + 1)

    const forged = await send(rawBody.replace('7900', '1'), signature)
    expect(forged.status).toBe(400)
    expect((await forged.json()).error_key).toBe('invalid_signature')
    expect((await send(rawBody, '')).status).toBe(400)
    expect((await fetch(`${api.baseUrl}/subscription/webhook/stripe/`, { method: 'POST', body: '{}' })).status).toBe(
      404,
    )
  })
})

/**
 * Stripe Billing against recorded requests: the SDK runs for real with a fetch of our own that
 * records each call and answers like Stripe's API; webhooks are the SDK's signed test payloads.
 */
describe('Stripe Billing', () => {
  type Recorded = { method: string; path: string; params: URLSearchParams; headers: Headers }
  const recorded: Recorded[] = []
  const WEBHOOK_SECRET = 'whsec_test_billing'
  const period = { start: now() - DAY, end: now() + 29 * DAY }
  let stripe: StripeBilling
  let sandbox: typeof api.app.billing.provider
  let counter = 0
  const subscriptions = new Map<string, Record<string, unknown>>()
  const card = {
    id: 'pm_card_1',
    object: 'payment_method',
    type: 'card',
    card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2032 },
  }
  const sepa = {
    id: 'pm_sepa_1',
    object: 'payment_method',
    type: 'sepa_debit',
    sepa_debit: { bank_code: '10010010', last4: '6789', country: 'AT' },
  }
  const stripeSubscription = (subscriptionId: string, overrides: Record<string, unknown> = {}) => ({
    id: subscriptionId,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: false,
    trial_end: null,
    customer: 'cus_test_1',
    default_payment_method: card,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_start: period.start,
          current_period_end: period.end,
        },
      ],
    },
    ...subscriptions.get(subscriptionId),
    ...overrides,
  })
  const json = (body: object, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
    })
  const fakeStripeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const params = new URLSearchParams(String(init?.body ?? ''))
    const method = init?.method ?? 'GET'
    recorded.push({ method, path: url.pathname, params, headers: new Headers(init?.headers) })
    counter += 1
    const subscriptionPath = url.pathname.match(/^\/v1\/subscriptions\/(\w+)$/)
    if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
      return json({
        id: `cs_test_${counter}`,
        object: 'checkout.session',
        mode: params.get('mode'),
        url: `https://checkout.stripe.com/c/pay/cs_test_${counter}`,
      })
    }
    if (subscriptionPath && method === 'GET') return json(stripeSubscription(subscriptionPath[1]!))
    if (subscriptionPath && method === 'POST') {
      const changes: Record<string, unknown> = {}
      if (params.has('cancel_at_period_end'))
        changes.cancel_at_period_end = params.get('cancel_at_period_end') === 'true'
      if (params.has('metadata[plan_id]')) changes.metadata = { plan_id: params.get('metadata[plan_id]') }
      subscriptions.set(subscriptionPath[1]!, { ...subscriptions.get(subscriptionPath[1]!), ...changes })
      return json(stripeSubscription(subscriptionPath[1]!))
    }
    if (url.pathname === '/v1/setup_intents/seti_1' && method === 'GET') {
      return json({ id: 'seti_1', object: 'setup_intent', payment_method: sepa })
    }
    if (url.pathname === '/v1/customers/cus_test_1' && method === 'POST') {
      return json({ id: 'cus_test_1', object: 'customer' })
    }
    return json({ error: { type: 'invalid_request_error', message: 'unexpected call' } }, 400)
  }
  let eventCounter = 0
  const deliver = async (type: string, object: object, eventId = `evt_${++eventCounter}`) => {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object },
    })
    const signature = stripe.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const response = await fetch(`${api.baseUrl}/subscription/webhook/stripe/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    })
    return { status: response.status, body: await response.json() }
  }

  beforeAll(() => {
    stripe = new StripeBilling('sk_test_billing', WEBHOOK_SECRET, {
      httpClient: Stripe.createFetchHttpClient(fakeStripeFetch as typeof fetch),
    })
    sandbox = api.app.billing.provider
    api.app.billing.provider = stripe
  })
  afterAll(() => {
    api.app.billing.provider = sandbox
  })

  it('runs a subscription from Stripe Checkout to its end, each call and event as Stripe sees it', async () => {
    const lessor = await rvLessor()
    const tiny = await api.request('POST', '/subscription/user-subscription/', {
      token: lessor.access,
      body: { plan: id(plans.tiny) },
    })
    expect(tiny).toMatchObject({ status: 409, body: { error_key: 'plan_not_available' } })

    const opened = await api.request('POST', '/subscription/user-subscription/', {
      token: lessor.access,
      body: { plan: id(plans.pro) },
    })
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    expect(opened.body.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/)
    const call = recorded.findLast((r) => r.path === '/v1/checkout/sessions')!
    const recordId = call.params.get('metadata[subscription_id]')!
    expect(Object.fromEntries(call.params)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro',
      'line_items[0][quantity]': '1',
      customer_email: lessor.email,
      'subscription_data[metadata][plan_id]': id(plans.pro),
      'subscription_data[metadata][subscription_id]': recordId,
      'metadata[user_id]': lessor.id,
      success_url: `${api.app.ctx.env.siteUrl}/profile?tab=billing&subscription_session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${api.app.ctx.env.siteUrl}/pricing?checkout=cancelled`,
    })
    expect(call.params.has('subscription_data[trial_period_days]')).toBe(false)
    expect(call.headers.get('idempotency-key')).toBe(`subscription-checkout-${recordId}`)
    const sessionId = opened.body.redirect_url.split('/pay/')[1]

    // Stripe's events arrive in any order: the first invoice before the completed checkout.
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      number: 'DW-0001',
      currency: 'eur',
      subtotal: 7900,
      amount_paid: 7900,
      amount_due: 7900,
      created: now(),
      lines: { object: 'list', data: [{ description: '1 × Pro (at €79.00 / month)' }] },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { subscription_id: recordId } },
      },
    }
    expect(await deliver('invoice.paid', invoice)).toMatchObject({ status: 200, body: { applied: true } })
    subscriptions.set('sub_1', { metadata: { plan_id: id(plans.pro), subscription_id: recordId } })
    const completed = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      customer: 'cus_test_1',
      subscription: 'sub_1',
    }
    expect(await deliver('checkout.session.completed', completed, 'evt_completed')).toMatchObject({
      status: 200,
      body: { applied: true },
    })
    expect(await deliver('checkout.session.completed', completed, 'evt_completed')).toMatchObject({
      status: 200,
      body: { applied: false },
    })
    const retrieve = recorded.findLast((r) => r.path === '/v1/subscriptions/sub_1' && r.method === 'GET')!
    expect(retrieve).toBeTruthy()
    const done = await api.request('GET', `/subscription/success-session/?session_id=${sessionId}`, {
      token: lessor.access,
    })
    expect(done.body.status).toBe('complete')
    expect(done.body.subscription).toMatchObject({
      status: 'active',
      current_term_end_ts: period.end,
      subscription: { plan_name: 'Pro' },
      payment_method: { type: 'card', card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2032 } },
    })
    const rows = await history(lessor)
    expect(rows.subscription_transactions).toEqual([
      expect.objectContaining({
        invoice_number: 'DW-0001',
        amount_in_cents: 7900,
        total_in_cents: 7900,
        status: 'paid',
        currency_code: 'EUR',
        description: '1 × Pro (at €79.00 / month)',
      }),
    ])
    const pdf = await fetch(rows.subscription_transactions[0].invoice_pdf, {
      headers: { authorization: `Bearer ${lessor.access}` },
    })
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')

    // Downgrade: Stripe prorates into the next invoice.
    const downgraded = await api.request('PATCH', '/subscription/user-subscription/active/', {
      token: lessor.access,
      body: { plan: id(plans.basic) },
    })
    expect(downgraded.status, JSON.stringify(downgraded.body)).toBe(200)
    const update = recorded.findLast((r) => r.path === '/v1/subscriptions/sub_1' && r.method === 'POST')!
    expect(Object.fromEntries(update.params)).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_basic',
      proration_behavior: 'create_prorations',
      cancel_at_period_end: 'false',
      'metadata[plan_id]': id(plans.basic),
    })
    expect(update.headers.get('idempotency-key')).toMatch(/^subscription-change-/)
    expect(downgraded.body.subscription.subscription.plan_name).toBe('Basic')
    // Upgrade: invoiced at once.
    await api.request('PATCH', '/subscription/user-subscription/active/', {
      token: lessor.access,
      body: { plan: id(plans.pro) },
    })
    expect(
      recorded
        .findLast((r) => r.path === '/v1/subscriptions/sub_1' && r.method === 'POST')!
        .params.get('proration_behavior'),
    ).toBe('always_invoice')

    // Payment method: a setup session, then the SEPA mandate the webhook reports becomes the default.
    const setup = await api.request('POST', '/subscription/change-payment-method/', { token: lessor.access })
    expect(setup.status, JSON.stringify(setup.body)).toBe(200)
    const setupCall = recorded.findLast((r) => r.path === '/v1/checkout/sessions')!
    expect(Object.fromEntries(setupCall.params)).toMatchObject({
      mode: 'setup',
      customer: 'cus_test_1',
      currency: 'eur',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'sepa_debit',
    })
    const setupSession = setup.body.verification_url.split('/pay/')[1]
    expect(
      await deliver('checkout.session.completed', {
        id: setupSession,
        object: 'checkout.session',
        mode: 'setup',
        customer: 'cus_test_1',
        setup_intent: 'seti_1',
      }),
    ).toMatchObject({ body: { applied: true } })
    const customerCall = recorded.findLast((r) => r.path === '/v1/customers/cus_test_1')!
    expect(customerCall.params.get('invoice_settings[default_payment_method]')).toBe('pm_sepa_1')
    const method = await api.request('GET', '/subscription/get/default-payment-method/', { token: lessor.access })
    expect(method.body.payment_method).toMatchObject({ type: 'sepa_debit', sepa_debit: { last4: '6789' } })

    // Cancel at period end, then Stripe ends it.
    const cancelled = await api.request('DELETE', '/subscription/user-subscription/active/', { token: lessor.access })
    expect(cancelled.body.is_cancelled).toBe(true)
    expect(
      recorded
        .findLast((r) => r.path === '/v1/subscriptions/sub_1' && r.method === 'POST')!
        .params.get('cancel_at_period_end'),
    ).toBe('true')
    expect(
      await deliver('customer.subscription.deleted', stripeSubscription('sub_1', { status: 'canceled' })),
    ).toMatchObject({ body: { applied: true } })
    expect(await active(lessor)).toBeNull()

    // A forged event is refused; nothing reached Stripe but the recorder.
    const forged = await fetch(`${api.baseUrl}/subscription/webhook/stripe/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_x', type: 'invoice.paid', data: { object: invoice } }),
    })
    expect(forged.status).toBe(400)
    expect(recorded.every((r) => r.headers.get('authorization') === 'Bearer sk_test_billing')).toBe(true)
  })
})
