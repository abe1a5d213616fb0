import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { ValidationError as PayloadValidationError } from 'payload'

/** A failure the client caused, reported as `{ error_key, error_msg }` with a 4xx status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorKey: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Extra members of the error body (e.g. `unavailable_nights` of a booking range error). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const badRequest = (key: string, msg: string, fields?: Record<string, string[]>) =>
  new ApiError(400, key, msg, fields)
export const unauthorized = (key = 'not_authenticated', msg = 'Authentication credentials were not provided.') =>
  new ApiError(401, key, msg)
export const forbidden = (key = 'permission_denied', msg = 'You do not have permission to perform this action.') =>
  new ApiError(403, key, msg)
export const notFound = (key = 'not_found', msg = 'Not found.') => new ApiError(404, key, msg)

export type ErrorBody = { error_key: string; error_msg: string; fields?: Record<string, string[]> }

/** Turns every thrown error into the contract's JSON error shape; never an HTML page or a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const body = toErrorBody(error)
    if (body.status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ error_key: body.payload.error_key }, 'request rejected')
    return reply.status(body.status).send(body.payload)
  })
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error_key: 'route_not_found', error_msg: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  )
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
    const key =
      fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'unsupported_media_type'
        : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
            fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
            error instanceof SyntaxError
          ? 'invalid_json'
          : fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'payload_too_large'
            : 'bad_request'
    return { status, payload: { error_key: key, error_msg: error.message } }
  }
  return { status: 500, payload: { error_key: 'server_error', error_msg: 'Something went wrong on our side.' } }
}
