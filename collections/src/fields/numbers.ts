import type { NumberField } from 'payload'
import { number } from 'payload/shared'

/** A number field that holds one number (not `hasMany`): its `validate` is given a single value. */
export type SingleNumberField = Extract<NumberField, { hasMany?: false }>
/** What a caller may add to a single-number field a builder makes. */
export type NumberOptions = Partial<Omit<SingleNumberField, 'name' | 'type' | 'hasMany'>>

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
      // Payload's own number check (required, min, max, translated messages).
      const base = number(value, args)
      if (base !== true) return base
      if (value != null && !Number.isInteger(value)) return 'Enter a whole number.'
      return options.validate ? options.validate(value, args) : true
    },
  }) satisfies SingleNumberField

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
  }) satisfies SingleNumberField
