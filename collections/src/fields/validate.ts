import { firstIssueOrTrue } from '@driftway/domain'
import type { z } from 'zod'
import { valueHook } from './value-hook'

/**
 * A Payload `validate` that applies a domain zod schema, so the collection, the API and the site
 * report the same rule with the same message. Empty values pass unless `required`: profile fields
 * fill in over time, and Payload's own `required` check covers the rest.
 */
export const zodValidate =
  (schema: z.ZodType, { required = false }: { required?: boolean } = {}) =>
  (value: unknown): string | true => {
    if (!required && (value === undefined || value === null || value === '')) return true
    return firstIssueOrTrue(schema, value)
  }

/** Turns whitespace-only text into empty and trims the rest (specs §5: "Text inputs turn whitespace-only into empty"). */
export const trimText = valueHook(({ value }: { value?: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value,
)
