import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from '@driftway/collections/paths'
import { type ApiErrorKey, type ApiErrorStatus, apiErrorCatalogue } from '@driftway/domain/api-errors'
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * How the OpenAPI document the API serves at /docs/json describes every operation (decision 0072),
 * derived from the routes themselves so a new route needs nothing beyond its zod schema and its
 * auth hook:
 *
 * - `operationId` from method and path (`GET /wishlist/{id}/listing/` → `getWishlistByIdListing`),
 *   unless the route's schema names one; unique (the build fails on a clash).
 * - tags: the route's own, else the path's first segment.
 * - security: from the auth hooks the route runs (`onRequest`/`preValidation`/`preHandler`). Every
 *   hook that authenticates is declared once with `declareAuth` where it is defined (requireUser,
 *   requireRole, requireStaff, …); a route whose check is written inline wraps it in `declareAuth`
 *   or states `config: { auth: … }`. No declared hook → public (`security: []`).
 * - 4xx responses, all with the one error body `{error_key, error_msg, fields?}`: 400 always (a
 *   request the framework cannot read), with `validation_error` when the route validates input;
 *   401 and 403 from its auth rule; 404 when the path names a resource; 413/415 for request bodies;
 *   429 for rate-limited routes (`config.rateLimit`); more with `config.errors` (the keys the
 *   handler raises; each key's status comes from the error catalogue). Each answer's `error_key`
 *   is an enum of exactly these keys, so a client generated from the document knows them.
 */

type SecuritySchemeName = 'userBearer' | 'staffJwt'

type AuthRule = {
  /** Credentials the route accepts (any one of them). */
  schemes: readonly SecuritySchemeName[]
  /** Anonymous callers pass too (a credential, when sent, must be valid: 401 otherwise). */
  optional?: boolean
  /** Error keys of a signed-in caller refused by the rule itself (a role, a fresh sign-in). */
  forbids?: readonly ApiErrorKey[]
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route, for routes whose auth is not a `declareAuth` hook; 'public' for none. */
    auth?: AuthRule | 'public'
    /** Error keys the handler raises beyond those derived (see above); statuses from the catalogue. */
    errors?: readonly ApiErrorKey[]
  }
}

const authRules = new WeakMap<object, AuthRule>()

/** Records what an auth hook requires, for the document; returns the hook itself. */
export function declareAuth<H extends object>(rule: AuthRule, hook: H): H {
  authRules.set(hook, rule)
  return hook
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH'])

type RouteLike = Pick<RouteOptions, 'method' | 'url' | 'onRequest' | 'preValidation' | 'preHandler' | 'config'>

/** The auth rule of a route: its `config.auth`, else the union of its declared hooks; null = public. */
function authOf(route: RouteLike): AuthRule | null {
  const declared = route.config?.auth
  if (declared) return declared === 'public' ? null : declared
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean) as object[]
  const rules = hooks.map((hook) => authRules.get(hook)).filter((rule): rule is AuthRule => rule !== undefined)
  if (rules.length === 0) return null
  return {
    schemes: [...new Set(rules.flatMap((rule) => rule.schemes))],
    optional: rules.every((rule) => rule.optional),
    forbids: [...new Set(rules.flatMap((rule) => rule.forbids ?? []))],
  }
}

/** `GET /wishlist/{id}/listing/` → `getWishlistByIdListing`; URL-safe and stable while the path is. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean)
      return param ? ['by', ...parts] : parts
    })
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('')
}

const tagOf = (path: string) => path.split('/').filter(Boolean)[0] ?? 'api'

type ErrorEntry = { status: ApiErrorStatus; keys: ApiErrorKey[] }

/** The error answers of one operation with the error keys each can carry. */
function errorsOf(route: RouteLike, schema: Record<string, unknown>, method: string, path: string): ErrorEntry[] {
  const errors = new Map<ApiErrorStatus, Set<ApiErrorKey>>()
  const add = (...keys: ApiErrorKey[]) => {
    for (const key of keys) {
      const status = apiErrorCatalogue[key].status
      errors.set(status, (errors.get(status) ?? new Set<ApiErrorKey>()).add(key))
    }
  }
  add('bad_request')
  if (schema.params || schema.querystring || schema.body || schema.headers) add('validation_error')
  // A body is validated by its schema or by the handler (multipart, the Payload write): either way.
  if (bodyMethods.has(method)) add('validation_error', 'invalid_json', 'payload_too_large', 'unsupported_media_type')
  const auth = authOf(route)
  if (auth) {
    add('not_authenticated', 'token_not_valid')
    if (!auth.optional) add('permission_denied')
    add(...(auth.forbids ?? []))
  }
  // The router decodes and measures path parameters before any handler runs.
  if (path.includes('{')) add('not_found', 'bad_url', 'path_parameter_too_long')
  if (route.config && 'rateLimit' in route.config && route.config.rateLimit) add('too_many_requests')
  add(...(route.config?.errors ?? []))
  return [...errors].sort(([a], [b]) => a - b).map(([status, keys]) => ({ status, keys: [...keys].sort() }))
}

