import { addDaysToKey, daysBetweenKeys } from '@driftway/domain/dates'
import { parseSearchParams } from '@driftway/domain/search-query-schemas'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounce } from './debounce'
import { apiSearchQuery } from './search-api-query'
import {
  activeFilterCount,
  emptyFilters,
  readFilters,
  readPlace,
  readTrip,
  searchKey,
  toSort,
  writeFilters,
  writePlace,
} from './search-state'

const url = (query: string) => new URLSearchParams(query)
const apiParams = (query: string) => Object.fromEntries(new URLSearchParams(query))

describe('filters in the URL', () => {
  it('reads every campervan filter and ignores other kinds’ and malformed values', () => {
    const filters = readFilters(
      'recreational_vehicle',
      url(
        'seats=4&sleeps=x&vehicleTypes=Campervan,Coachbuilt,Campervan&brands=Hymer&bookInstantly=true&petsAllowance=yes&priceMin=50&boatTypes=RIB&filter_by_price_daily=asc',
      ),
    )
    expect(filters).toEqual({
      ...emptyFilters,
      seats: 4,
      vehicleTypes: ['Campervan', 'Coachbuilt'],
      brands: ['Hymer'],
      bookInstantly: true,
      priceMin: 50,
      sort: { param: 'filter_by_price_daily', direction: 'ASC' },
    })
  })

  it('reads a sort from a param and a direction in any case, and nothing else', () => {
    expect(toSort('filter_by_price_trip', 'desc')).toEqual({ param: 'filter_by_price_trip', direction: 'DESC' })
    expect(toSort('filter_by_rating', 'desc')).toEqual({ param: 'filter_by_rating', direction: 'DESC' })
    expect(toSort('filter_by_popularity', 'ASC')).toBeNull()
    expect(toSort('filter_by_distance', 'up')).toBeNull()
    expect(toSort(undefined, null)).toBeNull()
  })

  it('writes the place readPlace reads, clearing coordinates and country it does not have', () => {
    const base = url('search=Old&latitude=1&longitude=2&countryCode=DE&sleeps=2')
    const place = { search: ' Lake Garda ', latitude: 45.6, longitude: 10.6, countryCode: 'IT' }
    expect(readPlace(writePlace(base, place))).toEqual({ ...place, search: 'Lake Garda' })
    const typed = writePlace(base, { search: 'Graz', latitude: null, longitude: null, countryCode: '' })
    expect(typed.toString()).toBe('search=Graz&sleeps=2')
  })

  it('round-trips through the URL and keeps place, dates and party', () => {
    const base = url('search=Munich&latitude=48.1&longitude=11.5&startDate=2027-06-01&endDate=2027-06-08&sleeps=2')
    const filters = {
      ...emptyFilters,
      suitability: ['Tent'],
      areaMin: 50,
      activities: ['a1', 'a2'],
      petsAllowance: true,
      sort: { param: 'filter_by_distance' as const, direction: 'ASC' as const },
    }
    const written = writeFilters('campsite', base, filters)
    expect(written.get('search')).toBe('Munich')
    expect(written.get('startDate')).toBe('2027-06-01')
    // A campervan filter does not belong to a campsite search.
    expect(written.has('sleeps')).toBe(false)
    expect(written.get('activities')).toBe('a1,a2')
    expect(readFilters('campsite', written)).toEqual(filters)
  })

  it('keeps one sort only: choosing one clears the others', () => {
    const base = url('filter_by_price_daily=ASC&filter_by_distance=DESC')
    const written = writeFilters('boat', base, {
      ...emptyFilters,
      sort: { param: 'filter_by_price_trip', direction: 'DESC' },
    })
    expect(written.get('filter_by_price_trip')).toBe('DESC')
    expect(written.has('filter_by_price_daily')).toBe(false)
    expect(written.has('filter_by_distance')).toBe(false)
    expect(writeFilters('boat', base, emptyFilters).toString()).toBe('')
  })

  it('counts set filters, a range once', () => {
    expect(activeFilterCount('boat', emptyFilters)).toBe(0)
    expect(
      activeFilterCount('boat', {
        ...emptyFilters,
        lengthMin: 5,
        lengthMax: 12,
        withoutLicense: true,
        boatTypes: ['RIB', 'Houseboat'],
        sort: { param: 'filter_by_price_daily', direction: 'ASC' },
      }),
    ).toBe(4)
  })
})

describe('trip and place', () => {
  it('reads dates, party and the boat period with defaults', () => {
    expect(readTrip(url('startDate=2027-06-08&endDate=2027-06-01&adults=2&children=1&period=9'))).toEqual({
      startDate: '2027-06-08',
      endDate: '',
      adults: 2,
      children: 1,
      pitches: 1,
      periodWeeks: 4,
    })
    expect(readTrip(url('')).periodWeeks).toBe(1)
    expect(readTrip(url('endDate=2027-06-01')).endDate).toBe('')
  })

  it('does date arithmetic on calendar days', () => {
    // The search bar and loader use the domain's calendar-day helpers.
    expect(addDaysToKey('2027-03-27', 7)).toBe('2027-04-03')
    expect(addDaysToKey('2027-12-31', 1)).toBe('2028-01-01')
    expect(daysBetweenKeys('2027-03-27', '2027-04-03')).toBe(7)
  })

  it('refuses dates that do not exist instead of rolling them over (2027-02-30 is not 2 March)', () => {
    expect(readTrip(url('startDate=2027-02-30&endDate=2027-03-04'))).toMatchObject({ startDate: '', endDate: '' })
    expect(readTrip(url('startDate=2027-02-27&endDate=2027-02-30'))).toMatchObject({
      startDate: '2027-02-27',
      endDate: '',
    })
    expect(readTrip(url('startDate=2027-13-01&endDate=2027-13-04')).startDate).toBe('')
  })

  it('accepts coordinates only as a valid pair', () => {
    expect(readPlace(url('search=Oslo&latitude=59.9&longitude=10.7&countryCode=no'))).toEqual({
      search: 'Oslo',
      latitude: 59.9,
      longitude: 10.7,
      countryCode: 'NO',
    })
    expect(readPlace(url('latitude=95&longitude=10')).latitude).toBeNull()
    expect(readPlace(url('latitude=45')).latitude).toBeNull()
  })
})

