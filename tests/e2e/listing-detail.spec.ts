import { addDaysToKey as addDays } from '@driftway/domain'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { apiUrl, desktopViewportShot, logIn, mobileViewportShot, screens, siteUrl } from './support/accounts'
import { lessorListingAt } from './support/bookings'
import { dayKey, detailPaths, type Kind, noonOf, publicGet } from './support/lessor-manage'
import { expect, test } from './support/test'

/**
 * Listing detail pages (listings spec §2, §4, §5; booking spec §3 price details) through the real
 * stack: search → card in a new tab → the price panel equals the API's own quote for the body
 * the page sent; booked nights in the calendar; the book button rules.
 */

const searchPath: Record<Kind, string> = {
  recreational_vehicle: '/campervans',
  campsite: '/campsites',
  boat: '/boats',
}
const idField: Record<Kind, string> = { recreational_vehicle: 'vehicle', campsite: 'campsite_id', boat: 'boat_id' }

/** A calendar date `days` from today (UTC), YYYY-MM-DD, and its 12:00 UTC as unix seconds. */
const dayFromToday = (days: number) => dayKey(days, 'UTC')
const noon = (day: string) => noonOf(day, 'UTC')

/** The local date and hour of a unix timestamp in a time zone. */
function localParts(timestamp: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(timestamp * 1000))
  const get = (type: string) => parts.find((part) => part.type === type)!.value
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) }
}

/**
 * A city with a listing of the kind that is free for the range (the seed spreads kinds over cities).
 * Driftway's own listings only: a partner's (imported at start, so the newest and first) has a
 * station code and is priced by its partner for signed-in travelers only (decision 0098).
 */
async function seededCity(
  request: APIRequestContext,
  kind: Kind,
  range: { start: string; end: string },
): Promise<Record<string, string>> {
  const query = new URLSearchParams({
    limit: '50',
    trip_start_timestamp: String(noon(range.start)),
    trip_end_timestamp: String(noon(range.end)),
  })
  const page = await publicGet<{
    results: {
      city: string | null
      latitude: number
      longitude: number
      country_iso2: string
      pickup_location_code: string | null
    }[]
  }>(request, `/listing/${kind}/?${query}`)
  const listing = page.results.find((item) => item.city && !item.pickup_location_code)
  expect(listing, `a seeded ${kind} listing free for ${range.start}–${range.end}`).toBeTruthy()
  // City names repeat around the world (Valencia, ES and VE): the coordinates pick the right one.
  return {
    search: listing!.city!,
    latitude: String(listing!.latitude),
    longitude: String(listing!.longitude),
    countryCode: listing!.country_iso2,
  }
}

/** Opens the first of Driftway's own search results (a partner's card links with its station codes); cards open the detail page in a new tab. */
async function openFirstCard(page: Page, kind: Kind, query: URLSearchParams): Promise<Page> {
  await page.goto(`${searchPath[kind]}?${query}`)
  const link = page.locator('[data-testid="listing-card-link"]:not([href*="pickup_location_code="])').first()
  await expect(link).toBeVisible()
  const [detail] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await detail.waitForLoadState('domcontentloaded')
  await expect(detail).toHaveURL(new RegExp(`${detailPaths[kind]}/[^?]+\\?.*startDate=${query.get('startDate')}`))
  await expect(detail.getByTestId('listing-detail')).toBeVisible()
  // Opened by a click, not page.goto: wait for React here, or a quick second tap on the party
  // selector before hydration is lost (the early-tap replay of decision 0107 repeats only the last tap).
  await detail.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return detail
}

type QuoteBody = {
  pickup_timestamp: number
  return_timestamp: number
  adults_num: number
  children_num: number
  pitches_num: number
}

/**
 * Reads the body of the quote the panel shows, checks its range is the URL's at 12:00
 * listing-local, asks the API for the same quote and compares the totals in minor units.
 */
