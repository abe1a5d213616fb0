import type { TextField } from 'payload'
import { trimText } from './validate'
import { valueHook } from './value-hook'

type TextOptions = Partial<Omit<TextField, 'name' | 'type' | 'hasMany' | 'maxLength'>>

/** Trimmed single-line text with an optional length limit (specs §5: whitespace-only input becomes empty). */
export const textField = (name: string, maxLength?: number, options: TextOptions = {}): TextField =>
  ({
    name,
    type: 'text',
    ...(maxLength ? { maxLength } : {}),
    ...options,
    hooks: { ...options.hooks, beforeValidate: [trimText, ...(options.hooks?.beforeValidate ?? [])] },
  }) as TextField

/** ISO 3166-1 alpha-2 code, stored upper-case so filters match exactly. */
export const countryIso2Field = (name = 'country_iso2', options: TextOptions = {}): TextField =>
  textField(name, 2, {
    minLength: 2,
    ...options,
    hooks: { beforeValidate: [valueHook(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))] },
  })

/** An absolute http(s) URL (or empty). */
export const urlField = (name: string, options: TextOptions = {}): TextField =>
  textField(name, 2000, {
    ...options,
    validate: (value: unknown) => {
      if (value == null || value === '') return true
      try {
        const url = new URL(String(value))
        return url.protocol === 'http:' || url.protocol === 'https:' ? true : 'Enter an http(s) address.'
      } catch {
        return 'Enter a full address starting with https://'
      }
    },
  })
