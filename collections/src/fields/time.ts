import type { NumberField } from 'payload'
import { number } from 'payload/shared'
import type { NumberOptions, SingleNumberField } from './numbers'

/** A moment as integer unix seconds (`*_timestamp` / `*_ts`), the unit the REST contract speaks. */
export const timestampField = (name: string, options: NumberOptions = {}): NumberField =>
  ({
    name,
    type: 'number',
    ...options,
    // Staff read the moment, not the seconds: the date beside the input and in list columns.
    admin: {
      ...options.admin,
      components: {
        Cell: '@driftway/cms/components/ReadableNumbers#TimestampCell',
        afterInput: ['@driftway/cms/components/ReadableNumbers#TimestampAfterInput'],
        ...options.admin?.components,
      },
    },
    validate: (value, args) => {
      // Payload's own number check (required, min, max, translated messages).
      const base = number(value, args)
      if (base !== true) return base
      if (value != null && !Number.isInteger(value)) return 'Timestamps are whole unix seconds.'
      // An extra rule passed in `options.validate` runs after the integer check instead of replacing it.
      return options.validate ? options.validate(value, args) : true
    },
  }) satisfies SingleNumberField

/** Field-level validator: `name` may not be earlier than the sibling `startField` (both unix seconds). */
export const notBefore =
  (startField: string, message: string) =>
  (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }): string | true => {
    const start = siblingData?.[startField]
    return typeof value === 'number' && typeof start === 'number' && value < start ? message : true
  }
