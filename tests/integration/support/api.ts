import { type ApiEnv, readApiEnv } from '@driftway/api/env'
import { buildServer } from '@driftway/api/server'
import type { FastifyInstance } from 'fastify'
import type { Payload } from 'payload'
import { type HttpAnswer, sendJson } from './http'
import { startTestPayload } from './payload'
import { type ResponseViolation, recordResponseContract } from './response-contract'

export type TestApi = {
  payload: Payload
  app: FastifyInstance
  baseUrl: string
  /** The database this API runs on (a SQLite `file:` URL unless MONGODB_URL tests run). */
  databaseUrl: string
  /** Real HTTP against the listening server; JSON in, JSON out. */
  request: (
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<HttpAnswer>
  /** Answers so far that the OpenAPI document does not describe (support/response-contract.ts). */
  responseViolations: () => readonly ResponseViolation[]
  /** Closes the API; then fails when an answer did not match the document (unless RESPONSE_CONTRACT=report). */
  stop: () => Promise<void>
}

/**
 * The API listening on a random loopback port over a fresh database. `env` overrides settings
 * (e.g. `smtpUrl` of a mail catcher, `googleJwksUrl`/`googleClientId` of a local JWKS).
 */
export async function startTestApi(
  options: {
    env?: Partial<ApiEnv> /** Collects the API's JSON log lines (level info) when given. */
    log?: string[]
    /** An existing database's Payload instead of a fresh one (the restore drill's restored database); stop() calls its stop. */
    database?: Awaited<ReturnType<typeof startTestPayload>>
  } = {},
): Promise<TestApi> {
  const { payload, databaseUrl, stop: stopPayload } = options.database ?? (await startTestPayload())
  const env: ApiEnv = {
    ...readApiEnv({} as NodeJS.ProcessEnv),
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    // Tests stand in for a proxy: they set X-Forwarded-For to act as different clients.
    trustProxy: true,
    // Booking jobs run when a test asks (payload.jobs.run / sweepBookingDeadlines), not on a timer.
    bookingJobsIntervalMs: 0,
    ...options.env,
  }
  const { log } = options
  const app = await buildServer(
    { payload, env: log ? { ...env, logLevel: 'info' } : env },
    log ? { logStream: { write: (line) => log.push(line) } } : { logger: false },
  )
  // Every answer is checked against the served OpenAPI document (issue 22); stop() reports drift.
  const contract = recordResponseContract(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const baseUrl = `http://127.0.0.1:${port}`
  env.publicUrl = baseUrl

  const request: TestApi['request'] = (method, path, options = {}) =>
    sendJson(baseUrl + path, method, {
      headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      body: options.body,
    })

  return {
    payload,
    app,
    baseUrl,
    databaseUrl,
    request,
    responseViolations: contract.violations,
    stop: async () => {
      await app.close()
      await stopPayload()
      contract.verify()
    },
  }
}
