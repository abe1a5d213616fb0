import { currentTotpCode } from '@driftway/collections/auth/totp'
import type { Page } from '@playwright/test'
import { captureScreens } from './support/screens'
import { expect, test } from './support/test'

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

  test('staff turns on two-factor sign-in and then signs in with an authenticator code', async ({ page, request }) => {
    // A staff account of its own (made by the demo administrator through the REST API), so the
    // other admin tests keep signing in without a code.
    const adminLogin = await request.post(`${cms}/api/staff/login`, { data: admin })
    const adminToken = (await adminLogin.json()).token as string
    const staff = { email: `two-factor-${Date.now()}@driftway.test`, password: 'Two-factor-staff-1' }
    const created = await request.post(`${cms}/api/staff`, {
      headers: { authorization: `JWT ${adminToken}` },
      data: { ...staff, name: 'Tess Factor', staff_role: 'editor' },
    })
    expect(created.ok()).toBe(true)

    await page.goto(`${cms}/admin/login`)
    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(`${cms}/admin`)

    await page.goto(`${cms}/admin/account`)
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    const secret = (await page.getByTestId('two-factor-key').textContent())?.trim() ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await captureScreens(page, 'admin-two-factor-setup')
    const step = (at: number) => Math.floor(at / 30_000)
    const enabledStep = step(Date.now())
    await page.getByLabel('Code from the app').fill(currentTotpCode(secret, enabledStep * 30_000))
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByText('On: signing in asks for a code from an authenticator app.')).toBeVisible()

    await page.context().clearCookies()
    await page.goto(`${cms}/admin/login`)
    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Login' }).click()
    const code = page.getByLabel('Authentication code')
    await expect(code).toBeVisible()
    await captureScreens(page, 'admin-two-factor-login')
    await code.fill(currentTotpCode(secret, Date.now() + 600_000))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'code is not valid' })).toBeVisible()
    // A code is good once: sign in with the first step after the one that turned it on.
    await code.fill(currentTotpCode(secret, Math.max(enabledStep + 1, step(Date.now())) * 30_000))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(`${cms}/admin`)
    await expect(page.getByRole('heading', { level: 3, name: /^Landing pages$/i })).toBeVisible()
  })
})

test.describe('admin security headers', () => {
  test('the admin carries the security headers of the site, and HSTS behind an HTTPS proxy (issue 19)', async ({
    request,
  }) => {
    for (const path of ['/admin/login', '/api/staff/me']) {
      const headers = (await request.get(`${cms}${path}`, { maxRedirects: 0 })).headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['x-frame-options'], path).toBe('DENY')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
      expect(headers['strict-transport-security'], path).toBeUndefined()
    }
    const proxied = await request.get(`${cms}/admin/login`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(proxied.headers()['strict-transport-security']).toContain('max-age=31536000')
  })
})
