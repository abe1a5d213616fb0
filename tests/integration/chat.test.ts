import type { ChatMessageEvent } from '@driftway/api/chat/events'
import { ATTACHMENT_MARKER, formatAttachments, MESSAGE_MAX_LENGTH } from '@driftway/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './support/api'
import { type BookingWorld, createBookingWorld, paySandbox, travelerBooker } from './support/bookings'
import { pdfDocument } from './support/documents'
import { createLessor, noonIn, pngImage, uploadFile } from './support/lessor'

/**
 * Chat REST API (booking §3, §5, §7; decision 0059): who may call what, a booking's chat, draft
 * chats becoming booking chats, system messages on status changes, unread counts, attachments and
 * paging.
 */
let api: TestApi
let world: BookingWorld
let book: ReturnType<typeof travelerBooker>
const events: ChatMessageEvent[] = []
/** The RV booking (PENDING) every matrix row runs against, and its chat. */
let booking: { id: string; chat: string }

const rv = '/chat/rv-booking-chat'

beforeAll(async () => {
  api = await startTestApi()
  world = await createBookingWorld(api)
  api.app.chatEvents.on((event) => {
    events.push(event)
  })
  book = travelerBooker(api, world, 20)
  booking = (await book('recreational_vehicle')) as unknown as { id: string; chat: string }
})
afterAll(async () => {
  await api?.stop()
})

const get = (path: string, token?: string) => api.request('GET', path, { token })
const post = (path: string, body: unknown, token?: string) => api.request('POST', path, { token, body })
const tokens = () => ({
  traveler: world.traveler.access,
  lessor: world.lessors.recreational_vehicle.access,
  otherTraveler: world.otherTraveler.access,
  otherLessor: world.otherLessors.recreational_vehicle.access,
})
const messagesOf = async (path: string, token: string, query = '') => {
  const answer = await get(`${path}/message/${query}`, token)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as {
    count: number
    results: {
      id: string
      message: string
      type: string
      new_booking_status: string | null
      author: string | null
      attachments: { kind: string; url: string; name: string | null }[]
    }[]
  }
}

