import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { desktopViewportShot, mobileViewportShot, screens } from './support/accounts'
import { createListingThroughWizard, lessorSegment, signUpLessorWithPayout } from './support/lessor'
import { expect, test } from './support/test'

/**
 * Subscription billing of an RV lessor through the real site and the API's sandbox provider
 * (accounts §2, §4, §9; issue 14): no plan → publishing is refused → a plan on the pricing page →
 * the sandbox's hosted checkout → the billing tab with plan, usage, payment method and an invoice
 * whose PDF downloads → publishing works → a downgrade through the change-plan modal → cancel.
 */

const overview = `/lessor/${lessorSegment.recreational_vehicle}`

const ownRow = (page: Page, id: string) =>
  page.getByTestId('own-listing').filter({ has: page.locator(`a[href*="/lessor/listings/${id}/"]`) })

async function publishFromOverview(page: Page, id: string) {
  await page.goto(overview)
  await ownRow(page, id).getByTestId('listing-publish').click()
}

test('an RV lessor picks a plan, pays in the sandbox checkout, publishes, gets an invoice and downgrades', async ({
  page,
  request,
}) => {
  test.setTimeout(720_000)
  const lessor = await signUpLessorWithPayout(page, request, 'recreational_vehicle', { plan: false })
  const id = await createListingThroughWizard(page, 'recreational_vehicle', { publish: false })

  // Without a plan the listing stays a draft: the publish failure sends the lessor to the billing tab.
  await publishFromOverview(page, id)
  const refused = page.getByRole('dialog', { name: 'A plan is required' })
  await expect(refused).toBeVisible()
  await expect(refused.getByTestId('publish-failure')).toHaveAttribute('data-key', 'subscription_required')
  await expect(ownRow(page, id).getByTestId('listing-state')).toHaveText('Draft')
  await refused.getByTestId('publish-fix').click()
  await expect(page).toHaveURL(/\/profile\?tab=billing$/)
  await expect(page.getByTestId('billing-no-plan')).toBeVisible()
  await expect(page.getByTestId('transactions-empty')).toBeVisible()
  await expect(page.getByTestId('payment-method')).toHaveCount(0)
  await screens(page, 'billing-no-plan')

  // The pricing page: the seeded plans; Pro through the hosted checkout.
  await page.getByTestId('billing-pricing-link').click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByTestId('plan-option')).toHaveCount(3)
  await expect(page.getByTestId('pricing-commission')).toContainText('12 %')
  await screens(page, 'billing-pricing')
  await page.locator('[data-testid="plan-option"][data-plan="Pro"]').getByTestId('choose-plan').click()

  // The API's sandbox checkout stands in for Stripe Checkout.
  await expect(page.getByTestId('sandbox-subscribe-card')).toBeVisible()
  await expect(page.locator('h1')).toHaveText('Pro plan')
  await page.getByTestId('sandbox-subscribe-card').click()

  // Back on the billing tab: the session is confirmed, the plan is live.
  await expect(page).toHaveURL(/\/profile\?tab=billing&subscription_session=/)
  await expect(page.getByTestId('billing-notice')).toHaveAttribute('data-kind', 'subscribed')
  await expect(page.getByTestId('plan-name')).toHaveText('Pro')
  await expect(page.getByTestId('plan-status')).toHaveAttribute('data-status', /active|trial/)
  await expect(page.getByTestId('plan-renewal')).toContainText(/Renews on|Trial ends on/)
  await expect(page.getByTestId('usage-text')).toHaveText('0 of 20 listings published')
  await expect(page.getByTestId('usage-percent')).toHaveText('100 % free')
  await expect(page.getByTestId('payment-method-title')).toHaveText('Visa ending in 4242')
  await expect(page.getByTestId('payment-method-detail')).toHaveText('Expires 12/2030')
  await expect(page.getByTestId('cancel-subscription')).toBeVisible()
  const invoiceRow = page.getByTestId('transaction-row')
  await expect(invoiceRow).toHaveCount(1)
  await expect(page.getByTestId('transactions-pager')).toHaveCount(0)

  // The invoice PDF downloads through the site (the API wants the owner's token).
  const downloading = page.waitForEvent('download')
  await invoiceRow.getByTestId('invoice-download').click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const pdf = await fs.readFile((await download.path())!)
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdf.length).toBeGreaterThan(500)
  await screens(page, 'billing-tab')

  // Narrow screens: the card column shows the card number's last 6 characters only.
  await page.setViewportSize({ width: 390, height: 844 })
  const card = invoiceRow.getByTestId('transaction-card').locator('span:visible')
  await expect(card).toHaveCount(1)
  expect((await card.innerText()).length).toBeLessThanOrEqual(6)
  await page.setViewportSize({ width: 1440, height: 900 })

  // With the plan, the draft publishes; the usage bar counts it.
  await publishFromOverview(page, id)
  await expect(ownRow(page, id).getByTestId('listing-state')).toHaveText('Published')
  await page.goto('/profile?tab=billing')
  await expect(page.getByTestId('usage-text')).toHaveText('1 of 20 listings published')
  await expect(page.getByTestId('usage-percent')).toHaveText('95 % free')

  // Downgrade to Basic on the change-plan page: the modal says what changes, then the billing tab.
  await page.getByTestId('change-plan').click()
  await expect(page).toHaveURL(/\/pricing\/change-plan$/)
  await expect(page.locator('[data-testid="plan-option"][data-plan="Pro"]')).toHaveAttribute('data-current', 'true')
  await screens(page, 'billing-change-plan')
  await page.locator('[data-testid="plan-option"][data-plan="Basic"]').getByTestId('choose-plan').click()
  const modal = page.getByTestId('plan-change-dialog')
  await expect(modal).toHaveAttribute('data-direction', 'downgrade')
  await expect(page.getByRole('dialog', { name: 'Downgrade to Basic?' })).toBeVisible()
  await desktopViewportShot(page, 'billing-downgrade-modal')
  await mobileViewportShot(page, 'billing-downgrade-modal', async () => {})
  await page.getByTestId('confirm-plan-change').click()
  await expect(page).toHaveURL(/\/profile\?tab=billing&changed=1$/)
  await expect(page.getByTestId('billing-notice')).toHaveAttribute('data-kind', 'plan-changed')
  await expect(page.getByTestId('plan-name')).toHaveText('Basic')
  await expect(page.getByTestId('usage-text')).toHaveText('1 of 5 listings published')
  await expect(page.getByTestId('usage-percent')).toHaveText('80 % free')

  // A new payment method through the provider's page ("Is it still you?" first on an older sign-in).
  await page.getByTestId('change-payment-method').click()
  const sepa = page.getByTestId('sandbox-method-sepa')
  await expect(sepa.or(page.getByTestId('reauth-form'))).toBeVisible()
  if (await page.getByTestId('reauth-form').isVisible()) {
    await page.getByTestId('reauth-form').getByLabel('Password').fill(lessor.password)
    await page.getByTestId('reauth-submit').click()
  }
  await sepa.click()
  await expect(page).toHaveURL(/\/profile\?tab=billing&payment_method=updated$/)
  await expect(page.getByTestId('payment-method-title')).toHaveText('SEPA Direct Debit')
  await expect(page.getByTestId('payment-method-detail')).toContainText('Account ending in 3000 · DE')

  // Cancel at the end of the term: confirmed in a dialog, then the cancel button is gone.
  await page.getByTestId('cancel-subscription').click()
  await expect(page.getByRole('dialog', { name: 'Cancel your subscription?' })).toBeVisible()
  await page.getByTestId('cancel-confirm').click()
  await expect(page.getByTestId('plan-status')).toHaveAttribute('data-status', 'cancelled')
  await expect(page.getByTestId('plan-renewal')).toContainText('Active until')
  await expect(page.getByTestId('cancel-subscription')).toHaveCount(0)
})

test('the how-it-works page tells lessors what it costs and links the plans', async ({ page }) => {
  await page.goto('/how-it-works')
  const costs = page.getByTestId('lessor-costs')
  await expect(costs).toContainText('Campsites and boats: 12 % commission')
  await costs.scrollIntoViewIfNeeded()
  await screens(page, 'how-it-works-costs')
  await costs.getByRole('link', { name: 'See the plans' }).click()
  // The plans need a signed-in user: the login page comes back to them afterwards.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing$/)
})

test('invoice downloads need the signed-in owner', async ({ request }) => {
  // Signed out, the site's invoice route sends to the login page, never to the API's PDF.
  const response = await request.get('/billing/invoice/some-invoice', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toMatch(/^\/login\?redirect=%2Fbilling%2Finvoice%2Fsome-invoice/)
})
