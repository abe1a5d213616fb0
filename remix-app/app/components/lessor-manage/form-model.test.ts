import { localNoonTimestamp } from '@driftway/domain/dates'
import { describe, expect, it } from 'vitest'
import {
  centsToMajorInput,
  defaultRatePayload,
  emptyExtraForm,
  emptyRateForm,
  extraFormSchema,
  extraPayload,
  extraToForm,
  majorToCents,
  msg,
  nextRateColor,
  parseMajor,
  rateFormSchema,
  ratePayload,
  rateSeasonPayload,
  rateToForm,
  recurrenceOf,
  reservationFormSchema,
  reservationPayload,
  reservationToForm,
  seasonFormSchema,
  seasonPayload,
  seasonToForm,
} from './form-model'

const tz = 'Europe/Berlin'

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('money in forms (spec §4: typed in major units, sent as cents)', () => {
  it('parses dots and commas with up to two decimals', () => {
    expect(parseMajor('85')).toBe(85)
    expect(parseMajor(' 85.5 ')).toBe(85.5)
    expect(parseMajor('85,50')).toBe(85.5)
    expect(parseMajor('1 250')).toBe(1250)
    for (const bad of ['', 'abc', '-5', '1.234', '1,2,3', '1e3']) expect(parseMajor(bad), bad).toBeNull()
  })

  it('converts to integer cents without float drift and back', () => {
    expect(majorToCents('19.99')).toBe(1999)
    expect(majorToCents('0.29')).toBe(29)
    expect(majorToCents('149,90')).toBe(14990)
    expect(majorToCents('1500', 'JPY')).toBe(1500)
    expect(() => majorToCents('x')).toThrow(RangeError)
    expect(centsToMajorInput(14990)).toBe('149.90')
    expect(centsToMajorInput(15000)).toBe('150')
    expect(centsToMajorInput(null)).toBe('')
  })

  it('maps the default rate form to cents and days', () => {
    expect(defaultRatePayload({ price: '99', min_days: '3' }, 'EUR')).toEqual({
      default_rate_in_cents: 9900,
      default_min_rent_days: 3,
    })
  })
})

describe('season form', () => {
  it('sends dates as 12:00 listing time and reads them back', () => {
    const values = {
      start: '2030-07-01',
      end: '2030-07-15',
      is_available: false,
      season_rate: 'r1',
      min_rent_dates: '3',
    }
    expect(seasonFormSchema.safeParse(values).success).toBe(true)
    const payload = seasonPayload(values, tz)
    expect(payload).toEqual({
      start_timestamp: localNoonTimestamp('2030-07-01', tz),
      end_timestamp: localNoonTimestamp('2030-07-15', tz),
      is_available: false,
      season_rate: 'r1',
      min_rent_dates: 3,
    })
    expect(new Date(payload.start_timestamp * 1000).toISOString()).toBe('2030-07-01T10:00:00.000Z')
    expect(seasonToForm({ id: 's', ...payload, season_rate: 'r1' }, tz)).toEqual(values)
    expect(seasonPayload({ ...values, season_rate: '' }, tz).season_rate).toBeNull()
  })

  it('requires dates, an end after the start and at least one rental day', () => {
    expect(
      issues(
        seasonFormSchema.safeParse({ start: '', end: '', is_available: true, season_rate: '', min_rent_dates: '0' }),
      ),
    ).toEqual({
      start: msg.required,
      end: msg.required,
      min_rent_dates: msg.minDays,
    })
    expect(
      issues(
        seasonFormSchema.safeParse({
          start: '2030-07-15',
          end: '2030-07-15',
          is_available: true,
          season_rate: '',
          min_rent_dates: '1',
        }),
      ),
    ).toEqual({ end: msg.endAfterStart })
  })
})

describe('reservation form', () => {
  it('maps dates and an optional note', () => {
    const payload = reservationPayload({ start: '2030-06-20', end: '2030-06-23', comment: '  ' }, tz)
    expect(payload).toEqual({
      start_timestamp: localNoonTimestamp('2030-06-20', tz),
      end_timestamp: localNoonTimestamp('2030-06-23', tz),
      comment: null,
    })
    expect(reservationToForm({ id: 'm', ...payload, comment: 'Berger' }, tz)).toEqual({
      start: '2030-06-20',
      end: '2030-06-23',
      comment: 'Berger',
    })
    expect(issues(reservationFormSchema.safeParse({ start: '2030-06-23', end: '2030-06-20', comment: '' }))).toEqual({
      end: msg.endAfterStart,
    })
    // The optional note (spec §3 "optional comment") holds up to 500 characters, like the API.
    const note = (comment: string) =>
      issues(reservationFormSchema.safeParse({ start: '2030-06-20', end: '2030-06-23', comment }))
    expect(note('n'.repeat(500))).toEqual({})
    expect(note('n'.repeat(501))).toEqual({ comment: msg.commentMax })
  })
})

