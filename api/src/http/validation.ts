import type { z } from 'zod'
import { ApiError } from './errors'

/** Field messages of a zod failure, keyed by dotted path (the same shape as route schema failures). */
export function zodFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_'
    const messages = fields[path] ?? []
    if (!messages.includes(issue.message)) fields[path] = [...messages, issue.message]
  }
  return fields
}

/** A 400 `validation_error` carrying field messages, worded like the error layer's own. */
export function validationError(fields: Record<string, string[]>): ApiError {
  const first = Object.entries(fields)[0]
  return new ApiError('validation_error', first ? `${first[0]}: ${first[1][0]}` : 'Invalid request', fields)
}

/**
 * Parses input a route could not declare as its body schema (multipart forms, merged documents)
 * and reports failures exactly like a route schema would: 400 `validation_error` with `fields`.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(zodFields(result.error))
  return result.data
}
