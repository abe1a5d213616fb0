import { execFile } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type { SandboxCheckout } from '@driftway/api/payments/sandbox-checkout'
import { asSystem, createPayloadConfig } from '@driftway/collections'
import { mediaDir, privateFilesDir, repoRoot } from '@driftway/collections/paths'
import { getPayload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../integration/support/api'
import { type ApiProcess, startApiProcess } from '../integration/support/api-process'
import { type BookingWorld, bookingBody, createBookingWorld } from '../integration/support/bookings'
import { pdfDocument } from '../integration/support/documents'
import { pngImage } from '../integration/support/lessor'
import { requester } from './support'

/**
 * The restore drill (issue 24): an API process takes bookings, payments (the sandbox provider's
 * signed webhook), uploads (public photos, private documents) and chat messages under a steady
 * write load; `npm run backup` runs in the middle of it; `npm run restore` puts the archive into a
 * fresh database and fresh upload folders; an API on the restored data then shows every booking,
 * payment, message and file acknowledged before the backup began, byte for byte, and every answer
 * it gives matches the OpenAPI document (the test API's response contract).
 *
 * The calling file points MEDIA_DIR/PRIVATE_FILES_DIR of this process (read once, when
 * collections/paths.ts loads) at `<work>/restored/media` and `<work>/restored/private-files`, so
 * the in-process API serves the restored uploads; the source API process writes to folders of its own.
 */
const run = promisify(execFile)
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx')
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')

type Acknowledged = {
  bookings: { id: string; kind: 'recreational_vehicle' | 'boat'; at: number }[]
  payments: { booking: string; paymentId: string; amount: number; at: number }[]
  messages: { id: string; text: string; at: number }[]
  uploads: { id: string; visibility: 'public' | 'private'; url: string; sha256: string; at: number }[]
}

export function restoreDrill(kind: 'sqlite' | 'postgres'): void {
  const work = path.dirname(path.dirname(mediaDir))
  const source = { media: path.join(work, 'source', 'media'), private: path.join(work, 'source', 'private-files') }
  const backups = path.join(work, 'backups')
  let api: TestApi
  let world: BookingWorld
  let apiProcess: ApiProcess
  let restored: TestApi | undefined
  let restoredPool: { on: (event: 'error', listener: () => void) => void } | undefined
  let restoredUrl = ''
  let chatPath = ''

  beforeAll(async () => {
    // The source database is fresh, of the kind under test (startTestPayload reads DATABASE_URL).
    if (kind === 'sqlite') delete process.env.DATABASE_URL
    else if (!process.env.DATABASE_URL?.startsWith('postgres'))
      throw new Error('The PostgreSQL drill needs DATABASE_URL')
    expect(privateFilesDir.startsWith(work)).toBe(true)
    api = await startTestApi()
    world = await createBookingWorld(api)
    apiProcess = await startApiProcess(
      api.databaseUrl,
      { MEDIA_DIR: source.media, PRIVATE_FILES_DIR: source.private },
      { readyWithinMs: 300_000 },
    )
  }, 400_000)
  afterAll(async () => {
    await apiProcess?.stop()
    await restored?.stop()
    await api?.stop()
    if (kind === 'postgres' && restoredUrl) {
      // destroy() leaves pooled connections open; dropping the database ends them, which is expected here.
      restoredPool?.on('error', () => {})
      const server = new pg.Client({ connectionString: api.databaseUrl.replace(/\/[^/]*$/, '/postgres') })
      await server.connect()
      await server.query(`DROP DATABASE IF EXISTS "${new URL(restoredUrl).pathname.slice(1)}" WITH (FORCE)`)
      await server.end()
    }
    fs.rmSync(work, { recursive: true, force: true })
  })

  /** The steady write load against the API process; everything it acknowledged, with when. */
  function startLoad() {
    const request = requester(apiProcess)
    const acknowledged: Acknowledged = { bookings: [], payments: [], messages: [], uploads: [] }
    const failures: string[] = []
    let running = true
    const checkout = api.app.checkout as SandboxCheckout
    const days = { recreational_vehicle: 10, boat: 10 }

    const bookAndPay = async () => {
      for (let n = 0; running; n++) {
        const kind = n % 2 === 0 ? 'recreational_vehicle' : 'boat'
        const from = days[kind]
        days[kind] += 3
        const created = await request('POST', `/reservation/${kind}/booking/travel/`, {
          token: world.traveler.access,
          body: bookingBody(world, kind, from, from + 2, { is_instant: true }),
        })
        if (created.status !== 201) {
          failures.push(`booking ${created.status} ${JSON.stringify(created.body)}`)
          continue
        }
        const booking = created.body as { id: string; chat: string; down_payment_in_cents: number }
        acknowledged.bookings.push({ id: booking.id, kind, at: Date.now() })
        if (!chatPath && kind === 'recreational_vehicle') chatPath = `/chat/rv-booking-chat/${booking.chat}/`
        const started = await request('POST', `/reservation/${kind}/booking/travel/payment/`, {
          token: world.traveler.access,
          body: { booking_request: booking.id, payment_method: 'creditcard' },
        })
        if (started.status !== 200) {
          failures.push(`payment ${started.status} ${JSON.stringify(started.body)}`)
          continue
        }
        const paymentId = String(started.body.redirect_url).split('/checkout/')[1]!.replace(/\/$/, '')
        const hook = checkout.webhookFor({
          id: `evt_${paymentId}`,
          type: 'succeeded',
          payment_id: paymentId,
          amount_in_cents: booking.down_payment_in_cents,
          transaction_id: `tx_${paymentId}`,
        })
        const delivered = await fetch(`${apiProcess.baseUrl}/payment/webhook/sandbox/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': hook.signature },
          body: hook.rawBody,
        })
        if (delivered.status !== 200) failures.push(`webhook ${delivered.status}`)
        else
          acknowledged.payments.push({
            booking: booking.id,
            paymentId,
            amount: booking.down_payment_in_cents,
            at: Date.now(),
          })
      }
    }

    const chat = async () => {
      while (running && !chatPath) await new Promise((resolve) => setTimeout(resolve, 50))
      for (let n = 0; running; n++) {
        const author = n % 2 === 0 ? world.traveler : world.lessors.recreational_vehicle
        const text = `Drill message ${n} ${randomUUID()}`
        const sent = await request('POST', `${chatPath}message/`, { token: author.access, body: { message: text } })
        if (sent.status !== 201) failures.push(`message ${sent.status} ${JSON.stringify(sent.body)}`)
        else acknowledged.messages.push({ id: String(sent.body.id), text, at: Date.now() })
      }
    }

    const upload = async () => {
      for (let n = 0; running; n++) {
        // Every file different: a photo of its own colour, or a PDF with the number in it.
        const isPhoto = n % 2 === 0
        const data = isPhoto
          ? await pngImage(32 + (n % 16), 24)
          : Buffer.concat([pdfDocument(), Buffer.from(`%drill ${n}\n`)])
        const form = new FormData()
        if (!isPhoto) form.append('kind', 'Rental Terms')
        form.append('file', new Blob([new Uint8Array(data)]), isPhoto ? `photo-${n}.png` : `papers-${n}.pdf`)
        const answer = await request('POST', '/file/upload/', { token: world.traveler.access, body: form })
        if (answer.status !== 201) failures.push(`upload ${answer.status} ${JSON.stringify(answer.body)}`)
        else
          acknowledged.uploads.push({
            id: String(answer.body.id),
            visibility: answer.body.visibility,
            url: String(answer.body.url),
            sha256: sha(data),
            at: Date.now(),
          })
      }
    }

    const done = Promise.all([bookAndPay(), chat(), upload()])
    return {
      acknowledged,
      failures,
      stop: async () => {
        running = false
        await done
      },
    }
  }

  describe(`restore drill on ${kind}`, () => {
    it('keeps every acknowledged booking, payment, message and file, and the restored API keeps its contract', async () => {
      const started = Date.now()
      const load = startLoad()
      const { acknowledged } = load
      await expect
        .poll(
          () =>
            Math.min(acknowledged.payments.length, acknowledged.messages.length / 3, acknowledged.uploads.length / 2),
          { timeout: 60_000, interval: 200 },
        )
        .toBeGreaterThanOrEqual(3)

      // Mid-stream: the backup runs in its own process while the load goes on.
      const backupStarted = Date.now()
      const { stdout } = await run(tsx, [path.join(repoRoot, 'scripts', 'backup.ts'), '--dir', backups], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: api.databaseUrl,
          MEDIA_DIR: source.media,
          PRIVATE_FILES_DIR: source.private,
        },
      })
      const archive = /wrote (\S+\.tar\.gz)/.exec(stdout)?.[1] ?? ''
      const backupSeconds = (Date.now() - backupStarted) / 1000
      const acknowledgedDuring = acknowledged.bookings.filter((b) => b.at > backupStarted).length
      await new Promise((resolve) => setTimeout(resolve, 500))
      await load.stop()
      expect(load.failures).toEqual([])
      // The load really went on while the backup ran.
      expect(acknowledgedDuring + acknowledged.messages.filter((m) => m.at > backupStarted).length).toBeGreaterThan(0)

      // Restore into a fresh database and the fresh (empty) upload folders this process serves.
      restoredUrl =
        kind === 'sqlite'
          ? `file:${path.join(work, 'restored', 'db', 'restored.db')}`
          : api.databaseUrl.replace(/\/[^/]*$/, `/driftway_test_restored_${randomUUID().slice(0, 8)}`)
      const restoredRun = await run(tsx, [path.join(repoRoot, 'scripts', 'restore.ts'), archive], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: restoredUrl, MEDIA_DIR: mediaDir, PRIVATE_FILES_DIR: privateFilesDir },
      })
      expect(restoredRun.stdout).toContain('[restore] restored')
      const restoreSeconds = (Date.now() - backupStarted) / 1000 - backupSeconds

      const restoredPayload = await getPayload({
        config: await createPayloadConfig({ databaseUrl: restoredUrl }),
        key: `restored-${kind}`,
      })
      restoredPool = (restoredPayload.db as unknown as { pool?: typeof restoredPool }).pool
      restored = await startTestApi({
        database: { payload: restoredPayload, databaseUrl: restoredUrl, stop: () => restoredPayload.destroy() },
      })
      const before = <T extends { at: number }>(items: T[]) => items.filter((item) => item.at < backupStarted)

      // Every booking acknowledged before the backup began is there, and each payment with it.
      const { docs: bookings } = await restoredPayload.find({
        collection: 'bookings',
        pagination: false,
        depth: 0,
        ...asSystem(),
      })
      const bookingIds = new Set(bookings.map((booking) => String(booking.id)))
      for (const booking of before(acknowledged.bookings)) expect(bookingIds.has(booking.id), booking.id).toBe(true)
      for (const payment of before(acknowledged.payments)) {
        const paid = bookings.find((booking) => String(booking.id) === payment.booking)
        expect(paid).toMatchObject({ status: 'CONFIRMED', paid_in_cents: payment.amount })
        const kindOf = acknowledged.bookings.find((booking) => booking.id === payment.booking)!.kind
        const last = await restored.request('GET', `/payment/multi-transaction/last/${kindOf}/${payment.booking}/`, {
          token: world.lessors[kindOf].access,
        })
        expect(last.status, JSON.stringify(last.body)).toBe(200)
        expect(last.body).toMatchObject({ status: 'succeeded', kind: 'charge' })
      }

      // Every message, through the restored API, as the traveler reads the chat.
      const texts = new Set<string>()
      for (let offset: number | null = 0; offset !== null; ) {
        const page = await restored.request('GET', `${chatPath}message/?limit=100&offset=${offset}`, {
          token: world.traveler.access,
        })
        expect(page.status, JSON.stringify(page.body)).toBe(200)
        for (const message of page.body.results as { message: string }[]) texts.add(message.message)
        offset = page.body.next_offset as number | null
      }
      for (const message of before(acknowledged.messages)) expect(texts.has(message.text), message.text).toBe(true)

      // Every file, byte for byte: public photos from /media, private documents through their signed link.
      for (const upload of before(acknowledged.uploads)) {
        const link = new URL(upload.url)
        const answer = await fetch(`${restored.baseUrl}${link.pathname}${link.search}`)
        expect(answer.status, `${upload.visibility} ${link.pathname}`).toBe(200)
        expect(sha(Buffer.from(await answer.arrayBuffer())), link.pathname).toBe(upload.sha256)
        const collection = upload.visibility === 'public' ? 'media' : 'private-files'
        const doc = await restoredPayload.findByID({ collection, id: upload.id, depth: 0, ...asSystem() })
        expect(doc.id).toBe(upload.id)
      }

      // The restored stack answers as the document says (startTestApi's response contract, checked at stop).
      const me = await restored.request('GET', '/user/me/', { token: world.traveler.access })
      expect(me.status).toBe(200)
      expect(restored.responseViolations()).toEqual([])
      console.log(
        `[drill ${kind}] ${acknowledged.bookings.length} bookings, ${acknowledged.payments.length} payments, ${acknowledged.messages.length} messages, ${acknowledged.uploads.length} uploads acknowledged; ${before(acknowledged.bookings).length}/${before(acknowledged.payments).length}/${before(acknowledged.messages).length}/${before(acknowledged.uploads).length} before the backup, all restored; load before the backup ${Math.round((backupStarted - started) / 1000)} s, backup ${Math.round(backupSeconds)} s, restore ${Math.round(restoreSeconds)} s, all ${Math.round((Date.now() - started) / 1000)} s`,
      )
    }, 240_000)
  })
}
