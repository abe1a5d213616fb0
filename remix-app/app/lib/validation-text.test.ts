import { validationMessages } from '@driftway/domain/accounts'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/instance'
import { apiErrorText, validationText } from './validation-text'

describe('validation messages in the page language', () => {
  const en = createI18n('en').t
  const de = createI18n('de').t

  it('keeps the spec wording in English', () => {
    expect(validationText(en, 'Please enter first name')).toBe('Please enter first name')
    expect(validationText(en, validationMessages.tooLong(35))).toBe('The value is too long (max 35 characters).')
    expect(validationText(en, validationMessages.passwordMismatch)).toBe('Password does not match the confirm password')
    expect(validationText(en, 'mustBe18YearsOld')).toBe('You must be at least 18 years old.')
  })

  it('translates them for German pages', () => {
    expect(validationText(de, 'Please enter first name')).toBe('Bitte gib deinen Vornamen ein')
    expect(validationText(de, validationMessages.tooShort(6))).toBe('Der Wert ist zu kurz (mindestens 6 Zeichen).')
    expect(validationText(de, 'accounts:validation.terms')).toBe('Bitte akzeptiere die Bedingungen, um fortzufahren.')
    expect(validationText(de, 'Something the API said')).toBe('Something the API said')
  })

  it('words API errors by key, else as the API sent them', () => {
    expect(apiErrorText(en, { error_key: 'no_active_account', error_msg: 'No active account' })).toBe(
      'Invalid e-mail or password.',
    )
    expect(apiErrorText(en, { error_key: 'weird', error_msg: 'Shown as given' })).toBe('Shown as given')
    expect(apiErrorText(en, { error_key: 'weird', error_msg: '' })).toBe('Something went wrong. Please try again.')
  })
})
