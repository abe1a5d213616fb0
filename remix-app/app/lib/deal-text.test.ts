import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/instance.server'
import { dealDatesError, dealFieldText, dealUnitText } from './deal-text'

describe('the deal form’s date errors in the kind’s rental unit (decision 0010)', () => {
  const en = createI18n('en').t
  const de = createI18n('de').t
  const refused = (key: string) => ({ error_key: key, error_msg: 'English from the API' })

  it('count a campervan deal’s days', () => {
    const kind = 'recreational_vehicle'
    expect(dealDatesError(en, refused('dates_unavailable'), kind)).toEqual({
      start: ['Some of these days are booked or closed. Choose free days.'],
    })
    expect(dealDatesError(de, refused('dates_unavailable'), kind)).toEqual({
      start: ['Einige dieser Tage sind gebucht oder geschlossen. Wähle freie Tage.'],
    })
    expect(dealDatesError(en, refused('last_minute_deal_overlaps'), kind)).toEqual({
      start: ['This listing already has a deal on some of these days.'],
    })
    expect(dealDatesError(de, refused('last_minute_deal_overlaps'), kind)).toEqual({
      start: ['Für dieses Inserat gibt es schon ein Angebot an einigen dieser Tage.'],
    })
  })

  it('count a campsite or boat deal’s nights', () => {
    for (const kind of ['campsite', 'boat'] as const) {
      expect(dealDatesError(en, refused('dates_unavailable'), kind), kind).toEqual({
        start: ['Some of these nights are booked or closed. Choose free nights.'],
      })
      expect(dealDatesError(de, refused('dates_unavailable'), kind), kind).toEqual({
        start: ['Einige dieser Nächte sind gebucht oder geschlossen. Wähle freie Nächte.'],
      })
      expect(dealDatesError(en, refused('last_minute_deal_overlaps'), kind), kind).toEqual({
        start: ['This listing already has a deal on some of these nights.'],
      })
      expect(dealDatesError(de, refused('last_minute_deal_overlaps'), kind), kind).toEqual({
        start: ['Für diese Unterkunft gibt es schon ein Angebot in einigen dieser Nächte.'],
      })
    }
  })

  it('place a past start, a short or reversed range, and nothing else', () => {
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      expect(dealDatesError(de, refused('past_pickup'), kind)).toEqual({
        start: ['Der erste Tag liegt in der Vergangenheit.'],
      })
      expect(dealDatesError(en, refused('invalid_range'), kind)).toEqual({
        end: ['Choose a return date after the pickup date.'],
      })
      expect(dealDatesError(en, refused('listing_is_draft'), kind)).toBeNull()
    }
  })

  it('word a range shorter than the minimum as a campervan’s rental, a pitch’s or a boat’s stay', () => {
    expect(dealDatesError(en, refused('minimum_rental_days'), 'recreational_vehicle')).toEqual({
      end: ['This rental is shorter than the minimum rental period.'],
    })
    expect(dealDatesError(de, refused('minimum_rental_days'), 'recreational_vehicle')).toEqual({
      end: ['Dieser Mietzeitraum ist kürzer als die Mindestmietdauer.'],
    })
    for (const kind of ['campsite', 'boat'] as const) {
      expect(dealDatesError(en, refused('minimum_rental_days'), kind), kind).toEqual({
        end: ['This stay is shorter than the minimum rental period.'],
      })
      expect(dealDatesError(de, refused('minimum_rental_days'), kind), kind).toEqual({
        end: ['Dieser Aufenthalt ist kürzer als die Mindestmietdauer.'],
      })
    }
  })
})