describe('a booking and its chat', () => {
  it('creating a booking creates its chat with a system message for the new status', async () => {
    expect(booking.chat).toEqual(expect.any(String))
    const listed = await get(`${rv}/`, world.traveler.access)
    expect(listed.status).toBe(200)
    const chat = listed.body.results.find((row: { id: string }) => row.id === booking.chat)
    expect(chat).toMatchObject({
      type: 'vehicle',
      chat_type: 'rv-booking-chat',
      my_role: 'traveller',
      is_draft: false,
      booking_request: { id: booking.id, status: 'PENDING', available_actions: ['abandon'] },
      listing: {
        id: world.listings.recreational_vehicle,
        title: 'Bookable recreational_vehicle',
        city: 'Munich',
        sleeps: 4,
        seats_num: 4,
      },
      lessor: { id: world.lessors.recreational_vehicle.id },
      traveller: { id: world.traveler.id },
      unread_messages_count: 0,
    })
    expect(chat.last_message_info.message).toBe('Booking status: Pending')
    const messages = await messagesOf(`${rv}/${booking.chat}`, world.lessors.recreational_vehicle.access)
    expect(messages.results.map((m) => [m.type, m.new_booking_status, m.author])).toEqual([['system', 'PENDING', null]])
    const lessorView = await get(`${rv}/${booking.chat}/`, world.lessors.recreational_vehicle.access)
    expect(lessorView.body.booking_request.available_actions).toEqual(expect.arrayContaining(['accept', 'reject']))
  })

  it('every transition posts a system message, published after commit', async () => {
    const own = await book('recreational_vehicle')
    const chatId = (own as unknown as { chat: string }).chat
    const before = events.length
    const accepted = await api.request('PATCH', `/reservation/recreational_vehicle/booking/lease/accept/${own.id}/`, {
      token: world.lessors.recreational_vehicle.access,
    })
    expect(accepted.status).toBe(200)
    const messages = await messagesOf(`${rv}/${chatId}`, world.traveler.access)
    expect(messages.results.map((m) => m.new_booking_status)).toEqual(['PENDING', 'AWAITING_PAYMENT'])
    const published = events.slice(before)
    expect(published).toHaveLength(1)
    expect(published[0]).toMatchObject({
      chat: {
        id: chatId,
        chat_type: 'rv-booking-chat',
        lessor: world.lessors.recreational_vehicle.id,
        traveller: world.traveler.id,
      },
      message: { type: 'system', new_booking_status: 'AWAITING_PAYMENT', author: null },
    })
    // The lessor accepted: the traveler has it unread (1 before this read reset it), the lessor only the request.
    expect(published[0]!.unread[world.traveler.id]).toBe(1)
    const lessorChat = await get(`${rv}/${chatId}/`, world.lessors.recreational_vehicle.access)
    expect(lessorChat.body.unread_messages_count).toBe(1)
    const travelerChat = await get(`${rv}/${chatId}/`, world.traveler.access)
    expect(travelerChat.body.unread_messages_count).toBe(0)
    expect(travelerChat.body.booking_request).toMatchObject({
      status: 'AWAITING_PAYMENT',
      available_actions: ['payment'],
    })
  })

  it('a payment the provider confirms posts CONFIRMED, unread for both parties', async () => {
    const own = await book('boat', { instant: true })
    const chatId = (own as unknown as { chat: string }).chat
    const path = `/chat/boat-booking-chat/${chatId}`
    await messagesOf(path, world.lessors.boat.access)
    const before = events.length
    await paySandbox(api, world.traveler.access, 'boat', own as never)
    const published = events.slice(before).filter((event) => event.chat.id === chatId)
    expect(published.map((event) => event.message.new_booking_status)).toEqual(['CONFIRMED'])
    expect(published[0]!.unread).toEqual({ [world.lessors.boat.id]: 1, [world.traveler.id]: 1 })
    const messages = await messagesOf(path, world.traveler.access)
    expect(messages.results.map((m) => m.new_booking_status)).toEqual(['AWAITING_PAYMENT', 'CONFIRMED'])
  })

  it('a draft chat opened from a detail page becomes the booking’s chat', async () => {
    const from = 60
    const body = {
      listing: world.listings.campsite,
      lessor: world.lessors.campsite.id,
      traveller: world.traveler.id,
      pickup_timestamp: noonIn(from),
      return_timestamp: noonIn(from + 2),
    }
    const opened = await post('/chat/campsite-booking-chat/', body, world.traveler.access)
    expect(opened.status, JSON.stringify(opened.body)).toBe(201)
    expect(opened.body).toMatchObject({ is_draft: true, booking_request: null, type: 'campsite', my_role: 'traveller' })
    const again = await post('/chat/campsite-booking-chat/', body, world.traveler.access)
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(opened.body.id)
    const hello = await post(
      `/chat/campsite-booking-chat/${opened.body.id}/message/`,
      { message: 'Is the lake warm?' },
      world.traveler.access,
    )
    expect(hello.status).toBe(201)
    const booked = await book('campsite', { from, nights: 2 })
    expect((booked as unknown as { chat: string }).chat).toBe(opened.body.id)
    const chat = await get(`/chat/campsite-booking-chat/${opened.body.id}/`, world.lessors.campsite.access)
    expect(chat.body).toMatchObject({ is_draft: false, booking_request: { id: booked.id, status: 'PENDING' } })
    const messages = await messagesOf(`/chat/campsite-booking-chat/${opened.body.id}`, world.lessors.campsite.access)
    expect(messages.results.map((m) => m.message)).toEqual(['Is the lake warm?', 'Booking status: Pending'])
    // Opening it again for the same dates answers the booking's chat.
    const reopened = await post('/chat/campsite-booking-chat/', body, world.traveler.access)
    expect(reopened.status).toBe(200)
    expect(reopened.body.id).toBe(opened.body.id)
  })

  it('opening a chat checks the listing, its lessor and the caller', async () => {
    const body = { listing: world.listings.boat, pickup_timestamp: noonIn(90), return_timestamp: noonIn(92) }
    const wrongType = await post(`${rv}/`, body, world.traveler.access)
    expect(wrongType.status).toBe(404)
    const wrongLessor = await post(
      '/chat/boat-booking-chat/',
      { ...body, lessor: world.lessors.campsite.id },
      world.traveler.access,
    )
    expect(wrongLessor.status).toBe(400)
    expect(wrongLessor.body.fields.lessor).toBeDefined()
    const forSomeoneElse = await post(
      '/chat/boat-booking-chat/',
      { ...body, traveller: world.otherTraveler.id },
      world.traveler.access,
    )
    expect(forSomeoneElse.status).toBe(400)
    const backwards = await post(
      '/chat/boat-booking-chat/',
      { ...body, return_timestamp: noonIn(89) },
      world.traveler.access,
    )
    expect(backwards.status).toBe(400)
    const missing = await post('/chat/boat-booking-chat/', { listing: world.listings.boat }, world.traveler.access)
    expect(missing.status).toBe(400)
  })
})

