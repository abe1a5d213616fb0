import { supportedCurrencies } from '@driftway/domain'
import type { GlobalConfig } from 'payload'
import { adminStaff, anyone, staffWith } from '../access'
import { currencyField } from '../fields/money'
import { timestampField } from '../fields/time'
import { stampUpdatedAt } from './stamp-updated-at'

/**
 * Exchange rates against EUR used to show prices in the visitor's currency
 * (`convertMinorUnits` in domain/money). Rates are ratios, not money, so floats are right here.
 */
export const CurrencyRates: GlobalConfig = {
  slug: 'currency-rates',
  label: 'Currency rates',
  admin: {
    group: 'Settings',
    description: 'Units of each currency per 1 EUR. EUR itself is always 1 and needs no row.',
  },
  // Exchange rates are money settings: administrators only.
  access: { read: anyone, update: staffWith(adminStaff) },
  hooks: { beforeChange: [stampUpdatedAt] },
  fields: [
    {
      name: 'rates',
      type: 'array',
      validate: (rows: unknown) => {
        const codes = Array.isArray(rows) ? rows.map((row) => (row as { currency?: string }).currency) : []
        return new Set(codes).size === codes.length ? true : 'Each currency may appear once.'
      },
      fields: [
        {
          type: 'row',
          fields: [
            currencyField('currency', { required: true, defaultValue: undefined, currencies: supportedCurrencies }),
            {
              name: 'rate_per_eur',
              type: 'number',
              required: true,
              validate: (value: unknown) =>
                typeof value === 'number' && Number.isFinite(value) && value > 0 ? true : 'Enter a rate above 0.',
            },
          ],
        },
      ],
    },
    timestampField('updated_at_ts', {
      admin: { readOnly: true, description: 'When the rates were last saved (unix seconds).' },
    }),
  ],
}
