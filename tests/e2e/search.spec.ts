import { addDaysToKey } from '@driftway/domain'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { apiUrl, mobileViewportShot } from './support/accounts'
import { captureScreens, viewports } from './support/screens'
import { expect, test } from './support/test'

/**
 * The traveler search (listings spec §2 search screen and cards, §4 search rules, §5 search
 * button): every result shown is checked against a direct call to the API for the same query.
 */

type ApiListing = {
  id: string
  title: string
  is_instant_booking_allowed: boolean
  full_price: number | null
  price_error_key: string | null
  latitude: number | null
}
type ApiPage = { count: number; has_more: boolean; results: ApiListing[] }

const noon = (isoDate: string) => Date.parse(`${isoDate}T12:00:00Z`) / 1000
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** A date at least `afterDays` ahead that falls on `weekday` (0 = Sunday). */
function nextWeekday(weekday: number, afterDays: number): string {
  const date = new Date()
  date.setUTCHours(12, 0, 0, 0)
  date.setUTCDate(date.getUTCDate() + afterDays)
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1)
  return isoDay(date)
}

async function apiSearch(
  request: APIRequestContext,
  kind: string,
  query: Record<string, string | number | boolean>,
): Promise<ApiPage> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
  const response = await request.get(`${apiUrl}/listing/${kind}/?${params}`)
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as ApiPage
}

const cards = (page: Page) => page.getByTestId('listing-grid').getByTestId('listing-card')
// A card's link is its title (its "opens in a new tab" is a description, not part of the text).
const cardTitles = (page: Page) => page.getByTestId('listing-grid').getByTestId('listing-card-link').allTextContents()
const markers = (page: Page) => page.getByTestId('results-map').getByTestId('map-marker')

/** Opens a search page and waits for hydration (the map mounts only in the browser). */
async function open(page: Page, path: string) {
  await page.goto(path)
  // Leaflet loads on demand after hydration: on a busy 2-core machine that took over 15 s once.
  await expect(page.locator('[data-testid="results-map"] .leaflet-container')).toBeVisible({ timeout: 30_000 })
}

/** Type a place and pick the suggestion with the keyboard (combobox: arrow down, Enter). */
async function pickPlace(bar: Locator, text: string, suggestion: string) {
  const input = bar.getByTestId('search-place')
  await input.fill(text)
  const list = bar.getByTestId('place-suggestions')
  await expect(list.getByRole('option').first()).toBeVisible()
  await expect(list.getByRole('option').first()).toContainText(suggestion)
  await input.press('ArrowDown')
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await input.press('Enter')
  await expect(input).toHaveValue(suggestion)
}

/** The page's search as the API reads it: coordinates from the URL the search bar wrote. */
function coordinatesOf(page: Page) {
  const url = new URL(page.url())
  const latitude = url.searchParams.get('latitude')
  const longitude = url.searchParams.get('longitude')
  expect(latitude, 'the picked place puts coordinates in the URL').toBeTruthy()
  return { latitude: latitude!, longitude: longitude! }
}

async function expectSameResults(page: Page, expected: ApiPage) {
  await expect(cards(page)).toHaveCount(Math.min(expected.results.length, 30))
  expect((await cardTitles(page)).sort()).toEqual(expected.results.map((listing) => listing.title).sort())
  await expect(markers(page)).toHaveCount(expected.results.filter((listing) => listing.latitude !== null).length)
}

/** Full-page screenshots from the top, so the sticky header sits where it belongs. */
async function screens(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await captureScreens(page, name)
}

/** Extra screenshots at the mobile size (list/map toggle, drawer), from the top: captureScreens takes full pages. */
const mobileShot = (page: Page, name: string, action: () => Promise<void>) =>
  mobileViewportShot(page, name, async () => {
    await page.evaluate(() => window.scrollTo(0, 0))
    await action()
  })

