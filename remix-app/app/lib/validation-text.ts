import { EMAIL_EXISTS_MESSAGE, phoneNumberMessage, validationMessages } from '@driftway/domain/account-messages'
import type { TFunction } from 'i18next'
import { apiErrorsNamespace } from '~/i18n/config'
import { type ListingKind, rentalUnitContext } from './listings'

/** English field names of the schemas' "Please enter {field}" → their translation key. */
const fieldKeys: Record<string, string> = {
  email: 'email',
  password: 'password',
  'first name': 'firstName',
  'last name': 'lastName',
  'company name': 'companyName',
  phone: 'phone',
  address: 'address',
  city: 'city',
  country: 'country',
  'postal code': 'postalCode',
  'date of birth': 'dateOfBirth',
  'old password': 'oldPassword',
  key: 'key',
  // The wishlist name (the API's field is `name`).
  name: 'listName',
}

const exactMessages: Record<string, string> = {
  [validationMessages.invalidEmail]: 'invalidEmail',
  [validationMessages.passwordUppercase]: 'passwordUppercase',
  [validationMessages.passwordLowercase]: 'passwordLowercase',
  [validationMessages.passwordNumber]: 'passwordNumber',
  [validationMessages.passwordMismatch]: 'passwordMismatch',
  [validationMessages.emailMismatch]: 'emailMismatch',
  [validationMessages.mustBe18YearsOld]: 'mustBe18YearsOld',
  [EMAIL_EXISTS_MESSAGE]: 'emailExists',
  [phoneNumberMessage]: 'phone',
  'Use a two-letter country code': 'country',
}

/**
 * How a screen words its own field messages: the message keys of its `namespaces` (beside the shared
 * schemas' and the API error keys), with the i18next `context` of its listing's rental unit
 * (`rentalUnitContext(kind)`, decision 0010: a key's `_day` form counts a campervan's days) and the
 * placeholder `values` its texts take.
 */
export type FieldTextOptions = { namespaces?: readonly string[]; context?: string; values?: Record<string, string> }

/** A schema or API message in the page language; messages nobody wrote a translation for pass through. */
export function validationText(
  t: TFunction,
  message: string | undefined,
  { namespaces = [], context, values }: FieldTextOptions = {},
): string | undefined {
  if (!message) return undefined
  const exact = exactMessages[message]
  if (exact) return t(`accounts:validation.${exact}`)
  const required = /^Please enter (.+)$/.exec(message)
  if (required) {
    const key = fieldKeys[required[1]!]
    return t('accounts:validation.required', {
      field: key ? t(`accounts:validation.fields.${key}`) : required[1],
    })
  }
  const short = /^The value is too short \(min (\d+) characters\)\.$/.exec(message)
  if (short) return t('accounts:validation.tooShort', { min: Number(short[1]) })
  const long = /^The value is too long \(max (\d+) characters\)\.$/.exec(message)
  if (long) return t('accounts:validation.tooLong', { max: Number(long[1]) })
  // Message keys of the shared schemas (accounts, booking forms), of the screen's own namespaces, and an
  // API error key placed under a field.
  const colon = message.indexOf(':')
  if (colon > 0 && ['accounts', 'booking', apiErrorsNamespace, ...namespaces].includes(message.slice(0, colon)))
    return t(message, { ...values, context })
  return message
}

/** The API's answer to a failed call, as the site's actions pass it on. */
export type ActionFailure = { ok: false; error_key: string; error_msg: string; fields?: Record<string, string[]> }

export const isFailure = (value: unknown): value is ActionFailure =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false

/**
 * The words for a failed API call, in the page language (decision 0073):
 * 1. the screen's own wording: `overrides` is a translation key prefix whose `.<key>` says something
 *    more specific to the screen than the catalogue (`lessor-manage:apiErrors` → `…apiErrors.not_found`);
 * 2. the error catalogue's text for the key (`@driftway/domain/api-errors`, registered as the
 *    `api-errors` namespace so `t` picks the language it translates into);
 * 3. the site's own keys for calls the API never answered (`accounts:apiErrors.unreachable`, `timeout`);
 * 4. the API's `error_msg` (English; for keys the catalogue lacks), else the screen's `fallback`,
 *    else `accounts:apiErrors.generic`.
 *
 * `kind` is the listing the screen shows or acts on: a text that counts nights then counts a
 * campervan's days (decision 0010; the `_day` form of the key, context `rentalUnitContext(kind)`).
 * Every screen whose calls can answer such a key knows its listing's kind and passes it; without
 * one, the plain texts (nights) are read.
 */
export function apiErrorText(
  t: TFunction,
  failure: Pick<ActionFailure, 'error_key' | 'error_msg'>,
  options: { overrides?: string; fallback?: string; kind?: ListingKind } = {},
): string {
  const key = failure.error_key
  const context = options.kind ? rentalUnitContext(options.kind) : undefined
  if (options.overrides) {
    const own = t(`${options.overrides}.${key}`, { defaultValue: '', context })
    if (own) return own
  }
  // A catalogued key has its text in the page's language; asked through i18next, not the catalogue
  // module, so pages do not ship the whole catalogue as JavaScript beside its texts (issue 17).
  const catalogued = t(`${apiErrorsNamespace}:${key}`, { defaultValue: '', context })
  if (catalogued) return catalogued
  if (siteErrorKeys.has(key)) return t(`accounts:apiErrors.${key}`)
  return failure.error_msg || options.fallback || t('accounts:apiErrors.generic')
}

/** Failures of the site's own calls to the API (`api.server.ts`): it did not answer at all. */
const siteErrorKeys = new Set(['unreachable', 'timeout'])
