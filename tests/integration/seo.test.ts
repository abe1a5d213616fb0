import { buildServer } from '@driftway/api/server'
import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { createBookableListing } from './support/bookings'
import { createLessor } from './support/lessor'
import { type MailCatcher, startMailCatcher } from './support/mail'

/** Issue 13 search engines: the sitemap's API calls and the city hire pages' feedback form (decision 0066). */
let api: TestApi
let mail: MailCatcher
let published: string
let draft: string
let boat: string
let traveler: TestUser
let lessor: TestUser

beforeAll(async () => {
  mail = await startMailCatcher()
  api = await startTestApi({ env: { smtpUrl: mail.url, mailRateLimitMax: 10_000 } })
  lessor = await createLessor(api, 'recreational_vehicle', { ready: true })
  const boatLessor = await createLessor(api, 'boat', { ready: true })
  published = await createBookableListing(api, 'recreational_vehicle', lessor.id, 'Sitemap van')
  draft = await createBookableListing(api, 'recreational_vehicle', lessor.id, 'Draft van')
  await api.payload.update({ collection: 'listings', id: draft, data: { is_draft: true }, ...asSystem() })
  boat = await createBookableListing(api, 'boat', boatLessor.id, 'Sitemap boat')
  await api.payload.update({ collection: 'listings', id: boat, data: { city: 'Lake Garda' } as never, ...asSystem() })
  traveler = await createSignedInUser(api, { role: 1, profile: { first_name: 'Fee', last_name: 'Dback' } })
})
afterAll(async () => {
  await api?.stop()
  await mail?.stop()
})

describe('GET /sitemap/listings/', () => {
  it('lists every published listing with kind, city and last change, never a draft', async () => {
    const page = await api.request('GET', '/sitemap/listings/')
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ page: 1, pages: 1, page_size: 5000 })
    const ids = page.body.results.map((row: { id: string }) => row.id)
    expect(ids).toContain(published)
    expect(ids).toContain(boat)
    expect(ids).not.toContain(draft)
    expect(page.body.count).toBe(ids.length)
    expect(page.body.results.find((row: { id: string }) => row.id === published)).toEqual({
      id: published,
      kind: 'recreational_vehicle',
      city: 'Munich',
      updated_ts: expect.any(Number),
    })
  })

  it('answers an empty page past the end and 400 for a bad page number', async () => {
    const past = await api.request('GET', '/sitemap/listings/?page=9')
    expect(past).toMatchObject({ status: 200, body: { page: 9, results: [] } })
    for (const bad of ['0', '-1', 'x', '1.5']) {
      const answer = await api.request('GET', `/sitemap/listings/?page=${bad}`)
      expect(answer).toMatchObject({
        status: 400,
        body: { error_key: expect.any(String), error_msg: expect.any(String) },
      })
    }
  })
})

describe('GET /sitemap/cities/', () => {
  it('gives each kind the cities of its published listings with their counts', async () => {
    const cities = await api.request('GET', '/sitemap/cities/')
    expect(cities.status).toBe(200)
    // Two listings in Munich, one of them a draft: one campervan counted.
    expect(cities.body).toEqual(
      expect.arrayContaining([
        { kind: 'recreational_vehicle', city: 'Munich', count: 1 },
        { kind: 'boat', city: 'Lake Garda', count: 1 },
      ]),
    )
    expect(
      cities.body.some((row: { kind: string; city: string }) => row.kind === 'boat' && row.city === 'Munich'),
    ).toBe(false)
  })
})

describe('POST /city/feedback/', () => {
  const body = { city: 'Munich', listing_type: 'recreational_vehicle', message: 'More vans <near> the Isar, please.' }

  it('refuses anonymous visitors with 401 and stores nothing', async () => {
    const before = await api.payload.count({ collection: 'contact-messages', ...asSystem() })
    const answer = await api.request('POST', '/city/feedback/', { body })
    expect(answer).toMatchObject({ status: 401, body: { error_key: expect.any(String) } })
    expect((await api.payload.count({ collection: 'contact-messages', ...asSystem() })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('stores a signed-in user’s feedback for support and mails it with the user as reply-to', async () => {
    for (const user of [traveler, lessor]) {
      const sent = await api.request('POST', '/city/feedback/', { token: user.access, body })
      expect(sent).toMatchObject({ status: 201, body: { detail: expect.any(String) } })
    }
    const stored = await api.payload.find({
      collection: 'contact-messages',
      where: { email: { equals: traveler.email } },
      ...asSystem(),
    })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({
      name: 'Fee Dback',
      subject: 'City feedback: Munich (recreational_vehicle)',
      message: body.message,
    })
    const message = await mail.waitFor(
      (sent) => sent.to.includes('support@driftway.local') && sent.replyTo === traveler.email,
    )
    expect(message.subject).toBe('[City feedback] Munich (recreational_vehicle)')
    expect(message.html).toContain('More vans &lt;near&gt; the Isar')
  })

  it('answers 400 with the fields for blank, too long or unknown input, storing nothing', async () => {
    const before = await api.payload.count({ collection: 'contact-messages', ...asSystem() })
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, message: '   ' }, 'message'],
      [{ ...body, message: 'x'.repeat(2001) }, 'message'],
      [{ ...body, city: '' }, 'city'],
      [{ ...body, city: 'c'.repeat(101) }, 'city'],
      [{ ...body, listing_type: 'spaceship' }, 'listing_type'],
      [{ city: 'Munich' }, 'message'],
    ]
    for (const [input, field] of cases) {
      const answer = await api.request('POST', '/city/feedback/', { token: traveler.access, body: input })
      expect(answer.status, JSON.stringify(input).slice(0, 80)).toBe(400)
      expect(answer.body).toMatchObject({ error_key: 'validation_error', error_msg: expect.any(String) })
      expect(Object.keys(answer.body.fields ?? {})).toContain(field)
    }
    expect((await api.payload.count({ collection: 'contact-messages', ...asSystem() })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('is rate-limited per address like the contact form', async () => {
    const env = { ...api.app.ctx.env, mailRateLimitMax: 2, smtpUrl: undefined }
    const strict = await buildServer({ payload: api.payload, env }, { logger: false })
    try {
      const send = () =>
        strict.inject({
          method: 'POST',
          url: '/city/feedback/',
          headers: { authorization: `Bearer ${traveler.access}` },
          payload: body,
          remoteAddress: '10.13.0.1',
        })
      expect((await send()).statusCode).toBe(201)
      expect((await send()).statusCode).toBe(201)
      const limited = await send()
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({ error_key: 'too_many_requests', error_msg: expect.any(String) })
    } finally {
      await strict.close()
    }
  })
})
