import type { ListingKind } from '@driftway/domain/roles'
import type { TFunction } from 'i18next'
import { rentalUnitContext } from './listings'
import { validationText } from './validation-text'

/**
 * A message of the rental request form or the offer form in the page language. Their own
 * `rental:` keys (the schemas' and the actions') and an API error key placed under a field
 * (`api-errors:<key>`) are counted the way the kind is rented (decision 0010): a campervan's days
 * (the `…_day` keys), a pitch's or a boat's nights (the plain keys); any other message as
 * `validationText` words it.
 */
export const rentalFormText = (t: TFunction, message: string | undefined, kind: ListingKind): string | undefined =>
  validationText(t, message, { namespaces: ['rental'], context: rentalUnitContext(kind) })
