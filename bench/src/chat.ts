/**
 * `npm run bench` → chat: real-time delivery on one API process (decision 0061). BENCH_CHAT_SOCKETS
 * (2,000 by default) sockets — every user with two tabs, travellers and lessors in pairs that share
 * a chat — connect through the real ticket handshake from a separate client process; the bench then
 * publishes chat messages on `app.chatEvents` (what the message route does after its commit) and
 * the clients record how long each took to arrive: steady traffic (BENCH_CHAT_MESSAGES at
 * BENCH_CHAT_RATE a second, each to both parties' tabs), then a burst of one message in every chat
 * at once. Memory per socket is the API process's growth (after GC) from no sockets to all of them.
 * The clients share one process, so their own parsing counts in the figures (an upper bound).
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import vm from 'node:vm'
import { signAccessToken } from '@driftway/api/auth/tokens'
import type { ChatMessageEvent } from '@driftway/api/chat/events'
import { readApiEnv } from '@driftway/api/env'
import { buildServer } from '@driftway/api/server'
import { createPayloadConfig } from '@driftway/collections'
import { getPayload } from 'payload'
import { summary } from './search'

const GOAL_P99_MS = 50

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void
const memory = () => {
  gc()
  gc()
  const { rss, heapUsed } = process.memoryUsage()
  return { rss, heapUsed }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const now = () => performance.timeOrigin + performance.now()

type ChildMessage =
  | { type: 'connected'; count: number; ms: number }
  | { type: 'latencies'; latencies: number[] }
  | { type: 'reset' }

export async function runChatBench(): Promise<{ ok: boolean }> {
  const socketCount = Number(process.env.BENCH_CHAT_SOCKETS || 2000)
  const messageCount = Number(process.env.BENCH_CHAT_MESSAGES || 1000)
  const rate = Number(process.env.BENCH_CHAT_RATE || 200)
  const log = (line: string) => console.log(`[bench/chat] ${line}`)
  const scratch = fs.mkdtempSync(
    path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'driftway-chat-bench-'),
  )
  const config = await createPayloadConfig({ databaseUrl: `file:${path.join(scratch, 'chat.db')}` })
  const payload = await getPayload({ config, key: 'bench-chat' })
  const env = { ...readApiEnv(), port: 0, host: '127.0.0.1', logLevel: 'silent', bookingJobsIntervalMs: 0 }
  const app = await buildServer({ payload, env }, { logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

  // Two tabs per user; users in traveller–lessor pairs, one chat each.
  const pairCount = Math.max(1, Math.floor(socketCount / 4))
  // Written through the database adapter (as the bench listings are): the Local API's hooks would
  // take minutes for a thousand sign-ups and are not what this bench measures.
  log(`creating ${pairCount * 2} users with a session each…`)
  const users: { id: string; access: string }[] = []
  const expires = Math.floor(Date.now() / 1000) + 3600
  for (let index = 0; index < pairCount * 2; index++) {
    const role = index % 2 === 0 ? 1 : 2
    const user = await payload.db.create({
      collection: 'users',
      data: { email: `bench-chat-${index}@example.com`, role, first_name: 'Bench', is_active: true },
    })
    const sid = randomUUID()
    await payload.db.create({
      collection: 'auth-sessions',
      data: { user: user.id, family_id: sid, current_jti: randomUUID(), revoked: false, expires_at_ts: expires },
    })
    users.push({ id: String(user.id), access: await signAccessToken(env, { sub: String(user.id), role, sid }) })
  }
  const pairs = Array.from({ length: pairCount }, (_, index) => ({
    traveller: users[index * 2]!.id,
    lessor: users[index * 2 + 1]!.id,
  }))

  const before = memory()
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(new URL('./chat-clients.ts', import.meta.url))],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ChildMessage) => {
        if (message.type !== type) return
        child.off('message', onMessage)
        resolve(message as Extract<ChildMessage, { type: T }>)
      }
      child.on('message', onMessage)
      child.once('exit', (code) => reject(new Error(`chat clients exited with ${code}`)))
    })
  const connected = next('connected')
  child.send({ type: 'start', base, tokens: users.flatMap((user) => [user.access, user.access]) })
  const { count, ms } = await connected
  await sleep(1000)
  const after = memory()
  log(`${count} sockets connected in ${(ms / 1000).toFixed(1)} s`)

  let sequence = 0
  const publish = (pair: (typeof pairs)[number], index: number) => {
    const id = `bench-${++sequence}`
    const event: ChatMessageEvent = {
      chat: { id: `bench-chat-${index}`, chat_type: 'rv-booking-chat', lessor: pair.lessor, traveller: pair.traveller },
      message: {
        id,
        chat: `bench-chat-${index}`,
        chat_type: 'rv-booking-chat',
        author: pair.traveller,
        message: 'Hello! Is the van still free for the first week of July? We would pick it up in the morning.',
        type: 'user',
        new_booking_status: null,
        attachments: [],
        created_at: new Date().toISOString(),
        bench_sent_at: now(),
      },
      unread: { [pair.lessor]: 1, [pair.traveller]: 0 },
    }
    void app.chatEvents.emit(event, () => {})
  }
  const collect = async () => {
    await sleep(2000)
    const reported = next('latencies')
    child.send({ type: 'report' })
    const { latencies } = await reported
    const cleared = next('reset')
    child.send({ type: 'reset' })
    await cleared
    return latencies
  }

  // Steady traffic: random chats at `rate` messages a second.
  for (let index = 0; index < messageCount; index++) {
    const chat = Math.floor(Math.random() * pairs.length)
    publish(pairs[chat]!, chat)
    await sleep(1000 / rate)
  }
  const steady = await collect()
  // A burst: every chat gets a message in the same tick.
  for (const [index, pair] of pairs.entries()) publish(pair, index)
  const burst = await collect()

  child.disconnect()
  await app.close()
  await payload.destroy?.()
  fs.rmSync(scratch, { recursive: true, force: true })

  const s = summary(steady)
  const b = summary(burst)
  const perSocket = (bytes: number) => `${(bytes / count / 1024).toFixed(1)} KiB`
  const f = (value: number) => `${value.toFixed(1)} ms`
  const ok = s.p99 <= GOAL_P99_MS
  console.log('')
  console.log(`chat bench: ${count} sockets (${users.length} users × 2 tabs, ${pairs.length} chats) on one API process`)
  console.log('  fan-out (publish → client)                 deliveries       p50        p99')
  console.log(
    `  steady, ${messageCount} messages at ${rate}/s              ${String(steady.length).padStart(10)} ${f(s.p50).padStart(10)} ${f(s.p99).padStart(10)}`,
  )
  console.log(
    `  burst, one message in each of ${pairs.length} chats    ${String(burst.length).padStart(10)} ${f(b.p50).padStart(10)} ${f(b.p99).padStart(10)}`,
  )
  console.log(
    `  memory per socket (API process, after GC): heap ${perSocket(after.heapUsed - before.heapUsed)}, rss ${perSocket(after.rss - before.rss)}`,
  )
  console.log(`  goal: steady p99 ≤ ${GOAL_P99_MS} ms → ${ok ? 'met' : 'NOT met'}`)
  return { ok }
}
