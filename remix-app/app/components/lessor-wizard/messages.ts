import type { TFunction } from 'i18next'
import { apiErrorText } from '~/lib/validation-text'

/**
 * A validation message of the editor schemas (`validation.min|1`) or of the API (English text) in
 * the page language. Keys carry their number after a "|"; anything else is shown as it came.
 */
export function editorMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined
  const [key, value] = message.split('|')
  if (key?.startsWith('validation.')) return t(`lessor:${key}`, { value: value === undefined ? '' : Number(value) })
  return message
}

/** Upload failures of the API (spec §8) and of the browser-side checks, as a sentence. */
export function uploadMessage(t: TFunction, errorKey: string, errorMsg?: string): string {
  const known = ['upload.image.fileTypeNotSupport', 'upload.image.fileSizeGreaterThen']
  if (known.includes(errorKey)) return t(`lessor:${errorKey}`, { type: t('lessor:upload.typeImage'), size: 5 })
  return apiErrorText(t, { error_key: errorKey, error_msg: errorMsg ?? '' }, { fallback: t('lessor:upload.failed') })
}
