import {
  createConfirmedUser,
  desktopViewportShot,
  h1,
  linkPath,
  logIn,
  logOut,
  mobileViewportShot,
  screens,
  strongPassword,
  uniqueEmail,
  waitForMail,
} from './support/accounts'
import { expect, test } from './support/test'

test.describe('accounts: travelers', () => {
  test('sign up, confirm the mailed link, log in and land on my bookings', async ({ page, request }) => {
    // A long journey (sign-up, errors, inbox, confirmation, log-in, menus) with eight screens checked.
    test.setTimeout(180_000)
    const email = uniqueEmail('traveler')
    await page.goto('/signup')
    await expect(h1(page)).toHaveText('Start travelling with Driftway')
    const submit = page.getByRole('button', { name: 'Create account' })
    // The terms gate the e-mail sign-up and the Google sign-up alike (accounts §2).
    await expect(submit).toBeDisabled()
    await expect(page.getByTestId('google-button')).toBeDisabled()
    await screens(page, 'accounts-signup')

    await page.getByTestId('terms').check()
    await expect(page.getByTestId('google-button')).toHaveAttribute('href', /\/auth\/google\?.*role=1/)
    await submit.click()
    // The shared schemas' messages, under their fields.
    await expect(page.getByText('Please enter first name')).toBeVisible()
    await expect(page.getByText('Please enter last name')).toBeVisible()
    await expect(page.getByText('Please enter email')).toBeVisible()

    await page.getByLabel('First name').fill('Tessa')
    await page.getByLabel('Last name').fill('Wanderer')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Confirm e-mail').fill(`x${email}`)
    await page.getByLabel('Password', { exact: true }).fill('weak')
    await page.getByLabel('Confirm password').fill('weaker')
    await page.getByLabel('Confirm password').blur()
    await expect(page.getByText('Email does not match the confirm email')).toBeVisible()
    // One message per field at a time, in the schema's order.
    await expect(page.getByText('The value is too short (min 6 characters).')).toBeVisible()
    await expect(page.getByText('Password does not match the confirm password')).toBeVisible()
    await screens(page, 'accounts-signup-errors')

    await page.getByLabel('Password', { exact: true }).fill('longenough1')
    await expect(page.getByText('Password must have at least 1 uppercase character')).toBeVisible()
    await page.getByLabel('Confirm e-mail').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(strongPassword)
    await page.getByLabel('Confirm password').fill(strongPassword)
    await submit.click()
    await expect(page.getByTestId('check-inbox')).toContainText(email)
    await screens(page, 'accounts-signup-success')

    // Not confirmed yet: the login says so and offers to send the link again.
    await page.goto('/login')
    await screens(page, 'accounts-login')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(strongPassword)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    const notActivated = page.getByTestId('email-not-activated')
    await expect(notActivated).toContainText('Your account is not activated yet')
    await notActivated.getByRole('button', { name: 'Send the link again' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Email was sent.' })).toBeVisible()
    await screens(page, 'accounts-login-not-activated')

    // The real mail, caught over SMTP, carries the confirmation link.
    const mail = await waitForMail(request, email, /Confirm your e-mail address/)
    await page.goto(linkPath(mail, '/confirm-email/'))
    await expect(page.getByTestId('email-confirmed')).toBeVisible()
    await expect(h1(page)).toHaveText('Your e-mail address is confirmed')
    await screens(page, 'accounts-confirm-email')

    await page.getByRole('link', { name: 'Log in' }).last().click()
    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(strongPassword)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/my-bookings$/)
    await expect(h1(page)).toHaveText('My bookings')

    // The header knows the user (server-rendered: also after a reload).
    await page.reload()
    const menu = page.getByTestId('user-menu')
    await expect(menu).toContainText('Tessa Wanderer')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0)
    await screens(page, 'accounts-my-bookings')

    await menu.locator('summary').click()
    await expect(menu.getByRole('link', { name: 'My bookings' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible()
    await desktopViewportShot(page, 'accounts-user-menu')
    await page.keyboard.press('Escape')
    await mobileViewportShot(page, 'accounts-user-menu', async () => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByTestId('mobile-user-menu')).toContainText('Tessa Wanderer')
    })
    await page.reload()
  })

  test('my bookings keeps its tab, kind filter and archived status in the URL', async ({ page, request }) => {
    const user = await createConfirmedUser(request, { firstName: 'Bruno' })
    await logIn(page, user.email, user.password)
    await expect(page).toHaveURL(/\/my-bookings$/)
    await expect(page.getByTestId('tab-pending')).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('bookings-empty')).toContainText('No pending requests for campervans')

    await page.getByTestId('tab-confirmed').click()
    await expect(page).toHaveURL(/tab=confirmed/)
    await page.getByTestId('filter-Boats').click()
    await expect(page).toHaveURL(/tab=confirmed&filterBy=Boats/)
    await expect(page.getByTestId('bookings-empty')).toContainText('No confirmed bookings for boats yet')
    await expect(page.getByRole('link', { name: 'Find a boat' })).toHaveAttribute('href', '/boats')

    await page.getByTestId('tab-archived').click()
    await page.getByTestId('archived-status').selectOption('expired')
    await expect(page).toHaveURL(/tab=archived&filterBy=Boats&status=expired/)
    await page.reload()
    await expect(page.getByTestId('archived-status')).toHaveValue('expired')
    await screens(page, 'accounts-my-bookings-archived')
  })

  test('personal profile: 18+ birth date, saved details, and redirect back after login', async ({ page, request }) => {
    const user = await createConfirmedUser(request, { firstName: 'Pia' })
    // Signed out, the profile sends people to log in and back.
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/profile$/)

    const form = page.getByTestId('personal-form')
    await expect(page.getByText("Your profile isn't complete yet")).toBeVisible()
    await expect(form.getByLabel('E-mail')).toBeDisabled()
    await form.getByLabel('First name').fill('Pia')
    await form.getByLabel('Last name').fill('Pfad')
    const seventeen = new Date()
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17)
    await form.getByLabel('Date of birth').fill(seventeen.toISOString().slice(0, 10))
    await form.getByLabel('Phone').fill('+49 30 1234567')
    await form.getByLabel('Country').selectOption('DE')
    await form.getByLabel('Street and house number').fill('Seestraße 1')
    await form.getByLabel('Postal code').fill('10115')
    await form.getByLabel('City').fill('Berlin')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form.getByText('You must be at least 18 years old.')).toBeVisible()
    // Future dates cannot be picked.
    await expect(form.getByLabel('Date of birth')).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/)

    await form.getByLabel('Date of birth').fill('1990-04-12')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Your profile has been saved.' })).toBeVisible()
    await page.reload()
    // The full personal form completes the traveler's profile.
    await expect(page.getByText("Your profile isn't complete yet")).toHaveCount(0)
    await expect(form.getByLabel('City')).toHaveValue('Berlin')
    await expect(form.getByLabel('Date of birth')).toHaveValue('1990-04-12')
    await screens(page, 'accounts-profile-traveler')

    // Logged out, the header offers to log in again.
    await logOut(page)
    await page.goto('/my-bookings')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-bookings$/)
  })

  test('sign-up checks while typing whether the e-mail is taken', async ({ page, request }) => {
    const existing = await createConfirmedUser(request)
    await page.goto('/signup')
    await page.getByLabel('E-mail', { exact: true }).fill(existing.email)
    await expect(page.getByText('An account with this e-mail address already exists.')).toBeVisible()
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('free'))
    await expect(page.getByText('An account with this e-mail address already exists.')).toHaveCount(0)
  })
})
