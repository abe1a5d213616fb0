import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/instance.server'
import { dealDatesError } from './deal-text'

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
