import { EMAIL_EXISTS_MESSAGE, phoneNumberMessage, validationMessages } from '@driftway/domain/accounts'
import type { TFunction } from 'i18next'

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

/** A schema or API message in the page language; messages nobody wrote a translation for pass through. */
export function validationText(t: TFunction, message: string | undefined): string | undefined {
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
  // Message keys of the shared schemas (accounts, booking forms).
  if (message.startsWith('accounts:') || message.startsWith('booking:')) return t(message)
  return message
}

/** The API's answer to a failed call, as the site's actions pass it on. */
export type ActionFailure = { ok: false; error_key: string; error_msg: string; fields?: Record<string, string[]> }

export const isFailure = (value: unknown): value is ActionFailure =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false

/** The words for an API error: our translation of its key when we have one, else the API's own message. */
export function apiErrorText(t: TFunction, failure: Pick<ActionFailure, 'error_key' | 'error_msg'>): string {
  const key = `accounts:apiErrors.${failure.error_key}`
  const translated = t(key, { defaultValue: '' })
  if (translated) return translated
  return failure.error_msg || t('accounts:apiErrors.generic')
}