test.describe('search', () => {
  test('campervans near Munich with dates, a filter, the map and card links', async ({ page, request }) => {
    await open(page, '/campervans')
    await expect(page.getByText(/coming|on (its|their) way/i)).toHaveCount(0)
    const bar = page.getByTestId('search-bar')

    // Dates without a place: the search button is disabled (§5).
    const sunday = nextWeekday(0, 45)
    await bar.getByTestId('search-start').fill(sunday)
    // A Sunday start asks whether Saturday or Monday suits better (§4): take Monday.
    const dialog = page.getByRole('dialog', { name: /Sunday/ })
    await expect(dialog).toBeVisible()
    await dialog.getByTestId('sunday-monday').click()
    await expect(dialog).toBeHidden()
    const start = addDaysToKey(sunday, 1)
    await expect(bar.getByTestId('search-start')).toHaveValue(start)
    const end = addDaysToKey(start, 5)
    await bar.getByTestId('search-end').fill(end)
    await expect(bar.getByTestId('search-submit')).toBeDisabled()

    await pickPlace(bar, 'Munich', 'Munich, Germany')
    await expect(bar.getByTestId('search-submit')).toBeEnabled()
    await bar.getByTestId('search-submit').click()
    await expect(page).toHaveURL(/\/campervans\?.*startDate=/)
    const url = new URL(page.url())
    expect(url.searchParams.get('startDate')).toBe(start)
    expect(url.searchParams.get('endDate')).toBe(end)
    const place = coordinatesOf(page)

    const trip = { trip_start_timestamp: noon(start), trip_end_timestamp: noon(end) }
    const all = await apiSearch(request, 'recreational_vehicle', { ...place, ...trip })
    const instant = await apiSearch(request, 'recreational_vehicle', {
      ...place,
      ...trip,
      is_instant_booking_allowed: true,
    })
    // The filter step below must change the results to mean anything.
    expect(all.count).toBeGreaterThan(instant.count)
    expect(instant.count).toBeGreaterThan(0)

    await expect(page.getByTestId('results-count')).toHaveText(
      `${all.count} campervan${all.count === 1 ? '' : 's'} near Munich`,
    )
    await expectSameResults(page, all)
    // With dates the cards show the trip total the API computed.
    const priced = all.results.find((listing) => listing.full_price !== null)!
    await expect(cards(page).filter({ hasText: priced.title }).getByTestId('listing-total')).toContainText(
      new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(Math.floor(priced.full_price! / 100)),
    )

    // Campervans are priced per day (§2 "from price per night/day"), and filtered by their day rate;
    // beside a total the rate is the lowest one ("from"), since seasons can raise some nights.
    await expect(cards(page).filter({ hasText: priced.title }).first()).toContainText(/· from \S+ \/ day/)
    await expect(page.getByTestId('filter-sidebar').getByTestId('filter-price')).toContainText('Price per day')
    // Over 1280 px a card lies horizontal (photo beside the text); below it, vertical (§2 "Orientation").
    const layout = async () => {
      const card = cards(page).first()
      const photo = (await card.locator('.search-card-photo').boundingBox())!
      const title = (await card.getByTestId('listing-card-link').boundingBox())!
      return {
        beside: photo.x + photo.width <= title.x + 1 && title.y < photo.y + photo.height,
        above: photo.y + photo.height <= title.y + 1,
      }
    }
    expect(await layout()).toEqual({ beside: true, above: false })
    await page.setViewportSize({ width: 1100, height: 900 })
    await expect.poll(layout).toEqual({ beside: false, above: true })
    await page.setViewportSize(viewports.desktop)
    await expect.poll(layout).toEqual({ beside: true, above: false })

    // Hovering a card highlights its marker.
    const firstCard = cards(page).first()
    const firstId = await firstCard.getAttribute('data-listing-id')
    await firstCard.hover()
    await expect(page.locator(`.driftway-price.is-active[data-listing-id="${firstId}"]`)).toBeVisible()
    // …and hovering a marker highlights its card.
    // The last drawn one: a listing behind a crowd's "+N" has no pill to hover.
    const lastMarker = page.getByTestId('results-map').locator('.driftway-price:not(.is-crowd):not(.is-hidden)').last()
    const lastId = await lastMarker.getAttribute('data-listing-id')
    await lastMarker.hover()
    await expect(cards(page).and(page.locator(`[data-listing-id="${lastId}"]`))).toHaveAttribute(
      'data-highlighted',
      'true',
    )

    // Cards open the detail page in a new tab with the search's dates.
    const link = firstCard.getByTestId('listing-card-link')
    await expect(link).toHaveAttribute('target', '_blank')
    const href = new URL((await link.getAttribute('href'))!, 'http://site')
    expect(href.pathname).toMatch(/^\/rent-a-campervan\/[^/]+$/)
    expect(href.searchParams.get('startDate')).toBe(start)
    expect(href.searchParams.get('endDate')).toBe(end)

    await screens(page, 'search-campervans')
    await mobileShot(page, 'search-campervans-map', async () => {
      await page.getByTestId('toggle-map').click()
      await expect(markers(page).first()).toBeVisible()
    })

    // A filter through the UI: the URL and the results follow (debounced), every card satisfies it.
    await page.getByTestId('filter-sidebar').getByTestId('filter-instant').check()
    await expect(page).toHaveURL(/bookInstantly=true/)
    await expect(page.getByTestId('results-count')).toHaveText(
      `${instant.count} campervan${instant.count === 1 ? '' : 's'} near Munich`,
    )
    await expectSameResults(page, instant)
    for (const card of await cards(page).all()) {
      // The instant-booking chip is shown for instant listings only.
      await expect(card.getByTestId('book-now')).toBeVisible()
    }
    // The URL is the state: a reload renders the same filtered search on the server.
    await page.reload()
    await expect(page.getByTestId('filter-sidebar').getByTestId('filter-instant')).toBeChecked()
    await expectSameResults(page, instant)

    // Sorts are exclusive: price ascending orders by the per-night price.
    await page.getByTestId('filter-sidebar').getByTestId('sort-select').selectOption('filter_by_price_daily:ASC')
    await expect(page).toHaveURL(/filter_by_price_daily=ASC/)
    const sorted = await apiSearch(request, 'recreational_vehicle', {
      ...place,
      ...trip,
      is_instant_booking_allowed: true,
      filter_by_price_daily: 'ASC',
    })
    await expect.poll(() => cardTitles(page)).toEqual(sorted.results.map((listing) => listing.title))

    // Clear the instant filter and ask for automatic gearboxes instead: every card is an automatic.
    const sidebar = page.getByTestId('filter-sidebar')
    await sidebar.getByTestId('filter-instant').uncheck()
    await sidebar.getByTestId('filter-transmission').getByRole('button', { name: 'Automatic', exact: true }).click()
    await expect(page).toHaveURL(/transmission=Automatic/)
    await expect(page).not.toHaveURL(/bookInstantly/)
    const automatic = await apiSearch(request, 'recreational_vehicle', {
      ...place,
      ...trip,
      transmission_type__include__or: 'Automatic',
      filter_by_price_daily: 'ASC',
    })
    expect(automatic.count).toBeGreaterThan(0)
    await expect.poll(() => cardTitles(page)).toEqual(automatic.results.map((listing) => listing.title))
    for (const card of await cards(page).all()) {
      // The second row of facts: the vehicle's transmission, fuel, km and cover.
      await expect(card.locator('.facts').last()).toContainText('Automatic')
    }
  })

  test('load more appends the next page of a kind with more than 30 listings', async ({ page, request }) => {
    const expected = await apiSearch(request, 'recreational_vehicle', { limit: 100 })
    expect(expected.count).toBeGreaterThan(30)
    await open(page, '/campervans')
    await expect(cards(page)).toHaveCount(30)
    await expect(markers(page)).toHaveCount(30)
    await expect(page.getByTestId('results-shown')).toHaveText(`Showing 30 of ${expected.count}`)
    await page.getByTestId('load-more').click()
    await expect(cards(page)).toHaveCount(Math.min(60, expected.count))
    await expect(markers(page)).toHaveCount(Math.min(60, expected.count))
    expect((await cardTitles(page)).sort()).toEqual(
      expected.results
        .slice(0, 60)
        .map((listing) => listing.title)
        .sort(),
    )
    if (expected.count <= 60) await expect(page.getByTestId('load-more')).toHaveCount(0)

    // "Search this area": after the traveler zooms the map, its centre and reach become the search.
    await expect(page.getByTestId('search-area')).toHaveCount(0)
    await page.getByTestId('results-map').getByRole('button', { name: 'Zoom in', exact: true }).click()
    await page.getByTestId('results-map').getByRole('button', { name: 'Zoom in', exact: true }).click()
    await page.getByTestId('search-area').click()
    await expect(page).toHaveURL(/radius=/)
    const area = new URL(page.url()).searchParams
    const inArea = await apiSearch(request, 'recreational_vehicle', {
      latitude: area.get('latitude')!,
      longitude: area.get('longitude')!,
      radius_km: area.get('radius')!,
    })
    expect(inArea.count).toBeLessThan(expected.count)
    await expect(page.getByTestId('results-count')).toHaveText(
      `${inArea.count} campervan${inArea.count === 1 ? '' : 's'} in this map area`,
    )
    if (inArea.count > 0) await expectSameResults(page, inArea)

    // Phones: filters live in a top drawer whose button shows how many results the filters leave.
    const drawer = page.getByTestId('filter-drawer')
    const instantInArea = await apiSearch(request, 'recreational_vehicle', {
      latitude: area.get('latitude')!,
      longitude: area.get('longitude')!,
      radius_km: area.get('radius')!,
      is_instant_booking_allowed: true,
    })
    await mobileShot(page, 'search-filter-drawer', async () => {
      await expect(page.getByTestId('filter-sidebar')).toBeHidden()
      await page.getByTestId('open-filters').click()
      await expect(drawer).toBeVisible()
      await drawer.getByTestId('filter-instant').check()
      await expect(page).toHaveURL(/bookInstantly=true/)
      await expect(drawer.getByTestId('filter-drawer-show')).toHaveText(
        `Show ${instantInArea.count} result${instantInArea.count === 1 ? '' : 's'}`,
      )
    })
    await drawer.getByTestId('filter-drawer-show').click()
    await expect(drawer).toBeHidden()
    await expect(page.getByTestId('open-filters')).toContainText('1')
  })

  test('campsites with two adults and a child', async ({ page, request }) => {
    await open(page, '/campsites')
    const bar = page.getByTestId('search-bar')
    await pickPlace(bar, 'Como', 'Como, Italy')
    const start = nextWeekday(5, 50)
    const end = addDaysToKey(start, 4)
    await bar.getByTestId('search-start').fill(start)
    await bar.getByTestId('search-end').fill(end)
    await bar.getByTestId('search-adults').selectOption('2')
    await bar.getByTestId('search-children').selectOption('1')
    await bar.getByTestId('search-submit').click()
    await expect(page).toHaveURL(/adults=2/)
    await expect(page).toHaveURL(/children=1/)
    const place = coordinatesOf(page)

    const party = { adults_num: 2, children_num: 1, pitches_num: 1 }
    const trip = { trip_start_timestamp: noon(start), trip_end_timestamp: noon(end) }
    const expected = await apiSearch(request, 'campsite', { ...place, ...trip, ...party })
    expect(expected.count).toBeGreaterThan(0)
    await expectSameResults(page, expected)
    // Pitches are priced and filtered per night.
    await expect(cards(page).first()).toContainText('/ night')
    await expect(page.getByTestId('filter-sidebar').getByTestId('filter-price')).toContainText('Price per night')
    await expect(cards(page).first()).not.toContainText('/ day')

    // The card hands the party on to the detail page.
    const href = new URL(
      (await cards(page).first().getByTestId('listing-card-link').getAttribute('href'))!,
      'http://site',
    )
    expect(href.pathname).toMatch(/^\/book-a-campsite\//)
    expect(href.searchParams.get('adults')).toBe('2')
    expect(href.searchParams.get('children')).toBe('1')
    expect(href.searchParams.get('startDate')).toBe(start)

    // A campsite filter: pitches suitable for tents.
    await page
      .getByTestId('filter-sidebar')
      .getByTestId('filter-suitability')
      .getByRole('button', { name: 'Tent' })
      .click()
    await expect(page).toHaveURL(/suitability=Tent/)
    const tents = await apiSearch(request, 'campsite', {
      ...place,
      ...trip,
      ...party,
      suitability__include__or: 'Tent',
    })
    await expect(page.getByTestId('results-count')).toContainText(`${tents.count} campsite`)
    if (tents.count > 0) await expectSameResults(page, tents)
    else await expect(page.getByTestId('results-empty')).toBeVisible()

    await screens(page, 'search-campsites')
    await mobileShot(page, 'search-campsites-map', async () => {
      await page.getByTestId('toggle-map').click()
      await expect(page.getByTestId('results-map')).toBeVisible()
    })
  })

  test('listings too close to tell apart on the map share a "+N" pill that zooms in to them', async ({ page }) => {
    await open(page, '/campsites')
    const map = page.getByTestId('results-map')
    await expect(markers(page)).toHaveCount(30)
    // From far enough out, the pitches of a region crowd onto one spot.
    const crowds = map.locator('[data-crowd]')
    const zoomOut = map.getByRole('button', { name: 'Zoom out', exact: true })
    await expect
      .poll(
        async () => {
          if ((await crowds.count()) === 0 && (await zoomOut.isEnabled())) await zoomOut.click()
          return crowds.count()
        },
        { intervals: [750] },
      )
      .toBeGreaterThan(0)
    const drawnPrices = map.locator('.driftway-price:not(.is-crowd):not(.is-hidden)')
    const hidden = map.locator('.driftway-price.is-hidden')
    // Every result is a drawn price or counted in a "+N"; each "+N" hides all it counts but itself.
    const counts = await crowds.evaluateAll((pills) => pills.map((pill) => Number(pill.getAttribute('data-crowd'))))
    const counted = counts.reduce((sum, count) => sum + count, 0)
    expect((await drawnPrices.count()) + counted).toBe(30)
    expect(await hidden.count()).toBe(counted - counts.length)
    await expect(crowds.first()).toHaveAttribute('aria-label', `${counts[0]} more listings here – zoom in`)
    await screens(page, 'search-map-crowd')

    // Its pill zooms the map in to the crowd: more prices are drawn, none of the results is lost.
    const before = await drawnPrices.count()
    await crowds.first().click()
    await expect(page.getByTestId('search-area')).toBeVisible()
    await expect.poll(() => drawnPrices.count()).toBeGreaterThan(before)
    await expect(markers(page)).toHaveCount(30)
    await expect(cards(page)).toHaveCount(30)
  })

  test('boats with a period in weeks', async ({ page, request }) => {
    await open(page, '/boats')
    const bar = page.getByTestId('search-bar')
    await pickPlace(bar, 'Split', 'Split, Croatia')
    // The default period is one week: a start date sets the end 7 days later (§2).
    await expect(bar.getByTestId('search-period')).toHaveValue('1')
    const start = nextWeekday(6, 40)
    await bar.getByTestId('search-start').fill(start)
    await expect(bar.getByTestId('search-end')).toHaveValue(addDaysToKey(start, 7))
    await bar.getByTestId('search-period').selectOption('2')
    const end = addDaysToKey(start, 14)
    await expect(bar.getByTestId('search-end')).toHaveValue(end)
    await bar.getByTestId('search-submit').click()
    await expect(page).toHaveURL(/period=2/)
    expect(new URL(page.url()).searchParams.get('endDate')).toBe(end)
    const place = coordinatesOf(page)

    const expected = await apiSearch(request, 'boat', {
      ...place,
      trip_start_timestamp: noon(start),
      trip_end_timestamp: noon(end),
    })
    expect(expected.count).toBeGreaterThan(0)
    await expectSameResults(page, expected)
    await expect(page.getByTestId('search-period')).toHaveValue('2')
    await expect(cards(page).first()).toContainText(/total for 14 nights|Minimum stay/)

    await screens(page, 'search-boats')
    await mobileShot(page, 'search-boats-map', async () => {
      await page.getByTestId('toggle-map').click()
      await expect(markers(page).first()).toBeVisible()
    })
  })

  test('a city page searches around its city', async ({ page, request }) => {
    await open(page, '/campervan-hire/munich')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campervan hire in Munich')
    await expect(page).toHaveTitle('Campervan hire in Munich – Driftway')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/campervan-hire\/munich$/)
    const geocoded = (await (await request.get(`${apiUrl}/geocoding/search/?q=munich&limit=1`)).json()) as {
      lat: number
      lon: number
    }[]
    const expected = await apiSearch(request, 'recreational_vehicle', {
      latitude: geocoded[0]!.lat,
      longitude: geocoded[0]!.lon,
    })
    await expectSameResults(page, expected)
    // Dates need no typed place on a city page (§5).
    const bar = page.getByTestId('search-bar')
    await bar.getByTestId('search-start').fill(nextWeekday(3, 30))
    await bar.getByTestId('search-end').fill(nextWeekday(3, 40))
    await bar.getByTestId('search-submit').click()
    await expect(page).toHaveURL(/\/campervan-hire\/munich\?.*startDate=/)

    // A trip shorter than a listing's minimum stay: its card warns instead of showing a total.
    const shortStart = nextWeekday(2, 60)
    const short = await apiSearch(request, 'recreational_vehicle', {
      latitude: geocoded[0]!.lat,
      longitude: geocoded[0]!.lon,
      trip_start_timestamp: noon(shortStart),
      trip_end_timestamp: noon(addDaysToKey(shortStart, 1)),
    })
    const tooShort = short.results.filter((listing) => listing.price_error_key === 'minimum_rental_days')
    expect(tooShort.length).toBeGreaterThan(0)
    await page.goto(`/campervan-hire/munich?startDate=${shortStart}&endDate=${addDaysToKey(shortStart, 1)}`)
    await expect(cards(page)).toHaveCount(short.results.length)
    await expect(page.getByTestId('min-nights-warning')).toHaveCount(tooShort.length)

    const missing = await page.goto('/boat-hire/nowhere-that-exists-xyz')
    expect(missing?.status()).toBe(404)
  })
})
