import { formatMoney } from '@driftway/domain/money'
import type { APIRequestContext } from '@playwright/test'
import { apiUrl, createConfirmedUser, logIn, screens, siteUrl } from './support/accounts'
import { signUpLessorWithPayout } from './support/lessor'
import { apiToken, dayKey, noonOf } from './support/lessor-manage'
import { expect, test } from './support/test'

/**
 * Payouts and the lessor dashboard (issue 14, decision 0071) through the real stack: a campsite
 * lessor sees the commission card and connects the payout account on the sandbox onboarding page;
 * after a paid booking the dashboard shows the revenue less 12 %.
 */

test.describe.configure({ mode: 'serial' })
// Each journey signs up or books through the whole stack; on a busy machine that takes more than a minute.
test.setTimeout(180_000)

const campsiteLessor = { email: 'campsite-lessor@driftway.test', password: 'Driftway1' }
const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

type Dashboard = {
  currency: string
  commission_percent: number
  revenue: { months: { month: string; paid_in_cents: number; revenue_in_cents: number }[] }
}

async function dashboardOf(request: APIRequestContext, token: string): Promise<Dashboard> {
  const response = await request.get(`${apiUrl}/lessor/dashboard/`, { headers: auth(token) })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Dashboard
}

/** A campsite request on the seeded lessor's first published campsite, over the first free nights found. */
async function requestCampsite(request: APIRequestContext, lessorToken: string, travelerToken: string) {
  const own = await request.get(`${apiUrl}/listing/campsite/my/?limit=100&is_draft=false`, {
    headers: auth(lessorToken),
  })
  expect(own.status(), await own.text()).toBe(200)
  const [listing] = ((await own.json()) as { results: { id: string }[] }).results
  expect(listing, 'a published campsite of the seeded lessor').toBeTruthy()
  for (let offset = 150; offset < 400; offset += 9) {
    for (const nights of [3, 5, 7]) {
      const response = await request.post(`${apiUrl}/reservation/campsite/booking/travel/`, {
        headers: auth(travelerToken),
        data: {
          campsite_id: listing!.id,
          pickup_timestamp: noonOf(dayKey(offset)),
          return_timestamp: noonOf(dayKey(offset + nights)),
          adults_num: 2,
          children_num: 0,
          pitches_num: 1,
          traveller_phone: '+49 30 1234567',
          booked_extra_amenities: [],
        },
      })
      if (response.status() === 201) return (await response.json()) as { id: string }
      const error = (await response.json()) as { error_key?: string }
      if (error.error_key !== 'minimum_rental_days') break
    }
  }
  throw new Error('no free range on the seeded campsite')
}

