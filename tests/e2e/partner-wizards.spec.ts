import type { APIRequestContext, Page } from '@playwright/test'
import { partnerSimulator } from '../playwright.config'
import { apiUrl, createConfirmedUser, desktopViewportShot, logIn, mobileViewportShot } from './support/accounts'
import { apiToken, dayKey, publicGet } from './support/lessor-manage'
import { expect, test } from './support/test'

/**
 * THL's insurance/extras wizard and Vanever's package chooser (issue 21; booking §2, §4 "Wizard
 * behaviour", §5 "Wizards" and the extras quantity rules): a traveler chooses on the detail page,
 * books on the booking page (THL's extra agreement on the payment step), pays on the sandbox page,
 * and the partner's own record (the simulator's) holds the booking with the choices, at our total.
 */

type PartnerCard = { id: string; pickup_location_code: string | null; lessor?: { company_name?: string | null } | null }
type PartnerListing = PartnerCard & { thl_booking_code?: string | null; vanever_id?: string | null }

/**
 * A listing the API imported from the simulator near one of the partner's stations (fleet.ts):
 * the partner's company account is its lessor; the detail carries the partner's own id.
 */
async function partnerListing(
  request: APIRequestContext,
  company: 'THL' | 'Vanever',
  station: { latitude: number; longitude: number },
): Promise<PartnerListing> {
  let found: PartnerCard | undefined
  await expect
    .poll(
      async () => {
        const query = new URLSearchParams({
          latitude: String(station.latitude),
          longitude: String(station.longitude),
          radius_km: '30',
          limit: '50',
        })
        const page = await publicGet<{ results: PartnerCard[] }>(request, `/listing/recreational_vehicle/?${query}`)
        // Not the partner's first unit: it has stock 1 and other specs may sell it out.
        found = page.results.filter((card) => card.lessor?.company_name === company).at(-1)
        return Boolean(found)
      },
      { timeout: 45_000, intervals: [1_000, 2_000] },
    )
    .toBe(true)
  const detail = await publicGet<PartnerListing>(request, `/listing/recreational_vehicle/${found!.id}/`)
  return { ...found!, ...detail, id: found!.id }
}

/** A range far ahead, so that no other spec's booking of the unit overlaps it. */
function farRange() {
  const offset = 200 + Math.floor(Math.random() * 300)
  return { start: dayKey(offset, 'UTC'), end: dayKey(offset + 3, 'UTC') }
}

/** The total the panel shows once its last revalidation is in. */
async function settledTotal(scope: ReturnType<Page['getByTestId']>): Promise<number> {
  await expect(scope.getByTestId('offer-panel')).toHaveAttribute('data-loading', 'false')
  return Number(await scope.getByTestId('offer-total').getAttribute('data-amount-minor'))
}

/** Booking page → payment step → sandbox success → the finish view; answers our booking id. */
async function bookAndPay(page: Page, options: { agreement: boolean }): Promise<string> {
  const form = page.getByTestId('booking-details-form')
  await form.getByLabel('Date of birth').fill('1986-03-14')
  await form.getByLabel('Phone').fill('+49 69 1234567')
  await form.getByLabel('Country').selectOption('DE')
  await form.getByLabel('Street and house number').fill('Zeil 1')
  await form.getByLabel('Postal code').fill('60313')
  await form.getByLabel('City').fill('Frankfurt am Main')
  await page.getByTestId('booking-continue').click()
  const notice = page.getByTestId('insurance-continue')
  if (await notice.isVisible()) await notice.click()
  await page.getByTestId('method-creditcard').check()
  await page.getByTestId('terms').check()
  const agreement = page.getByTestId('partner-agreement')
  if (options.agreement) {
    // booking §2: THL's extra agreement is required before the booking can be sent.
    await expect(page.getByTestId('booking-submit')).toBeDisabled()
    await agreement.check()
    await desktopViewportShot(page, 'thl-booking-payment')
  } else await expect(agreement).toHaveCount(0)
  await page.getByTestId('booking-submit').click()
  await page.getByTestId('sandbox-success').click()
  await expect(page.getByTestId('booking-finish')).toBeVisible()
  return (await page.getByTestId('booking-finish').getAttribute('data-booking-id'))!
}

