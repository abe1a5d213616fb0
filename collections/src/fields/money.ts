import { defaultCurrency, supportedCurrencies } from '@driftway/domain'
import type { NumberField, SelectField } from 'payload'
import { number } from 'payload/shared'
import type { NumberOptions, SingleNumberField } from './numbers'

/**
 * An amount in integer minor units (`*_in_cents` / `*_cents`). Floats are refused rather than
 * rounded so a unit mistake (euros sent as cents) surfaces instead of being stored.
 */
export const centsField = (name: string, options: NumberOptions = {}): NumberField =>
  ({
    name,
    type: 'number',
    min: 0,
    ...options,
    // Staff read the amount in its currency, not the minor units: beside the input and in list columns.
    admin: {
      ...options.admin,
      components: {
        Cell: '@driftway/cms/components/ReadableNumbers#MinorUnitsCell',
        afterInput: ['@driftway/cms/components/ReadableNumbers#MinorUnitsAfterInput'],
        ...options.admin?.components,
      },
    },
    validate: (value, args) => {
      // Payload's own number check (required, min, max, translated messages).
      const base = number(value, args)
      if (base !== true) return base
      if (value != null && !Number.isInteger(value)) return 'Amounts are whole minor units (cents).'
      // An extra rule passed in `options.validate` runs after the integer check instead of replacing it.
      return options.validate ? options.validate(value, args) : true
    },
  }) satisfies SingleNumberField

type SelectOptions = Partial<Omit<SelectField, 'name' | 'type' | 'options' | 'hasMany'>>

/** An ISO currency code from `currencies` (default: every currency the marketplace prices in). */
export const currencyField = (
  name = 'currency',
  options: SelectOptions & { currencies?: readonly string[] } = {},
): SelectField => {
  const { currencies = supportedCurrencies, ...rest } = options
  return {
    name,
    type: 'select',
    options: currencies.map((code) => ({ label: code, value: code })),
    defaultValue: defaultCurrency,
    ...rest,
  } as SelectField
}
