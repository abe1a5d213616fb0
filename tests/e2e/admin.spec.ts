import { expect, type Page, test } from '@playwright/test'
import { captureScreens } from './support/screens'

// The CMS runs on its own origin; playwright.config.ts sets CMS_URL for the stack it starts.
const cms = process.env.CMS_URL ?? 'http://localhost:3001'

// Seeded by the demo seed (README: demo logins).
const admin = { email: 'admin@driftway.test', password: 'Driftway-admin-1' }

async function signIn(page: Page): Promise<void> {
  await page.goto(`${cms}/admin/login`)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(`${cms}/admin`)
}

test.describe('admin (Payload CMS)', () => {
  test('the CMS root leads to the branded admin login', async ({ page }) => {
    await page.goto(`${cms}/`)
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page).toHaveTitle(/Driftway admin/)
    await expect(page.locator('.login__brand').getByText('Driftway', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    await captureScreens(page, 'admin-login')
  })

  test('wrong password keeps staff on the login screen', async ({ page }) => {
    await page.goto(`${cms}/admin/login`)
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText(/email or password provided is incorrect/i)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test('staff signs in, sees the collection cards and opens the landing pages list', async ({ page }) => {
    await signIn(page)

    // Dashboard cards are h3 headings named by the collections' plural labels.
    for (const name of [/^Listings$/i, /^Bookings$/i, /^Landing pages$/i]) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
    }
    await captureScreens(page, 'admin-dashboard')

    await page.getByRole('link', { name: /^Show all Landing pages$/i }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1, name: /^Landing pages$/i })).toBeVisible()
    await expect(page.getByRole('link', { name: /create new/i }).first()).toBeVisible()
    await captureScreens(page, 'admin-landing-pages')
  })
})
