import { createRequire } from 'node:module'
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/**
 * The counters of `@fastify/rate-limit` in Redis, shared by every API process, with the plugin's
 * own memory store as the fallback while Redis does not answer (decision 0078): a limit keeps
 * holding per process during an outage instead of opening (`skipOnError`) or answering 500.
 * The plugin's two stores are reused as they are (its Redis store's script is the one it tests).
 */
type Callback = Parameters<FastifyRateLimitStore['incr']>[1]
type StoreLike = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void
  child(routeOptions: unknown): StoreLike
}
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  continueExceeding?: boolean
  exponentialBackoff?: boolean
}

const require = createRequire(import.meta.url)
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => StoreLike
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => StoreLike

class FallbackStore implements FastifyRateLimitStore {
  private lastWarning = 0
  constructor(
    private readonly shared: StoreLike,
    private readonly local: StoreLike,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result)
        // At most one line a minute: during an outage every limited request lands here.
        if (Date.now() - this.lastWarning > 60_000) {
          this.lastWarning = Date.now()
          this.log.warn({ err: error }, 'rate limit counted in this process: redis did not answer')
        }
        this.local.incr(key, callback, timeWindow, max)
      },
      timeWindow,
      max,
    )
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.log)
  }
}

/**
 * Options for `app.register(rateLimit, …)`: the Redis store with fallback when `redis` is given,
 * the plugin's default memory store otherwise.
 */
export function rateLimitStore(redis: Redis | null, log: FastifyBaseLogger): Pick<RateLimitPluginOptions, 'store'> {
  if (!redis) return {}
  // The plugin constructs the store from its options; Redis and the logger come from here.
  class SharedStore extends FallbackStore {
    constructor(options: RateLimitPluginOptions) {
      const continueExceeding = options.continueExceeding ?? false
      const exponentialBackoff = options.exponentialBackoff ?? false
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis!, 'rate-limit:'),
        new LocalStore(continueExceeding, exponentialBackoff, options.cache),
        log,
      )
    }
  }
  return { store: SharedStore }
}
