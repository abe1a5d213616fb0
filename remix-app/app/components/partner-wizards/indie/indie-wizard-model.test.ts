import { describe, expect, it } from 'vitest'
import {
  canAdvance,
  defaultByPrice,
  defaultSlot,
  emptyIndieChoices as emptyChoices,
  type IndieChoices,
  includedExtras,
  indieChoicesOf,
  isSelectableSlot,
  nextStep,
  type PartnerExtra,
  type PartnerQuote,
  partnerChoicesOf,
  previousStep,
  setExtraQuantity,
  stepStateOf,
  type TimeSlot,
  visibleExtras,
  withDefaults,
} from './indie-wizard-model'

const slot = (value: string, price: number, label: TimeSlot['label']): TimeSlot => ({
  value,
  price_in_cents: price,
  label,
})
const slots = [
  slot('08:00', 2500, 'early_pickup'),
  slot('09:00', 2500, 'early_pickup'),
  slot('10:00', 0, 'included'),
  slot('11:00', 0, 'included'),
  slot('18:00', 3000, 'out_of_hours'),
]
const extra = (code: string, over: Partial<PartnerExtra> = {}): PartnerExtra => ({
  code,
  name: code,
  note: null,
  unit: 'DAY',
  price_in_cents: 800,
  daily_rate_in_cents: null,
  max_quantity: 2,
  mandatory: false,
  ...over,
})
const quote = {
  time_slots: { pickup: slots, dropoff: slots },
  insurance_plans: [
    {
      code: 'STANDARD',
      name: 'Standard',
      price_in_cents: 4500,
      deposit_in_cents: 1,
      liability_in_cents: 1,
      features: {},
    },
    { code: 'BASIC', name: 'Basic', price_in_cents: 0, deposit_in_cents: 1, liability_in_cents: 1, features: {} },
  ],
  distance_packages: [
    { code: 'KM250', name: '250 km', price_in_cents: 2700, units: 'km' },
    { code: 'KM100', name: '100 km', price_in_cents: 0, units: 'km' },
  ],
  extra_amenities: [extra('BIKE'), extra('CHAIRS')],
  location_codes: { pickup: ['LIS', 'POR'], dropoff: ['LIS', 'POR'] },
} as unknown as PartnerQuote

describe('Indie wizard steps', () => {
  it('marks steps pending, active and completed, in order', () => {
    expect(stepStateOf('pickup', 'dropoff', ['pickup'])).toBe('completed')
    expect(stepStateOf('dropoff', 'dropoff', ['pickup'])).toBe('active')
    expect(stepStateOf('extras', 'dropoff', ['pickup'])).toBe('pending')
    // A finished step reopened with Change is active again, and completed once more after Next.
    expect(stepStateOf('pickup', 'pickup', ['pickup', 'dropoff'])).toBe('active')
    expect(nextStep('pickup')).toBe('dropoff')
    expect(nextStep('distance')).toBeNull()
    expect(previousStep('pickup')).toBeNull()
    expect(previousStep('dropoff')).toBe('pickup')
  })

  it('disables Next without a pick-up time, a drop-off time or a plan (booking §5)', () => {
    const none: IndieChoices = emptyChoices
    expect(canAdvance('pickup', none)).toBe(false)
    expect(canAdvance('pickup', { ...none, checkin_time: '10:00' })).toBe(true)
    expect(canAdvance('dropoff', none)).toBe(false)
    expect(canAdvance('dropoff', { ...none, checkout_time: '10:00' })).toBe(true)
    expect(canAdvance('protection', none)).toBe(false)
    expect(canAdvance('protection', { ...none, insurance: 'BASIC' })).toBe(true)
    expect(canAdvance('extras', none)).toBe(true)
    expect(canAdvance('distance', none)).toBe(true)
  })
})

describe('Indie wizard defaults', () => {
  it('lets only zero-price slots be chosen and preselects the first free one', () => {
    expect(slots.filter(isSelectableSlot).map((s) => s.value)).toEqual(['10:00', '11:00'])
    expect(defaultSlot(slots, null)).toBe('10:00')
    expect(defaultSlot(slots, '11:00')).toBe('11:00')
    // A paid slot in the URL is never kept: it cannot be chosen.
    expect(defaultSlot(slots, '08:00')).toBe('10:00')
    expect(defaultSlot([slot('08:00', 2500, 'early_pickup')], null)).toBeNull()
  })

  it('preselects the zero-price plan and distance package, and restores existing values', () => {
    expect(defaultByPrice(quote.insurance_plans, null)).toBe('BASIC')
    expect(defaultByPrice(quote.insurance_plans, 'STANDARD')).toBe('STANDARD')
    expect(defaultByPrice(quote.insurance_plans, 'GONE')).toBe('BASIC')
    expect(defaultByPrice([{ code: 'X', price_in_cents: 100 }], null)).toBeNull()
    const filled = withDefaults({ ...emptyChoices, extras: { BIKE: 1, GONE: 2 }, dropoff_location_code: 'POR' }, quote)
    expect(filled).toEqual({
      pickup_location_code: 'LIS',
      dropoff_location_code: 'POR',
      checkin_time: '10:00',
      checkout_time: '10:00',
      insurance: 'BASIC',
      distance_package: 'KM100',
      extras: { BIKE: 1 },
    })
  })
})

describe('Indie wizard extras', () => {
  it('never goes below zero nor above the maximum, and drops zero quantities', () => {
    const bike = extra('BIKE', { max_quantity: 2 })
    let chosen = setExtraQuantity({}, bike, 1)
    expect(chosen).toEqual({ BIKE: 1 })
    chosen = setExtraQuantity(chosen, bike, 5)
    expect(chosen).toEqual({ BIKE: 2 })
    chosen = setExtraQuantity(chosen, bike, -1)
    expect(chosen).toEqual({})
    expect('BIKE' in chosen).toBe(false)
  })

  it('caps an item that is not selectable more than once at 1', () => {
    const once = { ...extra('TABLE', { max_quantity: 4 }), isSelectable: 'No' as const }
    expect(setExtraQuantity({}, once, 3)).toEqual({ TABLE: 1 })
  })

  it('hides the gas bottle at drop-off and shows mandatory items as included', () => {
    const list = [
      extra('BIKE'),
      extra('GAS_BOTTLE', { name: 'Gas bottle at drop-off' }),
      extra('DROP', { name: 'Gas bottle (drop-off)' }),
      extra('CLEAN', { mandatory: true, name: 'Cleaning' }),
    ]
    expect(visibleExtras(list).map((e) => e.code)).toEqual(['BIKE'])
    expect(includedExtras(list).map((e) => e.code)).toEqual(['CLEAN'])
  })
})

describe('Indie wizard form and the URL', () => {
  it('reads the choices of the query and writes them back with the identifier', () => {
    const form = indieChoicesOf({ pickup_location_code: 'LIS', checkin_time: '11:00', package_id: 'X' }, { BIKE: 1 })
    expect(form).toEqual({ ...emptyChoices, pickup_location_code: 'LIS', checkin_time: '11:00', extras: { BIKE: 1 } })
    expect(partnerChoicesOf({ ...form, insurance: 'BASIC' }, 'IC-1')).toEqual({
      identifier: 'IC-1',
      pickup_location_code: 'LIS',
      checkin_time: '11:00',
      insurance: 'BASIC',
    })
  })
})
