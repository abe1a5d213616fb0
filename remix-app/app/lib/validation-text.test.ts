import { validationMessages } from '@driftway/domain/accounts'
import { apiErrorCatalogue, apiErrorMessage } from '@driftway/domain/api-errors'
import { describe, expect, it } from 'vitest'
import { fixedT } from '../i18n/instance'
import { createI18n } from '../i18n/instance.server'
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

  it('words a catalogued API error in the page language, from the catalogue', () => {
    const failure = { error_key: 'no_active_account', error_msg: 'No active account (as the API said it)' }
    expect(apiErrorText(en, failure)).toBe(apiErrorMessage('no_active_account', 'en'))
    expect(apiErrorText(de, failure)).toBe(apiErrorMessage('no_active_account', 'de'))
    expect(apiErrorText(de, failure)).toBe('E-Mail-Adresse oder Passwort ist falsch.')
    // The translate functions the pages use: the hook's and fixedT are fixed to a language.
    expect(apiErrorText(fixedT('de'), { error_key: 'dates_unavailable', error_msg: 'Dates are taken' })).toBe(
      apiErrorMessage('dates_unavailable', 'de'),
    )
    expect(apiErrorText(createI18n('de').getFixedT('de', 'lessor'), failure)).toBe(
      apiErrorMessage('no_active_account', 'de'),
    )
  })

  it('words every catalogued key in German, never with the English error_msg', () => {
    for (const [key, entry] of Object.entries(apiErrorCatalogue)) {
      expect(apiErrorText(de, { error_key: key, error_msg: 'English from the API' }), key).toBe(entry.de)
      expect(apiErrorText(en, { error_key: key, error_msg: 'English from the API' }), key).toBe(entry.en)
    }
  })

  it("words a catalogued text that counts nights in a campervan's days, with the screen's kind (decision 0010)", () => {
    const failure = (key: string) => ({ error_key: key, error_msg: 'English from the API' })
    const campervan = { kind: 'recreational_vehicle' } as const
    expect(apiErrorText(en, failure('dates_unavailable'), campervan)).toBe(
      'Some of these days are not available. Choose other dates.',
    )
    expect(apiErrorText(de, failure('dates_unavailable'), campervan)).toBe(
      'Einige dieser Tage sind nicht verfügbar. Wähle andere Daten.',
    )
    expect(apiErrorText(en, failure('too_long'), campervan)).toBe('A rental request can cover at most 90 days.')
    expect(apiErrorText(de, failure('too_long'), campervan)).toBe('Eine Mietanfrage kann höchstens 90 Tage umfassen.')
    expect(apiErrorText(fixedT('en'), failure('last_minute_deal_overlaps'), campervan)).toBe(
      'This listing already has a last-minute deal on some of these days.',
    )
    expect(apiErrorText(fixedT('de'), failure('last_minute_deal_overlaps'), campervan)).toBe(
      'Für dieses Inserat gibt es an einigen dieser Tage bereits ein Last-Minute-Angebot.',
    )
    for (const kind of ['campsite', 'boat'] as const) {
      expect(apiErrorText(en, failure('dates_unavailable'), { kind }), kind).toBe(
        'Some of these nights are not available. Choose other dates.',
      )
      expect(apiErrorText(de, failure('too_long'), { kind }), kind).toBe(
        'Eine Mietanfrage kann höchstens 90 Nächte umfassen.',
      )
      expect(apiErrorText(en, failure('last_minute_deal_overlaps'), { kind }), kind).toBe(
        'This listing already has a last-minute deal on some of these nights.',
      )
    }
  })

  it('words every catalogued key for every kind as the catalogue does', () => {
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      for (const key of Object.keys(apiErrorCatalogue)) {
        const failure = { error_key: key, error_msg: 'English from the API' }
        expect(apiErrorText(de, failure, { kind }), `${kind}: ${key}`).toBe(apiErrorMessage(key, 'de', kind))
        expect(apiErrorText(en, failure, { kind }), `${kind}: ${key}`).toBe(apiErrorMessage(key, 'en', kind))
      }
    }
  })

  it("lets a screen's own wording win over the catalogue", () => {
    const failure = { error_key: 'not_found', error_msg: 'Not found.' }
    expect(apiErrorText(en, failure, { overrides: 'lessor-manage:apiErrors' })).toBe(
      'This entry no longer exists. Reload the page.',
    )
    expect(apiErrorText(de, failure, { overrides: 'lessor-manage:apiErrors' })).toBe(
      'Dieser Eintrag existiert nicht mehr. Lade die Seite neu.',
    )
    // Keys the screen does not word itself still come from the catalogue.
    expect(
      apiErrorText(de, { error_key: 'permission_denied', error_msg: '' }, { overrides: 'lessor-manage:apiErrors' }),
    ).toBe(apiErrorMessage('permission_denied', 'de'))
    expect(apiErrorText(en, failure)).toBe(apiErrorMessage('not_found', 'en'))
  })

  it("words the site's own failures (the API did not answer)", () => {
    expect(apiErrorText(de, { error_key: 'unreachable', error_msg: '' })).toBe(
      'Unsere Server sind gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    )
    expect(apiErrorText(en, { error_key: 'timeout', error_msg: '' })).toBe(
      'Our servers took too long to answer. Please try again.',
    )
  })

  it('falls back to the error_msg for an unknown key, then to the screen fallback, then generic', () => {
    expect(apiErrorText(de, { error_key: 'weird', error_msg: 'Shown as given' })).toBe('Shown as given')
    expect(apiErrorText(en, { error_key: 'weird', error_msg: '' }, { fallback: 'That did not work.' })).toBe(
      'That did not work.',
    )
    expect(apiErrorText(en, { error_key: 'weird', error_msg: '' })).toBe('Something went wrong. Please try again.')
    expect(apiErrorText(de, { error_key: 'weird', error_msg: '' })).toBe(
      'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',
    )
  })

  it('translates an API error key placed under a field', () => {
    expect(validationText(de, 'api-errors:minimum_rental_days')).toBe(apiErrorMessage('minimum_rental_days', 'de'))
  })
})
