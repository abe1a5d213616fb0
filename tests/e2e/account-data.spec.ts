import fs from 'node:fs'
import { unzipSync } from 'fflate'
import { createConfirmedUser, logIn } from './support/accounts'
import { captureScreens } from './support/screens'
import { expect, test } from './support/test'

// Issue 20: a person downloads everything Driftway holds about them from their profile.
test('a traveler downloads their data from the profile', async ({ page, request }) => {
  const user = await createConfirmedUser(request)
  await logIn(page, user.email, user.password)
  await page.goto('/profile?tab=password')
  const section = page.getByRole('heading', { name: 'Download your data' })
  await expect(section).toBeVisible()
  await captureScreens(page, 'profile-account-data')
  // The new traveler's profile is incomplete: from this tab the banner leads to the details tab.
  await expect(page.getByRole('link', { name: 'Add details' })).toHaveAttribute('href', /tab=details/)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^driftway-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())))
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'data/profile.json', 'data/bookings.json']))
  const profile = JSON.parse(Buffer.from(files['data/profile.json']!).toString('utf8')) as { email: string }[]
  expect(profile).toEqual([expect.objectContaining({ email: user.email })])
})