test('a campsite lessor sees the commission card and connects payouts on the sandbox onboarding page', async ({
  page,
  request,
}) => {
  await signUpLessorWithPayout(page, request, 'campsite', { company: 'Uferwiese Camping GmbH' })

  await page.goto('/profile?tab=bank')
  const card = page.getByTestId('commission-card')
  await expect(card).toBeVisible()
  await expect(card.getByTestId('commission-percent')).toContainText('12 %')
  await card.scrollIntoViewIfNeeded()
  await screens(page, 'commission-card')

  // The dashboard through the user menu; nothing booked yet, payouts not set up.
  await page.getByTestId('user-menu').locator('summary').click()
  await page.getByTestId('user-menu').getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/lessor\/dashboard$/)
  await expect(page.getByTestId('dashboard')).toBeVisible()
  await expect(page.getByTestId('commission-card')).toBeVisible()
  await expect(page.getByTestId('payouts-panel')).toContainText('No payments yet')
  await expect(page.getByTestId('payout-status')).not.toHaveText('Ready for payouts')

  // Onboarding at the (sandbox) payment provider, then back with the confirmation.
  await page.getByTestId('payout-connect').click()
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/payment/sandbox/connect/`))
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible()
  await page.getByTestId('sandbox-connect-complete').click()
  await expect(page).toHaveURL(`${siteUrl}/lessor/dashboard?payout=connected`)
  const notice = page.getByTestId('payout-notice')
  await expect(notice).toContainText('Payout account connected')
  await expect(page.getByTestId('payout-status')).toHaveText('Ready for payouts')
  await expect(page.getByTestId('payout-connect')).toHaveCount(0)
  await screens(page, 'lessor-dashboard-connected')
})

test('after a paid booking the dashboard shows the revenue less 12 %', async ({ page, request }) => {
  const lessorToken = await apiToken(request, campsiteLessor.email, campsiteLessor.password)
  const before = await dashboardOf(request, lessorToken)
  expect(before.commission_percent).toBe(12)
  const thisMonth = before.revenue.months.at(-1)!

  // A traveler requests, the lessor accepts, the traveler pays on the sandbox page.
  const traveler = await createConfirmedUser(request, { firstName: 'Paula' })
  const travelerToken = await apiToken(request, traveler.email, traveler.password)
  const booking = await requestCampsite(request, lessorToken, travelerToken)
  const accepted = await request.patch(`${apiUrl}/reservation/campsite/booking/lease/accept/${booking.id}/`, {
    headers: auth(lessorToken),
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  const started = await request.post(`${apiUrl}/reservation/campsite/booking/travel/payment/`, {
    headers: auth(travelerToken),
    data: { booking_request: booking.id, payment_method: 'creditcard' },
  })
  expect(started.status(), await started.text()).toBe(200)
  const { redirect_url } = (await started.json()) as { redirect_url: string }
  const paid = await request.post(redirect_url, { form: { outcome: 'success' }, maxRedirects: 0 })
  expect(paid.status()).toBe(303)

  // The lessor's view of the booking: what was paid, the 12 % and the payout.
  const view = await request.get(`${apiUrl}/reservation/campsite/booking/lease/${booking.id}/`, {
    headers: auth(lessorToken),
  })
  const money = (await view.json()) as {
    paid_in_cents: number
    application_fee_in_cents: number
    lessor_payout_in_cents: number
  }
  expect(money.paid_in_cents).toBeGreaterThan(0)
  const fee = Math.round((money.paid_in_cents * 12) / 100)
  expect(money.application_fee_in_cents).toBe(fee)
  expect(money.lessor_payout_in_cents).toBe(money.paid_in_cents - fee)

  // Other specs book this seeded lessor's campsites at the same time: the month's figures are the
  // API's at the moment the page loads, and they hold this payment (less 12 %) on top of what was
  // there before it.
  const after = (await dashboardOf(request, lessorToken)).revenue.months.at(-1)!
  expect(after.month).toBe(thisMonth.month)
  expect(after.revenue_in_cents).toBeGreaterThanOrEqual(thisMonth.revenue_in_cents + money.paid_in_cents - fee)
  expect(after.paid_in_cents).toBeGreaterThanOrEqual(thisMonth.paid_in_cents + money.paid_in_cents)
  await logIn(page, campsiteLessor.email, campsiteLessor.password)
  await expect(async () => {
    const month = (await dashboardOf(request, lessorToken)).revenue.months.at(-1)!
    await page.goto('/lessor/dashboard')
    await expect(page.getByTestId('stat-month-value')).toHaveText(
      formatMoney(month.revenue_in_cents, before.currency, 'en'),
      { timeout: 5_000 },
    )
    await expect(page.getByTestId('stat-month')).toContainText(
      formatMoney(month.paid_in_cents, before.currency, 'en'),
      { timeout: 5_000 },
    )
  }).toPass({ timeout: 60_000 })
  const row = page
    .getByTestId('payout-row')
    .filter({ hasText: formatMoney(money.paid_in_cents, before.currency, 'en') })
    .filter({ hasText: formatMoney(money.paid_in_cents - fee, before.currency, 'en') })
  await expect(row.first()).toBeVisible()
  await expect(page.getByTestId('revenue-chart').locator('.recharts-bar-rectangle').first()).toBeVisible()
  await expect(page.getByTestId('occupancy-chart')).toBeVisible()
  await screens(page, 'lessor-dashboard')

  // A phone lists each payment with its payout in view, not a table that scrolls it off the side.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByTestId('payouts-table')).toBeHidden()
  const payout = page
    .getByTestId('payout-item')
    .getByText(formatMoney(money.paid_in_cents - fee, before.currency, 'en'), { exact: true })
    .first()
  await expect(payout).toBeVisible()
  const box = await payout.boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(390)
})
