import fs from 'node:fs'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { expect } from 'vitest'

/**
 * Every answer a test receives, checked against the OpenAPI document the API serves (issue 22):
 * its status is documented for the operation, and a JSON body matches the schema documented for
 * that status. Violations are collected by an onSend hook (a throw there would turn the answer
 * into a 500 and hide the drift) and raised once when the test API stops.
 *
 * RESPONSE_CONTRACT=report: record only, never fail (to take an inventory of a whole run).
 * RESPONSE_CONTRACT_REPORT=/path: append every violation there, one JSON line each.
 */

type ViolationKind = 'missing-route' | 'undocumented-status' | 'undocumented-body' | 'body-mismatch'

export type ResponseViolation = {
  kind: ViolationKind
  method: string
  /** The operation's path as the document spells it (`/wishlist/{id}/`). */
  path: string
  status: number
  message: string
  /** The start of the body, when one was checked. */
  excerpt?: string
  /** The test file and test that received the answer (for the report). */
  testFile?: string
  test?: string
}

type Schema = Record<string, unknown>
type MediaType = { schema?: Schema }
type OpenApiResponse = { description?: string; content?: Record<string, MediaType> }
type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>
  components?: { schemas?: Record<string, Schema> }
}

export type ResponseContract = {
  /** Violations recorded so far, in the order they happened (duplicates included). */
  violations: () => readonly ResponseViolation[]
  /** Throws one Error listing every distinct violation, unless report-only mode is on. */
  verify: () => void
}

const documentId = 'openapi-document'

/** An OpenAPI 3.0 schema (and every schema inside it) as ajv's JSON Schema draft 7 reads it. */
function convertSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(convertSchema)
  if (!node || typeof node !== 'object') return node
  const schema: Schema = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples' || key === 'xml' || key === 'externalDocs') continue
    schema[key] = key === 'enum' || key === 'const' || key === 'default' ? value : convertSchema(value)
  }
  // `#/components/schemas/X` is resolved in the document registered under `documentId`.
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) schema.$ref = `${documentId}${schema.$ref}`
  // OpenAPI 3.0 (draft 4) spells exclusive bounds as booleans beside minimum/maximum.
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue
    if (schema[exclusive] && typeof schema[bound] === 'number') {
      schema[exclusive] = schema[bound]
      delete schema[bound]
    } else delete schema[exclusive]
  }
  // ajv reads `nullable` only beside `type`; elsewhere (a $ref, allOf…) null joins as an alternative.
  if (schema.nullable === true && schema.type === undefined) {
    delete schema.nullable
    return { anyOf: [schema, { type: 'null' }] }
  }
  return schema
}

const toDocumentPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}')
const isJson = (contentType: string) => /^application\/([\w.-]+\+)?json\b/i.test(contentType)

