import { logIn, screens, siteUrl } from './support/accounts'
import {
  addExtra,
  addRate,
  addReservation,
  addSeason,
  apiToken,
  createPublishedCampervan,
  dayKey,
  expectDetailNightsUnavailable,
  expectToast,
  fillExtra,
  managePath,
  noonOf,
  ownerCalendarDay,
  publicGet,
  reservationForm,
  searchCard,
  submitReservation,
  uploadPhoto,
} from './support/lessor-manage'
import { expect, test } from './support/test'

/**
 * Listing management (listings spec §2 "Listing-management tabs", §4 owner calendar and money,
 * §5 seasons/reservations/extras/uploads, §8 errors) through the real stack: the seeded RV lessor
 * manages a published campervan, and the public API and detail page reflect it.
 */

const lessor = { email: 'rv-lessor@driftway.test', password: 'Driftway1' }
// On Lake Constance: no seeded listing is within the 1 km search radius used below.
const place = { latitude: 47.5468, longitude: 9.6822 }

test.describe('lessor listing management', () => {
  test.describe.configure({ timeout: 240_000 })

  test('photos, a season, a rate, an extra and reservations reach search and the calendar', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, lessor.email, lessor.password)
    const listing = await createPublishedCampervan(request, token, place)
    const days = {
      closedStart: dayKey(6),
      closedEnd: dayKey(9),
      rateStart: dayKey(14),
      rateEnd: dayKey(35),
      reservedStart: dayKey(20),
      reservedEnd: dayKey(23),
    }

    await logIn(page, lessor.email, lessor.password)

    // Images: a second photo goes into its named slot; the advice asks for 5.
    await page.goto(managePath(listing.id, 'images'))
    await expect(page.getByTestId('manage-title')).toHaveText(listing.title)
    await expect(page.getByTestId('images-advice')).toContainText('at least 5 photos')
    await uploadPhoto(page, listing.id, 'Rear View')
    await expect(page.getByTestId('image-count')).toHaveText('2 of 12 photos')
    // Reorder: the photo moves one slot later; then it is removed and uploaded again.
    const slot = (name: string) => page.locator(`[data-testid="image-slot"][data-slot="${name}"]`)
    await slot('Rear View').getByRole('button', { name: 'Move later' }).click()
    await expect(slot("Driver's Compartment")).toHaveAttribute('data-filled', 'true')
    await expect(slot('Rear View')).toHaveAttribute('data-filled', 'false')
    await slot("Driver's Compartment").getByTestId('image-remove').click()
    await expectToast(page, 'Photo removed')
    await expect(slot("Driver's Compartment")).toHaveAttribute('data-filled', 'false')
    await expect(page.getByTestId('image-count')).toHaveText('1 of 12 photos')
    await uploadPhoto(page, listing.id, 'Rear View')
    // A file that is not an image is refused with upload.image.fileTypeNotSupport's message.
    await page
      .getByTestId('image-input-Kitchen')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
    await expect(page.locator('[data-slot="Kitchen"]').getByTestId('image-error')).toHaveText(
      'This file type is not supported. Upload a PNG or JPG image.',
    )
    await screens(page, 'lessor-manage-images')

    // Calendar: an empty season form is stopped in the browser with the field messages.
    await page.getByTestId('tab-calendar').click()
    await page.getByTestId('season-form').getByRole('button', { name: 'Add season' }).click()
    await expect(page.getByTestId('season-form').getByText('This field is required.')).toHaveCount(2)
    // An unavailable season (maintenance).
    await addSeason(page, listing.id, {
      start: days.closedStart,
      end: days.closedEnd,
      minDays: 1,
      available: false,
    })
    await expect(page.getByTestId('season-row')).toHaveCount(1)
    expect(await (await ownerCalendarDay(page, days.closedStart)).getAttribute('data-state')).toBe('Unavailable')

    // Rates: a season rate of 149.50 applied to a period (creates its season).
    await addRate(page, listing.id, {
      name: 'Summer peak',
      price: '149.50',
      color: 'orange',
      apply: { start: days.rateStart, end: days.rateEnd, minDays: 1 },
    })
    // A campervan's rate is per day (decision 0010).
    await expect(page.getByTestId('rate-row').filter({ hasText: 'Summer peak' })).toContainText('€149.50 per day')
    await screens(page, 'lessor-manage-rates')
    // A season over the rate's period is refused with errors.seasonsOverlap's message.
    await page.getByTestId('tab-calendar').click()
    const seasonForm = page.getByTestId('season-form')
    await seasonForm.getByLabel('Start date').fill(dayKey(30))
    await seasonForm.getByLabel('End date').fill(dayKey(40))
    await seasonForm.getByRole('button', { name: 'Add season' }).click()
    await expect(page.getByTestId('season-error')).toHaveText(
      'This season overlaps another season of the listing. Change the dates or edit the existing season.',
    )
    await expect(page.getByTestId('season-row')).toHaveCount(2)

    // Extras: a bike rack per day.
    await addExtra(page, listing.id, { name: 'Bike rack', price: '12.50', unit: 'Per day', quantity: 2 })
    await expect(page.getByTestId('extra-row').filter({ hasText: 'Bike rack' })).toContainText('€12.50 per day')
    // A second extra, deleted again after the confirmation.
    await addExtra(page, listing.id, { name: 'Camping chairs', price: '3', unit: 'Per booking', quantity: 4 })
    await page
      .getByTestId('extra-row')
      .filter({ hasText: 'Camping chairs' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await page.getByTestId('confirm-delete').click()
    await expectToast(page, 'Extra deleted')
    await expect(page.getByTestId('extra-row')).toHaveCount(1)
    // A person-based extra: an upper age below the lower one is stopped in the browser.
    await fillExtra(page, { name: 'Child seat', price: '5', unit: 'Per day', quantity: 2, ages: { from: 6, to: 4 } })
    await page.getByTestId('extra-form').getByRole('button', { name: 'Add extra' }).click()
    await expect(page.getByTestId('extra-form')).toContainText('The upper age must not be below the lower one.')
    await page.getByTestId('extra-form').getByLabel('From age').fill('0')
    // Mandatory, with a description and condition lines (spec §3 "Extra amenity").
    await page.getByTestId('extra-form').getByLabel('Mandatory').check()
    await page.getByTestId('extra-form').getByLabel('Description').fill('Group 0+ seat with Isofix.')
    await page.getByTestId('extra-form').getByRole('button', { name: 'Add condition' }).click()
    await page.getByTestId('extra-form').getByLabel('Condition 1', { exact: true }).fill('Per child')
    await page.getByTestId('extra-form').getByLabel('Detail', { exact: true }).fill('fitted at pick-up')
    await page.getByTestId('extra-form').getByRole('button', { name: 'Add extra' }).click()
    await expectToast(page, 'Extra saved')
    const seat = page.getByTestId('extra-row').filter({ hasText: 'Child seat' })
    await expect(seat).toContainText('Mandatory')
    await expect(seat).toContainText('€5 per day · 2 available · Ages 0–4')
    await expect(seat.getByTestId('extra-description')).toHaveText('Group 0+ seat with Isofix.')
    await expect(seat.getByTestId('extra-conditions-list')).toHaveText('Per child · fitted at pick-up')
    await screens(page, 'lessor-manage-extras')
    // Editing loads every field back; the age range can be cleared.
    await seat.getByRole('button', { name: 'Edit' }).click()
    const extraForm = page.getByTestId('extra-form')
    await expect(extraForm.getByLabel('From age')).toHaveValue('0')
    await expect(extraForm.getByLabel('To age')).toHaveValue('4')
    await expect(extraForm.getByLabel('Mandatory')).toBeChecked()
    await expect(extraForm.getByLabel('Condition 1', { exact: true })).toHaveValue('Per child')
    await screens(page, 'lessor-manage-extras-edit')
    await extraForm.getByLabel('From age').fill('')
    await extraForm.getByLabel('To age').fill('')
    await extraForm.getByRole('button', { name: 'Remove condition 1' }).click()
    await extraForm.getByRole('button', { name: 'Save extra' }).click()
    await expectToast(page, 'Extra saved')
    await expect(seat).toContainText('€5 per day · 2 available')
    await expect(seat).not.toContainText('Ages')
    await expect(seat.getByTestId('extra-conditions-list')).toHaveCount(0)
    await expect(page.getByTestId('extra-row')).toHaveCount(2)

    // Manual reservation, then an overlapping one shows errors.reservationsOverlap's message.
    await addReservation(page, listing.id, {
      start: days.reservedStart,
      end: days.reservedEnd,
      comment: 'Family Berger',
    })
    await expect(page.getByTestId('reservation-row').filter({ hasText: 'Family Berger' })).toBeVisible()
    await submitReservation(page, listing.id, { start: dayKey(22), end: dayKey(25), comment: 'Overlap' })
    await expect(page.getByTestId('reservation-error')).toHaveText(
      'These dates overlap a reservation or a booking of the listing. Choose free dates.',
    )
    await expect(reservationForm(page).getByLabel('Start date')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('reservation-row')).toHaveCount(1)
    // Editing the reservation keeps it (one row) with the new note.
    await page.getByTestId('reservation-row').getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByTestId('reservation-error')).toBeHidden()
    await reservationForm(page).getByLabel('Guest name or note').fill('Family Berger, paid')
    await reservationForm(page).getByRole('button', { name: 'Save reservation' }).click()
    await expectToast(page, 'Reservation saved')
    await expect(page.getByTestId('reservation-row')).toHaveCount(1)
    await expect(page.getByTestId('reservation-row')).toContainText('Family Berger, paid')

    // The owner calendar: reserved nights are Booking (the return day is free), rate days orange.
    await page.reload()
    const reserved = await ownerCalendarDay(page, days.reservedStart)
    await expect(reserved).toHaveAttribute('data-state', 'Booking')
    await expect(reserved).toHaveAttribute('data-rate-color', 'orange')
    await expect(await ownerCalendarDay(page, dayKey(22))).toHaveAttribute('data-state', 'Booking')
    await expect(await ownerCalendarDay(page, days.reservedEnd)).toHaveAttribute('data-state', 'Available')
    await page.goto(managePath(listing.id, 'calendar'))
    await screens(page, 'lessor-manage-calendar')
    // The same in German.
    await page.context().addCookies([{ name: 'lng', value: 'de', url: siteUrl }])
    await page.reload()
    await expect(page.getByTestId('tab-calendar')).toHaveText('Kalender')
    await screens(page, 'lessor-manage-calendar-de')
    await page.context().addCookies([{ name: 'lng', value: 'en', url: siteUrl }])
    await page.reload()

    // Clicking two days prefills the season form.
    await (await ownerCalendarDay(page, dayKey(40))).click()
    await (await ownerCalendarDay(page, dayKey(42))).click()
    await page.getByTestId('range-bar').getByRole('button', { name: 'Add season' }).click()
    await expect(page.getByTestId('season-form').getByLabel('Start date')).toHaveValue(dayKey(40))
    await expect(page.getByTestId('season-form').getByLabel('End date')).toHaveValue(dayKey(43))

    // Public search over three nights of the rate season: the price the rate implies.
    const start = noonOf(days.rateStart)
    const end = noonOf(dayKey(17))
    const card = await searchCard(request, 'recreational_vehicle', { id: listing.id, ...place }, { start, end })
    expect(card, 'the listing in search').toBeTruthy()
    expect(card!.booking_price).toEqual({ minimum_rate_cents: 14_950, listing_item_rent_price_in_cents: 3 * 14_950 })

    // Booked periods include the reserved nights.
    const booked = await publicGet<{ pickup_timestamp: number; return_timestamp: number }[]>(
      request,
      `/reservation/recreational_vehicle/booking/travel/all/${listing.id}/`,
    )
    expect(booked).toContainEqual({
      pickup_timestamp: noonOf(days.reservedStart),
      return_timestamp: noonOf(days.reservedEnd),
    })

    // The public detail calendar greys out the reserved nights; the return day stays free.
    await expectDetailNightsUnavailable(page, 'recreational_vehicle', listing.id, [
      days.reservedStart,
      dayKey(21),
      dayKey(22),
    ])
    await expect(
      page.getByTestId('availability-calendar').first().locator(`[data-date="${days.reservedEnd}"]`).first(),
    ).not.toHaveAttribute('data-unavailable', 'true')
  })

  test('only the owning lessor can open the management page', async ({ page, request }) => {
    const someCampervan = (
      await publicGet<{ results: { id: string }[] }>(request, '/listing/recreational_vehicle/?limit=1')
    ).results[0]!.id
    // Not signed in: the login page, coming back afterwards.
    await page.goto(managePath(someCampervan, 'images'))
    await expect(page).toHaveURL(/\/login\?redirect=/)
    // A lessor of another kind does not own it: the 404 page.
    await logIn(page, 'boat-lessor@driftway.test', 'Driftway1')
    const response = await page.goto(managePath(someCampervan, 'calendar'))
    expect(response?.status()).toBe(404)
    // A traveler may not manage listings at all (403).
    await page.context().clearCookies()
    await logIn(page, 'traveler@driftway.test', 'Driftway1')
    const refused = await page.goto(managePath(someCampervan, 'calendar'))
    expect(refused?.status()).toBe(403)
  })
})
