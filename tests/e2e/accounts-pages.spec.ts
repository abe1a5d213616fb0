import { expect, test } from '@playwright/test'
import { createConfirmedUser, h1, logIn, screens, siteUrl } from './support/accounts'

test.describe('accounts: pages around sign-in', () => {
  test('the dev outbox page is served (SHOW_DEV_OUTBOX=1) and explains where mail went', async ({ page }) => {
    await page.goto('/dev/outbox')
    await expect(h1(page)).toHaveText('Dev outbox')
    // The e2e API delivers over SMTP to the mail catcher, so nothing is stored in the outbox.
    await expect(page.getByTestId('outbox-smtp').or(page.getByTestId('outbox-list'))).toBeVisible()
    await screens(page, 'accounts-dev-outbox')
  })

  test('account pages speak German too', async ({ page, context }) => {
    await context.addCookies([{ name: 'lng', value: 'de', url: siteUrl }])
    await page.goto('/login')
    await expect(h1(page)).toHaveText('Bei Driftway anmelden')
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page.getByText('Bitte gib deine E-Mail-Adresse ein')).toBeVisible()
    await screens(page, 'accounts-login-de')
    await page.goto('/signup/lessor?role=campsite_lessor')
    await expect(h1(page)).toHaveText('Biete deinen Campingplatz an')
    await screens(page, 'accounts-signup-lessor-de')
  })

  test('signed-in visitors skip the login and sign-up pages', async ({ page, request }) => {
    const user = await createConfirmedUser(request)
    await logIn(page, user.email, user.password)
    for (const path of ['/login', '/signup', '/signup/lessor']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/my-bookings$/)
    }
    // A redirect must stay on this site.
    await page.context().clearCookies()
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F')
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(`${siteUrl}/my-bookings`)
  })

  test('the lessor listings page needs the matching lessor role', async ({ page, request }) => {
    await page.goto('/lessor/boats')
    await expect(page).toHaveURL(/\/login\?redirect=%2Flessor%2Fboats$/)
    const traveller = await createConfirmedUser(request)
    await logIn(page, traveller.email, traveller.password, '/login?redirect=%2Flessor%2Fboats')
    // A traveller asking for a lessor page ends up in their own area.
    await expect(page).toHaveURL(/\/my-bookings$/)
  })

  test('a lessor with listings sees them with draft and published badges', async ({ page }) => {
    // The seeded demo campsite lessor (read only here).
    await logIn(page, 'campsite-lessor@driftway.test', 'Driftway1')
    await expect(page).toHaveURL(/\/lessor\/campsites$/)
    const rows = page.getByTestId('own-listing')
    // The listings API may still be on its way; the page then shows its error state instead.
    await expect(rows.first().or(page.getByTestId('listings-error'))).toBeVisible()
    if (await rows.count()) {
      await expect(rows.first().getByTestId('listing-state')).toHaveText(/^(Draft|Published)$/)
      await expect(rows.first().getByRole('heading', { level: 2 })).not.toBeEmpty()
    }
    await screens(page, 'accounts-lessor-listings-filled')
  })
})
