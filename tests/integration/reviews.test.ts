import { transitionBooking } from '@driftway/api/bookings/service'
import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { type BookingWorld, createBookingWorld, travelerBooker } from './support/bookings'
import type { Kind } from './support/lessor'

/**
 * Reviews (booking §2/§3/§5/§7, issue 12): the authorization matrix of the three review calls,
 * the completed-trip and one-review-per-booking rules, plain text, replies that replace each
 * other, and the listing's comments_count / average_rating on the detail page and search cards.
 */
let api: TestApi
let world: BookingWorld
let book: ReturnType<typeof travelerBooker>
/** A traveler who booked the campsite but whose trip is not completed yet. */
let pendingTraveler: TestUser
const idField = { recreational_vehicle: 'vehicle_id', campsite: 'campsite_id', boat: 'boat_id' } as const

/** A request of the world's traveler, accepted, paid and completed (the deadlines job's transition). */
async function completedTrip(kind: Kind) {
  const booking = await book(kind)
  await transitionBooking(api.app, booking.id, 'accept', 'lessor')
  await transitionBooking(api.app, booking.id, 'payment_succeeded', 'system')
  await transitionBooking(api.app, booking.id, 'complete', 'system')
  return booking.id
}

beforeAll(async () => {
  api = await startTestApi()
  world = await createBookingWorld(api)
  book = travelerBooker(api, world, 3)
  pendingTraveler = await createSignedInUser(api, { role: 1 })
  const pending = await api.request('POST', '/reservation/boat/booking/travel/', {
    token: pendingTraveler.access,
    body: {
      boat_id: world.listings.boat,
      pickup_timestamp: Math.floor(Date.now() / 1000) + 200 * 86_400,
      return_timestamp: Math.floor(Date.now() / 1000) + 202 * 86_400,
      adults_num: 2,
      children_num: 0,
      traveller_phone: '+49 30 123456',
    },
  })
  expect(pending.status, JSON.stringify(pending.body)).toBe(201)
})
afterAll(async () => {
  await api?.stop()
})

const listingOf = (kind: Kind) => world.listings[kind]
const reviewsPath = (kind: Kind, query = '') => `/review/${kind}/?${idField[kind]}=${listingOf(kind)}${query}`
const post = (kind: Kind, token: string | undefined, body: Record<string, unknown>) =>
  api.request('POST', `/review/${kind}/`, { token, body: { [idField[kind]]: listingOf(kind), ...body } })
const reply = (kind: Kind, reviewId: string, token: string | undefined, comment: string) =>
  api.request('POST', `/review/${kind}/${reviewId}/`, { token, body: { comment } })

async function listingRating(id: string) {
  const doc = await api.payload.findByID({ collection: 'listings', id, depth: 0, ...asSystem() })
  return { comments_count: doc.comments_count, average_rating: doc.average_rating }
}

describe('authorization matrix', () => {
  it('lets only a traveler with a completed trip review, and only the owning lessor reply', async () => {
    await completedTrip('boat')
    const kind: Kind = 'boat'
    const body = { rating: 4, comment: 'Quiet canals, a lovely boat.' }
    // POST /review/{kind}/: anonymous 401; lessors 403; travelers without a completed trip 403.
    expect((await post(kind, undefined, body)).status).toBe(401)
    const byOwner = await post(kind, world.lessors.boat.access, body)
    expect(byOwner.status).toBe(403)
    expect(byOwner.body.error_key).toBe('only_traveler_can_review')
    expect((await post(kind, world.otherLessors.boat.access, body)).status).toBe(403)
    const noTrip = await post(kind, world.otherTraveler.access, body)
    expect(noTrip.status).toBe(403)
    expect(noTrip.body).toMatchObject({ error_key: 'review_requires_completed_trip', error_msg: expect.any(String) })
    const notYet = await post(kind, pendingTraveler.access, body)
    expect(notYet.status).toBe(403)
    expect(notYet.body.error_key).toBe('review_requires_completed_trip')
    const created = await post(kind, world.traveler.access, body)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const reviewId = String(created.body.id)

    // POST /review/{kind}/{id}/: anonymous 401, travelers (the author too) 403, another lessor 403,
    // a lessor of another kind 403, the owning lessor 200.
    const answer = 'Thank you, come again!'
    expect((await reply(kind, reviewId, undefined, answer)).status).toBe(401)
    expect((await reply(kind, reviewId, world.traveler.access, answer)).status).toBe(403)
    expect((await reply(kind, reviewId, world.otherTraveler.access, answer)).status).toBe(403)
    const otherLessor = await reply(kind, reviewId, world.otherLessors.boat.access, answer)
    expect(otherLessor.status).toBe(403)
    expect(otherLessor.body.error_key).toBe('only_listing_lessor_can_reply')
    expect((await reply(kind, reviewId, world.lessors.campsite.access, answer)).status).toBe(403)
    // The review is a boat's: under another kind it does not exist.
    expect((await reply('campsite', reviewId, world.lessors.campsite.access, answer)).status).toBe(404)
    const replied = await reply(kind, reviewId, world.lessors.boat.access, answer)
    expect(replied.status, JSON.stringify(replied.body)).toBe(200)
    expect(replied.body.reply).toEqual([{ comment: answer, created_at: expect.any(String), review: reviewId }])

    // GET /review/{kind}/: public for everyone, the same answer signed in or not.
    for (const token of [
      undefined,
      world.traveler.access,
      world.otherTraveler.access,
      world.lessors.boat.access,
      world.otherLessors.boat.access,
    ]) {
      const list = await api.request('GET', reviewsPath(kind), { token })
      expect(list.status).toBe(200)
      expect(list.body.results.map((review: { id: string }) => review.id)).toEqual([reviewId])
    }
  })

  it('keeps the lessor list of reviewed listings to lessors of that kind, and to their own listings', async () => {
    expect((await api.request('GET', '/review/boat/my/')).status).toBe(401)
    expect((await api.request('GET', '/review/boat/my/', { token: world.traveler.access })).status).toBe(403)
    expect((await api.request('GET', '/review/boat/my/', { token: world.lessors.campsite.access })).status).toBe(403)
    const own = await api.request('GET', '/review/boat/my/', { token: world.lessors.boat.access })
    expect(own.status).toBe(200)
    expect(own.body.results).toEqual([
      expect.objectContaining({ id: listingOf('boat'), kind: 'boat', comments_count: 1, awaiting_reply: 0 }),
    ])
    const other = await api.request('GET', '/review/boat/my/', { token: world.otherLessors.boat.access })
    expect(other.body.results).toEqual([])
  })
})

