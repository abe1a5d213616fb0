import type { Page } from '@playwright/test'
import {
  apiUrl,
  createConfirmedUser,
  h1,
  logIn,
  screens,
  siteUrl,
  withoutScripts,
  withScriptsHeld,
} from './support/accounts'
import { lessorListing, lessorListingAt, lessors } from './support/bookings'
import { apiToken } from './support/lessor-manage'
import { expect, test } from './support/test'

test.describe('accounts: pages around sign-in', () => {
  test('the dev outbox page does not exist while mail goes out by SMTP', async ({ page }) => {
    // The e2e API delivers to the mail catcher: there is no outbox to show (issue 19).
    const response = await page.goto('/dev/outbox')
    expect(response?.status()).toBe(404)
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

  test('a sign-in sent before the page runs its scripts is posted: signed in, no password in any URL', async ({
    browser,
    request,
  }) => {
    const user = await createConfirmedUser(request)
    await withoutScripts(browser, async (page) => {
      const urls: string[] = []
      page.on('request', (sent) => urls.push(sent.url()))
      await page.goto(`${siteUrl}/login`)
      await page.getByLabel('E-mail').fill(user.email)
      await page.getByLabel('Password', { exact: true }).fill(user.password)
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await expect(page).not.toHaveURL(/\/login/)
      await expect(page.getByTestId('user-menu')).toBeVisible()
      expect(
        urls.filter((url) => url.includes(encodeURIComponent(user.password)) || url.includes(user.password)),
      ).toEqual([])
    })
  })

  test('forms show what is stored before the page runs its scripts: a profile, a listing in the wizard', async ({
    browser,
    request,
  }) => {
    const traveler = await createConfirmedUser(request, { firstName: 'Tess' })
    const lessor = { email: lessors.recreational_vehicle, password: 'Driftway1' }
    // Instant booking on: its box must come ticked from the server.
    const listing = await lessorListing(request, 'recreational_vehicle', true)
    const edit = `/lessor/listings/${listing.id}/edit`
    for (const [account, path, fields] of [
      [traveler, '/profile', { first_name: 'Tess', last_name: 'Traveler' }],
      [lessor, `${edit}/details`, { title: listing.title }],
      [lessor, `${edit}/calendar`, { is_instant_booking_allowed: true }],
      // A radio group: the stored option (here the default one) is the one ticked.
      [lessor, `${edit}/preferences`, { insurance_type: 'third_party_liability' }],
    ] as const) {
      await withoutScripts(browser, async (page) => {
        await logIn(page, account.email, account.password, `${siteUrl}/login`)
        await expect(page.getByTestId('user-menu')).toBeVisible()
        await page.goto(`${siteUrl}${path}`)
        for (const [name, value] of Object.entries(fields)) {
          const field = page.locator(`[name="${name}"]:not([type="radio"]), [name="${name}"][type="radio"]:checked`)
          if (typeof value === 'boolean') await expect(field).toBeChecked({ checked: value })
          else await expect(field).toHaveValue(value)
        }
      })
    }
  })

  test('a profile filled in before the page runs its scripts saves what was typed', async ({ browser, request }) => {
    const traveler = await createConfirmedUser(request, { firstName: 'Tess' })
    await withScriptsHeld(browser, async (page, scripts) => {
      await logIn(page, traveler.email, traveler.password, `${siteUrl}/login`)
      scripts.hold()
      await page.goto(`${siteUrl}/profile`, { waitUntil: 'commit' })
      const form = page.getByTestId('personal-form')
      // Over the stored first name and into the empty fields, before react-hook-form is there.
      await form.getByLabel('First name').fill('Tessa')
      await form.getByLabel('Date of birth').fill('1990-04-12')
      await form.getByLabel('Phone').fill('+49 30 1234567')
      await form.getByLabel('Country').selectOption('AT')
      await form.getByLabel('Street and house number').fill('Seestraße 1')
      await form.getByLabel('Postal code').fill('1010')
      await form.getByLabel('City').fill('Wien')
      await scripts.release()
      // Still what was typed once the page is hydrated, and a change the Save button counts.
      await expect(form.getByLabel('First name')).toHaveValue('Tessa')
      await expect(form.getByLabel('Date of birth')).toHaveValue('1990-04-12')
      await form.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByTestId('toast').filter({ hasText: 'Your profile has been saved.' })).toBeVisible()
      await page.reload()
      await expect(form.getByLabel('First name')).toHaveValue('Tessa')
      await expect(form.getByLabel('Date of birth')).toHaveValue('1990-04-12')
      await expect(form.getByLabel('Country')).toHaveValue('AT')
      await expect(form.getByLabel('City')).toHaveValue('Wien')
    })
    // The API keeps the country's English name beside the code the form sent.
    const token = await apiToken(request, traveler.email, traveler.password)
    const me = await request.get(`${apiUrl}/user/me/`, { headers: { Authorization: `Bearer ${token}` } })
    expect(await me.json()).toMatchObject({ company_country_code_iso2: 'AT', company_country: 'Austria' })
  })

  test('an insurance picked before the page runs its scripts stays picked and is saved', async ({
    browser,
    request,
  }) => {
    const { id, headers } = await lessorListingAt(request, 'recreational_vehicle', 1)
    const preferences = `${siteUrl}/lessor/listings/${id}/edit/preferences`
    const option = (page: Page, value: string) => page.locator(`input[name="insurance_type"][value="${value}"]`)
    await withScriptsHeld(browser, async (page, scripts) => {
      await logIn(page, lessors.recreational_vehicle, 'Driftway1', `${siteUrl}/login`)
      scripts.hold()
      await page.goto(preferences, { waitUntil: 'commit' })
      await expect(option(page, 'third_party_liability')).toBeChecked()
      await option(page, 'partial_cover_insurance').check()
      await scripts.release()
      // react-hook-form ticks the default as the group registers: the visitor's pick is what stays.
      await expect(option(page, 'partial_cover_insurance')).toBeChecked()
      await page.getByTestId('field-partial_cover_amount').fill('1,500')
      await page.getByTestId('save-next').click()
      await expect(page).not.toHaveURL(/\/preferences$/)
      await page.goto(preferences)
      await expect(option(page, 'partial_cover_insurance')).toBeChecked()
    })
    const restored = await request.patch(`${apiUrl}/listing/recreational_vehicle/my/${id}/`, {
      headers,
      data: { insurance_type: 'third_party_liability' },
    })
    expect(restored.status(), await restored.text()).toBe(200)
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
    const traveler = await createConfirmedUser(request)
    await logIn(page, traveler.email, traveler.password, '/login?redirect=%2Flessor%2Fboats')
    // A traveler asking for a lessor page ends up in their own area.
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
