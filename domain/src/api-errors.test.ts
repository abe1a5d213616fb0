import { describe, expect, it } from 'vitest'
import { apiErrorCatalogue, apiErrorMessage, type CatalogueEntry } from './api-errors'
import { accountErrors } from './api-errors/accounts'
import { authErrors } from './api-errors/auth'
import { bookingErrors } from './api-errors/bookings'
import { chatReviewWishlistErrors } from './api-errors/chat-reviews-wishlists'
import { landingPageErrors } from './api-errors/landing-pages'
import { listingErrors } from './api-errors/listings'
import { partnerErrors } from './api-errors/partners'
import { planErrors } from './api-errors/plans'
import { quoteErrors } from './api-errors/quotes'
import { rentalRequestErrors } from './api-errors/rental-requests'
import { requestErrors } from './api-errors/requests'

describe('the error catalogue', () => {
  it('holds every key of every area once, in the order of the areas', () => {
    const areas = [
      requestErrors,
      authErrors,
      accountErrors,
      listingErrors,
      quoteErrors,
      bookingErrors,
      planErrors,
      chatReviewWishlistErrors,
      landingPageErrors,
      rentalRequestErrors,
      partnerErrors,
    ]
    const keys = areas.flatMap((area) => Object.keys(area))
    expect(new Set(keys).size).toBe(keys.length)
    expect(Object.keys(apiErrorCatalogue)).toEqual(keys)
  })
})

describe('the error catalogue in rental units (decision 0010)', () => {
  const counted = Object.entries(apiErrorCatalogue).filter(([, entry]) => 'day' in entry)

  it('gives every text that counts nights or speaks of a stay its campervan form in days or of a rental, in every language', () => {
    expect(counted.map(([key]) => key).sort()).toEqual([
      'dates_unavailable',
      'last_minute_deal_overlaps',
      'minimum_rental_days',
      'reservation_too_long',
      'reservation_too_short',
      'too_long',
    ])
    for (const [key, entry] of Object.entries(apiErrorCatalogue) as [string, CatalogueEntry][]) {
      const nights = /\b(nights?|stay)\b/i.test(entry.en) || /\b(Nacht|Nächte)\b|Aufenthalt/.test(entry.de)
      expect(Boolean(entry.day), key).toBe(nights)
      if (!entry.day) continue
      expect(entry.day.en, key).toMatch(/\b(days?|rental)\b/)
      expect(entry.day.en, key).not.toMatch(/\b(nights?|stay)\b/i)
      expect(entry.day.de, key).toMatch(/\bTage?\b|Miet/)
      expect(entry.day.de, key).not.toMatch(/Nacht|Nächte|Aufenthalt/)
    }
  })

  it("words them in a campervan's days and a pitch's or a boat's nights", () => {
    expect(apiErrorMessage('too_long', 'en', 'recreational_vehicle')).toBe(
      'A rental request can cover at most 90 days.',
    )
    expect(apiErrorMessage('too_long', 'de', 'recreational_vehicle')).toBe(
      'Eine Mietanfrage kann höchstens 90 Tage umfassen.',
    )
    expect(apiErrorMessage('dates_unavailable', 'en', 'recreational_vehicle')).toBe(
      'Some of these days are not available. Choose other dates.',
    )
    expect(apiErrorMessage('last_minute_deal_overlaps', 'de', 'recreational_vehicle')).toBe(
      'Für dieses Inserat gibt es an einigen dieser Tage bereits ein Last-Minute-Angebot.',
    )
    for (const kind of ['campsite', 'boat', undefined] as const) {
      expect(apiErrorMessage('too_long', 'en', kind), kind).toBe('A rental request can cover at most 90 nights.')
      expect(apiErrorMessage('dates_unavailable', 'de', kind), kind).toBe(
        'Einige dieser Nächte sind nicht verfügbar. Wähle andere Daten.',
      )
      expect(apiErrorMessage('last_minute_deal_overlaps', 'en', kind), kind).toBe(
        'This listing already has a last-minute deal on some of these nights.',
      )
    }
  })

  it("words a manual reservation's length in a campervan's days and a pitch's or a boat's nights", () => {
    expect(apiErrorMessage('reservation_too_short', 'en', 'recreational_vehicle')).toBe(
      'The reservation must cover at least one day (end on a later date).',
    )
    expect(apiErrorMessage('reservation_too_short', 'de', 'recreational_vehicle')).toBe(
      'Die Reservierung muss mindestens einen Tag umfassen (wähle ein späteres Enddatum).',
    )
    expect(apiErrorMessage('reservation_too_long', 'en', 'recreational_vehicle')).toBe(
      'A reservation may cover at most 731 days.',
    )
    expect(apiErrorMessage('reservation_too_long', 'de', 'recreational_vehicle')).toBe(
      'Eine Reservierung kann höchstens 731 Tage umfassen.',
    )
    for (const kind of ['campsite', 'boat', undefined] as const) {
      expect(apiErrorMessage('reservation_too_short', 'en', kind), kind).toBe(
        'The reservation must cover at least one night (end on a later date).',
      )
      expect(apiErrorMessage('reservation_too_short', 'de', kind), kind).toBe(
        'Die Reservierung muss mindestens eine Nacht umfassen (wähle ein späteres Enddatum).',
      )
      expect(apiErrorMessage('reservation_too_long', 'en', kind), kind).toBe(
        'A reservation may cover at most 731 nights.',
      )
      expect(apiErrorMessage('reservation_too_long', 'de', kind), kind).toBe(
        'Eine Reservierung kann höchstens 731 Nächte umfassen.',
      )
    }
  })

  it("words a range shorter than the minimum as a campervan's rental and a pitch's or a boat's stay", () => {
    expect(apiErrorMessage('minimum_rental_days', 'en', 'recreational_vehicle')).toBe(
      'This rental is shorter than the minimum rental period.',
    )
    expect(apiErrorMessage('minimum_rental_days', 'de', 'recreational_vehicle')).toBe(
      'Dieser Mietzeitraum ist kürzer als die Mindestmietdauer.',
    )
    for (const kind of ['campsite', 'boat', undefined] as const) {
      expect(apiErrorMessage('minimum_rental_days', 'en', kind), kind).toBe(
        'This stay is shorter than the minimum rental period.',
      )
      expect(apiErrorMessage('minimum_rental_days', 'de', kind), kind).toBe(
        'Dieser Aufenthalt ist kürzer als die Mindestmietdauer.',
      )
    }
  })

  it('words a key without a days form the same for every kind', () => {
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      expect(apiErrorMessage('invalid_range', 'de', kind)).toBe(apiErrorMessage('invalid_range', 'de'))
      expect(apiErrorMessage('no_active_account', 'en', kind)).toBe(apiErrorCatalogue.no_active_account.en)
    }
    expect(apiErrorMessage('no_such_key', 'en', 'recreational_vehicle')).toBeUndefined()
  })
})