async function expectPanelMatchesApi(
  detail: Page,
  request: APIRequestContext,
  kind: Kind,
  range: { start: string; end: string },
  expectBody: (body: QuoteBody) => boolean = () => true,
): Promise<{ body: QuoteBody; total: number }> {
  const breakdown = detail.getByTestId('price-breakdown')
  await expect(breakdown).toBeVisible()
  await expect
    .poll(async () => expectBody(JSON.parse((await breakdown.getAttribute('data-quote-request')) ?? '{}')))
    .toBe(true)
  const body = JSON.parse((await breakdown.getAttribute('data-quote-request'))!) as QuoteBody
  const id = decodeURIComponent(new URL(detail.url()).pathname.split('/').at(-1)!)

  const listing = await publicGet<{ timezone: string }>(request, `/listing/${kind}/${id}/`)
  expect(localParts(body.pickup_timestamp, listing.timezone)).toEqual({ day: range.start, hour: 12 })
  expect(localParts(body.return_timestamp, listing.timezone)).toEqual({ day: range.end, hour: 12 })

  const response = await request.post(`${apiUrl}/reservation/${kind}/booking/travel/validate/`, {
    data: { [idField[kind]]: id, ...body },
  })
  expect(response.status(), await response.text()).toBe(200)
  const quote = (await response.json()) as { total_rent_price_in_cents: number; currency: string }
  const total = detail.getByTestId('price-total')
  await expect(total).toHaveAttribute('data-amount-minor', String(quote.total_rent_price_in_cents))
  await expect(total).toHaveAttribute('data-currency', quote.currency)
  expect(quote.total_rent_price_in_cents).toBeGreaterThan(0)
  return { body, total: quote.total_rent_price_in_cents }
}

/** Moves the calendar forward until the day is shown. */
async function showDay(page: Page, day: string): Promise<Locator> {
  const cell = page.getByTestId('availability-calendar').locator(`[data-date="${day}"]`)
  for (let i = 0; i < 30 && !(await cell.isVisible()); i++) await page.getByTestId('calendar-next').click()
  await expect(cell).toBeVisible()
  return cell
}

