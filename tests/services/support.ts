import { randomUUID } from 'node:crypto'
import net from 'node:net'
import { databaseKind } from '@driftway/collections/db'
import type { ApiProcess } from '../integration/support/api-process'
import { sendJson } from '../integration/support/http'

/**
 * What the services tests share: the Redis and PostgreSQL they need (they fail, never skip, when
 * one is absent), a key prefix of their own on the shared Redis, and JSON over HTTP to an API process.
 */
export const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

/** Keys and channels of this test file only (REDIS_PREFIX), so runs on one Redis never meet. */
export const testRedisPrefix = () => `driftway-test-${randomUUID().slice(0, 8)}:`

/** True when something at `url` answers a Redis PING (`+PONG`, or an error such as NOAUTH: a Redis all the same). */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) })
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(3000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (chunk) => done(/^[+-]/.test(chunk.toString())))
  })
}

/** Fails the file unless Redis answers and DATABASE_URL is PostgreSQL (vitest.services.config.ts sets both). */
export async function requireServices(): Promise<void> {
  if (databaseKind(process.env.DATABASE_URL) !== 'postgres') {
    throw new Error(`test:services runs on PostgreSQL: DATABASE_URL is ${process.env.DATABASE_URL}`)
  }
  if (!(await redisAnswers(redisUrl))) {
    throw new Error(`test:services needs Redis at ${redisUrl} (set REDIS_URL or start redis-server)`)
  }
}

/** An API process over real HTTP, JSON in and out (what `TestApi.request` is for the in-process API). */
export const requester =
  (target: Pick<ApiProcess, 'baseUrl'>) =>
  (method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    sendJson(target.baseUrl + path, method, {
      headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      body: options.body,
    })
