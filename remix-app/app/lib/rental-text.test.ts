import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/instance.server'
import { rentalFormText } from './rental-text'

describe('rental form messages in the kind’s rental unit (decision 0010)', () => {
  const en = createI18n('en').t
  const de = createI18n('de').t

  it('limit a campervan request in days', () => {
    expect(rentalFormText(en, 'rental:errors.tooLong', 'recreational_vehicle')).toBe(
      'A request can cover at most 90 days.',
    )
    expect(rentalFormText(de, 'rental:errors.tooLong', 'recreational_vehicle')).toBe(
      'Eine Anfrage kann höchstens 90 Tage umfassen.',
    )
    expect(rentalFormText(en, 'rental:errors.price', 'recreational_vehicle')).toBe(
      'Enter the price per day, e.g. 85 or 85.50.',
    )
  })

  it('limit a campsite or boat request in nights', () => {
    for (const kind of ['campsite', 'boat'] as const) {
      expect(rentalFormText(en, 'rental:errors.tooLong', kind), kind).toBe('A request can cover at most 90 nights.')
      expect(rentalFormText(de, 'rental:errors.tooLong', kind), kind).toBe(
        'Eine Anfrage kann höchstens 90 Nächte umfassen.',
      )
      expect(rentalFormText(de, 'rental:errors.price', kind), kind).toBe(
        'Gib den Preis pro Nacht ein, z. B. 85 oder 85,50.',
      )
    }
  })

  it('count an API error placed under a field in the kind’s rental unit', () => {
    expect(rentalFormText(en, 'api-errors:dates_unavailable', 'recreational_vehicle')).toBe(
      'Some of these days are not available. Choose other dates.',
    )
    expect(rentalFormText(de, 'api-errors:too_long', 'recreational_vehicle')).toBe(
      'Eine Mietanfrage kann höchstens 90 Tage umfassen.',
    )
    for (const kind of ['campsite', 'boat'] as const) {
      expect(rentalFormText(en, 'api-errors:dates_unavailable', kind), kind).toBe(
        'Some of these nights are not available. Choose other dates.',
      )
      expect(rentalFormText(de, 'api-errors:too_long', kind), kind).toBe(
        'Eine Mietanfrage kann höchstens 90 Nächte umfassen.',
      )
    }
    expect(rentalFormText(de, 'api-errors:minimum_rental_days', 'recreational_vehicle')).toBe(
      'Dieser Mietzeitraum ist kürzer als die Mindestmietdauer.',
    )
    expect(rentalFormText(en, 'api-errors:minimum_rental_days', 'recreational_vehicle')).toBe(
      'This rental is shorter than the minimum rental period.',
    )
    for (const kind of ['campsite', 'boat'] as const) {
      expect(rentalFormText(de, 'api-errors:minimum_rental_days', kind), kind).toBe(
        'Dieser Aufenthalt ist kürzer als die Mindestmietdauer.',
      )
      expect(rentalFormText(en, 'api-errors:minimum_rental_days', kind), kind).toBe(
        'This stay is shorter than the minimum rental period.',
      )
    }
  })

  it('word keys without a day variant, and other messages, the same for every kind', () => {
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      expect(rentalFormText(en, 'rental:errors.returnAfter', kind)).toBe(
        'The return date must be after the pickup date.',
      )
      expect(rentalFormText(de, 'rental:errors.pastPickup', kind)).toBe(
        'Das Abholdatum darf nicht in der Vergangenheit liegen.',
      )
      expect(rentalFormText(de, 'Please enter first name', kind)).toBe('Bitte gib deinen Vornamen ein')
      expect(rentalFormText(en, undefined, kind)).toBeUndefined()
    }
  })
})
