import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { type FailureStore, MemoryFailureStore } from '../auth/throttle'

/**
 * Failed sign-ins in Redis (decision 0078): one sorted set per key, scored by time, trimmed to the
 * window on every write and expiring with it — the same sliding window as the memory store, shared
 * by every API process. While Redis does not answer, this process's memory counts instead, so the
 * throttle degrades to per-process limits rather than opening or failing the sign-in.
 */
export class RedisFailureStore implements FailureStore {
  private readonly local: MemoryFailureStore
  private lastWarning = 0

  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local = new MemoryFailureStore(windowMs)
  }

  private key(key: string) {
    return `login-failures:${key}`
  }

  private fallback<T>(error: unknown, local: () => T): T {
    if (Date.now() - this.lastWarning > 60_000) {
      this.lastWarning = Date.now()
      this.log.warn({ err: error }, 'sign-in failures counted in this process: redis did not answer')
    }
    return local()
  }

  async count(key: string, now: number): Promise<number> {
    try {
      return await this.redis.zcount(this.key(key), `(${now - this.windowMs}`, '+inf')
    } catch (error) {
      return this.fallback(error, () => this.local.count(key, now))
    }
  }

  async add(key: string, now: number): Promise<number> {
    const redisKey = this.key(key)
    try {
      // A random member: two failures in the same millisecond are two failures.
      const results = await this.redis
        .multi()
        .zadd(redisKey, now, `${now}:${randomUUID()}`)
        .zremrangebyscore(redisKey, '-inf', now - this.windowMs)
        // Bounded like the memory store: the newest entries decide the window.
        .zremrangebyrank(redisKey, 0, -1001)
        .pexpire(redisKey, this.windowMs)
        .zcard(redisKey)
        .exec()
      const failed = results?.find(([error]) => error)
      if (!results || failed) throw failed?.[0] ?? new Error('redis transaction discarded')
      return Number(results.at(-1)?.[1] ?? 0)
    } catch (error) {
      return this.fallback(error, () => this.local.add(key, now))
    }
  }

  async clear(key: string): Promise<void> {
    this.local.clear(key)
    try {
      await this.redis.del(this.key(key))
    } catch (error) {
      this.fallback(error, () => undefined)
    }
  }
}
