import { displayNames } from './intl'
import {
  type EditorField,
  type EditorStep,
  type FormValues,
  isFieldVisible,
  type MediaRef,
  stepFields,
} from './listing-editor-fields'
import { asText, isInsuranceType, parseNumberInput } from './listing-editor-validation'
import { insuranceAmountFields, insuranceTypes, listingImageSlots, vehicleDocumentTypes } from './listing-options'
import { defaultCurrency, toMajorUnits, toMinorUnits } from './money'
import type { ListingKind } from './roles'

/**
 * The listing editor's form values to and from the API's editor listing
 * (`PATCH /listing/{kind}/my/{id}/` takes one step's keys; money in cents); the steps and fields
 * are listing-editor-fields.ts.
 */

// ---------------------------------------------------------------------------------------------
// Rich text: the description is HTML on the wire, plain paragraphs in the form.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Paragraphs (blank-line separated) become <p>, single line breaks <br>. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** The stored HTML as editable text (tags dropped, paragraphs kept). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

// ---------------------------------------------------------------------------------------------
// Mapping: API editor listing → form values, form values → one step's PATCH body.

export type EditorListing = Record<string, unknown> & { id?: string }

const yearOfTimestamp = (value: unknown) =>
  typeof value === 'number' ? String(new Date(value * 1000).getUTCFullYear()) : ''
/** Registration and construction years are stored as 1 January of the year, 00:00 UTC. */
const timestampOfYear = (year: number) => Math.floor(Date.UTC(year, 0, 1) / 1000)

const amountInputOf = (cents: unknown, currency: string) =>
  typeof cents === 'number' ? String(toMajorUnits(cents, currency)) : ''

function fieldToForm(field: EditorField, value: unknown, currency: string): unknown {
  switch (field.type) {
    case 'multi':
      return Array.isArray(value)
        ? value.map((item) => (typeof item === 'object' && item ? String((item as { id: unknown }).id) : String(item)))
        : []
    case 'checkbox':
      return value === true
    case 'yesno':
      return value === true ? 'yes' : value === false ? 'no' : ''
    case 'year':
      return yearOfTimestamp(value)
    case 'money':
      return amountInputOf(value, currency)
    case 'textarea':
      return field.name === 'description' ? htmlToText(value as string) : asText(value)
    default:
      return value === null || value === undefined ? '' : String(value)
  }
}

/** The form values of one step from the editor listing (null → '' so inputs stay controlled). */
export function formValuesOf(kind: ListingKind, step: EditorStep, listing: EditorListing | null): FormValues {
  const source = listing ?? {}
  const currency = typeof source.currency === 'string' ? source.currency : defaultCurrency
  const values: FormValues = {}
  for (const field of stepFields(kind, step)) values[field.name] = fieldToForm(field, source[field.name], currency)
  if (step === 'details' && kind === 'recreational_vehicle' && !values.rv_type) values.rv_type = ''
  if (step === 'images') {
    const images: Record<string, MediaRef | null> = {}
    const stored = (source.images ?? {}) as Record<string, { id: string; url?: string | null } | null>
    for (const slot of listingImageSlots[kind]) {
      const ref = stored[slot]
      images[slot] = ref ? { id: String(ref.id), url: ref.url ?? null } : null
    }
    values.images = images
  }
  if (step === 'documents') {
    const documents: Record<string, MediaRef | null> = {}
    const stored = (source.documents ?? []) as {
      type: string
      file: { id: string; url?: string | null; filename?: string | null }
    }[]
    for (const type of vehicleDocumentTypes) {
      const row = stored.find((item) => item.type === type)
      documents[type] = row ? { id: String(row.file.id), url: row.file.url ?? null, filename: row.file.filename } : null
    }
    values.documents = documents
  }
  if (step === 'preferences') {
    const terms = (source.cancellation_terms ?? []) as { days: number; percent: number }[]
    values.cancellation_terms = terms.map((term) => ({ days: String(term.days), percent: String(term.percent) }))
    if (kind === 'recreational_vehicle') {
      values.insurance_type = typeof source.insurance_type === 'string' ? source.insurance_type : insuranceTypes[0]
      const insuranceCurrency = typeof source.insurance_currency === 'string' ? source.insurance_currency : currency
      for (const name of Object.values(insuranceAmountFields))
        values[name] = amountInputOf(source[`${name}_in_cents`], insuranceCurrency)
    }
  }
  return values
}