test.describe('listing detail pages', () => {
  test('campervan: a card opens in a new tab and the price panel equals the API quote', async ({ page, request }) => {
    const start = dayFromToday(60)
    const range = { start, end: addDays(start, 8) }
    const place = await seededCity(request, 'recreational_vehicle', range)
    const detail = await openFirstCard(
      page,
      'recreational_vehicle',
      new URLSearchParams({ ...place, startDate: range.start, endDate: range.end }),
    )
    await expectPanelMatchesApi(detail, request, 'recreational_vehicle', range)
    // A campervan is rented by the day, as its rate is shown (decision 0010).
    await expect(detail.getByTestId('price-line').first()).toContainText('Rent for 8 days')
    await expect(detail.getByTestId('price-line').first()).toContainText(/per day on average/)

    // The calendar shows the URL's range; page meta for crawlers is in place.
    await expect(detail.locator(`[data-date="${range.start}"]`)).toHaveAttribute('data-selected', 'true')
    await expect(detail.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/rent-a-campervan\/[^?]+$/)
    const jsonLd = JSON.parse((await detail.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    // A Product (also a Vehicle) with its Offer, beside the page's breadcrumb trail (decision 0066).
    expect(jsonLd['@graph'][0]['@type']).toEqual(['Product', 'Vehicle'])
    expect(jsonLd['@graph'][0].offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/)
    expect(jsonLd['@graph'][1]['@type']).toBe('BreadcrumbList')
    // Vehicle tabs (§2), the first one open.
    await expect(detail.getByRole('tab')).toHaveText(['Equipment', 'Technical data', 'Location', 'Rental conditions'])
    await expect(detail.getByRole('tab', { name: 'Equipment' })).toHaveAttribute('aria-selected', 'true')
    await screens(detail, 'listing-detail-campervan')
    await detail.getByTestId('price-breakdown').scrollIntoViewIfNeeded()
    await desktopViewportShot(detail, 'listing-detail-price-breakdown')

    // Picking new dates in the calendar rewrites the URL and re-prices the stay.
    const newStart = addDays(range.start, 14)
    const newEnd = addDays(newStart, 9)
    await (await showDay(detail, newStart)).click()
    await expect(detail).not.toHaveURL(/startDate=/)
    await (await showDay(detail, newEnd)).click()
    await expect(detail).toHaveURL(new RegExp(`startDate=${newStart}&endDate=${newEnd}`))
    await expectPanelMatchesApi(detail, request, 'recreational_vehicle', { start: newStart, end: newEnd })

    // Extras: the modal changes the quote, and the page still matches the API.
    const extrasButton = detail.getByTestId('open-extras')
    if (await extrasButton.isVisible()) {
      await extrasButton.click()
      const dialog = detail.getByTestId('extras-dialog')
      await expect(dialog).toBeVisible()
      await dialog.getByTestId('extra-option').first().getByRole('button', { name: /^More/ }).click()
      await desktopViewportShot(detail, 'listing-detail-extras')
      await detail.getByTestId('extras-done').click()
      await expectPanelMatchesApi(
        detail,
        request,
        'recreational_vehicle',
        { start: newStart, end: newEnd },
        (body) => (body as unknown as { booked_extra_amenities: unknown[] }).booked_extra_amenities.length === 1,
      )
    }
  })

  test('campsite: 2 adults and 1 child are priced like the API prices them', async ({ page, request }) => {
    const start = dayFromToday(62)
    const range = { start, end: addDays(start, 8) }
    const place = await seededCity(request, 'campsite', range)
    const detail = await openFirstCard(
      page,
      'campsite',
      new URLSearchParams({ ...place, startDate: range.start, endDate: range.end }),
    )
    const selector = detail.getByTestId('party-selector')
    await expect(selector.getByTestId('party-adults-value')).toHaveText('1')
    await expect(selector.getByTestId('party-children-value')).toHaveText('0')
    await expect(selector.getByTestId('party-pitches-value')).toHaveText('1')
    await selector.getByTestId('party-adults-increase').click()
    await selector.getByTestId('party-children-increase').click()
    await expect(selector.getByTestId('party-adults-value')).toHaveText('2')
    await expect(selector.getByTestId('party-children-value')).toHaveText('1')
    const { body } = await expectPanelMatchesApi(
      detail,
      request,
      'campsite',
      range,
      (sent) => sent.adults_num === 2 && sent.children_num === 1,
    )
    expect(body).toMatchObject({ adults_num: 2, children_num: 1, pitches_num: 1 })
    const jsonLd = JSON.parse((await detail.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd['@graph'][0]['@type']).toEqual(['Product', 'Campground'])
    // Campsite tabs (§2): Rental terms only when the campsite has cancellation terms.
    const campsiteId = decodeURIComponent(new URL(detail.url()).pathname.split('/').at(-1)!)
    const campsite = await publicGet<{ cancellation_terms: unknown[] }>(request, `/listing/campsite/${campsiteId}/`)
    await expect(detail.getByRole('tab')).toHaveText([
      'Amenities',
      'Activities',
      'Location',
      ...(campsite.cancellation_terms.length > 0 ? ['Rental terms'] : []),
    ])
    await screens(detail, 'listing-detail-campsite')

    // A party handed on by the search (adults, children) is the selector's start and the first price's.
    const url = new URL(detail.url())
    url.searchParams.set('adults', '3')
    url.searchParams.set('children', '2')
    await detail.goto(url.toString())
    await expect(selector.getByTestId('party-adults-value')).toHaveText('3')
    await expect(selector.getByTestId('party-children-value')).toHaveText('2')
    await expect(selector.getByTestId('party-pitches-value')).toHaveText('1')
    const handedOn = await expectPanelMatchesApi(
      detail,
      request,
      'campsite',
      range,
      (sent) => sent.adults_num === 3 && sent.children_num === 2,
    )
    expect(handedOn.body).toMatchObject({ adults_num: 3, children_num: 2, pitches_num: 1 })
  })

  test('campervan extras: per-day from price, extras need dates, only optional extras with their limits', async ({
    page,
    request,
  }) => {
    type Extra = {
      id: string
      mandatory: boolean
      included: boolean
      available: number
      age_from: number | null
      age_to: number | null
    }
    // A campervan with a locked (mandatory or included) extra and an optional one with an age range from 0.
    const start = dayFromToday(75)
    const end = addDays(start, 9)
    const free = new URLSearchParams({
      limit: '30',
      trip_start_timestamp: String(noon(start)),
      trip_end_timestamp: String(noon(end)),
    })
    const { results } = await publicGet<{ results: { id: string; full_price: number | null }[] }>(
      request,
      `/listing/recreational_vehicle/?${free}`,
    )
    let found: { id: string; extras: Extra[] } | null = null
    // Priced listings only: the API can sell them for the range.
    for (const { id } of results.filter((listing) => listing.full_price !== null)) {
      const detail = await publicGet<{ extra_amenities: Extra[] }>(request, `/listing/recreational_vehicle/${id}/`)
      const extras = detail.extra_amenities
      if (
        extras.some((extra) => extra.mandatory || extra.included) &&
        extras.some((extra) => !extra.mandatory && !extra.included && extra.age_from === 0 && extra.age_to)
      ) {
        found = { id, extras }
        break
      }
    }
    expect(found, 'a seeded campervan with locked extras and a child-age extra').toBeTruthy()
    const optional = found!.extras.filter((extra) => !extra.mandatory && !extra.included)

    // No dates: the from-price is per day for vehicles, and extras wait for dates (§5).
    await page.goto(`/rent-a-campervan/${found!.id}`)
    await expect(page.getByTestId('from-price')).toContainText('/ day')
    await expect(page.getByTestId('open-extras')).toBeDisabled()
    await expect(page.getByTestId('calendar-previous')).toBeDisabled()
    const past = page.getByTestId('availability-calendar').locator('[data-past]')
    if ((await past.count()) > 0) await expect(past.first()).toHaveAttribute('aria-disabled', 'true')

    await page.goto(`/rent-a-campervan/${found!.id}?startDate=${start}&endDate=${end}`)
    await expect(page.getByTestId('price-total')).toBeVisible()
    await expect(page.getByTestId('from-price')).toHaveCount(0)
    await page.getByTestId('open-extras').click()
    const dialog = page.getByTestId('extras-dialog')
    await expect(dialog).toBeVisible()
    // Only the extras a traveler can choose: neither included nor mandatory (§2).
    await expect(dialog.getByTestId('extra-option')).toHaveCount(optional.length)
    const shown = await dialog
      .getByTestId('extra-option')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-extra-id')))
    expect(shown.sort()).toEqual(optional.map((extra) => extra.id).sort())
    await expect(dialog.getByTestId('extra-locked')).toHaveCount(0)
    for (const extra of optional) {
      const row = dialog.locator(`[data-extra-id="${extra.id}"]`)
      // An age range shows only when both ends are given; 0 counts as a lower end.
      if (extra.age_from !== null && extra.age_to)
        await expect(row).toContainText(`Ages ${extra.age_from}–${extra.age_to}`)
      else await expect(row).not.toContainText('Ages')
    }
    // The quantity stops at the available amount.
    const child = optional.find((extra) => extra.age_from === 0 && extra.age_to)!
    const stepper = dialog.getByTestId(`extra-${child.id}`)
    for (let i = 0; i < child.available; i++) await stepper.getByTestId(`extra-${child.id}-increase`).click()
    await expect(stepper.getByTestId(`extra-${child.id}-value`)).toHaveText(String(child.available))
    await expect(stepper.getByTestId(`extra-${child.id}-increase`)).toBeDisabled()
    await desktopViewportShot(page, 'listing-detail-extras-optional')
    await page.getByTestId('extras-done').click()
    await expect(page.getByTestId('open-extras')).toContainText('1')
  })

  test('boat: a week period is priced like the API prices it', async ({ page, request }) => {
    const start = dayFromToday(64)
    const range = { start, end: addDays(start, 7) }
    const place = await seededCity(request, 'boat', range)
    const detail = await openFirstCard(
      page,
      'boat',
      new URLSearchParams({ ...place, startDate: range.start, endDate: range.end }),
    )
    const { body } = await expectPanelMatchesApi(detail, request, 'boat', range)
    expect(Math.round((body.return_timestamp - body.pickup_timestamp) / 86_400)).toBe(7)
    await expect(detail.getByTestId('price-line').first()).toContainText('7 nights')
    // Boat tabs (§2): Equipment only when the boat has amenities.
    const boatId = decodeURIComponent(new URL(detail.url()).pathname.split('/').at(-1)!)
    const boat = await publicGet<{ amenities: unknown[] }>(request, `/listing/boat/${boatId}/`)
    await expect(detail.getByRole('tab')).toHaveText([
      ...(boat.amenities.length > 0 ? ['Equipment'] : []),
      'Technical data',
      'Location',
      'Rental conditions',
    ])
    await screens(detail, 'listing-detail-boat')

    // In German every amount of the breakdown is written the German way, the nightly average too.
    await detail.context().addCookies([{ name: 'lng', value: 'de', url: siteUrl }])
    await detail.reload()
    const rent = detail.getByTestId('price-line').first()
    await expect(rent).toContainText('Miete für 7 Nächte')
    await expect(rent).toContainText(/durchschnittlich [\d.,]+\s€ pro Nacht/)
    await detail.context().clearCookies({ name: 'lng' })
    await detail.reload()
    await expect(detail.getByTestId('price-line').first()).toContainText('7 nights')

    // Extras modal: only optional extras; mandatory and included ones are not offered.
    if (await detail.getByTestId('open-extras').isVisible()) {
      await detail.getByTestId('open-extras').click()
      await expect(detail.getByTestId('extras-dialog')).toBeVisible()
      await expect(detail.getByTestId('extra-locked')).toHaveCount(0)
      await desktopViewportShot(detail, 'listing-detail-extras-boat')
      await detail.getByTestId('extras-done').click()
      await mobileViewportShot(detail, 'listing-detail-extras-boat', async () => {
        await detail.getByTestId('open-extras').click()
        await expect(detail.getByTestId('extras-dialog')).toBeVisible()
      })
      await detail.getByTestId('extras-done').click()
    }

    // Full-screen gallery: keyboard moves between photos, Escape closes.
    await detail.getByTestId('gallery-fullscreen').click()
    const viewer = detail.getByTestId('gallery-viewer')
    await expect(viewer).toBeVisible()
    await expect(viewer.getByTestId('gallery-counter')).toHaveText(/^1 \/ \d+$/)
    await detail.keyboard.press('ArrowRight')
    await expect(viewer.getByTestId('gallery-counter')).toHaveText(/^2 \/ \d+$/)
    await desktopViewportShot(detail, 'listing-detail-gallery')
    await detail.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await mobileViewportShot(detail, 'listing-detail-gallery', async () => {
      await detail.getByTestId('gallery-fullscreen').click()
      await expect(detail.getByTestId('gallery-viewer')).toBeVisible()
    })
  })

  test('booked nights are unavailable in the calendar', async ({ page, request }) => {
    // The RV lessor blocks three nights of their third published listing with a manual reservation:
    // the booking and deals specs, which run beside this one, change the first two.
    const { id, headers } = await lessorListingAt(request, 'recreational_vehicle', 2)
    const detail = await publicGet<{ timezone: string }>(request, `/listing/recreational_vehicle/${id}/`)
    // 12:00 UTC lies on the same local date in every European zone the seed uses.
    const first = dayFromToday(45)
    const created = await request.post(`${apiUrl}/listing/recreational_vehicle/${id}/manual-reservation/`, {
      headers,
      data: { start_timestamp: noon(first), end_timestamp: noon(addDays(first, 3)), comment: 'e2e block' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const reservation = (await created.json()) as { id: string }
    // Reruns against the same database must not find this block in their way.
    test.info().attach('reservation', { body: reservation.id })
    expect(detail.timezone).toMatch(/^Europe\//)
    try {
      await page.goto(`/rent-a-campervan/${id}`)
      for (const night of [first, addDays(first, 1), addDays(first, 2)]) {
        const cell = await showDay(page, night)
        await expect(cell).toHaveAttribute('data-unavailable', 'true')
        await expect(cell).toHaveAttribute('aria-disabled', 'true')
      }
      // The return morning of the block is free for the next pickup.
      const after = page.locator(`[data-date="${addDays(first, 3)}"]`)
      await expect(after).not.toHaveAttribute('data-unavailable', 'true')
      await expect(after).not.toHaveAttribute('aria-disabled', 'true')
      // With a pickup before the block, days beyond it cannot end the stay.
      await page.locator(`[data-date="${addDays(first, -8)}"]`).click()
      await expect(page.getByTestId('calendar-status')).toHaveText('Now choose your return date')
      await expect(page.locator(`[data-date="${first}"]`)).not.toHaveAttribute('aria-disabled', 'true')
      await expect(page.locator(`[data-date="${addDays(first, 5)}"]`)).toHaveAttribute('aria-disabled', 'true')
      await page.locator(`[data-date="${first}"]`).click()
      await expect(page).toHaveURL(new RegExp(`startDate=${addDays(first, -8)}&endDate=${first}`))

      // A shared link whose range crosses the block: the API's reason and the alternatives modal,
      // which keeps the filters of the search the link came from (instant booking here).
      await page.goto(
        `/rent-a-campervan/${id}?startDate=${addDays(first, -2)}&endDate=${addDays(first, 6)}&bookInstantly=true`,
      )
      const error = page.getByTestId('quote-error')
      await expect(error).toHaveAttribute('data-error-key', 'dates_unavailable')
      await expect(error).toContainText('This listing is not available for your dates.')
      const [asked] = await Promise.all([
        page.waitForRequest((call) => call.url().includes('/listing-alternatives/')),
        page.getByTestId('view-alternatives').click(),
      ])
      const dialog = page.getByTestId('alternatives-dialog')
      await expect(dialog).toBeVisible()
      await expect(
        dialog.getByTestId('listing-card').first().or(dialog.getByTestId('alternatives-empty')),
      ).toBeVisible()
      // The alternatives call carries the search's filter and the range, and the dialog shows what the API found.
      const query = new URL(asked.url()).searchParams
      query.delete('_routes')
      expect(query.get('is_instant_booking_allowed')).toBe('true')
      const tripSeconds = Number(query.get('trip_end_timestamp')) - Number(query.get('trip_start_timestamp'))
      expect(Math.round(tripSeconds / 86_400)).toBe(8)
      const expected = await publicGet<{ results: { is_instant_booking_allowed: boolean }[] }>(
        request,
        `/listing-alternatives/recreational_vehicle/${id}/?${query}`,
      )
      expect(expected.results.every((item) => item.is_instant_booking_allowed)).toBe(true)
      await expect(dialog.getByTestId('listing-card')).toHaveCount(expected.results.length)
      expect(expected.results.length).toBeLessThanOrEqual(5)
      await expect(dialog.getByTestId('request-badge')).toHaveCount(0)
      await desktopViewportShot(page, 'listing-detail-alternatives')
    } finally {
      await request.delete(`${apiUrl}/listing/recreational_vehicle/${id}/manual-reservation/${reservation.id}/`, {
        headers,
      })
    }
  })

  test('book button: no dates asks for a range; a lessor may not book', async ({ page, request }) => {
    // One of Driftway's own campsites (a partner's is priced for signed-in travelers only).
    const listing = (
      await publicGet<{ results: { id: string; pickup_location_code: string | null }[] }>(
        request,
        '/listing/campsite/?limit=50',
      )
    ).results.find((item) => !item.pickup_location_code)
    await page.goto(`/book-a-campsite/${listing!.id}`)
    await expect(page.getByTestId('from-price')).toBeVisible()
    await page.getByTestId('book-button').click()
    await expect(page.getByTestId('book-error')).toHaveText('Please choose your pick-up and return dates first.')

    await logIn(page, 'campsite-lessor@driftway.test', 'Driftway1')
    const start = dayFromToday(70)
    await page.goto(`/book-a-campsite/${listing!.id}?startDate=${start}&endDate=${addDays(start, 8)}`)
    await expect(page.getByTestId('price-total')).toBeVisible()
    await page.getByTestId('book-button').click()
    await expect(page.getByTestId('book-error')).toHaveText(
      'Only travelers can make bookings. Sign in with a traveler account to book.',
    )
  })

  test('unknown ids and ids of another kind answer 404', async ({ page, request }) => {
    const missing = await page.goto('/rent-a-campervan/00000000-0000-4000-8000-000000000000')
    expect(missing?.status()).toBe(404)
    const [boat] = (await publicGet<{ results: { id: string }[] }>(request, '/listing/boat/?limit=1')).results
    const wrongKind = await page.goto(`/rent-a-campervan/${boat!.id}`)
    expect(wrongKind?.status()).toBe(404)
    const right = await page.goto(`/rent-a-houseboat/${boat!.id}`)
    expect(right?.status()).toBe(200)
  })
})