describe('reviewing a trip', () => {
  it('answers the §5 messages for a missing rating or comment, and stores plain text', async () => {
    await completedTrip('campsite')
    const noRating = await post('campsite', world.traveler.access, { comment: 'Nice' })
    expect(noRating.status).toBe(400)
    expect(noRating.body.error_msg).toContain('Please select a rating')
    const blank = await post('campsite', world.traveler.access, { rating: 5, comment: ' <p> </p> ' })
    expect(blank.status).toBe(400)
    expect(blank.body.error_msg).toContain('Please enter your comment')
    const noListing = await api.request('POST', '/review/campsite/', {
      token: world.traveler.access,
      body: { rating: 5, comment: 'Nice' },
    })
    expect(noListing.status).toBe(400)
    const unknown = await api.request('POST', '/review/campsite/', {
      token: world.traveler.access,
      body: { rating: 5, comment: 'Nice', campsite_id: listingOf('boat') },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error_key).toBe('listing_not_found')

    const created = await post('campsite', world.traveler.access, {
      rating: 5,
      comment: '<script>alert(1)</script>Shady <b>pitch</b>,\r\n\r\n\r\nfriendly hosts <3',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({
      comment: 'alert(1)Shady pitch,\n\nfriendly hosts <3',
      rating: 5,
      author_details: { first_name: expect.any(String), last_name: expect.any(String), photo: null },
      reply: [],
    })
    const stored = await api.payload.findByID({
      collection: 'reviews',
      id: created.body.id,
      depth: 0,
      ...asSystem(),
    })
    expect(stored.author).toBe(world.traveler.id)
    expect(stored.lessor).toBe(world.lessors.campsite.id)
    expect(stored.booking).toEqual(expect.any(String))
  })

  it('takes one review per completed booking: a second review of the same trip is refused', async () => {
    const kind: Kind = 'recreational_vehicle'
    const first = await completedTrip(kind)
    const one = await post(kind, world.traveler.access, { rating: 2, comment: 'The heater broke.' })
    expect(one.status).toBe(201)
    const again = await post(kind, world.traveler.access, { rating: 5, comment: 'Changed my mind.' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error_key: 'booking_already_reviewed', error_msg: expect.any(String) })
    // The booking tells both parties it was reviewed (the site hides "Write a review" then).
    const reviewed = await api.request('GET', `/reservation/${kind}/booking/travel/${first}/`, {
      token: world.traveler.access,
    })
    expect(reviewed.body.review_id).toBe(one.body.id)
    // A later completed trip on the same listing may be reviewed, once.
    const second = await completedTrip(kind)
    const two = await post(kind, world.traveler.access, { rating: 5, comment: 'Fixed and perfect this time.' })
    expect(two.status).toBe(201)
    const bookings = await api.payload.find({
      collection: 'reviews',
      where: { listing: { equals: listingOf(kind) } },
      depth: 0,
      ...asSystem(),
    })
    expect(bookings.docs.map((doc) => doc.booking).sort()).toEqual([first, second].sort())
    expect((await post(kind, world.traveler.access, { rating: 5, comment: 'Third?' })).status).toBe(409)
    expect(await listingRating(listingOf(kind))).toEqual({ comments_count: 2, average_rating: 3.5 })
  })
})

describe('replies', () => {
  it('replaces the first reply with the second', async () => {
    const list = await api.request('GET', reviewsPath('campsite'))
    const reviewId = String(list.body.results[0].id)
    const owner = world.lessors.campsite.access
    expect((await reply('campsite', reviewId, owner, 'Thanks!')).status).toBe(200)
    const second = await reply('campsite', reviewId, owner, 'Thanks a lot, <i>see you</i> next summer!')
    expect(second.status).toBe(200)
    expect(second.body.reply).toEqual([
      { comment: 'Thanks a lot, see you next summer!', created_at: expect.any(String), review: reviewId },
    ])
    const stored = await api.payload.find({
      collection: 'review-replies',
      where: { review: { equals: reviewId } },
      depth: 0,
      ...asSystem(),
    })
    expect(stored.docs.map((doc) => doc.comment)).toEqual(['Thanks a lot, see you next summer!'])
    const read = await api.request('GET', reviewsPath('campsite'))
    expect(read.body.results[0].reply[0].comment).toBe('Thanks a lot, see you next summer!')
    const blank = await reply('campsite', reviewId, owner, '   ')
    expect(blank.status).toBe(400)
    expect(blank.body.error_msg).toContain('Please enter your comment')
  })
})

describe('the public list', () => {
  it('pages by 4 by default, newest first, and leaves out hidden reviews', async () => {
    const kind: Kind = 'boat'
    for (let i = 0; i < 5; i++) {
      await completedTrip(kind)
      const created = await post(kind, world.traveler.access, { rating: (i % 5) + 1, comment: `Trip ${i}` })
      expect(created.status).toBe(201)
    }
    const first = await api.request('GET', reviewsPath(kind))
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ count: 6, limit: 4, offset: 0, has_more: true, next_offset: 4 })
    expect(first.body.results.map((review: { comment: string }) => review.comment)).toEqual([
      'Trip 4',
      'Trip 3',
      'Trip 2',
      'Trip 1',
    ])
    const rest = await api.request('GET', reviewsPath(kind, '&offset=4'))
    expect(rest.body).toMatchObject({ count: 6, has_more: false, next_offset: null })
    expect(rest.body.results).toHaveLength(2)
    const oldest = await api.request('GET', reviewsPath(kind, '&order_by=created_at&limit=1'))
    expect(oldest.body.results[0].comment).toBe('Quiet canals, a lovely boat.')

    // Support hides one: it leaves the list and the listing's figures.
    const hidden = first.body.results[0].id
    await api.payload.update({ collection: 'reviews', id: hidden, data: { is_hidden: true }, ...asSystem() })
    const after = await api.request('GET', reviewsPath(kind))
    expect(after.body.count).toBe(5)
    expect(after.body.results.map((review: { id: string }) => review.id)).not.toContain(hidden)
    expect((await reply(kind, hidden, world.lessors.boat.access, 'Hm')).status).toBe(404)

    expect((await api.request('GET', `/review/${kind}/`)).status).toBe(400)
    expect((await api.request('GET', `/review/${kind}/?boat_id=${listingOf('campsite')}`)).status).toBe(404)
  })

  it('updates the listing average and count on the detail page and on search cards', async () => {
    const kind: Kind = 'boat'
    // Ratings left: 4 (first review) and 1, 2, 3, 4 (trip 0–3); trip 4 (5 stars) is hidden.
    const expected = { comments_count: 5, average_rating: 2.8 }
    expect(await listingRating(listingOf(kind))).toEqual(expected)
    const detail = await api.request('GET', `/listing/${kind}/${listingOf(kind)}/`)
    expect(detail.status).toBe(200)
    expect(detail.body.comments).toEqual(expected)
    // The search index catches up within its sync interval.
    await expect
      .poll(
        async () => {
          const search = await api.request('GET', `/listing/${kind}/`)
          return search.body.results.find((card: { id: string }) => card.id === listingOf(kind))?.comments
        },
        { timeout: 15_000, interval: 500 },
      )
      .toEqual(expected)
    // The rating sort puts it ahead of the unrated boat listing of the other lessor.
    const { createBookableListing } = await import('./support/bookings')
    const unrated = await createBookableListing(api, kind, world.otherLessors.boat.id, 'Unrated boat')
    await expect
      .poll(
        async () => {
          const sorted = await api.request('GET', `/listing/${kind}/?filter_by_rating=DESC`)
          return sorted.body.results?.map((card: { id: string }) => card.id)
        },
        { timeout: 15_000, interval: 500 },
      )
      .toEqual([listingOf(kind), unrated])
    const ascending = await api.request('GET', `/listing/${kind}/?filter_by_rating=ASC`)
    // Unrated listings come last in both directions.
    expect(ascending.body.results.map((card: { id: string }) => card.id)).toEqual([listingOf(kind), unrated])
  })
})