describe('API query', () => {
  it('maps a campervan URL to the API names the shared schema accepts', () => {
    const query = apiSearchQuery(
      'recreational_vehicle',
      url(
        'search=Munich&latitude=48.1&longitude=11.5&startDate=2027-06-01&endDate=2027-06-08&seats=4&vehicleTypes=Campervan&bookInstantly=true&priceMin=40.5&priceMax=200&amenities=x,y&filter_by_price_trip=DESC&transmission=Automatic&fuel=Diesel,Electric&insurance=full,thirdParty',
      ),
      { offset: 30 },
    )
    const params = apiParams(query)
    expect(params).toEqual({
      limit: '30',
      offset: '30',
      latitude: '48.1',
      longitude: '11.5',
      trip_start_timestamp: String(Date.parse('2027-06-01T12:00:00Z') / 1000),
      trip_end_timestamp: String(Date.parse('2027-06-08T12:00:00Z') / 1000),
      seats_num__gte: '4',
      rv_type__include__or: 'Campervan',
      is_instant_booking_allowed: 'true',
      default_rate_in_cents__gte: '4050',
      default_rate_in_cents__lte: '20000',
      amenities__include__and: 'x,y',
      filter_by_price_trip: 'DESC',
      transmission_type__include__or: 'Automatic',
      fuel_type__include__or: 'Diesel,Electric',
      fully_cover_insurance: 'true',
      third_party_liability: 'true',
    })
    expect(parseSearchParams('recreational_vehicle', params).success).toBe(true)
  })

  it('sends the campsite party and the boat specs', () => {
    const campsite = apiParams(apiSearchQuery('campsite', url('adults=2&children=1&suitability=Tent&areaMin=20')))
    expect(campsite).toMatchObject({
      adults_num: '2',
      children_num: '1',
      pitches_num: '1',
      suitability__include__or: 'Tent',
      area_m2__gte: '20',
    })
    const boat = apiParams(
      apiSearchQuery(
        'boat',
        url('withoutLicense=true&people=4&lengthMin=8&lengthMax=12&hpMax=300&boatTypes=Houseboat'),
      ),
    )
    expect(boat).toMatchObject({
      boat_license_requirement: 'false',
      onboard_capacity__gte: '4',
      length__gte: '8',
      length__lte: '12',
      motor_horse_power__lte: '300',
      boat_type__include__or: 'Houseboat',
    })
  })

  it('drops what the API would refuse instead of failing the page', () => {
    // Distance sort without a place, trip sort without dates, a min above the max, an unknown type.
    const params = apiParams(
      apiSearchQuery('boat', url('filter_by_distance=ASC&lengthMin=20&lengthMax=10&boatTypes=Spaceship&people=3')),
    )
    expect(params).toEqual({ limit: '30', offset: '0', length__lte: '10', onboard_capacity__gte: '3' })
    expect(apiParams(apiSearchQuery('campsite', url('filter_by_price_trip=ASC')))).not.toHaveProperty(
      'filter_by_price_trip',
    )
  })

  it('prefers coordinates the loader geocoded', () => {
    const params = apiParams(
      apiSearchQuery('boat', url('search=Bergen'), {
        place: { search: 'Bergen', latitude: 60.39, longitude: 5.32, countryCode: 'NO' },
      }),
    )
    expect(params).toMatchObject({ latitude: '60.39', longitude: '5.32' })
  })

  it('limits the search to the map area when a radius is given with a place', () => {
    expect(apiParams(apiSearchQuery('boat', url('latitude=45&longitude=9&radius=42.5')))).toMatchObject({
      radius_km: '42.5',
    })
    expect(apiParams(apiSearchQuery('boat', url('radius=42.5')))).not.toHaveProperty('radius_km')
    expect(apiParams(apiSearchQuery('boat', url('latitude=45&longitude=9&radius=0')))).not.toHaveProperty('radius_km')
  })

  it('gives equal searches equal keys', () => {
    expect(searchKey(url('b=1&a=2'))).toBe(searchKey(url('a=2&b=1')))
  })
})

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('calls once with the latest arguments after the quiet period', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, 300)
    debounced('a')
    vi.advanceTimersByTime(200)
    debounced('b')
    vi.advanceTimersByTime(299)
    expect(fn).not.toHaveBeenCalled()
    expect(debounced.pending()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('b')
    expect(debounced.pending()).toBe(false)
  })

  it('flushes and cancels pending calls', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, 300)
    debounced(1)
    debounced.flush()
    expect(fn).toHaveBeenCalledWith(1)
    debounced(2)
    debounced.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
    debounced.flush()
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
