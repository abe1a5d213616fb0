import { describe, expect, it } from 'vitest'
import { convertMinorUnits, formatMoney, isZeroDecimal, toMinorUnits, typedAmountInMinorUnits } from './money'

describe('money', () => {
  it('stores major units as integer cents, and zero-decimal currencies as whole units', () => {
    expect(toMinorUnits(12.5, 'EUR')).toBe(1250)
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30)
    expect(toMinorUnits(1500, 'JPY')).toBe(1500)
    expect(isZeroDecimal('jpy')).toBe(true)
  })

  it('shows fractions only when needed', () => {
    expect(formatMoney(12000, 'EUR')).toBe('€120')
    expect(formatMoney(12050, 'EUR')).toBe('€120.50')
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500')
  })

  it('converts through EUR and rounds to the target minor unit', () => {
    const rates = { USD: 1.1, JPY: 160.4 }
    expect(convertMinorUnits(10000, 'EUR', 'USD', rates)).toBe(11000)
    expect(convertMinorUnits(10000, 'EUR', 'JPY', rates)).toBe(16040)
    expect(convertMinorUnits(11000, 'USD', 'EUR', rates)).toBe(10000)
    expect(() => convertMinorUnits(1, 'EUR', 'XXX', rates)).toThrow(RangeError)
  })
})

describe('typedAmountInMinorUnits', () => {
  it('reads what people type, with a point or a comma, in the currency’s minor units', () => {
    expect(typedAmountInMinorUnits(' 85 ', 'EUR', 1_000_000)).toBe(8_500)
    expect(typedAmountInMinorUnits('85,50', 'EUR', 1_000_000)).toBe(8_550)
    expect(typedAmountInMinorUnits('0.29', 'EUR', 1_000_000)).toBe(29)
    expect(typedAmountInMinorUnits('45000', 'JPY', 1_000_000)).toBe(45_000)
  })
  it('refuses what is not a price: zero, text, signs, three decimals, a fraction of yen, above the cap', () => {
    for (const typed of ['0', '0.001', 'abc', '-5', '1e3', '12.345', '', '1.000,00']) {
      expect(typedAmountInMinorUnits(typed, 'EUR', 1_000_000)).toBeNull()
    }
    expect(typedAmountInMinorUnits('450.5', 'JPY', 1_000_000)).toBeNull()
    expect(typedAmountInMinorUnits('10000.01', 'EUR', 1_000_000)).toBeNull()
    expect(typedAmountInMinorUnits('10000', 'EUR', 1_000_000)).toBe(1_000_000)
  })
})
