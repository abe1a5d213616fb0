import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis, type RedisOptions } from 'ioredis'

/**
 * The API's connections to Redis (`REDIS_URL`, decision 0078). Three, because they behave
 * differently while Redis is away:
 * - `commands` (rate limits, throttles, publishing search changes, /ready): no offline queue and a
 *   short timeout, so a request never waits on a Redis that is down — the caller falls back to
 *   this process's memory at once;
 * - `publisher` (the Socket.IO adapter's publishes): queues while Redis is away and sends on
 *   reconnect, because the adapter does not catch a failed publish (it would be an unhandled
 *   rejection);
 * - `subscriber` (the adapter's and the search changes' subscriptions): resubscribes on reconnect.
 * Keys carry `REDIS_PREFIX` (ioredis `keyPrefix`); channels are named with it by their users.
 */
type RedisConnections = {
  commands: Redis
  publisher: Redis
  subscriber: Redis
  /** `REDIS_PREFIX` for channel names (keys get it from the connection). */
  prefix: string
  /** True when Redis answers a PING now (`/ready`). */
  answers: () => Promise<boolean>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null without REDIS_URL: everything shared through Redis stays in this process. */
    redis: RedisConnections | null
  }
}

/**
 * Closes a connection: QUIT (sent after what is queued) when Redis answers, at most a second;
 * at once when it does not — QUIT would otherwise wait in the offline queue for a reconnect.
 */
export async function closeRedis(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      connection.quit().catch(() => {}),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 1000)
      }),
    ])
    clearTimeout(timer)
  } else {
    dropQueuedCommands(connection)
  }
  connection.disconnect()
}

type QueuedCommand = { command: { promise: Promise<unknown> } }

/**
 * Commands queued while Redis was away are refused when the connection closes. The Socket.IO Redis
 * adapter sends its subscriptions without a catch, so each refusal was an unhandled rejection (which
 * ends a Node process): they are dropped here instead. ioredis keeps the queue in a private field.
 */
function dropQueuedCommands(connection: Redis) {
  const queue = (connection as unknown as { offlineQueue?: { toArray(): QueuedCommand[] } }).offlineQueue
  for (const { command } of queue?.toArray() ?? []) command.promise.catch(() => {})
}

/** Reconnects after an outage on its own, at most every 5 s. */
const retryStrategy = (times: number) => Math.min(200 * times, 5000)

export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl, redisPrefix } = app.ctx.env
    if (!redisUrl) {
      app.decorate('redis', null)
      return
    }
    const base: RedisOptions = { connectTimeout: 5000, retryStrategy, connectionName: 'driftway-api' }
    const commands = new Redis(redisUrl, {
      ...base,
      keyPrefix: redisPrefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1000,
    })
    const publisher = new Redis(redisUrl, { ...base, maxRetriesPerRequest: null })
    const subscriber = new Redis(redisUrl, { ...base, maxRetriesPerRequest: null })
    // An outage is logged once per connection and state change, not once per retry.
    for (const [name, connection] of Object.entries({ commands, publisher, subscriber })) {
      let down = false
      connection.on('error', (error) => {
        if (down) return
        down = true
        app.log.error({ err: error, connection: name }, 'redis unreachable; retrying')
      })
      connection.on('ready', () => {
        if (down) app.log.warn({ connection: name }, 'redis reachable again')
        down = false
      })
    }
    const answers = async () => {
      if (commands.status !== 'ready') return false
      return commands.ping().then(
        (pong) => pong === 'PONG',
        () => false,
      )
    }
    app.decorate('redis', { commands, publisher, subscriber, prefix: redisPrefix, answers })
    // Last, after every plugin that publishes or subscribes closed its part.
    app.addHook('onClose', async () => {
      await Promise.all([commands, publisher, subscriber].map(closeRedis))
    })
  },
  { name: 'driftway-redis' },
)
