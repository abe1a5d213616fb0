import zlib from 'node:zlib'
import { e2eUrls } from '../playwright.config'
import { h1 } from './support/accounts'
import { captureScreens, viewports } from './support/screens'
import { expect, test } from './support/test'

test.describe('site shell', () => {
  test('home shows popular campervans with their photos', async ({ page }) => {
    await page.goto('/')
    await expect(h1(page)).toHaveText('Wake up somewhere new.')

    const row = page.getByTestId('featured-recreational_vehicle')
    const cards = row.getByTestId('listing-card')
    await expect(cards.nth(3)).toBeAttached()
    expect(await cards.count()).toBeGreaterThanOrEqual(4)

    for (let index = 0; index < 4; index++) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty()
      // The "from" price, in bold (`.card-from > b`).
      await expect(card.locator('.card-from > b')).toHaveText(/\d/)
      const image = card.locator('img')
      // A real photo that loaded, not the placeholder shown for missing or broken images.
      await expect(image).not.toHaveAttribute('data-placeholder', /.*/)
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      // Cards open the campervan detail page in a new tab.
      const link = card.getByTestId('listing-card-link')
      await expect(link).toHaveAttribute('href', /^\/rent-a-campervan\/[^/?]+/)
      await expect(link).toHaveAttribute('target', '_blank')
    }

    await captureScreens(page, 'site-home')
  })

  test('public pages hydrate what the server sent: no React error, no second stylesheet', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && /react|hydrat/i.test(message.text())) errors.push(message.text())
    })
    await page.goto('/campervans', { waitUntil: 'networkidle' })
    const detail = await page.getByTestId('listing-card-link').first().getAttribute('href')
    for (const path of ['/', '/campervans', '/boats', detail ?? '/']) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await expect(h1(page)).toBeVisible()
      // A failed hydration (error #418: the server's text or stylesheet differs from the browser's)
      // renders the page again in the browser, adding the browser's stylesheets beside the server's.
      const stylesheets = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(stylesheets.length, path).toBeGreaterThan(0)
      expect(new Set(stylesheets.map((href) => href?.replace(/-[\w-]+\.css$/, ''))).size, path).toBe(stylesheets.length)
    }
    expect(errors).toEqual([])
  })

  test('motion stops for visitors who ask for less: a spinner or a loading shimmer runs once, not every frame', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/login')
    const runs = await page.evaluate(() =>
      ['animate-spin', 'animate-shimmer'].map((name) => {
        const element = document.createElement('div')
        element.className = name
        document.body.append(element)
        return element.getAnimations().map((animation) => animation.effect?.getComputedTiming().iterations)
      }),
    )
    expect(runs).toEqual([[1], [1]])
  })

  test('a tap on a script-only button before the page is interactive is answered once it is', async ({ browser }) => {
    // A phone that is still fetching the page's scripts (decision 0107: they load after the page).
    const context = await browser.newContext({ viewport: viewports.mobile, isMobile: true, hasTouch: true })
    try {
      const page = await context.newPage()
      let releaseScripts = () => {}
      const scriptsReleased = new Promise<void>((resolve) => {
        releaseScripts = resolve
      })
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await scriptsReleased
        await route.continue()
      })
      await page.goto(`${e2eUrls.site}/campervans`, { waitUntil: 'load' })
      await page.getByTestId('open-filters').tap()
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
      await expect(page.getByTestId('filter-drawer')).toBeHidden()

      releaseScripts()
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
      await expect(page.getByTestId('filter-drawer')).toBeVisible()
      // Clicked again once: the drawer's close button closes it, and it stays closed.
      await page.getByTestId('filter-drawer').getByRole('button', { name: 'Close filters' }).tap()
      await expect(page.getByTestId('filter-drawer')).toBeHidden()
    } finally {
      await context.close()
    }
  })

  test('the campervan search page stays within its byte budget: 30 cards, their loader data trimmed', async ({
    request,
  }) => {
    // Issue 23: the page a crowd opens first. Goal ≤ 100 KB of HTML raw and ≤ 30 KB gzipped; measured
    // 2026-11-29: ~171 KB raw after the card view model (decision 0095), ~138 KB raw and ~22 KB gzip
    // once the icons cards and filters repeat were drawn by CSS and buttons, header links and deal
    // cards trimmed (decision 0100), ~99 KB raw and ~17 KB gzip with one deal once the filters were
    // drawn in the browser and the cards' loader data packed (decision 0102). The budgets are the
    // goal plus room for three more deals in the strip (~3 KB of HTML each: other specs create
    // campervan deals), so the page cannot grow back. The loader data React Router writes for
    // hydration was 42 KB with the API's listings in it and 23 KB with the cards as named fields and
    // the filter lists: its budget fails a loader that sends them again.
    const response = await request.get('/campervans', { headers: { 'accept-encoding': 'identity' } })
    expect(response.status()).toBe(200)
    const html = await response.body()
    const text = html.toString('utf8')
    expect(text.split('data-testid="listing-card"').length - 1, 'cards on the page').toBe(30)
    expect(html.length, 'HTML bytes, raw').toBeLessThanOrEqual(110 * 1024)
    expect(zlib.gzipSync(html).length, 'HTML bytes, gzip').toBeLessThanOrEqual(30 * 1024)
    const hydration = [...text.matchAll(/<script[^>]*>([^<]*streamController\.enqueue[^<]*)<\/script>/g)]
    expect(hydration.length, 'loader data scripts').toBeGreaterThan(0)
    const loaderBytes = hydration.reduce((sum, match) => sum + Buffer.byteLength(match[1]!), 0)
    expect(loaderBytes, 'loader data bytes').toBeLessThanOrEqual(14 * 1024)
  })

  test('kind page lists that kind under a pre-filled search bar', async ({ page }) => {
    await page.goto('/campsites')
    await expect(h1(page)).toHaveText('Campsite pitches to book')
    await expect(page.getByTestId('listing-grid')).toHaveAttribute('data-kind', 'campsite')
    const first = page.getByTestId('listing-card').first()
    // A partner's campsite (imported shortly after start) carries its query (decision 0098).
    await expect(first.getByTestId('listing-card-link')).toHaveAttribute('href', /^\/book-a-campsite\/[^/?]+(\?.*)?$/)
    await captureScreens(page, 'site-campsites')

    // The search bar reflects the URL (what the home page search navigates to).
    await page.goto('/campsites?search=Lake%20Garda&startDate=2030-06-01&endDate=2030-06-08')
    await expect(page.getByTestId('search-place')).toHaveValue('Lake Garda')
    await expect(page.getByTestId('search-start')).toHaveValue('2030-06-01')
    await expect(page.getByTestId('search-end')).toHaveValue('2030-06-08')
    await expect(page.getByRole('radio', { name: 'Campsites' })).toBeChecked()
  })

  test('the home search bar goes to the chosen kind with place and dates', async ({ page }) => {
    await page.goto('/')
    const bar = page.getByTestId('search-bar')
    await bar.getByText('Boats', { exact: true }).click()
    await bar.getByTestId('search-place').fill('Müritz')
    await bar.getByTestId('search-start').fill('2030-07-01')
    await bar.getByTestId('search-end').fill('2030-07-08')
    await bar.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/boats\?search=M%C3%BCritz&startDate=2030-07-01&endDate=2030-07-08$/)
    await expect(h1(page)).toHaveText('Boats and houseboats for rent')
  })

  test('switching to Deutsch changes the texts and sticks across navigation', async ({ page, context }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const header = page.getByRole('banner')

    await header.getByLabel('Language: English').click()
    await header.getByRole('button', { name: 'Deutsch' }).click()

    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(h1(page)).toHaveText('Wach morgen woanders auf.')
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible()
    await expect(page.getByTestId('search-bar').getByRole('button', { name: 'Suchen' })).toBeVisible()
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lng')?.value).toBe('de')

    // Client-side navigation keeps German …
    await header.getByRole('link', { name: 'Boote' }).click()
    await expect(page).toHaveURL(/\/boats$/)
    await expect(h1(page)).toHaveText('Boote und Hausboote mieten')

    // … and so does a fresh server render, because the server reads the cookie.
    const response = await page.goto('/terms')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(h1(page)).toHaveText('Nutzungsbedingungen')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible()
  })

  test('the footer links to a real terms page, whose imprint names the operator', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(h1(page)).toHaveText('Terms of use')
    await expect(page.getByRole('heading', { level: 2, name: '6. Cancellations and changes' })).toBeVisible()

    await captureScreens(page, 'site-terms')

    // The terms name "the operator in the imprint": the imprint the demo's administrator saved.
    await page.getByRole('article').getByRole('link', { name: 'imprint' }).click()
    await expect(page).toHaveURL(/\/imprint$/)
    await expect(h1(page)).toHaveText('Imprint')
    await expect(page.getByTestId('imprint-operator')).toHaveText('Driftway Demo GmbH')
    await expect(page.getByRole('link', { name: 'hello@driftway.example' })).toHaveAttribute(
      'href',
      'mailto:hello@driftway.example',
    )
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' })).toBeVisible()
    await captureScreens(page, 'site-imprint')
  })

  test('an unknown URL shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/this-road-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(h1(page)).toHaveText('This road doesn’t lead anywhere')
    await expect(page.getByRole('banner')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the start' }).click()
    await expect(page).toHaveURL(/\/$/)

    await page.goto('/this-road-does-not-exist')
    await captureScreens(page, 'site-404')
  })
})
