import type { Page } from '@playwright/test'
import { apiUrl, pngFile, screens } from './support/accounts'
import { createListingThroughWizard, defaultListing, signUpLessorWithPayout, wizardScreens } from './support/lessor'
import { expect, test } from './support/test'

/** Listing ids the public search `GET /listing/{kind}/` answers, paging by 30 until has_more is false. */
async function publicSearchIds(page: Page, kind: string): Promise<string[]> {
  const ids: string[] = []
  for (let offset = 0; ; offset += 30) {
    const response = await page.request.get(`${apiUrl}/listing/${kind}/?limit=30&offset=${offset}`)
    expect(response.ok(), await response.text()).toBe(true)
    const body = (await response.json()) as { has_more: boolean; results: { id: string }[] }
    ids.push(...body.results.map((listing) => listing.id))
    if (!body.has_more || body.results.length === 0) return ids
  }
}

test.describe('lessor listing wizard', () => {
  test('a new RV lessor creates, previews and publishes a campervan through every step', async ({ page, request }) => {
    test.setTimeout(240_000)
    await signUpLessorWithPayout(page, request, 'recreational_vehicle')
    await expect(page.getByTestId('listings-empty')).toBeVisible()

    // Validation on the first step: empty required fields show their messages, nothing is created.
    await page.getByTestId('create-listing').click()
    await expect(page).toHaveURL(/\/lessor\/campervans\/new$/)
    await page.getByTestId('save-next').click()
    await expect(page.getByText('Please enter a title.')).toBeVisible()
    await expect(page.getByText('Pick-up and Return Time is required')).toBeVisible()
    await expect(page.getByTestId('field-brand')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/lessor\/campervans\/new$/)
    await wizardScreens(page, 'lessor-wizard-campervan-validation')

    const title = `${defaultListing.recreational_vehicle.title} ${Date.now().toString(36)}`
    const id = await createListingThroughWizard(page, 'recreational_vehicle', {
      title,
      screenshots: 'lessor-wizard-campervan',
    })
    await expect(page.getByTestId('overview-notice')).toContainText('Your listing is live')
    const row = page.locator(`[data-testid="own-listing"][data-id="${id}"]`)
    await expect(row.getByTestId('listing-state')).toHaveText('Published')
    await expect(row.getByTestId('listing-manage')).toHaveAttribute('href', `/lessor/listings/${id}/manage`)
    await screens(page, 'lessor-overview-campervans')

    // Public search answers it.
    await expect.poll(() => publicSearchIds(page, 'recreational_vehicle')).toContain(id)
    const publicListing = await page.request.get(`${apiUrl}/listing/recreational_vehicle/${id}/`)
    expect(publicListing.ok()).toBe(true)
    expect(await publicListing.json()).toMatchObject({ title, default_rate_in_cents: 8900 })

    // The editor opens an existing listing at the photos step; upload errors show their messages.
    await row.getByTestId('listing-edit').click()
    await expect(page).toHaveURL(new RegExp(`/lessor/listings/${id}/edit$`))
    await expect(page.getByTestId('wizard-form')).toHaveAttribute('data-step', 'images')
    const svg = {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    }
    await page.getByTestId('slot-input-Seats').setInputFiles(svg)
    await expect(page.locator('[data-slot="Seats"]').getByTestId('slot-error')).toHaveText(
      'This file type is not supported. Please upload a PNG or JPEG file.',
    )
    const big = pngFile('huge.png')
    await page
      .getByTestId('slot-input-Seats')
      .setInputFiles({ ...big, buffer: Buffer.concat([big.buffer, Buffer.alloc(5_242_881)]) })
    await expect(page.locator('[data-slot="Seats"]').getByTestId('slot-error')).toHaveText(
      'The file is larger than 5 MB. Please choose a smaller file.',
    )
    await expect(page.locator('[data-slot="Seats"]')).toHaveAttribute('data-filled', 'false')
    await wizardScreens(page, 'lessor-wizard-campervan-upload-errors')

    // Preview of the listing, as travelers will see it.
    await page.goto(`/lessor/listings/${id}/preview`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByTestId('preview-banner')).toBeVisible()
    await screens(page, 'lessor-wizard-campervan-preview')

    // The spec's editor URLs lead to the wizard.
    await page.goto(`/${id}/campervan`)
    await expect(page).toHaveURL(new RegExp(`/lessor/listings/${id}/edit$`))

    // Duplicate, then delete the copy with the confirmation.
    await page.goto('/lessor/campervans')
    await row.getByTestId('listing-duplicate').click()
    await expect(page.getByTestId('own-listing')).toHaveCount(2)
    const copy = page.getByTestId('own-listing').filter({ hasText: '(copy)' })
    await expect(copy.getByTestId('listing-state')).toHaveText('Draft')
    await copy.getByTestId('listing-delete').click()
    await expect(page.getByRole('dialog')).toContainText('Delete this listing?')
    await page.getByTestId('confirm-delete').click()
    await expect(page.getByTestId('toast').filter({ hasText: 'The campervan has been deleted.' })).toBeVisible()
    await expect(page.getByTestId('own-listing')).toHaveCount(1)

    // Other lessor kinds' pages send the RV lessor back to campervans.
    await page.goto('/lessor/boats/new')
    await expect(page).toHaveURL(/\/lessor\/campervans\/new$/)
  })
})
