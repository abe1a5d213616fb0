import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/instance.server'
import { dealDatesError, dealUnitText } from './deal-text'

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
      expect(dealDatesError(en, refused('minimum_rental_days'), kind)).toEqual({
        end: ['This stay is shorter than the minimum rental period.'],
      })
      expect(dealDatesError(en, refused('listing_is_draft'), kind)).toBeNull()
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