function fieldToPayload(field: EditorField, value: unknown, currency: string): unknown {
  switch (field.type) {
    case 'multi':
      return Array.isArray(value) ? value.map(String) : []
    case 'checkbox':
      return value === true
    case 'yesno':
      return value === 'yes' ? true : value === 'no' ? false : undefined
    case 'select':
    case 'country': {
      const text = asText(value)
      if (!text) return null
      if (field.type === 'country') return text.toUpperCase()
      return field.options?.every((option) => /^\d+$/.test(option)) ? Number(text) : text
    }
    case 'text':
      return asText(value) || null
    case 'textarea':
      return field.name === 'description' ? textToHtml(asText(value)) : asText(value) || null
    default: {
      const number = parseNumberInput(value)
      if (number === null || Number.isNaN(number)) return null
      if (field.type === 'money') return toMinorUnits(number, currency)
      if (field.type === 'year') return timestampOfYear(number)
      if (field.type === 'int' || field.type === 'percent') return Math.round(number)
      return number
    }
  }
}

const englishCountry = (code: string): string | null => {
  try {
    return displayNames(['en'], { type: 'region' }).of(code) ?? null
  } catch {
    return null
  }
}

/** "1,000" → "1,000 EUR": the API parses the spec's "amount currency" text. */
export function insuranceAmountText(input: string, currency: string = defaultCurrency): string | null {
  const text = input.trim()
  if (!text) return null
  return /[A-Za-z€$£¥]/.test(text) ? text : `${text} ${currency}`
}

/**
 * The PATCH (or create) body of one step. Hidden Caravan fields are cleared; title, description
 * and check-in info are left out when `initial` shows them unchanged (spec §7).
 */
export function stepPayload(
  kind: ListingKind,
  step: EditorStep,
  values: FormValues,
  options: { initial?: FormValues; currency?: string } = {},
): Record<string, unknown> {
  const currency = options.currency ?? defaultCurrency
  const body: Record<string, unknown> = {}
  for (const field of stepFields(kind, step)) {
    if (!isFieldVisible(kind, field, values)) {
      body[field.name] = null
      continue
    }
    if (field.onlyWhenChanged && options.initial && asText(options.initial[field.name]) === asText(values[field.name]))
      continue
    const value = fieldToPayload(field, values[field.name], currency)
    if (value !== undefined) body[field.name] = value
  }
  if (step === 'details') {
    const code = asText(values.country_iso2).toUpperCase()
    if ('country_iso2' in body) body.country = code ? englishCountry(code) : null
    if (kind === 'boat' && body.onboard_capacity !== undefined) body.people = body.onboard_capacity
  }
  if (step === 'images') {
    const images: Record<string, string | null> = {}
    for (const [slot, ref] of Object.entries(values.images ?? {})) images[slot] = ref ? ref.id : null
    body.images = images
  }
  if (step === 'documents') {
    body.documents = Object.entries(values.documents ?? {}).flatMap(([type, ref]) =>
      ref ? [{ type, file: ref.id }] : [],
    )
  }
  if (step === 'preferences') {
    body.cancellation_terms = (values.cancellation_terms ?? []).map((term) => ({
      days: Math.round(parseNumberInput(term.days) ?? 0),
      percent: Math.round(parseNumberInput(term.percent) ?? 0),
    }))
    if (kind === 'recreational_vehicle') {
      const type = values.insurance_type || insuranceTypes[0]
      body.insurance_type = type
      const chosen = isInsuranceType(type) ? insuranceAmountFields[type] : null
      for (const name of Object.values(insuranceAmountFields))
        body[name] = name === chosen ? insuranceAmountText(asText(values[name]), currency) : null
    }
  }
  return body
}

/** A draft's body keeps only what was filled in, so empty fields never overwrite stored ones. */
export function draftPayload(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
  )
}