describe('rate form', () => {
  it('converts the nightly price and, when asked, creates a season for dates', () => {
    const values = {
      ...emptyRateForm(),
      season: ' Summer ',
      color: 'orange' as const,
      price: '149.90',
      apply: true,
      start: '2030-08-01',
      end: '2030-08-10',
      min_rent_dates: '2',
    }
    expect(rateFormSchema('recreational_vehicle').safeParse(values).success).toBe(true)
    expect(ratePayload(values, 'recreational_vehicle', 'EUR')).toEqual({
      season: 'Summer',
      color: 'orange',
      rate_in_cents: 14990,
    })
    expect(rateSeasonPayload(values, tz)).toEqual({
      start_timestamp: localNoonTimestamp('2030-08-01', tz),
      end_timestamp: localNoonTimestamp('2030-08-10', tz),
      is_available: true,
      min_rent_dates: 2,
    })
    expect(rateSeasonPayload({ ...values, apply: false }, tz)).toBeNull()
  })

  it('refuses a zero rate (mustBeGreaterThanZero) and checks dates only when applying', () => {
    const schema = rateFormSchema('recreational_vehicle')
    expect(issues(schema.safeParse({ ...emptyRateForm(), season: 'Low', price: '0' }))).toEqual({
      price: msg.greaterThanZero,
    })
    expect(issues(schema.safeParse({ ...emptyRateForm(), season: 'Low', price: '50', apply: true }))).toEqual({
      start: msg.required,
      end: msg.required,
    })
  })

  it('needs guests and extra charges for campsites, in cents', () => {
    const schema = rateFormSchema('campsite')
    expect(Object.keys(issues(schema.safeParse({ ...emptyRateForm(), season: 'Low', price: '30' }))).sort()).toEqual([
      'extra_adult',
      'extra_child',
      'max_guests_allowed',
    ])
    expect(
      issues(
        schema.safeParse({
          ...emptyRateForm(),
          season: 'Low',
          price: '30',
          max_guests_allowed: '13',
          extra_adult: '5',
          extra_child: '0',
        }),
      ),
    ).toEqual({
      max_guests_allowed: msg.maxGuests,
    })
    const values = {
      ...emptyRateForm(),
      season: 'Low',
      price: '30',
      max_guests_allowed: '4',
      extra_adult: '5,50',
      extra_child: '0',
    }
    expect(ratePayload(values, 'campsite', 'EUR')).toMatchObject({
      max_guests_allowed: 4,
      extra_charge_per_adult_in_cents: 550,
      extra_charge_per_child_in_cents: 0,
    })
    expect(
      rateToForm(
        {
          id: 'r',
          season: 'Low',
          color: 'green',
          rate_in_cents: 3000,
          extra_charge_per_adult_in_cents: 550,
          extra_charge_per_child_in_cents: 0,
          max_guests_allowed: 4,
          currency: 'EUR',
        },
        'EUR',
      ),
    ).toMatchObject({ price: '30', extra_adult: '5.50', extra_child: '0', max_guests_allowed: '4' })
  })

  it('suggests a colour no rate uses yet', () => {
    expect(nextRateColor([])).toBe('red')
    expect(nextRateColor([{ color: 'red' }, { color: 'blue' }])).toBe('green')
    expect(
      nextRateColor(['red', 'blue', 'green', 'orange', 'purple'].map((color) => ({ color: color as 'red' }))),
    ).toBe('blue')
  })
})

