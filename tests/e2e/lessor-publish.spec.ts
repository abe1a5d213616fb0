import type { Page } from '@playwright/test'
import { screens } from './support/accounts'
import { createListingThroughWizard, lessorSegment, signUpLessorWithPayout } from './support/lessor'
import { expect, test } from './support/test'

/**
 * Publishing needs a payout account in good standing (listings spec §4 publish failures,
 * `stripe_account_not_created`). The lessor's merchant is suspended through the sandbox payment
 * provider's simulator on the bank-details tab, the way the provider's webhook would report it.
 */
async function setMerchantStatus(page: Page, status: 'suspended' | 'live') {
  await page.goto('/profile?tab=bank')
  await page.getByTestId('sandbox-merchant-status').selectOption(status)
  await page.getByTestId('sandbox-merchant-apply').click()
  await expect(page.getByTestId('merchant-card-status')).toHaveAttribute('data-status', status, { timeout: 10_000 })
}

test('a lessor with a suspended payout account is sent to the bank details, then publishes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await signUpLessorWithPayout(page, request, 'campsite')
  const id = await createListingThroughWizard(page, 'campsite', { publish: false })
  await setMerchantStatus(page, 'suspended')

  const overview = `/lessor/${lessorSegment.campsite}`
  const row = () => page.getByTestId('own-listing').filter({ has: page.locator(`a[href*="/lessor/listings/${id}/"]`) })
  await page.goto(overview)
  await row().getByTestId('listing-publish').click()
  const dialog = page.getByRole('dialog', { name: 'Payment account required' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Publishing needs a payout account in good standing')
  await screens(page, 'lessor-publish-payout-required')
  await expect(row().getByTestId('listing-state')).toHaveText('Draft')

  await dialog.getByTestId('publish-fix').click()
  await expect(page).toHaveURL(/\/profile\?tab=bank$/)

  await setMerchantStatus(page, 'live')
  await page.goto(overview)
  await row().getByTestId('listing-publish').click()
  await expect(row().getByTestId('listing-state')).toHaveText('Published')
})
