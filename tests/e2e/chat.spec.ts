import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { encodePng } from '../integration/support/documents'
import { apiUrl, createConfirmedUser, logIn, mobileViewportShot, screens } from './support/accounts'
import { apiToken, dayKey, noonOf, publicGet } from './support/lessor-manage'
import { expect, test, waitForHydrationOnGoto } from './support/test'

/**
 * The chat screen (booking spec §2 Chat screen, §4 Chat, §5 Chat; issue 12 "Done means"): a
 * traveler and the seeded campervan lessor, each in their own browser context, talk about a
 * booking request without reloading; a photo sent by one shows on both sides; the unread counts
 * move; the lessor accepts inside the chat and the traveler sees the status line arrive; a third
 * user gets the 404 page for that chat. Screenshots at desktop and phone width.
 */

test.describe.configure({ mode: 'serial' })

const lessorEmail = 'rv-lessor@driftway.test'
type Listing = { id: string; title: string; timezone: string }

/** A published campervan of the seeded lessor, switched to requests (so the booking waits for an answer). */
async function requestListing(request: APIRequestContext): Promise<Listing> {
  const token = await apiToken(request, lessorEmail, 'Driftway1')
  const headers = { Authorization: `Bearer ${token}` }
  const own = await request.get(`${apiUrl}/listing/recreational_vehicle/my/?limit=100&is_draft=false`, { headers })
  expect(own.status(), await own.text()).toBe(200)
  const rows = ((await own.json()) as { results: { id: string }[] }).results
  expect(rows.length).toBeGreaterThan(0)
  const id = rows.at(-1)!.id
  const patched = await request.patch(`${apiUrl}/listing/recreational_vehicle/my/${id}/`, {
    headers,
    data: { is_instant_booking_allowed: false },
  })
  expect(patched.status(), await patched.text()).toBe(200)
  return { ...(await publicGet<Listing>(request, `/listing/recreational_vehicle/${id}/`)), id }
}

/** The first free range of `nights` nights from `fromDay` days ahead that the API prices. */
async function freeRange(request: APIRequestContext, listing: Listing, nights: number, fromDay: number) {
  let length = nights
  for (let offset = fromDay; offset < fromDay + 240; offset += 7) {
    const start = dayKey(offset, listing.timezone)
    const end = dayKey(offset + length, listing.timezone)
    const response = await request.post(`${apiUrl}/reservation/recreational_vehicle/booking/travel/validate/`, {
      data: {
        vehicle: listing.id,
        pickup_timestamp: noonOf(start, listing.timezone),
        return_timestamp: noonOf(end, listing.timezone),
        adults_num: 2,
        children_num: 0,
        booked_extra_amenities: [],
      },
    })
    if (response.status() === 200) return { start, end }
    const error = (await response.json()) as { error_key?: string; minimum_nights?: number }
    if (error.error_key === 'minimum_rental_days' && error.minimum_nights) length = error.minimum_nights
  }
  throw new Error(`no free range for ${listing.id}`)
}