const statusMeaning: Record<ApiErrorStatus, string> = {
  400: 'The request is malformed or a value fails validation (`fields`: messages per dotted path).',
  401: 'No valid credentials: none sent, or a bad, expired or revoked token.',
  403: 'The caller may not do this (a role, ownership or a fresh sign-in is missing).',
  404: 'The resource does not exist or is not visible to the caller.',
  405: 'The path exists, not for this method.',
  408: 'The request did not arrive in time.',
  409: 'The resource is not in a state that allows this.',
  413: 'The request body is larger than the route accepts.',
  414: 'A path parameter is too long.',
  415: 'The request body is not of a media type the route reads.',
  429: 'Too many requests from this client; try again later.',
  431: 'The request headers are too large.',
  500: 'An unexpected failure on the server.',
  502: 'A service the API depends on (payment provider, mail server) failed.',
  503: 'A service the API depends on is not configured or not reachable.',
}

const errorBodySchema = {
  type: 'object',
  description: 'Every 4xx answer of the API. Some errors add members (e.g. `unavailable_nights`).',
  required: ['error_key', 'error_msg'],
  properties: {
    error_key: { type: 'string', description: 'Stable machine-readable key of the error.' },
    error_msg: { type: 'string', description: 'Human-readable message (English).' },
    fields: {
      type: 'object',
      description: 'Validation messages per dotted field path (`validation_error`).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
}

/** The error body of one answer: the one ErrorBody, its `error_key` one of the keys listed. */
const errorAnswerSchema = (keys: readonly ApiErrorKey[]) => ({
  allOf: [
    { $ref: '#/components/schemas/ErrorBody' },
    { type: 'object', properties: { error_key: { type: 'string', enum: [...keys] } } },
  ],
})

/** The "Errors" section of the API's description: every key of the catalogue, its status and meaning. */
function errorsSection(): string {
  const rows = Object.entries(apiErrorCatalogue)
    .sort(([a, x], [b, y]) => x.status - y.status || a.localeCompare(b))
    .map(([key, entry]) => `| \`${key}\` | ${entry.status} | ${entry.meaning.replaceAll('|', '\\|')} |`)
  return [
    '## Errors',
    '',
    'Every error answer is JSON `{error_key, error_msg, fields?}`. `error_key` is stable and one of the keys below;',
    'each operation lists the keys it can answer per status. `error_msg` is English and may be more specific.',
    '',
    '| error_key | status | meaning |',
    '|---|---|---|',
    ...rows,
  ].join('\n')
}

const securitySchemes = {
  userBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Marketplace users (travelers, lessors): the access token of `POST /auth/token/` as `Authorization: Bearer <token>`.',
  },
  staffJwt: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'CMS staff: the Payload admin session token as `Authorization: JWT <token>`.',
  },
} as const

const tagDescriptions: Record<string, string> = {
  accounts: 'Sign-up, profile, e-mail verification, contact forms and account data.',
  auth: 'Sign-in, tokens, re-authentication, password reset and account lock.',
  bookings: 'Bookings of travelers and lessors, their state changes and payments.',
  chat: 'Booking chats between travelers, lessors and support.',
  dev: 'Development helpers (never in production).',
  geocoding: 'Place search for the search form.',
  'landing-pages': 'Editorial city and region landing pages.',
  listings: 'Public listing search, details and sitemaps.',
  'lessor listings': "Lessors' own listings and their seasons, rates, extras and manual reservations.",
  payments: 'Payout merchants, bank accounts and payment provider webhooks.',
  reviews: 'Reviews of completed trips and lessor replies.',
  staff: 'Support actions of CMS staff.',
  uploads: 'File uploads and private files.',
  wishlists: "Travelers' wishlists.",
}

/** The product's version and licence (SPDX id) from the repository's package.json. */
function productPackage(): { version: string; license?: string } {
  // From the root rather than this file: the production bundle (api/dist) is not where this file is.
  const file = path.join(repoRoot, 'package.json')
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string; license?: string }
}

type Operation = {
  operationId?: string
  tags?: string[]
  security?: Record<string, string[]>[]
  responses?: Record<string, unknown>
  'x-errors'?: ErrorEntry[]
}
/** The parts of the built document (any OpenAPI 3.x version @fastify/swagger builds) completeDocument edits. */
type Document = {
  tags?: { name: string; description?: string }[]
  paths?: Record<string, Record<string, unknown> | undefined>
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> }
}

/** A path item's member under an HTTP method: an operation (its other members are parameters, a summary, …). */
const isOperation = (method: string, member: unknown): member is Operation =>
  httpMethods.has(method) && typeof member === 'object' && member !== null

const httpMethods = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options'])