describe('authorization matrix', () => {
  type Principal = 'anonymous' | 'traveler' | 'lessor' | 'otherTraveler' | 'otherLessor'
  const principals: Principal[] = ['anonymous', 'traveler', 'lessor', 'otherTraveler', 'otherLessor']
  const tokenOf = (who: Principal) => (who === 'anonymous' ? undefined : tokens()[who])
  const openBody = () => ({
    listing: world.listings.recreational_vehicle,
    pickup_timestamp: noonIn(120),
    return_timestamp: noonIn(122),
  })
  type Row = [string, string, () => unknown, Record<Principal, number[]>]
  const cells = (
    anonymous: number,
    traveler: number | number[],
    lessor: number,
    otherTraveler: number | number[],
    otherLessor: number,
  ) => ({
    anonymous: [anonymous],
    traveler: [traveler].flat(),
    lessor: [lessor],
    otherTraveler: [otherTraveler].flat(),
    otherLessor: [otherLessor],
  })
  const rows: Row[] = [
    ['GET', '/chat/', () => undefined, cells(401, 200, 200, 200, 200)],
    ['GET', '/chat/unread/', () => undefined, cells(401, 200, 200, 200, 200)],
    ['GET', `${rv}/`, () => undefined, cells(401, 200, 200, 200, 200)],
    ['POST', `${rv}/`, openBody, cells(401, [200, 201], 403, [200, 201], 403)],
    ['GET', `${rv}/{chat}/`, () => undefined, cells(401, 200, 200, 404, 404)],
    ['GET', `${rv}/{chat}/message/`, () => undefined, cells(401, 200, 200, 404, 404)],
    ['POST', `${rv}/{chat}/message/`, () => ({ message: 'Hello' }), cells(401, 201, 201, 404, 404)],
  ]
  it.each(rows)('%s %s', async (method, template, body, expected) => {
    for (const who of principals) {
      const answer = await api.request(method, template.replace('{chat}', booking.chat), {
        token: tokenOf(who),
        body: body(),
      })
      expect(expected[who], `${who}: ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status)
      if (answer.status >= 400) expect(answer.body.error_key).toEqual(expect.any(String))
    }
  })

  it('POST …/attachment/', async () => {
    for (const who of principals) {
      const answer = await uploadFile(api, tokenOf(who), await pngImage(), 'photo.png', {
        path: `${rv}/${booking.chat}/attachment/`,
      })
      const expected = { anonymous: 401, traveler: 201, lessor: 201, otherTraveler: 404, otherLessor: 404 }[who]
      expect(answer.status, `${who}: ${JSON.stringify(answer.body)}`).toBe(expected)
    }
  })

  it('lists show only the caller’s own chats; lessors only their kind', async () => {
    for (const who of ['otherTraveler', 'otherLessor'] as const) {
      for (const path of ['/chat/', `${rv}/`]) {
        const answer = await get(path, tokens()[who])
        expect(answer.body.results.map((row: { id: string }) => row.id)).not.toContain(booking.chat)
      }
    }
    const lessorList = await get('/chat/', world.lessors.recreational_vehicle.access)
    expect(lessorList.body.results.map((row: { id: string }) => row.id)).toContain(booking.chat)
    expect(lessorList.body.results.every((row: { my_role: string }) => row.my_role === 'lessor')).toBe(true)
    const otherKind = await get('/chat/campsite-booking-chat/', world.lessors.recreational_vehicle.access)
    expect(otherKind.status).toBe(403)
    expect(otherKind.body.error_key).toBe('chat_type_not_yours')
  })

  it('a party asking under another chat type, or with a malformed id, gets 404', async () => {
    expect((await get(`/chat/boat-booking-chat/${booking.chat}/message/`, world.traveler.access)).status).toBe(404)
    expect((await get(`${rv}/not-an-id/message/`, world.traveler.access)).status).toBe(404)
    expect((await get('/chat/car-booking-chat/', world.traveler.access)).status).toBe(400)
  })
})

describe('messages', () => {
  /** A fresh draft chat of the traveler about the boat. */
  async function freshChat(day: number, token = world.traveler.access) {
    const opened = await post(
      '/chat/boat-booking-chat/',
      { listing: world.listings.boat, pickup_timestamp: noonIn(day), return_timestamp: noonIn(day + 1) },
      token,
    )
    expect(opened.status).toBe(201)
    return `/chat/boat-booking-chat/${opened.body.id}`
  }

  it('counts unread messages for the other party and clears them when the chat is opened', async () => {
    const lessor = world.lessors.boat.access
    const chat = await freshChat(200)
    const start = (await get('/chat/unread/', lessor)).body
    expect((await post(`${chat}/message/`, { message: 'One' }, world.traveler.access)).status).toBe(201)
    expect((await post(`${chat}/message/`, { message: 'Two' }, world.traveler.access)).status).toBe(201)
    const after = (await get('/chat/unread/', lessor)).body
    expect(after.unread_messages_total).toBe(start.unread_messages_total + 2)
    expect(after.unread_chats_count).toBe(start.unread_chats_count + 1)
    const list = await get('/chat/boat-booking-chat/', lessor)
    const row = list.body.results.find((r: { id: string }) => chat.endsWith(r.id))
    expect(row).toMatchObject({ unread_messages_count: 2, my_role: 'lessor', last_message_info: { message: 'Two' } })
    expect(list.body.unread_messages_total).toBe(after.unread_messages_total)
    // The writer's own messages are never unread for them.
    expect((await get(`${chat}/`, world.traveler.access)).body.unread_messages_count).toBe(0)
    // Opening the chat (reading its messages) clears the lessor's count, and only the lessor's.
    await messagesOf(chat, lessor)
    expect((await get(`${chat}/`, lessor)).body.unread_messages_count).toBe(0)
    expect((await get('/chat/unread/', lessor)).body).toEqual(start)
    expect((await post(`${chat}/message/`, { message: 'Reply' }, lessor)).status).toBe(201)
    expect((await get(`${chat}/`, world.traveler.access)).body.unread_messages_count).toBe(1)
  })

  it('pages in creation order', async () => {
    const chat = await freshChat(210)
    for (const text of ['m1', 'm2', 'm3', 'm4', 'm5']) {
      expect((await post(`${chat}/message/`, { message: text }, world.traveler.access)).status).toBe(201)
    }
    const first = await messagesOf(chat, world.traveler.access, '?limit=2')
    expect(first).toMatchObject({ count: 5, limit: 2, offset: 0, has_more: true, next_offset: 2 })
    expect(first.results.map((m) => m.message)).toEqual(['m1', 'm2'])
    const last = await messagesOf(chat, world.traveler.access, '?limit=2&offset=4')
    expect(last).toMatchObject({ has_more: false, next_offset: null })
    expect(last.results.map((m) => m.message)).toEqual(['m5'])
    const newest = await messagesOf(chat, world.traveler.access, '?order_by=-created_at&limit=3')
    expect(newest.results.map((m) => m.message)).toEqual(['m5', 'm4', 'm3'])
    expect((await get(`${chat}/message/?limit=0`, world.traveler.access)).status).toBe(400)
    expect((await get(`${chat}/message/?order_by=author`, world.traveler.access)).status).toBe(400)
  })

  it('refuses empty, too long and impersonated messages; stores text sanitized', async () => {
    const chat = await freshChat(220)
    const t = world.traveler.access
    const empty = await post(`${chat}/message/`, { message: '  \n ' }, t)
    expect(empty.status).toBe(400)
    expect(empty.body.error_key).toBe('message_empty')
    expect((await post(`${chat}/message/`, {}, t)).status).toBe(400)
    expect((await post(`${chat}/message/`, { message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, t)).status).toBe(400)
    const impersonated = await post(`${chat}/message/`, { message: 'Hi', author: world.lessors.boat.id }, t)
    expect(impersonated.status).toBe(403)
    expect((await post(`${chat}/message/`, { message: 'Hi', type: 'system' }, t)).status).toBe(400)
    expect((await post(`${chat}/message/`, { message: 'Hi', chat: booking.chat }, t)).status).toBe(400)
    const sent = await post(
      `${chat}/message/`,
      { message: '  <b>Hi</b>\u0000\r\nthere\u202E ', author: world.traveler.id, type: 'user' },
      t,
    )
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      message: '<b>Hi</b>\nthere',
      type: 'user',
      author: world.traveler.id,
      attachments: [],
    })
    const messages = await messagesOf(chat, t)
    expect(messages.results.map((m) => m.message)).toEqual(['<b>Hi</b>\nthere'])
  })

  it('sends images and PDFs uploaded to the chat; refuses other files and foreign links', async () => {
    const chat = await freshChat(230)
    const t = world.traveler.access
    const image = await uploadFile(api, t, await pngImage(), 'beach.png', { path: `${chat}/attachment/` })
    expect(image.status, JSON.stringify(image.body)).toBe(201)
    expect(image.body).toMatchObject({ kind: 'image', name: 'beach.png', mime_type: 'image/png' })
    expect(image.body.message.startsWith(`${ATTACHMENT_MARKER}image::`)).toBe(true)
    const pdf = await uploadFile(api, t, pdfDocument(), 'Rental terms.pdf', { path: `${chat}/attachment/` })
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(201)
    expect(pdf.body).toMatchObject({ kind: 'file', name: 'Rental terms.pdf', mime_type: 'application/pdf' })

    const text = formatAttachments([
      { kind: 'image', url: image.body.url },
      { kind: 'file', url: pdf.body.url, name: 'Rental terms.pdf' },
    ])
    const sent = await post(`${chat}/message/`, { message: text }, t)
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.body.attachments.map((a: { kind: string; name: string | null }) => [a.kind, a.name])).toEqual([
      ['image', null],
      ['file', 'Rental terms.pdf'],
    ])
    // The other party reads freshly signed links that open the files.
    const read = await messagesOf(chat, world.lessors.boat.access)
    const [stored] = read.results
    expect(stored!.message.startsWith(ATTACHMENT_MARKER)).toBe(true)
    for (const attachment of stored!.attachments) {
      expect(attachment.url).toContain('signature=')
      const file = await fetch(attachment.url)
      expect(file.status).toBe(200)
    }
    expect((await get(`${chat}/`, world.lessors.boat.access)).body.last_message_info.message).toBe('2 attachments')

    // Wrong type and size are refused by the upload check.
    const textFile = await uploadFile(api, t, Buffer.from('just text'), 'notes.txt', { path: `${chat}/attachment/` })
    expect(textFile.status).toBe(400)
    expect(textFile.body.error_key).toBe('upload.image.fileTypeNotSupport')
    const huge = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)])
    const tooLarge = await uploadFile(api, t, huge, 'huge.png', { path: `${chat}/attachment/` })
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body.error_key).toBe('upload.image.fileSizeGreaterThen')
    expect((await api.request('POST', `${chat}/attachment/`, { token: t, body: { message: 'no file' } })).status).toBe(
      400,
    )

    // Links that are not the sender's own chat uploads are refused.
    const foreign = await post(`${chat}/message/`, { message: `${ATTACHMENT_MARKER}image::https://evil.test/a.png` }, t)
    expect(foreign.status).toBe(400)
    expect(foreign.body.error_key).toBe('message_attachments_invalid')
    const otherChat = await freshChat(240, world.otherTraveler.access)
    const theirs = await uploadFile(api, world.otherTraveler.access, await pngImage(), 'mine.png', {
      path: `${otherChat}/attachment/`,
    })
    expect(theirs.status).toBe(201)
    const stolen = await post(`${chat}/message/`, { message: theirs.body.message }, t)
    expect(stolen.status).toBe(400)
    const pdfAsImage = await post(
      `${chat}/message/`,
      { message: formatAttachments([{ kind: 'image', url: pdf.body.url }]) },
      t,
    )
    expect(pdfAsImage.status).toBe(400)
    const broken = await post(`${chat}/message/`, { message: `${ATTACHMENT_MARKER}video::${image.body.url}` }, t)
    expect(broken.status).toBe(400)
  })

  it('a lessor of another kind cannot be made a party by opening a chat', async () => {
    const campsiteLessor = await createLessor(api, 'campsite')
    const answer = await post(
      '/chat/boat-booking-chat/',
      { listing: world.listings.boat, pickup_timestamp: noonIn(250), return_timestamp: noonIn(251) },
      campsiteLessor.access,
    )
    expect(answer.status).toBe(403)
    expect(answer.body.error_key).toBe('only_traveler_can_open_chat')
  })
})