describe('the deals pages’ texts in the kind’s rental unit (decision 0010)', () => {
  const en = createI18n('en').t
  const de = createI18n('de').t
  const keys = ['page.lead', 'empty.text', 'empty.lessorText', 'form.lead', 'form.summary1'] as const

  it('count a campervan deal’s free days, and call a campervan no "Unterkunft"', () => {
    const kind = 'recreational_vehicle'
    expect(dealUnitText(en, 'page.lead', kind)).toBe(
      'Free days lessors offer below their normal price. Pick one, book it and pay at once.',
    )
    expect(dealUnitText(de, 'page.lead', kind)).toBe(
      'Freie Tage, die Vermieter unter ihrem normalen Preis anbieten. Wähle eines aus, buche es und bezahle sofort.',
    )
    expect(dealUnitText(en, 'empty.text', kind)).toBe(
      'Lessors post deals for free days at short notice. Have a look again soon, or search all listings.',
    )
    expect(dealUnitText(de, 'empty.lessorText', kind)).toBe(
      'Fülle eine Lücke im Kalender: Biete freie Tage unter deinem normalen Preis an.',
    )
    expect(dealUnitText(en, 'form.lead', kind)).toBe(
      'Offer free days of a published campervan at a total price below its normal price. Travelers book and pay at once.',
    )
    expect(dealUnitText(de, 'form.lead', kind)).toBe(
      'Biete freie Tage eines veröffentlichten Fahrzeugs zu einem Gesamtpreis unter dem normalen Preis an. Reisende buchen und bezahlen sofort.',
    )
    expect(dealUnitText(en, 'form.summary1', kind)).toBe('The days must be free in your calendar.')
    expect(dealUnitText(de, 'form.summary1', kind)).toBe('Die Tage müssen in deinem Kalender frei sein.')
    for (const key of keys) {
      expect(dealUnitText(en, key, kind), key).toMatch(/\bdays\b/)
      expect(dealUnitText(en, key, kind), key).not.toMatch(/\bnights?\b/i)
      expect(dealUnitText(de, key, kind), key).toMatch(/\bTage\b/)
      expect(dealUnitText(de, key, kind), key).not.toMatch(/Nacht|Nächte|Unterkunft/)
    }
  })

  it('count a campsite or boat deal’s free nights', () => {
    for (const kind of ['campsite', 'boat'] as const) {
      expect(dealUnitText(en, 'page.lead', kind), kind).toBe(
        'Free nights lessors offer below their normal price. Pick one, book it and pay at once.',
      )
      expect(dealUnitText(de, 'empty.text', kind), kind).toBe(
        'Vermieter bieten freie Nächte kurzfristig an. Schau bald wieder vorbei oder durchsuche alle Angebote.',
      )
      expect(dealUnitText(en, 'empty.lessorText', kind), kind).toBe(
        'Fill a gap in your calendar: offer free nights below your normal price.',
      )
      expect(dealUnitText(de, 'form.lead', kind), kind).toBe(
        'Biete freie Nächte einer veröffentlichten Unterkunft zu einem Gesamtpreis unter dem normalen Preis an. Reisende buchen und bezahlen sofort.',
      )
      expect(dealUnitText(en, 'form.summary1', kind), kind).toBe('The nights must be free in your calendar.')
      expect(dealUnitText(de, 'form.summary1', kind), kind).toBe('Die Nächte müssen in deinem Kalender frei sein.')
      for (const key of keys) {
        expect(dealUnitText(en, key, kind), `${kind} ${key}`).toMatch(/\bnights\b/)
        expect(dealUnitText(de, key, kind), `${kind} ${key}`).toMatch(/\bNächte\b/)
      }
    }
  })
})

