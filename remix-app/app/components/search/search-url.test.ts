import { describe, expect, it } from 'vitest'
import { buildSearchUrl, readSearchValues } from './search-url'

describe('search URLs', () => {
  it('goes to the kind page with place and dates', () => {
    expect(
      buildSearchUrl('recreational_vehicle', { search: ' Munich ', startDate: '2027-06-01', endDate: '2027-06-08' }),
    ).toBe('/campervans?search=Munich&startDate=2027-06-01&endDate=2027-06-08')
    expect(buildSearchUrl('campsite', { search: 'Lake Garda' })).toBe('/campsites?search=Lake+Garda')
    expect(buildSearchUrl('boat', {})).toBe('/boats')
  })

  it('drops malformed dates when reading and writing', () => {
    expect(buildSearchUrl('boat', { startDate: '01.06.2027' })).toBe('/boats')
    expect(readSearchValues(new URLSearchParams('search=Bergen&startDate=nope&endDate=2027-07-02'))).toEqual({
      search: 'Bergen',
      startDate: '',
      endDate: '2027-07-02',
    })
  })
})
