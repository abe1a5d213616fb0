import { addDaysToKey, type ListingKind, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { completeListing } from '../../integration/support/listing-bodies'
import { apiUrl, pngFile } from './accounts'

/**
 * Helpers for the listing-management tabs (/lessor/listings/:id/manage): API set-up of a published
 * listing for the seeded lessors, date keys in the listing's zone, and the UI steps (season, rate,
 * extra, reservation, photo) that both the management and the journey specs go through.
 */

export type Kind = ListingKind

/** Day `offset` from today at the listing (YYYY-MM-DD) and its 12:00 timestamp. */
export function dayKey(offset: number, timezone = 'Europe/Berlin'): string {
  return addDaysToKey(nightKeyOf(Math.floor(Date.now() / 1000), timezone), offset)
}
export const noonOf = (key: string, timezone = 'Europe/Berlin') => localNoonTimestamp(key, timezone)

/** Signs in through the API and returns the access token (for set-up and checks only). */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${apiUrl}/auth/token/`, { data: { email, password } })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { access: string }).access
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

async function uploadPng(request: APIRequestContext, token: string): Promise<string> {
  const file = pngFile('van.png')
  const response = await request.post(`${apiUrl}/file/upload/`, {
    headers: auth(token),
    multipart: { file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer } },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/**
 * A published campervan of the signed-in lessor, created through the API. The seeded RV lessor's
 * plan may already be full: then one of its other campervans goes offline first (fresh DB per run).
 */
export async function createPublishedCampervan(
  request: APIRequestContext,
  token: string,
  place: { latitude: number; longitude: number },
): Promise<{ id: string; title: string }> {
  const image = await uploadPng(request, token)
  const title = `E2E recreational vehicle ${Date.now().toString(36)}`
  const body = completeListing('recreational_vehicle', image, { title, place: { ...place, city: 'Lindau' } })
  const created = await request.post(`${apiUrl}/listing/recreational_vehicle/my/`, {
    headers: auth(token),
    data: { title, description: body.description },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const { title: _title, description: _description, ...rest } = body
  const patched = await request.patch(`${apiUrl}/listing/recreational_vehicle/my/${id}/`, {
    headers: auth(token),
    data: rest,
  })
  expect(patched.status(), await patched.text()).toBe(200)
  // Vehicles publish with at least one season rate (spec §5); this one is used by no season.
  const rate = await request.post(`${apiUrl}/listing/recreational_vehicle/${id}/season-rate/`, {
    headers: auth(token),
    data: { season: 'Standard', rate_in_cents: 9900, color: 'blue' },
  })
  expect(rate.status(), await rate.text()).toBe(201)
  const publish = () =>
    request.patch(`${apiUrl}/listing/recreational_vehicle/my/${id}/publish/`, { headers: auth(token), data: {} })
  let published = await publish()
  if (published.status() === 403 && (await published.json()).error_key === 'listing_limit_reached') {
    const own = await request.get(`${apiUrl}/listing/recreational_vehicle/my/?limit=100&is_draft=false`, {
      headers: auth(token),
    })
    const other = ((await own.json()) as { results: { id: string }[] }).results.find((listing) => listing.id !== id)
    expect(other, 'a published listing to take offline').toBeTruthy()
    await request.patch(`${apiUrl}/listing/recreational_vehicle/my/${other!.id}/`, {
      headers: auth(token),
      data: { is_draft: true },
    })
    published = await publish()
  }
  expect(published.status(), await published.text()).toBe(200)
  return { id, title }
}

// UI steps ----------------------------------------------------------------------------------

export const managePath = (id: string, tab: string) => `/lessor/listings/${id}/manage?tab=${tab}`

async function openTab(page: Page, id: string, tab: string) {
  if (!page.url().includes(`/lessor/listings/${id}/manage`)) await page.goto(managePath(id, tab))
  else await page.getByTestId(`tab-${tab}`).click()
  await expect(page.getByTestId(`manage-tab-${tab}`)).toBeVisible()
}

/** The newest toast says `text`. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByTestId('toast').filter({ hasText: text }).last()).toBeVisible()
}

export async function uploadPhoto(page: Page, id: string, slot: string) {
  await openTab(page, id, 'images')
  const card = page.locator(`[data-testid="image-slot"][data-slot="${slot}"]`)
  await card.getByTestId(`image-input-${slot}`).setInputFiles(pngFile(`${slot.replace(/\W+/g, '-')}.png`))
  await expect(card).toHaveAttribute('data-filled', 'true')
  await expect(card.locator('img')).toBeVisible()
}

export async function addSeason(
  page: Page,
  id: string,
  season: { start: string; end: string; minDays: number; available?: boolean; rate?: string },
) {
  await openTab(page, id, 'calendar')
  const form = page.getByTestId('season-form')
  await form.getByLabel('Start date').fill(season.start)
  await form.getByLabel('End date').fill(season.end)
  if (season.rate) await form.getByLabel('Rate').selectOption({ label: season.rate })
  // A campervan's minimum is in rental days, a pitch's or a boat's in nights (decision 0010).
  await form.getByLabel(/^Minimum (rental days|nights)$/).fill(String(season.minDays))
  const available = form.getByLabel('Available for booking')
  if (season.available === false) await available.uncheck()
  else await available.check()
  await form.getByRole('button', { name: 'Add season' }).click()
  await expectToast(page, 'Season saved')
}

export async function addRate(
  page: Page,
  id: string,
  rate: {
    name: string
    price: string
    color?: string
    apply?: { start: string; end: string; minDays: number }
    /** Campsites: guests per pitch and the charges per extra adult/child. */
    campsite?: { maxGuests: number; adult: string; child: string }
  },
) {
  await openTab(page, id, 'rates')
  const form = page.getByTestId('rate-form')
  await form.getByLabel('Season name').fill(rate.name)
  // A campervan's rate is per day, a pitch's or a boat's per night (decision 0010).
  await form.getByLabel(/^Price per (night|day)$/).fill(rate.price)
  if (rate.color) await form.getByTestId(`rate-color-${rate.color}`).click()
  if (rate.campsite) {
    await form.getByLabel('Maximum guests per pitch').fill(String(rate.campsite.maxGuests))
    await form.getByLabel('Extra charge per adult').fill(rate.campsite.adult)
    await form.getByLabel('Extra charge per child').fill(rate.campsite.child)
  }
  if (rate.apply) {
    await form.getByTestId('rate-apply').check()
    await form.getByLabel('Start date').fill(rate.apply.start)
    await form.getByLabel('End date').fill(rate.apply.end)
    await form.getByLabel(/^Minimum (rental days|nights)$/).fill(String(rate.apply.minDays))
  }
  await form.getByRole('button', { name: 'Add rate' }).click()
  await expectToast(page, 'Rate saved')
  await expect(page.getByTestId('rate-row').filter({ hasText: rate.name })).toBeVisible()
}

export type ExtraInput = {
  name: string
  price: string
  unit: string
  quantity: number
  mandatory?: boolean
  ages?: { from?: number; to?: number }
  description?: string
  conditions?: { line: string; subline?: string }[]
}

/** Fills the extras form (spec §3 "Extra amenity") without submitting it. */
export async function fillExtra(page: Page, extra: ExtraInput) {
  const form = page.getByTestId('extra-form')
  await form.getByLabel('Name', { exact: true }).fill(extra.name)
  await form.getByLabel('Price unit').selectOption({ label: extra.unit })
  await form.getByLabel('Price', { exact: true }).fill(extra.price)
  await form.getByLabel('Maximum quantity').fill(String(extra.quantity))
  if (extra.mandatory) await form.getByLabel('Mandatory').check()
  if (extra.ages?.from !== undefined) await form.getByLabel('From age').fill(String(extra.ages.from))
  if (extra.ages?.to !== undefined) await form.getByLabel('To age').fill(String(extra.ages.to))
  if (extra.description) await form.getByLabel('Description').fill(extra.description)
  for (const [index, condition] of (extra.conditions ?? []).entries()) {
    await form.getByRole('button', { name: 'Add condition' }).click()
    const row = form.getByTestId('extra-condition').nth(index)
    await row.getByLabel(`Condition ${index + 1}`, { exact: true }).fill(condition.line)
    if (condition.subline) await row.getByLabel('Detail', { exact: true }).fill(condition.subline)
  }
}

export async function addExtra(page: Page, id: string, extra: ExtraInput) {
  await openTab(page, id, 'extras')
  const form = page.getByTestId('extra-form')
  await fillExtra(page, extra)
  await form.getByRole('button', { name: 'Add extra' }).click()
  await expectToast(page, 'Extra saved')
  await expect(page.getByTestId('extra-row').filter({ hasText: extra.name })).toBeVisible()
}

export function reservationForm(page: Page): Locator {
  return page.getByTestId('reservation-form')
}

/** Submits the manual-reservation form; the caller checks the outcome (saved or refused). */
export async function submitReservation(
  page: Page,
  id: string,
  reservation: { start: string; end: string; comment?: string },
) {
  await openTab(page, id, 'calendar')
  const form = reservationForm(page)
  await form.getByLabel('Start date').fill(reservation.start)
  await form.getByLabel('End date').fill(reservation.end)
  await form.getByLabel('Guest name or note').fill(reservation.comment ?? '')
  await form.getByRole('button', { name: 'Add reservation' }).click()
}

export async function addReservation(
  page: Page,
  id: string,
  reservation: { start: string; end: string; comment?: string },
) {
  await submitReservation(page, id, reservation)
  await expectToast(page, 'Reservation saved')
}

/** Pages the owner calendar forward until `key` is shown, then returns its day cell. */
export async function ownerCalendarDay(page: Page, key: string): Promise<Locator> {
  const cell = page.getByTestId('owner-calendar').locator(`[data-date="${key}"]`).first()
  for (let i = 0; i < 24 && !(await cell.isVisible()); i++) await page.getByTestId('calendar-next').click()
  await expect(cell).toBeVisible()
  return cell
}

/** GET of the public API, parsed. */
export async function publicGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${apiUrl}${path}`)
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