describe('the deals pages’ words for the listing and its price in the kind’s terms (decision 0010)', () => {
  const i18n = { en: createI18n('en'), de: createI18n('de') }
  const en = i18n.en.t
  const de = i18n.de.t
  const keys = [
    'empty.search',
    'form.listing',
    'form.listingPlaceholder',
    'form.noListings',
    'form.toListings',
    'form.priceHint',
    'form.summary2',
  ] as const

  it('call a campervan a "Fahrzeug" and price its rental, not a stay', () => {
    const kind = 'recreational_vehicle'
    expect(dealUnitText(de, 'form.listing', kind)).toBe('Fahrzeug')
    expect(dealUnitText(de, 'form.listingPlaceholder', kind)).toBe('Fahrzeug wählen')
    expect(dealUnitText(de, 'form.noListings', kind)).toBe(
      'Veröffentliche zuerst ein Fahrzeug: Angebote gibt es nur für veröffentlichte Fahrzeuge.',
    )
    expect(dealUnitText(de, 'form.toListings', kind)).toBe('Zu meinen Fahrzeugen')
    expect(dealUnitText(de, 'empty.search', kind)).toBe('Alle Fahrzeuge durchsuchen')
    expect(dealUnitText(de, 'form.priceHint', kind, { currency: 'EUR' })).toBe(
      'Die ganze Miete, in EUR. Sie muss unter dem normalen Preis dieser Tage liegen.',
    )
    expect(dealUnitText(de, 'form.summary2', kind)).toBe(
      'Dein Preis gilt für die ganze Miete und muss unter dem normalen Preis liegen.',
    )
    // English "listing" fits every kind; only the stay becomes a rental.
    expect(dealUnitText(en, 'form.listing', kind)).toBe('Listing')
    expect(dealUnitText(en, 'form.listingPlaceholder', kind)).toBe('Choose a listing')
    expect(dealUnitText(en, 'form.noListings', kind)).toBe(
      'Publish a listing first: deals are made on published listings only.',
    )
    expect(dealUnitText(en, 'form.toListings', kind)).toBe('Go to my listings')
    expect(dealUnitText(en, 'empty.search', kind)).toBe('Search all listings')
    expect(dealUnitText(en, 'form.priceHint', kind, { currency: 'CHF' })).toBe(
      'The whole rental, in CHF. It must be below the normal price of these dates.',
    )
    expect(dealUnitText(en, 'form.summary2', kind)).toBe(
      'Your price is the total for the rental and must beat the normal price.',
    )
    for (const key of keys) {
      expect(dealUnitText(en, key, kind, { currency: 'EUR' }), key).not.toMatch(/\bstay\b|\bnights?\b/i)
      expect(dealUnitText(de, key, kind, { currency: 'EUR' }), key).not.toMatch(/Unterkunft|Unterkünfte|Aufenthalt/)
    }
  })

  it('call a pitch or a boat an "Unterkunft" and price its stay', () => {
    for (const kind of ['campsite', 'boat'] as const) {
      expect(dealUnitText(de, 'form.listing', kind), kind).toBe('Unterkunft')
      expect(dealUnitText(de, 'form.listingPlaceholder', kind), kind).toBe('Unterkunft wählen')
      expect(dealUnitText(de, 'form.toListings', kind), kind).toBe('Zu meinen Unterkünften')
      expect(dealUnitText(de, 'empty.search', kind), kind).toBe('Alle Unterkünfte durchsuchen')
      expect(dealUnitText(de, 'form.priceHint', kind, { currency: 'EUR' }), kind).toBe(
        'Der ganze Aufenthalt, in EUR. Er muss unter dem normalen Preis dieser Tage liegen.',
      )
      expect(dealUnitText(de, 'form.summary2', kind), kind).toBe(
        'Dein Preis gilt für den ganzen Aufenthalt und muss unter dem normalen Preis liegen.',
      )
      expect(dealUnitText(en, 'form.listing', kind), kind).toBe('Listing')
      expect(dealUnitText(en, 'form.priceHint', kind, { currency: 'EUR' }), kind).toBe(
        'The whole stay, in EUR. It must be below the normal price of these dates.',
      )
      expect(dealUnitText(en, 'form.summary2', kind), kind).toBe(
        'Your price is the total for the stay and must beat the normal price.',
      )
    }
  })

  it('word the form’s own field messages for the kind, in the page language', () => {
    expect(dealFieldText(de, 'deals:errors.listing', 'recreational_vehicle', 'EUR')).toBe('Wähle ein Fahrzeug.')
    expect(dealFieldText(en, 'deals:errors.listing', 'recreational_vehicle', 'EUR')).toBe('Choose a listing.')
    for (const kind of ['campsite', 'boat'] as const) {
      expect(dealFieldText(de, 'deals:errors.listing', kind, 'EUR'), kind).toBe('Wähle eine Unterkunft.')
      expect(dealFieldText(en, 'deals:errors.listing', kind, 'EUR'), kind).toBe('Choose a listing.')
    }
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      expect(dealFieldText(de, 'deals:errors.priceInvalid', kind, 'CHF'), kind).toBe(
        'Gib einen Preis über null ein (ganze Beträge in CHF).',
      )
      // A message the action already worded (the price rule) passes as it is; none is none.
      expect(dealFieldText(de, 'Muss unter dem normalen Preis dieser Tage liegen (450 €).', kind, 'EUR')).toBe(
        'Muss unter dem normalen Preis dieser Tage liegen (450 €).',
      )
      expect(dealFieldText(en, undefined, kind, 'EUR')).toBeUndefined()
    }
  })

  it('leave no German deals text a campervan sees calling it an "Unterkunft" or its rental a stay', () => {
    const bundle = i18n.de.getResourceBundle('de', 'deals') as Record<string, Record<string, string>>
    const offending = Object.entries(bundle).flatMap(([group, texts]) =>
      Object.entries(texts)
        .filter(([key]) => !key.includes('_day'))
        .filter(([key, text]) => {
          // What a campervan's page reads: the key's `_day` form (before a plural suffix) where it has one.
          const dayKey = /_(one|other)$/.test(key) ? key.replace(/_(one|other)$/, '_day_$1') : `${key}_day`
          return /Unterkunft|Unterkünft|Aufenthalt/.test(texts[dayKey] ?? text)
        })
        .map(([key]) => `${group}.${key}`),
    )
    expect(offending).toEqual([])
  })
})
