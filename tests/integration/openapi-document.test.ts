import fs from 'node:fs'
import path from 'node:path'
import { registeredRoutes } from '@driftway/api/http/openapi'
import { repoRoot } from '@driftway/collections'
import { type ApiErrorKey, apiErrorCatalogue, isApiErrorKey } from '@driftway/domain/api-errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readContractRoutes } from './contract/routes'
import { startTestApi, type TestApi } from './support/api'

/**
 * The OpenAPI document the API serves (/docs/json, decision 0072) against the server itself:
 * every registered route is in it, every operation says who may call it and which 4xx answers it
 * gives, and what it says about authentication is what the server does.
 */
type Operation = {
  operationId?: string
  summary?: string
  tags?: string[]
  security?: Record<string, string[]>[]
  responses?: Record<
    string,
    {
      content?: Record<
        string,
        {
          schema?: {
            $ref?: string
            allOf?: [{ $ref?: string }, { properties?: { error_key?: { enum?: string[] } } }]
          }
        }
      >
    }
  >
}
type Document = {
  openapi: string
  info: { version: string }
  servers?: { url: string }[]
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> }
}

/** Routes that are not part of the REST contract: the docs viewer, media files, probes, and the
 * sandbox payment provider's own HTML pages. Hiding any other route fails below. */
const hiddenOnPurpose = [/^\/docs(\/|$)/, /^\/media\//, /^\/(health|ready|metrics)$/, /^\/\w+\/sandbox\//]

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')
const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  )
const requiresCredentials = (operation: Operation) =>
  (operation.security ?? []).length > 0 && !operation.security!.some((entry) => Object.keys(entry).length === 0)
const isPublic = (operation: Operation) => (operation.security ?? []).length === 0

const sampleValues: Record<string, string> = {
  kind: 'recreational_vehicle',
  listingType: 'recreational_vehicle',
  chatType: 'rv-booking-chat',
  provider: 'sandbox',
}
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => sampleValues[name] ?? '00000000-0000-4000-8000-000000000000')

let api: TestApi
let document: Document
beforeAll(async () => {
  api = await startTestApi()
  const response = await api.request('GET', '/docs/json')
  expect(response.status).toBe(200)
  document = response.body
})
afterAll(async () => {
  await api?.stop()
})

