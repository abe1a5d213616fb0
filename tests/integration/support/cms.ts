import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints, type Payload } from 'payload'
import { type HttpAnswer, sendJson } from './http'
import { startTestPayload } from './payload'

type CmsResponse = HttpAnswer

export type TestCms = {
  payload: Payload
  baseUrl: string
  /** Real HTTP to Payload's REST API (`/api/...`), as the CMS serves it; JSON or multipart in. */
  request: (
    method: string,
    path: string,
    options?: {
      token?: string
      authorization?: string
      body?: unknown
      form?: FormData
      headers?: Record<string, string>
    },
  ) => Promise<CmsResponse>
  /** Signs a staff member in through `POST /api/staff/login`; returns the token the admin holds. */
  signIn: (email: string, password: string) => Promise<string>
  stop: () => Promise<void>
}

const skippedHeaders = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive'])

/**
 * Payload's REST handlers (what cms/src/app/(payload)/api/[...slug]/route.ts mounts in Next.js)
 * behind a plain HTTP server over a fresh database: the CMS's public REST surface without
 * building the Next.js app. Given `payload` (e.g. a test API's), it serves that database instead
 * and leaves stopping it to its owner.
 */
export async function startTestCms(options: { payload?: Payload } = {}): Promise<TestCms> {
  const { payload, stop: stopPayload } = options.payload
    ? { payload: options.payload, stop: async () => {} }
    : await startTestPayload()
  const server = http.createServer(async (incoming, outgoing) => {
    try {
      const chunks: Buffer[] = []
      for await (const chunk of incoming) chunks.push(chunk as Buffer)
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value === undefined || skippedHeaders.has(name)) continue
        headers.set(name, Array.isArray(value) ? value.join(', ') : value)
      }
      const method = incoming.method ?? 'GET'
      const request = new Request(`http://127.0.0.1${incoming.url}`, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
      })
      const response = await handleEndpoints({ config: payload.config, request })
      outgoing.writeHead(response.status, Object.fromEntries(response.headers))
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      outgoing.writeHead(500, { 'content-type': 'text/plain' })
      outgoing.end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const request: TestCms['request'] = (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `JWT ${options.token}`
    if (options.authorization) headers.authorization = options.authorization
    return sendJson(baseUrl + path, method, { headers, body: options.form ?? options.body })
  }

  const signIn = async (email: string, password: string) => {
    const response = await request('POST', '/api/staff/login', { body: { email, password } })
    if (response.status !== 200)
      throw new Error(`staff sign-in of ${email}: ${response.status} ${JSON.stringify(response.body)}`)
    return String(response.body.token)
  }

  return {
    payload,
    baseUrl,
    request,
    signIn,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await stopPayload()
    },
  }
}
