import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/instance.server'
import { operationErrorKeys } from './api-error-keys'
import { apiErrorText } from './validation-text'

/**
 * The site handles every error key an operation documents (issue 22): `api-error-keys.ts` is
 * generated from the API's OpenAPI document with `api-types.ts`, so a key a route starts to answer
 * shows up here, and each must read as words of the page's language, never as the bare key or the
 * generic fallback.
 */
describe('error keys of every API operation', () => {
  const generic = {
    en: createI18n('en').t('accounts:apiErrors.generic'),
    de: createI18n('de').t('accounts:apiErrors.generic'),
  }

  it('lists the operations of the document', () => {
    expect(Object.keys(operationErrorKeys).length).toBeGreaterThan(100)
    expect(operationErrorKeys['POST /reservation/{kind}/booking/travel/']).toContain('dates_unavailable')
  })

  for (const language of ['en', 'de'] as const) {
    it(`words each of them in ${language}`, () => {
      const { t } = createI18n(language)
      for (const [operation, keys] of Object.entries(operationErrorKeys)) {
        for (const key of keys) {
          const text = apiErrorText(t, { error_key: key, error_msg: '' })
          expect(text, `${operation}: ${key}`).not.toBe(generic[language])
          expect(text, `${operation}: ${key}`).not.toContain(key)
          expect(text.length, `${operation}: ${key}`).toBeGreaterThan(5)
        }
      }
    })
  }
})
