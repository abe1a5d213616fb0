import type { Page } from '@playwright/test'
import { createConfirmedUser, fakeGoogleUrl, screens, siteUrl, uniqueEmail } from './support/accounts'
import { expect, test } from './support/test'

/** On the fake Google account page (tests/e2e/support/fake-google.mjs): choose who signs in. */
async function chooseGoogleAccount(page: Page, email: string, name = { given: 'Greta', family: 'Google' }) {
  await expect(page).toHaveURL(new RegExp(`^${fakeGoogleUrl.replace(/\./g, '\\.')}/authorize\\?`))
  const url = new URL(page.url())
  // The site asks for the authorization-code flow with OpenID scopes and a signed state.
  expect(url.searchParams.get('response_type')).toBe('code')
  expect(url.searchParams.get('scope')).toBe('openid email profile')
  expect(url.searchParams.get('redirect_uri')).toBe(`${siteUrl}/auth/google/callback`)
  expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('First name').fill(name.given)
  await page.getByLabel('Last name').fill(name.family)
  await page.getByRole('button', { name: 'Continue' }).click()
}

test.describe('accounts: Google sign-in', () => {
  test('a new traveler signs up with Google from the sign-up page', async ({ page }) => {
    const email = uniqueEmail('google-new')
    await page.goto('/signup')
    const google = page.getByTestId('google-button')
    await expect(google).toBeDisabled()
    await page.getByTestId('terms').check()
    await google.click()
    await chooseGoogleAccount(page, email, { given: 'Greta', family: 'Gmail' })
    // Confirmed by Google, signed in, and at the traveler's landing page.
    await expect(page).toHaveURL(/\/my-bookings$/)
    await expect(page.getByTestId('user-menu')).toContainText('Greta Gmail')

    // Google accounts have no password yet: the password tab says how to set one.
    await page.goto('/profile?tab=password')
    await expect(page.getByTestId('no-password')).toContainText('You sign in with Google')
  })

  test('an existing user logs in with Google and goes back where they were going', async ({ page, request }) => {
    const user = await createConfirmedUser(request, { firstName: 'Olga' })
    await page.goto('/profile?tab=password')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await page.getByTestId('google-button').click()
    await chooseGoogleAccount(page, user.email)
    await expect(page).toHaveURL(/\/profile\?tab=password$/)
    await expect(page.getByTestId('user-menu')).toContainText('Olga Traveler')
  })

  test('logging in with Google without an account points to the sign-up page', async ({ page }) => {
    await page.goto('/login')
    await page.getByTestId('google-button').click()
    await chooseGoogleAccount(page, uniqueEmail('google-unknown'))
    await expect(page).toHaveURL(/\/login\?notice=google-no-account$/)
    const notice = page.getByTestId('notice')
    await expect(notice).toContainText("Go to the sign-up page, choose an option and select 'Continue with Google.'")
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await screens(page, 'accounts-login-google-no-account')
    await notice.getByRole('link', { name: 'Go to sign-up' }).click()
    await expect(page).toHaveURL(/\/signup$/)
  })

  test('a boat lessor signing up with Google completes the profile first', async ({ page }) => {
    await page.goto('/signup/lessor?role=boat_lessor')
    await page.getByTestId('terms').check()
    await page.getByTestId('google-button').click()
    await chooseGoogleAccount(page, uniqueEmail('google-boat'), { given: 'Bo', family: 'Skipper' })
    await expect(page).toHaveURL(/\/complete-profile$/)
    await expect(page.getByTestId('company-form')).toBeVisible()
  })

  test('a callback with a forged state is refused', async ({ page }) => {
    await page.goto('/auth/google/callback?code=abc&state=forged.state')
    await expect(page).toHaveURL(/\/login\?notice=google-failed$/)
    await expect(page.getByTestId('notice')).toContainText('Something went wrong..')
  })
})
