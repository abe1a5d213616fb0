import { describe, expect, it } from 'vitest'
import { alternativesQuery } from './alternatives-query'

const range = { pickup_timestamp: 1_900_000_000, return_timestamp: 1_900_604_800 }

describe('alternatives query', () => {
  it('takes over the filters, place and sort of the search, with the range being booked', () => {
    const page = new URLSearchParams(
      'search=Munich&latitude=48.1&longitude=11.5&startDate=2030-01-01&endDate=2030-01-05&vehicleTypes=Campervan&brands=Hymer&sleeps=4&bookInstantly=true&amenities=a1,a2&filter_by_price_daily=ASC',
    )
    const query = new URLSearchParams(alternativesQuery('recreational_vehicle', page, range))
    expect(Object.fromEntries(query)).toMatchObject({
      latitude: '48.1',
      longitude: '11.5',
      rv_type__include__or: 'Campervan',
      brand__include__or: 'Hymer',
      sleeps__gte: '4',
      is_instant_booking_allowed: 'true',
      amenities__include__and: 'a1,a2',
      filter_by_price_daily: 'ASC',
      trip_start_timestamp: String(range.pickup_timestamp),
      trip_end_timestamp: String(range.return_timestamp),
    })
    expect(query.has('limit')).toBe(false)
    expect(query.has('offset')).toBe(false)
  })

  it('without a search, asks only for the range (the API looks near the listing)', () => {
    const query = new URLSearchParams(alternativesQuery('boat', new URLSearchParams(), range))
    expect([...query.keys()].sort()).toEqual(['trip_end_timestamp', 'trip_start_timestamp'])
  })
})
