import type { NumberField } from 'payload'
import { payloadNumberCheck } from './time'

type NumberOptions = Partial<Omit<NumberField, 'name' | 'type' | 'hasMany'>>

/**
 * A whole-number count or measure (pitches, seats, days, years). Payload stores numbers as
 * floats on SQLite, so integrality is checked here rather than trusted to the column type.
 * As with `centsField`, a `validate` in `options` runs after these checks instead of replacing them.
 */
export const integerField = (name: string, options: NumberOptions = {}): NumberField =>
  ({
    name,
    type: 'number',
    ...options,
    admin: { step: 1, ...options.admin },
    validate: (value, args) => {
      const base = payloadNumberCheck(value, args)
      if (base !== true) return base
      if (value != null && !Number.isInteger(value)) return 'Enter a whole number.'
      // `options.validate` is typed for the caller's field (`Validate<number, TData, TSiblingData>`);
      // this wrapper forwards Payload's own arguments unchanged, which its generics cannot express.
      return options.validate ? options.validate(value as never, args as never) : true
    },
  }) as NumberField

/** A percentage 0-100 (discounts, cancellation fees, down payment). */
export const percentField = (name: string, options: NumberOptions = {}): NumberField =>
  integerField(name, { min: 0, max: 100, ...options })

/** A non-negative decimal measure (metres, knots, litres per 100 km): not money, so floats are fine. */
export const measureField = (name: string, unit: string, options: NumberOptions = {}): NumberField =>
  ({
    name,
    type: 'number',
    min: 0,
    ...options,
    admin: { description: `In ${unit}.`, ...options.admin },
  }) as NumberField