/** A booking request made through the API by the traveler; it comes with its chat. */
async function requestBooking(request: APIRequestContext, token: string, listing: Listing, fromDay: number) {
  const range = await freeRange(request, listing, 3, fromDay)
  const response = await request.post(`${apiUrl}/reservation/recreational_vehicle/booking/travel/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      vehicle: listing.id,
      pickup_timestamp: noonOf(range.start, listing.timezone),
      return_timestamp: noonOf(range.end, listing.timezone),
      adults_num: 2,
      children_num: 0,
      traveller_phone: '+49 30 1234567',
      booked_extra_amenities: [],
      full_prepayment: false,
      is_instant: false,
      payment_method: 'creditcard',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const booking = (await response.json()) as { id: string; status: string; chat: string | null }
  expect(booking.status).toBe('PENDING')
  expect(booking.chat, 'a booking comes with its chat').toBeTruthy()
  return { ...booking, chat: booking.chat!, range }
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  // Like the fixture's page: a login form filled before hydration lost its e-mail once.
  waitForHydrationOnGoto(page)
  await logIn(page, email, password)
  return page
}

const pane = (page: Page) => page.getByTestId('chat-pane')
const sendText = async (page: Page, text: string) => {
  await page.getByTestId('composer-input').fill(text)
  await page.getByTestId('composer-send').click()
}
const textMessage = (page: Page, text: string) => pane(page).getByTestId('chat-message-text').filter({ hasText: text })
/** A spot that survives client-side navigation but not a reload: proves a page was not reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __chatMark: number }).__chatMark = 1))
/** The header's unread badge: chats with unread messages (0 when the badge is not shown). */
const badgeCount = async (page: Page): Promise<number> => {
  const badge = page.getByRole('banner').getByTestId('chat-unread-badge').first()
  if ((await badge.count()) === 0 || !(await badge.isVisible())) return 0
  return Number.parseInt((await badge.textContent()) ?? '0', 10)
}
const stillSamePage = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { __chatMark?: number }).__chatMark)).toBe(1)

test('traveler and lessor chat without reloading: messages, a photo, unread counts and the accept inside the chat', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const listing = await requestListing(request)
  const traveler = await createConfirmedUser(request, { firstName: 'Chiara' })
  const travelerToken = await apiToken(request, traveler.email, traveler.password)
  const booking = await requestBooking(request, travelerToken, listing, 280)
  const chatUrl = `/chat/${booking.chat}?type=vehicle`

  const lessor = await signedInPage(browser, lessorEmail, 'Driftway1')
  const guest = await signedInPage(browser, traveler.email, traveler.password)

  // The traveler finds the chat from My bookings ("Chat" on the card).
  await guest.goto('/my-bookings?tab=pending&filterBy=Vehicles')
  const card = guest.locator(`[data-testid="booking-card"][data-booking-id="${booking.id}"]`)
  await card.getByTestId('action-chat').click()
  await expect(guest).toHaveURL(new RegExp(`/chat/${booking.chat}\\?type=vehicle`))
  await expect(pane(guest).getByTestId('chat-partner')).toBeVisible()
  await expect(pane(guest).getByTestId('chat-status-line').first()).toHaveAttribute('data-status', 'PENDING')
  await expect(pane(guest).getByTestId('chat-booking-status')).toBeVisible()
  await expect(pane(guest).getByTestId('action-abandon')).toBeVisible()

  // The lessor's list: the request's chat, unread (the request's status line counts).
  await lessor.goto('/chat')
  await expect(lessor.getByTestId('chat-select')).toBeVisible()
  const lessorItem = lessor.locator(`[data-testid="chat-item"][data-chat-id="${booking.chat}"]`)
  await expect(lessorItem).toBeVisible()
  await expect(lessorItem.getByTestId('chat-item-unread')).toBeVisible()
  await expect.poll(() => badgeCount(lessor)).toBeGreaterThan(0)
  const unreadChats = await badgeCount(lessor)
  await markPage(lessor)

  // Opening the chat reads it: the header badge drops by one, the countdown and the actions are there.
  await lessorItem.click()
  await expect(lessor).toHaveURL(new RegExp(`/chat/${booking.chat}`))
  await expect(pane(lessor).getByTestId('chat-status-line').first()).toHaveAttribute('data-status', 'PENDING')
  await expect(pane(lessor).getByTestId('countdown')).toBeVisible()
  await expect(pane(lessor).getByTestId('action-accept')).toBeVisible()
  await expect(pane(lessor).getByTestId('action-reject')).toBeVisible()
  await expect.poll(() => badgeCount(lessor)).toBe(unreadChats - 1)

  // Back on the list (the header's chat link), the server has the chat read.
  await lessor.getByTestId('chat-badge-link').first().click()
  await expect(lessor.getByTestId('chat-select')).toBeVisible()
  await expect(lessorItem).toHaveAttribute('data-unread', '0')

  // A message while the lessor has the list open: its unread count, the header badge and a toast
  // arrive without a reload.
  await sendText(guest, 'Hello! Is the van pet friendly?')
  await expect(textMessage(guest, 'Hello! Is the van pet friendly?')).toBeVisible()
  await expect(lessorItem).toHaveAttribute('data-unread', '1')
  await expect(lessorItem.getByTestId('chat-item-unread')).toHaveText(/1/)
  await expect.poll(() => badgeCount(lessor)).toBe(unreadChats)
  await expect(lessor.getByRole('status').filter({ hasText: 'Hello! Is the van pet friendly?' })).toBeVisible()
  await stillSamePage(lessor)

  await lessorItem.click()
  await expect(textMessage(lessor, 'Hello! Is the van pet friendly?')).toBeVisible()
  await expect.poll(() => badgeCount(lessor)).toBe(unreadChats - 1)
  await stillSamePage(lessor)

  // Both directions arrive live in the open chat.
  await sendText(lessor, 'Yes, dogs are welcome 🐶')
  await expect(textMessage(guest, 'Yes, dogs are welcome 🐶')).toBeVisible()
  await sendText(guest, 'Wonderful, thank you!')
  await expect(textMessage(lessor, 'Wonderful, thank you!')).toBeVisible()
  await stillSamePage(lessor)

  // The emoji picker loads on demand and inserts at the cursor.
  await pane(guest).getByTestId('composer-input').fill('See you soon ')
  await pane(guest).getByTestId('emoji-button').click()
  const picker = guest.getByTestId('emoji-picker')
  await expect(picker.getByRole('gridcell').first()).toBeVisible()
  await picker.getByRole('searchbox').fill('sun')
  await picker.getByRole('gridcell').first().click()
  await expect(pane(guest).getByTestId('composer-input')).not.toHaveValue('See you soon ')
  await guest.keyboard.press('Escape')
  await pane(guest).getByTestId('composer-send').click()
  await expect(textMessage(lessor, 'See you soon')).toBeVisible()

  // A photo through the attach button shows on both sides and in the strip.
  const photo = encodePng(96, 64, (x) => (x < 48 ? [0x24, 0x56, 0x4d] : [0xd4, 0xa8, 0x65]))
  await pane(guest)
    .getByTestId('attach-input')
    .setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: photo })
  await expect(pane(guest).getByTestId('composer-upload')).toHaveAttribute('data-state', 'done')
  await pane(guest).getByTestId('composer-send').click()
  for (const side of [guest, lessor]) {
    const image = pane(side).getByTestId('message-image').last()
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(96)
    await expect(pane(side).getByTestId('strip-image')).toHaveCount(1)
  }
  await stillSamePage(lessor)
  await screens(guest, 'chat-traveller')

  // The lessor accepts inside the chat; the traveler sees the status line arrive and can pay.
  await pane(lessor).getByTestId('action-accept').click()
  await lessor.getByTestId('confirm-accept').click()
  await expect(pane(lessor).getByTestId('chat-booking-bar')).toHaveAttribute('data-status', 'AWAITING_PAYMENT')
  await expect(pane(guest).locator('[data-testid="chat-status-line"][data-status="AWAITING_PAYMENT"]')).toBeVisible()
  await expect(pane(lessor).getByTestId('action-cancel')).toBeVisible()
  await screens(lessor, 'chat-lessor')

  // Phones: the list and the conversation are two views.
  await mobileViewportShot(lessor, 'chat-lessor-pane', async () => {
    await expect(pane(lessor)).toBeVisible()
    await expect(lessor.getByTestId('chat-back')).toBeVisible()
  })
  await mobileViewportShot(lessor, 'chat-lessor-list', async () => {
    await lessor.getByTestId('chat-back').click()
    await expect(lessor.getByTestId('chat-list')).toBeVisible()
    await expect(pane(lessor)).toBeHidden()
  })

  // Anyone else gets the 404 page, and anonymous visitors the login with the way back.
  const stranger = await createConfirmedUser(request, { firstName: 'Mallory' })
  const other = await signedInPage(browser, stranger.email, stranger.password)
  const answer = await other.goto(chatUrl)
  expect(answer?.status()).toBe(404)
  await expect(other.getByTestId('not-found')).toBeVisible()
  await expect(other.getByTestId('chat-pane')).toHaveCount(0)
  await other.goto('/chat')
  await expect(other.getByTestId('chat-list-empty')).toBeVisible()
  await screens(other, 'chat-empty')
  const anonymous = await browser.newPage()
  await anonymous.goto(chatUrl)
  await expect(anonymous).toHaveURL(/\/login\?redirect=/)
  expect(decodeURIComponent(new URL(anonymous.url()).searchParams.get('redirect') ?? '')).toBe(chatUrl)

  for (const page of [lessor, guest, other, anonymous]) await page.context().close()
})

test('a traveler messages the lessor from the detail page: the draft chat starts with the first message', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const listing = await requestListing(request)
  const range = await freeRange(request, listing, 2, 320)
  const traveler = await createConfirmedUser(request, { firstName: 'Dora' })
  const page = await signedInPage(browser, traveler.email, traveler.password)

  await page.goto(`/rent-a-campervan/${listing.id}`)
  await expect(page.getByTestId('message-lessor-hint')).toBeVisible()
  await page.goto(`/rent-a-campervan/${listing.id}?startDate=${range.start}&endDate=${range.end}`)
  await page.getByTestId('message-lessor').click()
  await expect(page).toHaveURL(/\/chat\?type=vehicle&lessor=.+&vehicle=.+&start=.+&end=.+/)
  await expect(pane(page)).toHaveAttribute('data-draft', 'true')
  await expect(page.getByTestId('chat-no-messages')).toBeVisible()
  await expect(pane(page).getByTestId('chat-dates')).toBeVisible()
  await screens(page, 'chat-draft')

  await sendText(page, 'Hi, could we pick up the van a little earlier?')
  await expect(page).toHaveURL(/\/chat\/[^?]+\?type=vehicle$/)
  await expect(textMessage(page, 'Hi, could we pick up the van a little earlier?')).toBeVisible()
  await expect(page.getByTestId('chat-item')).toHaveCount(1)

  // Without all four parameters there is no draft: the plain chat screen.
  await page.goto(`/chat?type=vehicle&vehicle=${listing.id}&start=${range.start}&end=${range.end}`)
  await expect(page.getByTestId('chat-select')).toBeVisible()
  await page.context().close()
})