/** Our booking once the saga settled it, and the partner's own record of it (the simulator's). */
async function settled(request: APIRequestContext, token: string, partner: string, bookingId: string) {
  const url = `${apiUrl}/reservation/recreational_vehicle/booking/travel/${bookingId}/`
  const headers = { Authorization: `Bearer ${token}` }
  await expect
    .poll(async () => ((await (await request.get(url, { headers })).json()) as { status?: string }).status, {
      timeout: 20_000,
    })
    .toBe('CONFIRMED')
  const ours = (await (await request.get(url, { headers })).json()) as { total_rent_price_in_cents: number }
  const record = (await (await request.get(`${partnerSimulator.url}/__control/bookings/${partner}`)).json()) as {
    bookings: {
      idempotency_key: string
      unit_id: string
      status: string
      total_cents: number
      options: { extras: { code: string; quantity: number }[]; insurance: string | null; package_id: string | null }
    }[]
  }
  const theirs = record.bookings.filter((booking) => booking.idempotency_key === bookingId)
  expect(theirs).toHaveLength(1)
  return { ours, theirs: theirs[0]! }
}

test('a THL campervan is booked with insurance and extras through the wizard, and paid', async ({ page, request }) => {
  test.setTimeout(180_000)
  const traveler = await createConfirmedUser(request, { firstName: 'Theo' })
  const camper = await partnerListing(request, 'THL', { latitude: 50.0379, longitude: 8.5622 })
  const range = farRange()
  await logIn(page, traveler.email, traveler.password)
  const query = new URLSearchParams({ startDate: range.start, endDate: range.end })
  if (camper.pickup_location_code) query.set('pickup_location_code', camper.pickup_location_code)
  await page.goto(`/rent-a-campervan/${camper.id}?${query}`)
  await page.getByTestId('book-button').click()

  // Step 1, insurance: the zero-price plan is preselected (§4); choosing another revalidates the price.
  const wizard = page.getByTestId('thl-wizard')
  await expect(wizard).toHaveAttribute('data-step', 'insurance')
  await expect(page.getByRole('dialog', { name: 'Protection and extras' })).toBeVisible()
  await expect(wizard.getByTestId('wizard-step-insurance')).toHaveAttribute('data-state', 'active')
  await expect(wizard.getByTestId('wizard-step-extras')).toHaveAttribute('data-state', 'pending')
  await expect(wizard.getByTestId('insurance-BASIC')).toHaveAttribute('data-selected', 'true')
  const bare = await settledTotal(wizard)
  await wizard.getByTestId('insurance-STANDARD').click()
  await expect(wizard.getByTestId('insurance-STANDARD')).toHaveAttribute('data-selected', 'true')
  await expect.poll(() => settledTotal(wizard)).toBeGreaterThan(bare)
  await expect(wizard.getByTestId('offer-line').filter({ hasText: 'Cover: Standard' })).toHaveCount(1)
  await desktopViewportShot(page, 'thl-wizard-insurance')
  await page.getByTestId('wizard-next').click()

  // Step 2, extras (after the 500 ms step delay): the gas bottle at drop-off is hidden; an item with
  // isSelectable No stops at 1; none goes below 0; back keeps the choices.
  await expect(wizard).toHaveAttribute('data-step', 'extras')
  await expect(wizard.getByTestId('wizard-step-insurance')).toHaveAttribute('data-state', 'completed')
  await expect(wizard.getByTestId('thl-extra')).not.toHaveCount(0)
  await expect(wizard.getByTestId('thl-extra-GASDROP')).toHaveCount(0)
  await expect(wizard.getByTestId('thl-extra-BIKE-decrease')).toBeDisabled()
  await wizard.getByTestId('thl-extra-CHAIRS-increase').click()
  await expect(wizard.getByTestId('thl-extra-CHAIRS-value')).toHaveText('1')
  await expect(wizard.getByTestId('thl-extra-CHAIRS-increase')).toBeDisabled()
  await wizard.getByTestId('thl-extra-BIKE-increase').click()
  await wizard.getByTestId('thl-extra-BIKE-increase').click()
  await wizard.getByTestId('thl-extra-BIKE-decrease').click()
  await expect(wizard.getByTestId('thl-extra-BIKE-value')).toHaveText('1')
  await expect(wizard.getByTestId('offer-line').filter({ hasText: 'Bike rack' })).toHaveCount(1)
  await mobileViewportShot(page, 'thl-wizard-extras', async () => {})
  await page.getByTestId('wizard-back').click()
  await expect(wizard).toHaveAttribute('data-step', 'insurance')
  await expect(wizard.getByTestId('insurance-STANDARD')).toHaveAttribute('data-selected', 'true')
  await page.getByTestId('wizard-next').click()
  await expect(wizard.getByTestId('thl-extra-BIKE-value')).toHaveText('1')
  const shown = await settledTotal(wizard)
  await page.getByTestId('wizard-complete').click()

  // The booking page with the wizard's choices and the partner's price.
  await expect(page).toHaveURL(/\/rent-a-campervan\/[^/]+\/book\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('insurance')).toBe('STANDARD')
  expect(url.searchParams.get('extras')).toBe('BIKE:1,CHAIRS:1')
  await expect(page.getByTestId('price-total')).toHaveAttribute('data-amount-minor', String(shown))
  const bookingId = await bookAndPay(page, { agreement: true })

  const token = await apiToken(request, traveler.email, traveler.password)
  const { ours, theirs } = await settled(request, token, 'thl', bookingId)
  expect(ours.total_rent_price_in_cents).toBe(shown)
  expect(theirs).toMatchObject({ unit_id: camper.thl_booking_code, status: 'confirmed', total_cents: shown })
  expect(theirs.options.insurance).toBe('STANDARD')
  expect([...theirs.options.extras].sort((a, b) => a.code.localeCompare(b.code))).toEqual([
    { code: 'BIKE', quantity: 1 },
    { code: 'CHAIRS', quantity: 1 },
  ])
})

