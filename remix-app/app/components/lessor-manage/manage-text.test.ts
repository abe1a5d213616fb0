import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/instance.server'
import { rentalUnitContext } from '../../lib/listings'
import type { ActionFailure } from '../../lib/validation-text'
import { calendarUnitText, failurePlacement, failureText, manageText } from './manage-text'

const en = createI18n('en').t
const de = createI18n('de').t

/** The reservation form's fields by the API's names (calendar-tab.tsx). */
const reservationField = (apiField: string) =>
  ({ start_timestamp: 'start', end_timestamp: 'end', comment: 'comment' })[apiField]

/** A refusal as the API answers it: its English error_msg, also under the end date. */
const refused = (error_key: string, error_msg: string, field = 'end_timestamp'): ActionFailure => ({
  ok: false,
  error_key,
  error_msg,
  fields: { [field]: [error_msg] },
})

/** What the reservation form shows for a failure: the banner and each field's words, as rendered. */
function shown(t: typeof en, failure: ActionFailure, kind: 'recreational_vehicle' | 'campsite' | 'boat') {
  const { fields, banner } = failurePlacement(t, failure, reservationField, kind)
  return {
    banner,
    fields: Object.fromEntries(
      fields.map(([field, message]) => [field, manageText(t, message, rentalUnitContext(kind))]),
    ),
  }
}

describe('a manual reservation refused for its length (decision 0010)', () => {
  const tooLong = (unit: string) => refused('reservation_too_long', `A reservation may cover at most 731 ${unit}.`)
  const tooShort = (unit: string) =>
    refused('reservation_too_short', `The reservation must cover at least one ${unit} (end on a later date).`)

  it("reads in a campervan's days under the end date, in the page language", () => {
    const kind = 'recreational_vehicle'
    expect(shown(de, tooLong('days'), kind)).toEqual({
      banner: 'Bitte prüfe die markierten Felder.',
      fields: { end: 'Eine Reservierung kann höchstens 731 Tage umfassen.' },
    })
    expect(shown(en, tooLong('days'), kind)).toEqual({
      banner: 'Please check the highlighted fields.',
      fields: { end: 'A reservation may cover at most 731 days.' },
    })
    expect(shown(de, tooShort('day'), kind).fields).toEqual({
      end: 'Die Reservierung muss mindestens einen Tag umfassen (wähle ein späteres Enddatum).',
    })
    expect(shown(en, tooShort('day'), kind).fields).toEqual({
      end: 'The reservation must cover at least one day (end on a later date).',
    })
  })

  it("reads in a pitch's or a boat's nights under the end date, in the page language", () => {
    for (const kind of ['campsite', 'boat'] as const) {
      expect(shown(de, tooLong('nights'), kind), kind).toEqual({
        banner: 'Bitte prüfe die markierten Felder.',
        fields: { end: 'Eine Reservierung kann höchstens 731 Nächte umfassen.' },
      })
      expect(shown(en, tooLong('nights'), kind).fields, kind).toEqual({
        end: 'A reservation may cover at most 731 nights.',
      })
      expect(shown(de, tooShort('night'), kind).fields, kind).toEqual({
        end: 'Die Reservierung muss mindestens eine Nacht umfassen (wähle ein späteres Enddatum).',
      })
      expect(shown(en, tooShort('night'), kind).fields, kind).toEqual({
        end: 'The reservation must cover at least one night (end on a later date).',
      })
    }
  })

  it('is said in the banner, in the kind’s unit, when the form has no field for it', () => {
    const { fields, banner } = failurePlacement(de, tooLong('days'), () => undefined, 'recreational_vehicle')
    expect(fields).toEqual([])
    expect(banner).toBe('Eine Reservierung kann höchstens 731 Tage umfassen.')
    expect(failureText(en, tooShort('nights'), 'boat')).toBe(
      'The reservation must cover at least one night (end on a later date).',
    )
  })
})

describe('other failures of the calendar forms', () => {
  it('point at the dates of an overlap and explain it above the form, in the page language', () => {
    const overlap = refused(
      'errors.reservationsOverlap',
      'Overlaps a booking or another reservation of this listing.',
      'start_timestamp',
    )
    for (const kind of ['recreational_vehicle', 'boat'] as const) {
      expect(shown(de, overlap, kind)).toEqual({
        banner: 'Diese Daten überschneiden sich mit einer Reservierung oder Buchung des Inserats. Wähle freie Daten.',
        fields: { start: 'Diese Daten überschneiden sich mit bestehenden.' },
      })
      expect(shown(en, overlap, kind)).toEqual({
        banner: 'These dates overlap a reservation or a booking of the listing. Choose free dates.',
        fields: { start: 'These dates clash with existing ones.' },
      })
    }
  })

  it("keep a validation error's own message under its field", () => {
    const invalid = refused('validation_error', 'lessor-manage:validation.endAfterStart')
    expect(shown(en, invalid, 'campsite')).toEqual({
      banner: 'Please check the highlighted fields.',
      fields: { end: en('lessor-manage:validation.endAfterStart') },
    })
  })

  it('word a failure without fields in the banner only', () => {
    const gone: ActionFailure = { ok: false, error_key: 'not_found', error_msg: '' }
    expect(failurePlacement(de, gone, reservationField, 'campsite')).toEqual({
      fields: [],
      banner: de('lessor-manage:apiErrors.not_found'),
    })
  })
})

describe("the calendar's prompt for a period's end and the end date's hint (decision 0010)", () => {
  it("speak of a campervan's days: its last rental day is clicked, the return day stays free", () => {
    const kind = 'recreational_vehicle'
    expect(calendarUnitText(en, 'calendar.pickEnd', kind)).toBe('Now click the last day of the period.')
    expect(calendarUnitText(de, 'calendar.pickEnd', kind)).toBe('Klicke jetzt den letzten Tag des Zeitraums an.')
    expect(calendarUnitText(en, 'fields.endHint', kind)).toBe('The day the period ends; that day itself stays free.')
    expect(calendarUnitText(de, 'fields.endHint', kind)).toBe(
      'Der Tag, an dem der Zeitraum endet; dieser Tag selbst bleibt frei.',
    )
    for (const key of ['calendar.pickEnd', 'fields.endHint'] as const) {
      expect(calendarUnitText(en, key, kind), key).not.toMatch(/\bnights?\b/i)
      expect(calendarUnitText(de, key, kind), key).not.toMatch(/Nacht|Nächte/)
    }
  })

  it("speak of a pitch's or a boat's nights", () => {
    for (const kind of ['campsite', 'boat'] as const) {
      expect(calendarUnitText(en, 'calendar.pickEnd', kind), kind).toBe('Now click the last night of the period.')
      expect(calendarUnitText(de, 'calendar.pickEnd', kind), kind).toBe(
        'Klicke jetzt die letzte Nacht des Zeitraums an.',
      )
      expect(calendarUnitText(en, 'fields.endHint', kind), kind).toBe('The day the period ends; its night stays free.')
      expect(calendarUnitText(de, 'fields.endHint', kind), kind).toBe(
        'Der Tag, an dem der Zeitraum endet; seine Nacht bleibt frei.',
      )
    }
  })
})
