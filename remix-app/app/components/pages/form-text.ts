import type { TFunction } from 'i18next'
import { validationText } from '~/lib/forms'

const ownFields = new Set(['name', 'subject', 'message'])

/**
 * Field messages of the contact and feedback forms: their own "Please enter …" wording for the
 * fields the accounts' texts do not know (or know as something else: `name` is a wishlist's name
 * there), everything else as the accounts forms say it.
 */
export function pageFormText(t: TFunction, message: string | undefined): string | undefined {
  const field = /^Please enter (\w+)$/.exec(message ?? '')?.[1]
  if (field && ownFields.has(field)) return t(`pages:validation.${field}`)
  return validationText(t, message)
}
