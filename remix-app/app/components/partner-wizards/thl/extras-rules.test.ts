import { describe, expect, it } from 'vitest'
import {
  clampThlQuantity,
  defaultThlInsurance,
  hiddenThlExtra,
  maxThlQuantity,
  type ThlItem,
  thlStepReady,
  visibleThlExtras,
  withThlQuantity,
} from './extras-rules'

const item = (code: string, over: Partial<ThlItem> = {}): ThlItem => ({
  code,
  name: code,
  note: null,
  nettAmt: 1_000,
  dailyRate: null,
  unit: 'RENTAL',
  total_rate_local: 1_000,
  isSelectable: 'Yes',
  max_quantity: 3,
  quantity: 0,
  price: 1_000,
  price_local: 1_000,
  ...over,
})

describe('THL extras quantity rules (booking §5)', () => {
  it('never goes below zero nor above the maximum', () => {
    expect(clampThlQuantity(item('BIKE'), -1)).toBe(0)
    expect(clampThlQuantity(item('BIKE'), 2)).toBe(2)
    expect(clampThlQuantity(item('BIKE'), 9)).toBe(3)
    expect(clampThlQuantity(item('BIKE'), Number.NaN)).toBe(0)
  })

  it('caps an item with isSelectable No at one, whatever its maximum says', () => {
    const once = item('CHAIRS', { isSelectable: 'No', max_quantity: 4 })
    expect(maxThlQuantity(once)).toBe(1)
    expect(clampThlQuantity(once, 2)).toBe(1)
  })

  it('drops an item whose quantity comes back to zero', () => {
    const bike = item('BIKE')
    const one = withThlQuantity({}, bike, 1)
    expect(one).toEqual({ BIKE: 1 })
    expect(withThlQuantity(one, bike, 0)).toEqual({})
    expect(withThlQuantity(one, bike, -3)).toEqual({})
  })

  it('hides the gas bottle at drop-off and nothing else', () => {
    const gas = item('GASDROP', { name: 'Gas bottle at drop-off' })
    expect(hiddenThlExtra(gas)).toBe(true)
    expect(hiddenThlExtra(item('X1', { name: 'Gas bottle at drop off' }))).toBe(true)
    expect(hiddenThlExtra(item('GAS', { name: 'Extra gas bottle' }))).toBe(false)
    expect(visibleThlExtras([item('BIKE'), gas]).map((i) => i.code)).toEqual(['BIKE'])
  })
})

describe('THL wizard steps (booking §5)', () => {
  it('needs an insurance on step 1', () => {
    expect(thlStepReady('insurance', { insurance: null, extras: {}, extrasLoaded: true })).toBe(false)
    expect(thlStepReady('insurance', { insurance: 'BASIC', extras: {}, extrasLoaded: false })).toBe(true)
  })

  it('needs extras or the extras loaded on step 2', () => {
    expect(thlStepReady('extras', { insurance: 'BASIC', extras: {}, extrasLoaded: false })).toBe(false)
    expect(thlStepReady('extras', { insurance: 'BASIC', extras: { BIKE: 1 }, extrasLoaded: false })).toBe(true)
    expect(thlStepReady('extras', { insurance: 'BASIC', extras: {}, extrasLoaded: true })).toBe(true)
  })

  it('preselects the zero-price plan', () => {
    expect(
      defaultThlInsurance([item('PREMIUM', { nettAmt: 8_700 }), item('BASIC', { nettAmt: 0 }), item('STANDARD')]),
    ).toBe('BASIC')
    expect(defaultThlInsurance([])).toBeNull()
  })
})