function excerptOf(payload: string): string {
  const flat = payload.replace(/\s+/g, ' ')
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '(root)'} ${error.message}${paramsOf(error)}`)
    .join('; ')
}

function paramsOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>
  if ('additionalProperty' in params) return ` (${String(params.additionalProperty)})`
  if ('allowedValues' in params) return ` (${JSON.stringify(params.allowedValues)})`
  return ''
}

/** Strict unless RESPONSE_CONTRACT=report. */
const reportOnly = () => process.env.RESPONSE_CONTRACT === 'report'

/**
 * Installs the recorder on `app` (before it listens). `document` defaults to the app's own
 * (`app.swagger()`, read at the first answer, when the app is ready).
 */
export function recordResponseContract(
  app: FastifyInstance,
  options: {
    document?: () => OpenApiDocument
    /** Fail at verify() whatever RESPONSE_CONTRACT says (the recorder's own test). */
    strict?: boolean
    /** Append violations to RESPONSE_CONTRACT_REPORT (default true). */
    report?: boolean
  } = {},
): ResponseContract {
  const recorded: ResponseViolation[] = []
  const reported = new Set<string>()
  const reportFile = options.report === false ? undefined : process.env.RESPONSE_CONTRACT_REPORT
  const testFile = expect.getState().testPath?.replace(/^.*\/tests\/integration\//, '')
  let document: OpenApiDocument | undefined
  let ajv: Ajv | undefined
  const validators = new Map<string, ValidateFunction>()

  const load = () => {
    if (document && ajv) return { document, ajv }
    const read = options.document ?? (() => (app as unknown as { swagger: () => OpenApiDocument }).swagger())
    document = read()
    // strict: false reads OpenAPI's own keywords (nullable aside) as annotations; formats are
    // not checked (the document's formats are zod's, not ajv's).
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, validateSchema: false })
    ajv.addSchema({ $id: documentId, components: convertSchema(document.components ?? {}) })
    return { document, ajv }
  }

  const validatorFor = (key: string, schema: Schema): ValidateFunction => {
    let validate = validators.get(key)
    if (!validate) {
      validate = load().ajv.compile(convertSchema(schema) as Schema)
      validators.set(key, validate)
    }
    return validate
  }

  const record = (violation: Omit<ResponseViolation, 'testFile' | 'test'>) => {
    const full: ResponseViolation = { ...violation, testFile, test: expect.getState().currentTestName }
    recorded.push(full)
    const key = `${full.method} ${full.path} ${full.status} ${full.message}`
    if (reportFile && !reported.has(key)) {
      reported.add(key)
      fs.appendFileSync(reportFile, `${JSON.stringify(full)}\n`)
    }
  }

  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const { url, schema: routeSchema } = request.routeOptions
    const method = request.method.toUpperCase()
    // The not-found handler (no route), HEAD (no body) and routes kept out of the document on purpose.
    if (!url || method === 'HEAD' || (routeSchema as { hide?: boolean } | undefined)?.hide) return
    const { document } = load()
    const status = reply.statusCode
    let path = toDocumentPath(url)
    // The router accepts both spellings of a trailing slash; the document names one.
    const otherSpelling = path.endsWith('/') ? path.slice(0, -1) : `${path}/`
    if (!document.paths[path] && document.paths[otherSpelling]) path = otherSpelling
    const operation = document.paths[path]?.[method.toLowerCase()]
    if (!operation) {
      record({ kind: 'missing-route', method, path, status, message: 'route not in the document' })
      return
    }
    const responses = operation.responses ?? {}
    const documentedAs = [String(status), `${String(status)[0]}XX`, 'default'].find((code) => responses[code])
    if (!documentedAs) {
      const documented = Object.keys(responses).join(', ')
      record({ kind: 'undocumented-status', method, path, status, message: `status not documented (${documented})` })
      return
    }
    const contentType = String(reply.getHeader('content-type') ?? '')
    if (!isJson(contentType)) return
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null
    // A stream or an empty answer: only the status is checked.
    if (text === null || text === '') return
    const mediaTypes = responses[documentedAs]!.content ?? {}
    const mime = contentType.split(';')[0]!.trim().toLowerCase()
    const documentedMime = [mime, 'application/json', '*/*'].find((type) => mediaTypes[type]?.schema)
    if (!documentedMime) {
      record({
        kind: 'undocumented-body',
        method,
        path,
        status,
        message: `JSON body but no schema documented for ${documentedAs}`,
        excerpt: excerptOf(text),
      })
      return
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      record({ kind: 'body-mismatch', method, path, status, message: 'body is not JSON', excerpt: excerptOf(text) })
      return
    }
    const validate = validatorFor(
      `${method} ${path} ${documentedAs} ${documentedMime}`,
      mediaTypes[documentedMime]!.schema!,
    )
    if (!validate(body)) {
      record({
        kind: 'body-mismatch',
        method,
        path,
        status,
        message: describeErrors(validate.errors),
        excerpt: excerptOf(text),
      })
    }
  }

  app.addHook('onSend', async (request, reply, payload) => {
    try {
      check(request, reply, payload)
    } catch (error) {
      // A schema ajv cannot compile is itself drift worth seeing, not a reason to break the answer.
      record({
        kind: 'body-mismatch',
        method: request.method,
        path: toDocumentPath(request.routeOptions.url ?? request.url),
        status: reply.statusCode,
        message: `recorder error: ${(error as Error).message}`,
      })
    }
    return payload
  })

  return {
    violations: () => recorded,
    verify: () => {
      if (recorded.length === 0 || (reportOnly() && !options.strict)) return
      const distinct = new Map<string, ResponseViolation>()
      for (const violation of recorded)
        distinct.set(`${violation.method} ${violation.path} ${violation.status} ${violation.message}`, violation)
      const lines = [...distinct.values()].map(
        (v) =>
          `- ${v.method} ${v.path} → ${v.status} [${v.kind}] ${v.message}${v.excerpt ? `\n    body: ${v.excerpt}` : ''}`,
      )
      throw new Error(
        `${distinct.size} answer(s) do not match the OpenAPI document (/docs/json); fix the route's schema or the answer:\n${lines.join('\n')}`,
      )
    },
  }
}