/** Where travelers open a listing of each kind (spec §2 routes). */
export const detailPaths: Record<Kind, string> = {
  recreational_vehicle: '/rent-a-campervan',
  campsite: '/book-a-campsite',
  boat: '/rent-a-houseboat',
}

/** On the public detail page, each of `nights` is greyed out in the availability calendar. */
export async function expectDetailNightsUnavailable(page: Page, kind: Kind, id: string, nights: string[]) {
  await page.goto(`${detailPaths[kind]}/${id}`)
  const calendar = page.getByTestId('availability-calendar').first()
  await expect(calendar).toBeVisible()
  for (const night of nights) {
    const cell = calendar.locator(`[data-date="${night}"]`).first()
    for (let i = 0; i < 24 && !(await cell.isVisible()); i++) await calendar.getByTestId('calendar-next').click()
    await expect(cell).toHaveAttribute('data-unavailable', 'true')
  }
}

type Card = {
  id: string
  booking_price: { minimum_rate_cents: number | null; listing_item_rent_price_in_cents: number | null }
  /** The trip total with fees, as the card shows it. */
  full_price: number | null
}

/** The listing's card in a public search around its own coordinates for the given nights. */
export async function searchCard(
  request: APIRequestContext,
  kind: Kind,
  listing: { id: string; latitude: number; longitude: number },
  range: { start: number; end: number },
): Promise<Card | undefined> {
  const query = new URLSearchParams({
    latitude: String(listing.latitude),
    longitude: String(listing.longitude),
    radius_km: '1',
    limit: '100',
    trip_start_timestamp: String(range.start),
    trip_end_timestamp: String(range.end),
  })
  const page = await publicGet<{ results: Card[] }>(request, `/listing/${kind}/?${query}`)
  return page.results.find((card) => card.id === listing.id)
}

/** The lessor's own listing as the editor API reads it (coordinates, state). */
export async function ownListing(request: APIRequestContext, token: string, kind: Kind, id: string) {
  const response = await request.get(`${apiUrl}/listing/${kind}/my/${id}/`, { headers: auth(token) })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as { id: string; latitude: number; longitude: number; is_draft: boolean }
}