describe('extra form', () => {
  it('sends cents, the unit and the recurrence it implies', () => {
    const values = { ...emptyExtraForm(), name: 'Bike rack', price: '12.50', unit: 'per_day' as const, available: '2' }
    expect(extraFormSchema.safeParse(values).success).toBe(true)
    expect(extraPayload(values, 'EUR')).toEqual({
      name: 'Bike rack',
      name_de: null,
      price_in_cents: 1250,
      unit: 'per_day',
      recurrence: 'daily',
      available: 2,
      mandatory: false,
      included: false,
      age_from: null,
      age_to: null,
      description: null,
      conditions: [],
    })
    expect(recurrenceOf('per_night')).toBe('nightly')
    expect(recurrenceOf('once_per_booking')).toBe('once')
  })

  it('prices included extras at zero and needs no price for them', () => {
    const values = { ...emptyExtraForm(), name: 'Gas bottle', price: undefined, unit: 'included' as const }
    expect(extraFormSchema.safeParse(values).success).toBe(true)
    expect(extraPayload(values, 'EUR')).toMatchObject({ price_in_cents: 0, included: true, recurrence: 'once' })
  })

  it('sends the age range, description and condition lines, and reads them back (spec §3)', () => {
    const values = {
      ...emptyExtraForm(),
      name: 'Child seat',
      price: '5',
      unit: 'per_day' as const,
      available: '2',
      mandatory: true,
      age_from: '0',
      age_to: ' 4 ',
      description: '  Group 0+ seat with Isofix.  ',
      conditions: [
        { line: ' Per child ', subline: '  ' },
        { line: 'Fitted at pick-up', subline: 'ask at the counter' },
      ],
    }
    expect(issues(extraFormSchema.safeParse(values))).toEqual({})
    const payload = extraPayload(values, 'EUR')
    expect(payload).toMatchObject({
      mandatory: true,
      included: false,
      age_from: 0,
      age_to: 4,
      description: 'Group 0+ seat with Isofix.',
      conditions: [
        { line: 'Per child', subline: null },
        { line: 'Fitted at pick-up', subline: 'ask at the counter' },
      ],
    })
    const stored = {
      id: 'x',
      price_text: '€5',
      currency: 'EUR',
      ...payload,
      name_de: null,
    }
    expect(extraToForm(stored, 'EUR')).toMatchObject({
      age_from: '0',
      age_to: '4',
      mandatory: true,
      description: 'Group 0+ seat with Isofix.',
      conditions: [
        { line: 'Per child', subline: '' },
        { line: 'Fitted at pick-up', subline: 'ask at the counter' },
      ],
    })
    // Empty ages are sent as null, not 0.
    expect(extraPayload({ ...values, age_from: '', age_to: '' }, 'EUR')).toMatchObject({ age_from: null, age_to: null })
  })

  it('checks ages (0-120, upper not below lower), description and condition lengths', () => {
    const base = { ...emptyExtraForm(), name: 'Child seat', price: '5', available: '1' }
    expect(issues(extraFormSchema.safeParse({ ...base, age_from: '12', age_to: '6' }))).toEqual({
      age_to: msg.ageOrder,
    })
    expect(issues(extraFormSchema.safeParse({ ...base, age_from: '-1', age_to: '121' }))).toEqual({
      age_from: msg.age,
      age_to: msg.age,
    })
    expect(issues(extraFormSchema.safeParse({ ...base, age_from: '2.5' }))).toEqual({ age_from: msg.age })
    expect(issues(extraFormSchema.safeParse({ ...base, age_from: '6', age_to: '6' }))).toEqual({})
    expect(issues(extraFormSchema.safeParse({ ...base, description: 'd'.repeat(1001) }))).toEqual({
      description: msg.descriptionMax,
    })
    expect(issues(extraFormSchema.safeParse({ ...base, description: 'd'.repeat(1000) }))).toEqual({})
    expect(
      issues(
        extraFormSchema.safeParse({
          ...base,
          conditions: [
            { line: '  ', subline: '' },
            { line: 'l'.repeat(301), subline: 's'.repeat(301) },
          ],
        }),
      ),
    ).toEqual({
      'conditions.0.line': msg.required,
      'conditions.1.line': msg.conditionMax,
      'conditions.1.subline': msg.conditionMax,
    })
    const many = Array.from({ length: 21 }, () => ({ line: 'Per person', subline: '' }))
    expect(issues(extraFormSchema.safeParse({ ...base, conditions: many }))).toEqual({ conditions: msg.conditionsMax })
  })

  it('requires a name, a price and a total quantity of at least 1', () => {
    expect(issues(extraFormSchema.safeParse({ ...emptyExtraForm(), available: '0' }))).toEqual({
      name: msg.required,
      price: msg.required,
      available: msg.minQuantity,
    })
  })
})
