import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import {
  type ApiErrorKey,
  type ApiErrorKeyOfStatus,
  type ApiErrorStatus,
  apiErrorCatalogue,
} from '@driftway/domain/api-errors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { ValidationError as PayloadValidationError } from 'payload'

/**
 * A failure reported as `{ error_key, error_msg }`: the key is one of the error catalogue
 * (`@driftway/domain/api-errors`, decision 0073), which gives the status; the message defaults to
 * the catalogue's English text and may be more specific (a limit, a date).
 */
export class ApiError extends Error {
  readonly status: ApiErrorStatus
  constructor(
    readonly errorKey: ApiErrorKey,
    message: string = apiErrorCatalogue[errorKey].en,
    readonly fields?: Record<string, string[]>,
    /** Extra members of the error body (e.g. `unavailable_nights` of a booking range error). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
    this.status = apiErrorCatalogue[errorKey].status
  }
}

export const badRequest = (key: ApiErrorKeyOfStatus<400>, msg?: string, fields?: Record<string, string[]>) =>
  new ApiError(key, msg, fields)
export const unauthorized = (
  key: ApiErrorKeyOfStatus<401> = 'not_authenticated',
  msg = 'Authentication credentials were not provided.',
) => new ApiError(key, msg)
export const forbidden = (
  key: ApiErrorKeyOfStatus<403> = 'permission_denied',
  msg = 'You do not have permission to perform this action.',
) => new ApiError(key, msg)
export const notFound = (key: ApiErrorKeyOfStatus<404> = 'not_found', msg = 'Not found.') => new ApiError(key, msg)

export type ErrorBody = { error_key: ApiErrorKey; error_msg: string; fields?: Record<string, string[]> }

/** Methods the API routes; a known path asked with another one answers 405 rather than 404. */
const routedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Turns every thrown error into the contract's JSON error shape; never an HTML page or a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => sendError(error, request, reply))
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const allowed = routedMethods.filter((method) => app.findRoute({ method, url: path }) !== null)
    // A route of this very method that called `callNotFound()` (a missing /media/ file) is a plain 404.
    if (allowed.length > 0 && !allowed.includes(request.method as (typeof routedMethods)[number])) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ error_key: 'method_not_allowed', error_msg: `${request.method} is not allowed on ${path}` })
    }
    return reply.status(404).send({ error_key: 'route_not_found', error_msg: `No route for ${request.method} ${path}` })
  })
}

function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const body = toErrorBody(error)
  if (body.status >= 500) request.log.error({ err: error }, 'request failed')
  else request.log.info({ error_key: body.payload.error_key }, 'request rejected')
  return reply.status(body.status).send(body.payload)
}

/**
 * Fastify answers a few failures before any route or error handler runs (a path parameter over
 * `maxParamLength`, a URL it cannot decode) with its own `{error, code, message}` body unless
 * `frameworkErrors` is set: pass this as that option so they get the contract's shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(error, request, reply)
}

/**
 * Failures of the HTTP parser itself (malformed request line, headers over the size limit,
 * timeouts) never reach Fastify's request cycle; Fastify's default writes `{error, message}`.
 * Same status codes, the contract's body.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer (Node's own rule for 'clientError').
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, key, msg]: [number, ApiErrorKey, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout', 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'The request headers are larger than the server accepts.']
        : [400, 'bad_request', 'The request is not valid HTTP.']
  const body = JSON.stringify({ error_key: key, error_msg: msg })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

function toErrorBody(error: FastifyError | Error): { status: number; payload: ErrorBody } {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      payload: {
        ...error.extra,
        error_key: error.errorKey,
        error_msg: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      },
    }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string[]> = {}
    for (const issue of error.validation) {
      const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || zodPath?.map(String).join('.') || '_'
      fields[path] = [...(fields[path] ?? []), issue.message ?? 'Invalid value']
    }
    const first = Object.entries(fields)[0]
    return {
      status: 400,
      payload: {
        error_key: 'validation_error',
        error_msg: first ? `${first[0]}: ${first[1][0]}` : 'Invalid request',
        fields,
      },
    }
  }
  if (error instanceof PayloadValidationError) {
    const fields: Record<string, string[]> = {}
    for (const issue of error.data.errors) fields[issue.path] = [...(fields[issue.path] ?? []), issue.message]
    return { status: 400, payload: { error_key: 'validation_error', error_msg: error.message, fields } }
  }
  if (isResponseSerializationError(error)) {
    return {
      status: 500,
      payload: { error_key: 'server_error', error_msg: 'The server produced an invalid response.' },
    }
  }
  const fastifyError = error as FastifyError & { status?: number }
  // Fastify errors carry `statusCode`; Payload's (Forbidden, NotFound, APIError) carry `status`.
  const status = fastifyError.statusCode ?? fastifyError.status ?? 500
  if (error.name === 'Forbidden')
    return {
      status: 403,
      payload: { error_key: 'permission_denied', error_msg: 'You do not have permission to perform this action.' },
    }
  if (error.name === 'NotFound') return { status: 404, payload: { error_key: 'not_found', error_msg: 'Not found.' } }
  if (status >= 400 && status < 500) {
    const known = fastifyError.code ? frameworkErrorKeys[fastifyError.code] : undefined
    const key = known ?? (error instanceof SyntaxError ? 'invalid_json' : 'bad_request')
    return { status, payload: { error_key: key, error_msg: frameworkErrorMessage(fastifyError) } }
  }
  return { status: 500, payload: { error_key: 'server_error', error_msg: 'Something went wrong on our side.' } }
}

/** Error keys for the framework's own client errors (Fastify and its plugins' `FST_*` codes). */
const frameworkErrorKeys: Readonly<Record<string, ApiErrorKey>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_MAX_PARAM_LENGTH: 'path_parameter_too_long',
  FST_ERR_BAD_URL: 'bad_url',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
}

/**
 * The framework's messages echo the whole path (`'/listing/boat/aaaa…' is exceeding the max param
 * length`); say what is wrong and what the limit is instead of mirroring the input.
 */
function frameworkErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return `A path parameter is longer than ${maxPathParamLength} characters.`
  if (error.code === 'FST_ERR_BAD_URL') return 'The URL contains an invalid escape sequence.'
  return error.message
}

/** Longest path parameter the router accepts (Fastify's default `maxParamLength`); ids are far shorter. */
export const maxPathParamLength = 100
