import { z } from 'zod'
import {
  draftFields,
  type EditorField,
  type EditorStep,
  type FormValues,
  isFieldVisible,
  stepFields,
} from './listing-editor-fields'
import { parseInsuranceAmount } from './listing-insurance'
import { insuranceAmountFields, insuranceTypes, listingLimits } from './listing-options'
import { defaultCurrency, toMajorUnits } from './money'
import type { ListingKind } from './roles'

/**
 * The checks of the listing editor's form values (listings spec §5 editor rules), shared by the
 * browser form, the site server and tests. Messages are translation keys of the site's `lessor`
 * namespace; a number bound travels after a "|" (`validation.min|1`).
 */

export type Issue = { path: string; message: string }

export const isInsuranceType = (value: unknown): value is (typeof insuranceTypes)[number] =>
  (insuranceTypes as readonly unknown[]).includes(value)

export const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : String(value)

/** A typed number in either notation ("12,50" or "12.50"); null when empty or unreadable. */
export function parseNumberInput(value: unknown): number | null {
  const raw = asText(value).replace(/\s/g, '')
  if (!raw) return null
  const normalized = /^-?\d+,\d{1,2}$/.test(raw) ? raw.replace(',', '.') : raw.replace(/,/g, '')
  const parsed = Number(normalized)
  return Number.isFinite(parsed) ? parsed : Number.NaN
}

const currentYear = () => new Date().getUTCFullYear()

function fieldIssues(field: EditorField, value: unknown): string | null {
  const required = field.requiredMessage ?? 'validation.required'
  switch (field.type) {
    case 'multi': {
      const list = Array.isArray(value) ? value : []
      return field.required && list.length === 0 ? required : null
    }
    case 'checkbox':
      return null
    case 'yesno':
    case 'select':
    case 'country':
      return field.required && !asText(value) ? required : null
    case 'text':
    case 'textarea': {
      const text = asText(value)
      if (!text) return field.required ? required : null
      return field.maxLength && text.length > field.maxLength ? `validation.maxLength|${field.maxLength}` : null
    }
    default: {
      const number = parseNumberInput(value)
      if (number === null) return field.required ? required : null
      if (Number.isNaN(number)) return 'validation.number'
      if ((field.type === 'int' || field.type === 'year' || field.type === 'percent') && !Number.isInteger(number))
        return 'validation.wholeNumber'
      if (field.type === 'year') {
        if (number < 1900) return 'validation.min|1900'
        return number > currentYear() ? 'validation.yearInFuture' : null
      }
      if (field.type === 'money' && field.min === 1 && number <= 0) return 'validation.mustBeGreaterThanZero'
      if (field.min !== undefined && number < field.min)
        return field.type === 'percent' && number < 0
          ? 'validation.percentageCannotBeNegative'
          : `validation.min|${field.min}`
      if (field.max !== undefined && number > field.max)
        return field.type === 'percent' ? 'validation.maxPercentage' : `validation.invalidMaxNumber|${field.max}`
      return null
    }
  }
}

/** Deductible text ("1,000", "1.000 EUR") within 1…10 000 000 major units (spec §5 vehicle). */
function insuranceAmountIssue(text: string, required: boolean): string | null {
  if (!text) return required ? 'validation.deductibleRequired' : null
  const parsed = parseInsuranceAmount(text, defaultCurrency)
  if (!parsed) return 'validation.insuranceAmount'
  const major = toMajorUnits(parsed.amount_in_cents, parsed.currency)
  if (major < listingLimits.insuranceAmount.min) return `validation.min|${listingLimits.insuranceAmount.min}`
  if (major > listingLimits.insuranceAmount.max) return 'validation.insuranceMax'
  return null
}

/** Every problem of a step's values, by form path (empty when the step may be saved). */
export function validateStep(kind: ListingKind, step: EditorStep, values: FormValues): Issue[] {
  const issues: Issue[] = []
  for (const field of stepFields(kind, step)) {
    if (!isFieldVisible(kind, field, values)) continue
    const message = fieldIssues(field, values[field.name])
    if (message) issues.push({ path: field.name, message })
  }
  if (step === 'images') {
    const filled = Object.values(values.images ?? {}).filter(Boolean)
    if (filled.length === 0) issues.push({ path: 'images', message: 'validation.alLeastOneImageRequired' })
  }
  if (step === 'preferences') {
    const terms = values.cancellation_terms ?? []
    if (terms.length === 0) issues.push({ path: 'cancellation_terms', message: 'validation.oneTermRequired' })
    terms.forEach((term, index) => {
      const days = parseNumberInput(term.days)
      if (days === null || Number.isNaN(days) || days < 0 || !Number.isInteger(days))
        issues.push({ path: `cancellation_terms.${index}.days`, message: 'validation.daysRequired' })
      const percent = parseNumberInput(term.percent)
      if (percent === null || Number.isNaN(percent))
        issues.push({ path: `cancellation_terms.${index}.percent`, message: 'validation.required' })
      else if (percent < 0)
        issues.push({ path: `cancellation_terms.${index}.percent`, message: 'validation.percentageCannotBeNegative' })
      else if (percent > 100)
        issues.push({ path: `cancellation_terms.${index}.percent`, message: 'validation.maxPercentage' })
    })
    const seen = new Set<string>()
    terms.forEach((term, index) => {
      const key = asText(term.days)
      if (key && seen.has(key))
        issues.push({ path: `cancellation_terms.${index}.days`, message: 'validation.daysTwice' })
      seen.add(key)
    })
    if (kind === 'recreational_vehicle') {
      const type = values.insurance_type
      if (!type) issues.push({ path: 'insurance_type', message: 'validation.required' })
      else if (isInsuranceType(type)) {
        const name = insuranceAmountFields[type]
        const issue = insuranceAmountIssue(asText(values[name]), type !== 'third_party_liability')
        if (issue) issues.push({ path: name, message: issue })
      }
      const min = parseNumberInput(values.driver_min_age)
      const max = parseNumberInput(values.driver_max_age)
      if (min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max) && min > max)
        issues.push({ path: 'driver_max_age', message: 'validation.maxAgeBelowMin' })
    }
  }
  return issues
}

/**
 * The zod schema of a step for react-hook-form's resolver; the checks are `validateStep`, so the
 * browser, the site server and tests apply the same rules.
 */
export const stepSchema = (kind: ListingKind, step: EditorStep) =>
  z.looseObject({}).superRefine((values, ctx) => {
    for (const issue of validateStep(kind, step, values as FormValues)) {
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message })
    }
  })

const requiredMessages = new Set([
  'validation.required',
  'validation.titleRequired',
  'validation.descriptionRequired',
  'validation.pickupTimeRequired',
  'validation.chooseAtLeastOne',
  'validation.alLeastOneImageRequired',
  'validation.oneTermRequired',
  'validation.deductibleRequired',
])

/**
 * What still blocks saving a draft: everything but empty fields, except the few a draft always
 * needs (spec §5 "Draft save needs title, description and, for campsite, suitability").
 */
export function draftIssues(kind: ListingKind, issues: Issue[]): Issue[] {
  const needed = draftFields(kind)
  return issues.filter((issue) => !requiredMessages.has(issue.message) || needed.includes(issue.path))
}
