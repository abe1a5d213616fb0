import { apiUrl, logIn, screens } from './support/accounts'
import { apiToken } from './support/lessor-manage'
import { expect, test } from './support/test'

/**
 * The account history (issue 24): a lessor's price change made through the API appears, with the
 * old and new price, on their profile's history tab; the entry cannot be changed from there.
 */
const lessor = { email: 'rv-lessor@driftway.test', password: 'Driftway1' }

test('a changed rate shows in the lessor’s account history', async ({ page, request }) => {
  const token = await apiToken(request, lessor.email, lessor.password)
  const headers = { authorization: `Bearer ${token}` }
  const own = await request.get(`${apiUrl}/listing/recreational_vehicle/my/?limit=1`, { headers })
  const [listing] = ((await own.json()) as { results: { id: string; title: string }[] }).results
  expect(listing, 'a seeded campervan of the RV lessor').toBeTruthy()
  const base = `${apiUrl}/listing/recreational_vehicle/${listing!.id}/season-rate/`
  const created = await request.post(base, { headers, data: { season: 'History check', rate_in_cents: 9_900 } })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const changed = await request.patch(`${base}${id}/`, { headers, data: { rate_in_cents: 12_000 } })
  expect(changed.status(), await changed.text()).toBe(200)

  await logIn(page, lessor.email, lessor.password)
  await page.goto('/profile?tab=activity')
  await expect(page.getByRole('heading', { name: 'Account history', level: 2 })).toBeVisible()
  const entry = page.getByTestId('activity-entry').first()
  await expect(entry).toHaveAttribute('data-action', 'season_rate.updated')
  await expect(entry.getByRole('heading')).toHaveText('Rate changed')
  await expect(entry).toContainText('You')
  await expect(entry).toContainText('€99')
  await expect(entry).toContainText('€120')
  // Records by their names, not their ids: the rate by its season, the new rate's listing by its title.
  await expect(entry.getByTestId('activity-target')).toHaveText('History check')
  const added = page.getByTestId('activity-entry').nth(1)
  await expect(added).toHaveAttribute('data-action', 'season_rate.created')
  await expect(added).toContainText(listing!.title)
  await expect(added).not.toContainText(listing!.id)
  await expect(page.getByTestId('activity-entry').filter({ hasText: '[object Object]' })).toHaveCount(0)
  await screens(page, 'accounts-history')
})
