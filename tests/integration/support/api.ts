import { type ApiEnv, readApiEnv } from '@driftway/api/env'
import { buildServer } from '@driftway/api/server'
import type { FastifyInstance } from 'fastify'
import type { Payload } from 'payload'
import { startTestPayload } from './payload'

export type TestApi = {
  payload: Payload
  app: FastifyInstance
  baseUrl: string
  /** Real HTTP against the listening server; JSON in, JSON out. */
  request: (
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: every route's JSON answer is read loosely here; each test asserts the shape it expects
  ) => Promise<{ status: number; body: any; headers: Headers }>
  stop: () => Promise<void>
}

/**
 * The API listening on a random loopback port over a fresh database. `env` overrides settings
 * (e.g. `smtpUrl` of a mail catcher, `googleJwksUrl`/`googleClientId` of a local JWKS).
 */
export async function startTestApi(options: { env?: Partial<ApiEnv> } = {}): Promise<TestApi> {
  const { payload, stop: stopPayload } = await startTestPayload()
  const env: ApiEnv = {
    ...readApiEnv({} as NodeJS.ProcessEnv),
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    // Tests stand in for a proxy: they set X-Forwarded-For to act as different clients.
    trustProxy: true,
    ...options.env,
  }
  const app = await buildServer({ payload, env }, { logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const baseUrl = `http://127.0.0.1:${port}`
  env.publicUrl = baseUrl

  const request: TestApi['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body: BodyInit | undefined
    if (options.body instanceof FormData) body = options.body
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    const response = await fetch(baseUrl + path, { method, headers, body })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {}
    return { status: response.status, body: parsed, headers: response.headers }
  }

  return {
    payload,
    app,
    baseUrl,
    request,
    stop: async () => {
      await app.close()
      await stopPayload()
    },
  }
}
