import { timingSafeEqual } from 'node:crypto'
import { isPartnerSlug, partnerSlugs } from '@driftway/domain/partners'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { SIMULATOR_DEFAULT_KEY } from '../config'
import { type PartnerSlug, partnerKind } from '../types'
import { indieProtocol } from './indie-protocol'
import { simulatorPhoto } from './photos'
import type { ProtocolContext } from './protocol-support'
import { restProtocol } from './rest-protocol'
import { type SimFaults, SimulatorState } from './state'
import { thlProtocol } from './thl-protocol'

/** Which protocol each partner speaks (protocols.ts) and how it takes its credentials. */
const protocolOf: Record<PartnerSlug, { register: typeof thlProtocol; key: (request: FastifyRequest) => string }> = {
  thl: { register: thlProtocol, key: (r) => String(r.headers['x-api-key'] ?? '') },
  indie: { register: indieProtocol, key: (r) => String(r.headers['x-indie-token'] ?? '') },
  neorent: { register: restProtocol, key: bearer },
  mcrent: { register: restProtocol, key: bearer },
  'wheel-office': { register: restProtocol, key: bearer },
  vanever: { register: restProtocol, key: bearer },
  campnerd: { register: restProtocol, key: bearer },
  'five-anker': { register: restProtocol, key: bearer },
}

function bearer(request: FastifyRequest): string {
  const header = String(request.headers.authorization ?? '')
  return header.startsWith('Bearer ') ? header.slice(7) : ''
}

const sameKey = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type PartnerSimulator = {
  app: FastifyInstance
  state: SimulatorState
  url: string
  close: () => Promise<void>
}

/**
 * The partner simulator (decision 0091): every partner's protocol under `/{slug}/…` with its own
 * seeded fleet, prices and stock, photos under `/{slug}/photos/…`, and a control API under
 * `/__control/…` to switch faults, change a feed and read the simulator's own booking records.
 */
export async function startPartnerSimulator(
  options: { port?: number; host?: string; apiKey?: string; logger?: boolean | { level: string } } = {},
): Promise<PartnerSimulator> {
  const apiKey = options.apiKey ?? SIMULATOR_DEFAULT_KEY
  const state = new SimulatorState()
  const app = Fastify({ logger: options.logger ?? false })
  let baseUrl = ''

  for (const partner of partnerSlugs) {
    await app.register(
      async (scope) => {
        // Photos are public files, outside the partner's faults and credentials.
        scope.get('/photos/:unit/:file', async (request, reply) => {
          const { unit, file } = request.params as { unit: string; file: string }
          const image = await simulatorPhoto(partnerKind[partner], `${partner}/${unit}`, Number.parseInt(file, 10) || 0)
          return reply.type('image/jpeg').send(image)
        })
        await scope.register(async (api) => {
          api.addHook('onRequest', async (request, reply) => {
            state.calls[partner] += 1
            const faults = state.faults[partner]
            if (faults.hang) {
              // Never answers: the caller's timeout is what ends the call.
              await new Promise<void>((resolve) => {
                request.raw.socket.once('close', resolve)
                setTimeout(resolve, 60_000).unref()
              })
              return reply.hijack()
            }
            if (faults.latency_ms > 0) await sleep(faults.latency_ms)
            if (faults.fail_next !== 0) {
              if (faults.fail_next > 0) faults.fail_next -= 1
              return reply.status(503).send({ message: 'Service unavailable (simulated).' })
            }
            if (!sameKey(protocolOf[partner].key(request), apiKey))
              return reply.status(401).send({ message: 'Invalid credentials.' })
          })
          protocolOf[partner].register(api, {
            partner,
            state,
            photoUrl: (unit, n) => `${baseUrl}/${partner}/photos/${encodeURIComponent(unit.id)}/${n + 1}.jpg`,
          } satisfies ProtocolContext)
        })
      },
      { prefix: `/${partner}` },
    )
  }

  const partnerOf = (request: FastifyRequest): PartnerSlug => {
    const { partner } = request.params as { partner: string }
    if (!isPartnerSlug(partner)) throw Object.assign(new Error(`Unknown partner ${partner}.`), { statusCode: 404 })
    return partner
  }
  app.post('/__control/reset', async () => {
    state.reset()
    return { ok: true }
  })
  app.put('/__control/faults/:partner', async (request) => {
    const partner = partnerOf(request)
    Object.assign(state.faults[partner], request.body as Partial<SimFaults>)
    return state.faults[partner]
  })
  app.get('/__control/bookings/:partner', async (request) => ({ bookings: state.bookingsOf(partnerOf(request)) }))
  app.get('/__control/calls/:partner', async (request) => ({ calls: state.calls[partnerOf(request)] }))
  /** Changes a feed: `remove` drops units, `update` merges fields into units (price, title, stock…). */
  app.patch('/__control/fleet/:partner', async (request) => {
    const partner = partnerOf(request)
    const change = request.body as { remove?: string[]; update?: { id: string; [field: string]: unknown }[] }
    state.fleets[partner] = state.fleets[partner].filter((u) => !change.remove?.includes(u.id))
    for (const update of change.update ?? []) {
      const unit = state.fleets[partner].find((u) => u.id === update.id)
      if (unit) Object.assign(unit, update)
    }
    return { units: state.fleets[partner].map((u) => u.id) }
  })

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' })
  baseUrl = address.replace('[::1]', 'localhost')
  return { app, state, url: baseUrl, close: () => app.close() }
}