describe('the OpenAPI document', () => {
  it('has its header: version, servers, security schemes, the error body', () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
    expect(document.info.version).toBe(version)
    expect(document.servers?.length).toBeGreaterThan(0)
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['staffJwt', 'userBearer'])
    expect(document.components.schemas.ErrorBody).toMatchObject({ required: ['error_key', 'error_msg'] })
  })

  it('holds every route the server registers, unless it is hidden on purpose', () => {
    const documented = new Set(operationsOf(document).map(({ method, path }) => `${method} ${path}`))
    const routes = registeredRoutes(api.app).filter((route) => route.method !== 'HEAD')
    expect(routes.length).toBeGreaterThan(100)
    const missing = routes
      .filter((route) => !route.hidden)
      .map((route) => `${route.method} ${toOpenApiPath(route.url)}`)
      .filter((key) => !documented.has(key))
    expect(missing, 'registered but not in the document').toEqual([])
    const hidden = routes.filter((route) => route.hidden && !hiddenOnPurpose.some((rule) => rule.test(route.url)))
    expect(
      hidden.map((route) => `${route.method} ${route.url}`),
      'hidden from the document without a reason',
    ).toEqual([])
    const registered = new Set(routes.map((route) => `${route.method} ${toOpenApiPath(route.url)}`))
    expect(
      [...documented].filter((key) => !registered.has(key)),
      'documented but not routed',
    ).toEqual([])
  })

  it('gives every operation a unique id, a tag, a summary, its security and its 4xx answers', () => {
    const ids = new Set<string>()
    for (const { method, path, operation } of operationsOf(document)) {
      const where = `${method} ${path}`
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/)
      expect(ids.has(operation.operationId!), `${where}: operationId ${operation.operationId} repeats`).toBe(false)
      ids.add(operation.operationId!)
      expect(operation.tags?.length, `${where}: tags`).toBeGreaterThan(0)
      expect(operation.summary, `${where}: summary`).toBeTruthy()
      expect(Array.isArray(operation.security), `${where}: security`).toBe(true)
      for (const entry of operation.security!) {
        for (const scheme of Object.keys(entry))
          expect(document.components.securitySchemes, where).toHaveProperty(scheme)
      }
      const errors = Object.entries(operation.responses ?? {}).filter(([status]) => /^4\d\d$/.test(status))
      expect(errors.length, `${where}: 4xx answers`).toBeGreaterThan(0)
      for (const [status, response] of errors) {
        // The one error body, its error_key narrowed to the catalogue keys this answer can carry.
        const schema = response.content?.['application/json']?.schema
        expect(schema?.allOf?.[0]?.$ref, `${where} ${status}`).toBe('#/components/schemas/ErrorBody')
        const keys: string[] = schema?.allOf?.[1]?.properties?.error_key?.enum ?? []
        expect(keys.length, `${where} ${status}: error keys`).toBeGreaterThan(0)
        for (const key of keys) {
          expect(isApiErrorKey(key), `${where} ${status}: ${key} is in the catalogue`).toBe(true)
          expect(String(apiErrorCatalogue[key as ApiErrorKey].status), `${where}: ${key}`).toBe(status)
        }
      }
      const statuses = errors.map(([status]) => status)
      // Sign-in operations are public and still answer 401 of their own (no_active_account,
      // otp_required): the credential keys are what only secured operations carry.
      const unauthorized = operation.responses?.['401']?.content?.['application/json']?.schema?.allOf?.[1]
      const keys401 = unauthorized?.properties?.error_key?.enum ?? []
      expect(
        keys401.includes('not_authenticated'),
        `${where}: not_authenticated exactly when credentials are taken`,
      ).toBe(!isPublic(operation))
      if (path.includes('{')) expect(statuses, `${where}: a path naming a resource can be 404`).toContain('404')
    }
  })

  it('says what the server does: secured operations refuse anonymous callers with 401, public ones do not; every answer is documented', async () => {
    const mismatches: string[] = []
    for (const { method, path, operation } of operationsOf(document)) {
      const body = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined
      const response = await api.request(method, concrete(path), { body })
      const where = `${method} ${path} → ${response.status} ${response.body?.error_key ?? ''}`
      // Whatever it answers is an answer the document lists for it, 4xx with the error body.
      if (!operation.responses?.[String(response.status)]) mismatches.push(`undocumented status: ${where}`)
      if (response.status >= 400 && response.status < 500) {
        if (typeof response.body?.error_key !== 'string' || typeof response.body?.error_msg !== 'string') {
          mismatches.push(`not the error body: ${where}`)
        }
      }
      if (requiresCredentials(operation)) {
        if (response.status !== 401 || typeof response.body?.error_msg !== 'string')
          mismatches.push(`secured: ${where}`)
      } else if (response.status === 401 && response.body?.error_key === 'not_authenticated') {
        mismatches.push(`documented ${isPublic(operation) ? 'public' : 'optional'}: ${where}`)
      }
    }
    expect(mismatches).toEqual([])
  })

  it('agrees with the contract on who may call each operation', () => {
    const shape = (path: string) => path.replace(/\{\w+\}/g, '{}')
    const byShape = new Map(operationsOf(document).map((entry) => [`${entry.method} ${shape(entry.path)}`, entry]))
    const disagreements: string[] = []
    let compared = 0
    for (const route of readContractRoutes()) {
      const entry = byShape.get(`${route.method} ${shape(route.path)}`)
      if (!entry || route.auth === 'notshown') continue
      compared += 1
      const documented = requiresCredentials(entry.operation) ? 'signed in' : 'open'
      const expected = route.auth === 'public' ? 'open' : 'signed in'
      if (documented !== expected)
        disagreements.push(`${route.method} ${route.path}: contract ${route.auth}, document ${documented}`)
    }
    expect(compared).toBeGreaterThan(80)
    expect(disagreements).toEqual([])
  })
})
