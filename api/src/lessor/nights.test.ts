import { localNoonTimestamp } from '@driftway/domain'
import { apiErrorMessage } from '@driftway/domain/api-errors'
import { describe, expect, it } from 'vitest'
import { MAX_RESERVATION_NIGHTS, reservationNights } from './nights'
import type { ListingRecord } from './view'

const listing = (kind: ListingRecord['kind']): ListingRecord => ({ id: 'l1', kind, country_iso2: 'DE' })
const noon = (day: string) => localNoonTimestamp(day, 'Europe/Berlin')
const refusal = (kind: ListingRecord['kind'], start: number, end: number) => {
  try {
    reservationNights(listing(kind), start, end)
  } catch (error) {
    return error
  }
  throw new Error('expected a refusal')
}

describe('manual reservation nights', () => {
  it('are the listing-local nights from the start up to the end', () => {
    expect(reservationNights(listing('boat'), noon('2030-07-01'), noon('2030-07-03'))).toEqual([
      '2030-07-01',
      '2030-07-02',
    ])
  })

  it("refuse an empty or too long block with keys of their own, in the kind's rental unit (decision 0010)", () => {
    const tooLong = noon('2030-07-01') + (MAX_RESERVATION_NIGHTS + 1) * 86_400
    const empty = 'The reservation must cover at least one day (end on a later date).'
    expect(refusal('recreational_vehicle', noon('2030-07-01'), noon('2030-07-01') + 3600)).toMatchObject({
      errorKey: 'reservation_too_short',
      status: 400,
      message: empty,
      fields: { end_timestamp: [empty] },
    })
    expect(refusal('recreational_vehicle', noon('2030-07-01'), tooLong)).toMatchObject({
      errorKey: 'reservation_too_long',
      status: 400,
      fields: { end_timestamp: [`A reservation may cover at most ${MAX_RESERVATION_NIGHTS} days.`] },
    })
    for (const kind of ['campsite', 'boat'] as const) {
      expect(refusal(kind, noon('2030-07-01'), noon('2030-07-01') + 3600), kind).toMatchObject({
        errorKey: 'reservation_too_short',
        fields: { end_timestamp: ['The reservation must cover at least one night (end on a later date).'] },
      })
      expect(refusal(kind, noon('2030-07-01'), tooLong), kind).toMatchObject({
        errorKey: 'reservation_too_long',
        fields: { end_timestamp: [`A reservation may cover at most ${MAX_RESERVATION_NIGHTS} nights.`] },
      })
    }
  })

  it("say what the error catalogue's English says for the kind (the site words them from it)", () => {
    const tooLong = noon('2030-07-01') + (MAX_RESERVATION_NIGHTS + 1) * 86_400
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      const short = refusal(kind, noon('2030-07-01'), noon('2030-07-01') + 3600) as Error
      const long = refusal(kind, noon('2030-07-01'), tooLong) as Error
      expect(short.message, kind).toBe(apiErrorMessage('reservation_too_short', 'en', kind))
      expect(long.message, kind).toBe(apiErrorMessage('reservation_too_long', 'en', kind))
    }
  })
})