/** OpenAPI 3.0 reads `nullable` only beside `type`: move it into the members of a nullable union. */
function fixNullableUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullableUnions(item)
    return
  }
  if (!node || typeof node !== 'object') return
  const schema = node as Record<string, unknown>
  // OpenAPI 3.0.3: `nullable` does not widen an `enum`, so a nullable enum lists null itself.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null)
  const members = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined
  if (schema.nullable === true && schema.type === undefined && Array.isArray(members)) {
    delete schema.nullable
    for (const member of members) {
      if (member.type !== undefined) member.nullable = true
      else members.push({ type: 'object', nullable: true, enum: [null] })
    }
    if (!members.some((member) => member.nullable === true))
      members.push({ type: 'object', nullable: true, enum: [null] })
  }
  for (const value of Object.values(schema)) fixNullableUnions(value)
}

/** Completes the document: error responses, security schemes, tags, unique operation ids. */
function completeDocument(document: Document): void {
  const seenIds = new Map<string, string>()
  const tags = new Set<string>()
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!isOperation(method, operation)) continue
      const where = `${method.toUpperCase()} ${path}`
      const id = operation.operationId ?? operationIdOf(method, path)
      const clash = seenIds.get(id)
      if (clash) throw new Error(`OpenAPI: ${where} and ${clash} share the operationId ${id}; name one in its schema.`)
      seenIds.set(id, where)
      operation.operationId = id
      for (const tag of operation.tags ?? []) tags.add(tag)
      operation.responses = operation.responses ?? {}
      const responses = operation.responses
      // The route's own 4xx schemas (some declare them to shape answers) and the derived ones: all
      // documented with the one error body.
      for (const { status, keys } of operation['x-errors'] ?? []) {
        responses[status] = {
          description: `${statusMeaning[status]} error_key: ${keys.map((key) => `\`${key}\``).join(', ')}.`,
          content: { 'application/json': { schema: errorAnswerSchema(keys) } },
        }
      }
      delete operation['x-errors']
    }
  }
  document.tags = [...tags].sort().map((name) => ({
    name,
    description: tagDescriptions[name] ?? `Operations under /${name}/.`,
  }))
  document.components = document.components ?? {}
  const components = document.components
  components.schemas = { ...components.schemas, ErrorBody: errorBodySchema }
  components.securitySchemes = { ...securitySchemes }
  fixNullableUnions(document.paths)
  fixNullableUnions(document.components.schemas)
}

/**
 * The deployment's public URL (PUBLIC_API_URL); on a machine of its own (the default
 * http://localhost:…) the host that served the document, which is the API itself.
 */
function serverOf(publicUrl: string): { url: string; description: string } {
  const { hostname } = new URL(publicUrl)
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
  return local
    ? { url: '/', description: 'The host that serves this document' }
    : { url: publicUrl, description: 'This deployment' }
}

/** Options of @fastify/swagger: the document's header, and every route completed as described above. */
export function openapiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  const product = productPackage()
  return {
    openapi: {
      info: {
        title: 'Driftway API',
        description:
          'REST contract of the Driftway marketplace for renting campervans, campsite pitches and boats. ' +
          'Paths end in `/` (the `/` is part of each path; the server accepts both spellings). ' +
          'Every 4xx answer is JSON `{error_key, error_msg}` (validation adds `fields`).\n\n' +
          errorsSection(),
        version: product.version,
        ...(product.license
          ? { license: { name: product.license, url: `https://spdx.org/licenses/${product.license}.html` } }
          : {}),
      },
      servers: [serverOf(publicUrl)],
      // prepareOpenapiMethod reads the schemes while it builds each operation's parameters.
      components: { securitySchemes: { ...securitySchemes } },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input)
      if (!schema || schema.hide) return { schema, url }
      const route: RouteLike = input.route
      const method = String([route.method].flat()[0]).toUpperCase()
      const path = url.replace(/:(\w+)/g, '{$1}')
      const auth = authOf(route)
      const security = auth ? [...auth.schemes.map((name) => ({ [name]: [] })), ...(auth.optional ? [{}] : [])] : []
      const own = schema as Record<string, unknown>
      return {
        url,
        schema: {
          ...schema,
          tags: (own.tags as string[] | undefined) ?? [tagOf(path)],
          security,
          'x-errors': errorsOf(route, own, method, path),
        } as typeof schema,
      }
    },
    // Only an OpenAPI (not Swagger 2) document is built here (the `openapi` option above); it is
    // completed in place.
    transformObject: (built) => {
      if (!('openapiObject' in built)) return built.swaggerObject
      completeDocument(built.openapiObject)
      return built.openapiObject
    },
  }
}

/** Every route the server registers (method, path, hidden from the document or not), for the document test. */
const inventories = new WeakMap<FastifyInstance, { method: string; url: string; hidden: boolean }[]>()

/** Call before registering routes: records each one so a test can compare the document with the router. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: { method: string; url: string; hidden: boolean }[] = []
  inventories.set(app, routes)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method: String(method),
        url: route.url,
        hidden: Boolean((route.schema as { hide?: boolean })?.hide),
      })
    }
  })
}

export function registeredRoutes(app: FastifyInstance): readonly { method: string; url: string; hidden: boolean }[] {
  return inventories.get(app) ?? []
}
