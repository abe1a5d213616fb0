import type { NumberField } from 'payload'
import { number } from 'payload/shared'

/**
 * Payload's own number check (required, min, max, translated messages) for a single value. Its
 * published type ties `value` and `args` to one field configuration's generics, which a builder
 * shared by every number field cannot name, hence the one cast.
 */
export const payloadNumberCheck = number as unknown as (value: unknown, args: unknown) => string | true

type NumberOptions = Partial<Omit<NumberField, 'name' | 'type' | 'hasMany'>>

/** A moment as integer unix seconds (`*_timestamp` / `*_ts`), the unit the REST contract speaks. */
export const timestampField = (name: string, options: NumberOptions = {}): NumberField =>
  ({
    name,
    type: 'number',
    ...options,
    validate: (value, args) => {
      const base = payloadNumberCheck(value, args)
      if (base !== true) return base
      if (value != null && !Number.isInteger(value)) return 'Timestamps are whole unix seconds.'
      // An extra rule passed in `options.validate` runs after the integer check instead of replacing it.
      // `options.validate` is typed for the caller's field (`Validate<number, TData, TSiblingData>`);
      // this wrapper forwards Payload's own arguments unchanged, which its generics cannot express.
      return options.validate ? options.validate(value as never, args as never) : true
    },
  }) as NumberField

/** Field-level validator: `name` may not be earlier than the sibling `startField` (both unix seconds). */
export const notBefore =
  (startField: string, message: string) =>
  (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }): string | true => {
    const start = siblingData?.[startField]
    return typeof value === 'number' && typeof start === 'number' && value < start ? message : true
  }
