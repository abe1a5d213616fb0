/**
 * Child process of the chat bench (chat.ts): opens the sockets (a fresh ticket each, through
 * `POST /chat/socket-ticket/`), then records for every pushed `chat:message` how long after its
 * publication it arrived. Talks to its parent over IPC: `{ base, tokens }` in; `connected`, then
 * on `report` the latencies (ms) out.
 */
import { io, type Socket } from 'socket.io-client'

type Start = { type: 'start'; base: string; tokens: string[] }
type Parent = { type: 'report' } | { type: 'reset' } | Start

const now = () => performance.timeOrigin + performance.now()
const sockets: Socket[] = []
let latencies: number[] = []

async function connectOne(base: string, token: string): Promise<void> {
  const answer = await fetch(`${base}/chat/socket-ticket/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  if (answer.status !== 200) throw new Error(`ticket: ${answer.status}`)
  const { ticket } = (await answer.json()) as { ticket: string }
  const socket = io(base, {
    path: '/socket.io/',
    auth: { ticket },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  })
  socket.on('chat:message', (event: { message: { bench_sent_at?: number } }) => {
    const sent = event.message.bench_sent_at
    if (typeof sent === 'number') latencies.push(now() - sent)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('chat:sync', () => resolve())
    socket.once('connect_error', reject)
  })
  sockets.push(socket)
}

async function start({ base, tokens }: Start): Promise<void> {
  const started = Date.now()
  let next = 0
  // A few dozen handshakes at a time, as many tabs opening at once would.
  const lanes = Array.from({ length: 40 }, async () => {
    while (next < tokens.length) {
      const token = tokens[next++]!
      await connectOne(base, token)
    }
  })
  await Promise.all(lanes)
  process.send?.({ type: 'connected', count: sockets.length, ms: Date.now() - started })
}

process.on('message', (message: Parent) => {
  if (message.type === 'start') {
    start(message).catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
  } else if (message.type === 'report') {
    process.send?.({ type: 'latencies', latencies })
  } else if (message.type === 'reset') {
    latencies = []
    process.send?.({ type: 'reset' })
  }
})
process.on('disconnect', () => {
  for (const socket of sockets) socket.disconnect()
  process.exit(0)
})
