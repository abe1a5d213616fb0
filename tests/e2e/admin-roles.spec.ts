import type { APIRequestContext, Page } from '@playwright/test'
import { waitForMail } from './support/accounts'
import { captureScreens } from './support/screens'
import { expect, test } from './support/test'

// Issue 20 in the browser: each staff role sees and does only its part of the admin.
const cms = process.env.CMS_URL ?? 'http://localhost:3001'

// Seeded by the demo seed (README: demo logins).
const staff = {
  admin: { email: 'admin@driftway.test', password: 'Driftway-admin-1' },
  editor: { email: 'editor@driftway.test', password: 'Driftway-editor-1' },
  support: { email: 'support@driftway.test', password: 'Driftway-support-1' },
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${cms}/admin/login`)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(`${cms}/admin`)
}

/** A staff token through Payload's REST login, for setting up what the UI is not about. */
async function staffToken(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post(`${cms}/api/staff/login`, { data: account })
  expect(response.ok()).toBe(true)
  return String((await response.json()).token)
}

const collectionCard = (page: Page, name: RegExp) => page.getByRole('heading', { level: 3, name })

test.describe('staff roles in the admin', () => {
  test('an editor sees only the content collections', async ({ page }) => {
    await signIn(page, staff.editor)
    for (const name of [/^Landing pages$/i, /^Media$/i, /^Amenities$/i, /^Brands$/i]) {
      await expect(collectionCard(page, name)).toBeVisible()
    }
    for (const name of [/^Bookings$/i, /^Marketplace users$/i, /^Listings$/i, /^Staff$/i, /^Bank accounts$/i]) {
      await expect(collectionCard(page, name)).toHaveCount(0)
    }
    await captureScreens(page, 'admin-editor-dashboard')
    // Typing the address of a collection the role may not read gets nothing either.
    await page.goto(`${cms}/admin/collections/users`)
    await expect(page.getByRole('heading', { level: 1, name: /^Marketplace users$/i })).toHaveCount(0)
  })

  test('support finds a booking by its id and resends its confirmation', async ({ page, request }) => {
    const token = await staffToken(request, staff.admin)
    const bookings = await request.get(`${cms}/api/bookings?limit=1&depth=0&where[status][equals]=CONFIRMED`, {
      headers: { authorization: `JWT ${token}` },
    })
    const booking = (await bookings.json()).docs[0] as { id: string; reference: string; traveller: string }
    expect(booking, 'the seed has a confirmed booking').toBeTruthy()
    const traveler = await request.get(`${cms}/api/users/${booking.traveller}?depth=0`, {
      headers: { authorization: `JWT ${token}` },
    })
    const travelerEmail = String((await traveler.json()).email)

    await signIn(page, staff.support)
    await expect(collectionCard(page, /^Bookings$/i)).toBeVisible()
    await expect(collectionCard(page, /^Staff$/i)).toHaveCount(0)
    await page.goto(`${cms}/admin/collections/bookings`)
    // Support types the booking number a traveler reads out, in lower case: the search narrows the
    // list to that one booking (the list reloads with the search in the URL).
    const typed = booking.reference.toLowerCase()
    await page.getByPlaceholder(/search/i).fill(typed)
    await expect(page).toHaveURL(new RegExp(`search=${typed}`))
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(page.locator('tbody tr').first()).toContainText(booking.reference)
    await expect(page.getByText('1-1 of 1')).toBeVisible()
    // Moments and amounts read as dates and money in the list and beside the stored integers.
    await expect(page.locator('tbody tr').first()).toContainText(/\d{1,2} \w{3,4} \d{4}, \d{2}:\d{2} UTC/)
    await expect(page.locator('tbody tr').first()).toContainText(/€[\d,]+/)
    await page.locator('tbody tr').first().getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/bookings/${booking.id}`))
    await expect(page.getByTestId('readable-pickup_timestamp')).toHaveText(/^= \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2} UTC$/)
    await expect(page.getByTestId('readable-total_rent_price_in_cents')).toHaveText(/^= €[\d,.]+$/)

    const panel = page.getByRole('region', { name: 'Support actions' })
    await expect(panel).toBeVisible()
    await captureScreens(page, 'admin-support-booking')
    await panel.getByRole('button', { name: 'Resend confirmation e-mail' }).click()
    await expect(page.getByText('The booking confirmation was sent again.')).toBeVisible()
    const mail = await waitForMail(request, travelerEmail, /booking is confirmed/i)
    expect(mail.text).toContain(`Booking number: ${booking.reference}`)
  })

  test('an admin promotes an editor to support', async ({ page, request }) => {
    const token = await staffToken(request, staff.admin)
    const email = `promoted-${Date.now().toString(36)}@driftway.test`
    const created = await request.post(`${cms}/api/staff`, {
      headers: { authorization: `JWT ${token}` },
      data: { email, password: 'Promoted-editor-1', staff_role: 'editor', name: 'Eda Promoted' },
    })
    expect(created.status()).toBe(201)
    const id = String((await created.json()).doc.id)

    await signIn(page, staff.admin)
    await page.goto(`${cms}/admin/collections/staff/${id}`)
    await expect(page.getByText(email).first()).toBeVisible()
    // Payload's select (react-select): open it, then pick the option.
    await page.locator('#field-staff_role .rs__control').click()
    await page.locator('.rs__option', { hasText: /^Support$/ }).click()
    await expect(page.locator('#field-staff_role .rs__single-value')).toHaveText('Support')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
    await captureScreens(page, 'admin-staff-promoted')

    const stored = await request.get(`${cms}/api/staff/${id}?depth=0`, { headers: { authorization: `JWT ${token}` } })
    expect((await stored.json()).staff_role).toBe('support')
    const audit = await request.get(
      `${cms}/api/audit-log?depth=0&where[action][equals]=staff.role_changed&where[target_id][equals]=${id}`,
      { headers: { authorization: `JWT ${token}` } },
    )
    const entries = (await audit.json()).docs as { id: string }[]
    expect(entries).toEqual([
      expect.objectContaining({ before: { staff_role: 'editor' }, after: { staff_role: 'support' } }),
    ])
    // The audit log shows who changed what, read-only.
    await page.goto(`${cms}/admin/collections/audit-log/${entries[0]!.id}`)
    await expect(page.getByText('"staff_role": "support"')).toBeVisible()
    await captureScreens(page, 'admin-audit-entry')
  })

  test('an admin updates the imprint and the site shows it at once', async ({ page }) => {
    const phone = `+49 89 ${String(Date.now()).slice(-7)}`
    await signIn(page, staff.admin)
    await page.goto(`${cms}/admin/globals/imprint`)
    await expect(page.locator('#field-operator_name')).toHaveValue('Driftway Demo GmbH')
    await page.locator('#field-phone').fill(phone)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
    // A stored moment reads as a date beside its seconds.
    await expect(page.getByTestId('readable-updated_at_ts')).toHaveText(/ UTC$/)
    await captureScreens(page, 'admin-imprint')

    await page.goto('/imprint')
    await expect(page.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/ /g, '')}`)
  })
})
