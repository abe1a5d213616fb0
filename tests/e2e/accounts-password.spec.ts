import {
  createConfirmedUser,
  desktopViewportShot,
  h1,
  linkPath,
  logIn,
  mobileViewportShot,
  screens,
  uniqueEmail,
  waitForMail,
} from './support/accounts'
import { expect, test } from './support/test'

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text })

test.describe('accounts: passwords and the account itself', () => {
  test('reset the password through the mailed link, then log in with the new one', async ({ page, request }) => {
    const user = await createConfirmedUser(request)
    const newPassword = 'Another-pass-2'

    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(h1(page)).toHaveText('Forgot your password?')
    await screens(page, 'accounts-forgot-password')

    // Accounts §8: an unknown address is named as such.
    await page.getByLabel('E-mail').fill(uniqueEmail('nobody'))
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText("We couldn't find an account with this e-mail address.")).toBeVisible()
    await screens(page, 'accounts-forgot-password-not-found')

    await page.getByLabel('E-mail').fill(user.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByTestId('reset-sent')).toContainText(user.email)
    await screens(page, 'accounts-forgot-password-sent')

    const mail = await waitForMail(request, user.email, /Reset your Driftway password/)
    const resetPath = linkPath(mail, '/reset-password/')
    await page.goto(resetPath)
    await expect(h1(page)).toHaveText('Choose a new password')
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill('Mismatch-9')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('Password does not match the confirm password')).toBeVisible()
    await screens(page, 'accounts-reset-password')

    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page).toHaveURL(/\/login\?notice=password-reset$/)
    await expect(page.getByTestId('notice')).toContainText('Your password has been changed')
    await screens(page, 'accounts-login-password-changed')

    // The old password no longer works; the new one does.
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(toast(page, 'Invalid e-mail or password.')).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/my-bookings$/)

    // A reset link works once: a second use fails with a generic notice.
    await page.goto(resetPath)
    await page.getByLabel('New password', { exact: true }).fill('Third-pass-3')
    await page.getByLabel('Confirm new password').fill('Third-pass-3')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByTestId('reset-failed')).toContainText("We couldn't change your password")
  })

  test('change the password in the profile, with the success modal', async ({ page, request }) => {
    const user = await createConfirmedUser(request)
    await logIn(page, user.email, user.password)
    await page.goto('/profile?tab=password')
    const form = page.getByTestId('password-form')

    await form.getByLabel('Current password').fill('Wrong-password-1')
    await form.getByLabel('New password', { exact: true }).fill('Changed-pass-7')
    await form.getByLabel('Confirm new password').fill('Changed-pass-7')
    await form.getByRole('button', { name: 'Change password' }).click()
    // Accounts §8: reset_password → the banner profile.resetPasswordError.
    await expect(page.getByTestId('wrong-old-password')).toContainText('Your current password is not correct.')
    await screens(page, 'accounts-profile-password-wrong')

    await form.getByLabel('Current password').fill(user.password)
    await form.getByRole('button', { name: 'Change password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Password changed' })
    await expect(dialog).toBeVisible()
    await desktopViewportShot(page, 'accounts-profile-password-success')
    await dialog.getByTestId('password-success-ok').click()
    await expect(dialog).toBeHidden()

    // Still signed in after the change (this session stays), and the new password works next time.
    await page.reload()
    await expect(page.getByTestId('user-menu')).toBeVisible()
    await page.context().clearCookies()
    await logIn(page, user.email, 'Changed-pass-7')
    await expect(page).toHaveURL(/\/my-bookings$/)
  })

  test('delete the account behind a typed confirmation', async ({ page, request }) => {
    const user = await createConfirmedUser(request)
    await logIn(page, user.email, user.password)
    await page.goto('/profile?tab=password')
    await screens(page, 'accounts-profile-password')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(dialog).toBeVisible()
    const confirm = dialog.getByTestId('confirm-delete')
    await expect(confirm).toBeDisabled()
    await dialog.getByTestId('delete-confirm-input').fill('delete')
    await expect(confirm).toBeEnabled()
    await desktopViewportShot(page, 'accounts-delete-dialog')
    await mobileViewportShot(page, 'accounts-delete-dialog', async () => {
      await expect(dialog).toBeVisible()
    })
    await confirm.click()

    // Logged out, at home, with a notice.
    await expect(page).toHaveURL(/\/$/)
    await expect(toast(page, 'Your account has been deleted')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await screens(page, 'accounts-account-deleted')

    await page.goto('/login')
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(toast(page, 'Invalid e-mail or password.')).toBeVisible()
  })

  test('e-mail confirmation with a bad key goes to the login with a notice', async ({ page }) => {
    await page.goto('/confirm-email/not-a-real-key')
    await expect(page).toHaveURL(/\/login\?notice=confirmation-failed$/)
    await expect(page.getByTestId('notice')).toContainText("This confirmation link didn't work")
  })
})
