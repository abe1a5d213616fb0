import type { Page } from '@playwright/test'
import { createConfirmedUser, dialogScreens, h1, screens } from './support/accounts'
import { expect, test } from './support/test'

/**
 * Wishlists end to end (accounts §2, §6, §8; issue 13): an anonymous heart leads to the login and
 * back; a traveler's heart saves to the default list; "Summer" is created, the listing moved
 * there (with the removal confirmation), the list renamed and deleted with confirmation.
 */

const searchCards = (page: Page) => page.getByTestId('listing-grid').getByTestId('listing-card')
const picker = (page: Page) => page.getByRole('dialog')
const option = (page: Page, name: string) =>
  picker(page).locator(`[data-testid="wishlist-option"][data-name="${name}"]`)
const wishlistCard = (page: Page, name: string) => page.locator(`[data-testid="wishlist-card"][data-name="${name}"]`)

async function openSearch(page: Page) {
  await page.goto('/campervans')
  await expect(page.locator('[data-testid="results-map"] .leaflet-container')).toBeVisible()
}

test('a traveler saves, moves, renames and deletes wishlists', async ({ page, request }) => {
  // A long journey with a dozen screenshots on a shared machine.
  test.setTimeout(240_000)
  const traveler = await createConfirmedUser(request, { firstName: 'Wanda' })

  // Anonymous: the heart asks to log in and comes back to the search.
  await openSearch(page)
  const firstCard = searchCards(page).first()
  const title = (await firstCard.getByTestId('listing-card-link').innerText()).trim()
  await firstCard.getByTestId('wishlist-heart').click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcampervans/)
  await page.getByLabel('E-mail').fill(traveler.email)
  await page.getByLabel('Password', { exact: true }).fill(traveler.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/campervans$/)
  await expect(page.locator('[data-testid="results-map"] .leaflet-container')).toBeVisible()

  // One tap saves to the default list and opens the add-to-list modal.
  const card = searchCards(page).filter({ hasText: title }).first()
  const heart = card.getByTestId('wishlist-heart')
  await expect(heart).toHaveAttribute('data-saved', 'false')
  await heart.click()
  await expect(picker(page).getByRole('heading', { name: 'Saved to Favourites' })).toBeVisible()
  await expect(option(page, 'Favourites')).toHaveAttribute('aria-pressed', 'true')
  await dialogScreens(page, 'wishlist-add-to-list')
  await picker(page).getByTestId('wishlist-picker-done').click()
  await expect(heart).toHaveAttribute('data-saved', 'true')

  // It is in the default list.
  await page.goto('/wishlists')
  await expect(h1(page)).toHaveText('Wishlists')
  await expect(wishlistCard(page, 'Favourites').getByTestId('wishlist-card-count')).toHaveText('1 listing')

  // Create "Summer".
  await page.getByTestId('create-wishlist').click()
  await picker(page).getByTestId('wishlist-name-submit').click()
  await expect(picker(page).getByText('Please enter a name')).toBeVisible()
  await picker(page).getByTestId('wishlist-name').fill('Summer')
  await dialogScreens(page, 'wishlist-create')
  await picker(page).getByTestId('wishlist-name-submit').click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Wishlist “Summer” created' })).toBeVisible()
  await expect(wishlistCard(page, 'Summer').getByTestId('wishlist-card-count')).toHaveText('0 listings')
  await screens(page, 'wishlists')

  // Move the listing from Favourites to Summer with the card's heart.
  await wishlistCard(page, 'Favourites').click()
  await expect(page.getByTestId('wishlist-title')).toHaveText('Favourites')
  const item = page.getByTestId('wishlist-item').filter({ hasText: title })
  await expect(item).toHaveCount(1)
  await expect(page.getByTestId('rename-wishlist')).toHaveCount(0)
  await expect(page.getByTestId('delete-wishlist')).toHaveCount(0)
  await screens(page, 'wishlist-detail')
  await item.getByTestId('wishlist-heart').click()
  await expect(option(page, 'Summer')).toHaveAttribute('aria-pressed', 'false')
  await option(page, 'Summer').click()
  await expect(option(page, 'Summer')).toHaveAttribute('aria-pressed', 'true')
  await option(page, 'Favourites').click()
  const confirm = picker(page).getByTestId('remove-confirm')
  await expect(confirm).toContainText('Remove this item from wishlist?')
  await dialogScreens(page, 'wishlist-remove-confirm-in-picker')
  await confirm.getByTestId('confirm-remove').click()
  await expect(option(page, 'Favourites')).toHaveAttribute('aria-pressed', 'false')
  await picker(page).getByTestId('wishlist-picker-done').click()
  await expect(page.getByTestId('wishlist-empty')).toBeVisible()
  await screens(page, 'wishlist-empty')

  // Summer holds it; removing asks first (cancelled here).
  await page.getByTestId('back-to-wishlists').click()
  await expect(wishlistCard(page, 'Summer').getByTestId('wishlist-card-count')).toHaveText('1 listing')
  await wishlistCard(page, 'Summer').click()
  await expect(page.getByTestId('wishlist-title')).toHaveText('Summer')
  await expect(page.getByTestId('wishlist-item').filter({ hasText: title })).toHaveCount(1)
  await page.getByTestId('remove-item').first().click()
  await expect(picker(page).getByRole('heading', { name: 'Remove this item from wishlist?' })).toBeVisible()
  await dialogScreens(page, 'wishlist-remove-confirm')
  await picker(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1)

  // Rename.
  await page.getByTestId('rename-wishlist').click()
  const name = picker(page).getByTestId('wishlist-name')
  await expect(name).toHaveValue('Summer')
  await name.fill('Summer by the lake')
  await dialogScreens(page, 'wishlist-rename')
  await picker(page).getByTestId('wishlist-name-submit').click()
  await expect(page.getByTestId('wishlist-title')).toHaveText('Summer by the lake')

  // Delete, with confirmation.
  await page.getByTestId('delete-wishlist').click()
  await expect(picker(page).getByRole('heading', { name: 'Delete this wishlist?' })).toBeVisible()
  await dialogScreens(page, 'wishlist-delete')
  await picker(page).getByTestId('confirm-delete-wishlist').click()
  await expect(page).toHaveURL(/\/wishlists$/)
  await expect(wishlistCard(page, 'Summer by the lake')).toHaveCount(0)
  await expect(wishlistCard(page, 'Favourites')).toBeVisible()
})

test('lessors see no heart; the wishlist pages are for travelers', async ({ page, request }) => {
  const lessor = await createConfirmedUser(request, { role: 2, companyName: 'Heartless Vans' })
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(lessor.email)
  await page.getByLabel('Password', { exact: true }).fill(lessor.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await openSearch(page)
  await expect(searchCards(page).first()).toBeVisible()
  await expect(page.getByTestId('wishlist-heart')).toHaveCount(0)
  await page.goto('/wishlists')
  await expect(page).not.toHaveURL(/\/wishlists/)
})