test('a Vanever package is chosen, deselected, chosen again and booked', async ({ page, request }) => {
  test.setTimeout(180_000)
  const traveler = await createConfirmedUser(request, { firstName: 'Vera' })
  const van = await partnerListing(request, 'Vanever', { latitude: 52.37, longitude: 4.895 })
  const range = farRange()
  await logIn(page, traveler.email, traveler.password)
  const query = new URLSearchParams({ startDate: range.start, endDate: range.end })
  if (van.pickup_location_code) query.set('pickup_location_code', van.pickup_location_code)
  await page.goto(`/rent-a-campervan/${van.id}?${query}`)
  await page.getByTestId('book-button').click()

  // Cards by price ascending, each with its total and its products' conditions.
  const chooser = page.getByTestId('package-chooser')
  await expect(page.getByRole('dialog', { name: 'Choose your protection package' })).toBeVisible()
  const cards = chooser.getByRole('button', { pressed: false })
  await expect(cards).toHaveCount(3)
  const prices = await chooser.getByTestId('package-price').allTextContents()
  const amounts = prices.map((text) => Number(text.replace(/[^\d]/g, '')))
  expect([...amounts].sort((a, b) => a - b)).toEqual(amounts)
  const smart = chooser.getByTestId('package-PKG-SMART')
  await expect(smart).toContainText('Smart cover')
  await expect(smart).toContainText('Flexible cancellation')
  await expect(smart).toContainText('Free until 14 days before')
  await expect(page.getByTestId('package-confirm')).toBeDisabled()

  // Chosen, then clicked again: deselected; then chosen again.
  await smart.click()
  await expect(smart).toHaveAttribute('aria-pressed', 'true')
  await expect(chooser).toHaveAttribute('data-selected', 'PKG-SMART')
  await smart.click()
  await expect(smart).toHaveAttribute('aria-pressed', 'false')
  await expect(chooser).toHaveAttribute('data-selected', '')
  await expect(page.getByTestId('package-confirm')).toBeDisabled()
  await smart.click()
  await expect(smart).toHaveAttribute('aria-pressed', 'true')
  await expect(chooser.getByTestId('offer-line').filter({ hasText: 'Package: Smart cover' })).toHaveCount(1)
  const shown = await settledTotal(chooser)
  await desktopViewportShot(page, 'vanever-packages')
  await mobileViewportShot(page, 'vanever-packages', async () => {})
  await page.getByTestId('package-confirm').click()

  await expect(page).toHaveURL(/\/rent-a-campervan\/[^/]+\/book\?/)
  expect(new URL(page.url()).searchParams.get('package_id')).toBe('PKG-SMART')
  await expect(page.getByTestId('price-total')).toHaveAttribute('data-amount-minor', String(shown))
  const bookingId = await bookAndPay(page, { agreement: false })

  const token = await apiToken(request, traveler.email, traveler.password)
  const { ours, theirs } = await settled(request, token, 'vanever', bookingId)
  expect(ours.total_rent_price_in_cents).toBe(shown)
  expect(theirs).toMatchObject({ unit_id: van.vanever_id, status: 'confirmed', total_cents: shown })
  expect(theirs.options.package_id).toBe('PKG-SMART')
})
