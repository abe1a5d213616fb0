import { describe, expect, it } from 'vitest'
import { formatInsuranceAmount, parseInsuranceAmount } from './listing-insurance'

describe('parseInsuranceAmount', () => {
  it('reads the spec form "1,000 EUR" as cents', () => {
    expect(parseInsuranceAmount('1,000 EUR')).toEqual({ amount_in_cents: 100_000, currency: 'EUR' })
  })

  it('accepts the currency before or after, as code or symbol, and defaults to the fallback', () => {
    expect(parseInsuranceAmount('EUR 2500')).toEqual({ amount_in_cents: 250_000, currency: 'EUR' })
    expect(parseInsuranceAmount('£750')).toEqual({ amount_in_cents: 75_000, currency: 'GBP' })
    expect(parseInsuranceAmount('1500 chf')).toEqual({ amount_in_cents: 150_000, currency: 'CHF' })
    expect(parseInsuranceAmount('900')).toEqual({ amount_in_cents: 90_000, currency: 'EUR' })
    expect(parseInsuranceAmount('900', 'SEK')).toEqual({ amount_in_cents: 90_000, currency: 'SEK' })
  })

  it('tells thousands separators from decimal marks', () => {
    expect(parseInsuranceAmount('1.000 EUR')?.amount_in_cents).toBe(100_000)
    expect(parseInsuranceAmount('1.000,50 EUR')?.amount_in_cents).toBe(100_050)
    expect(parseInsuranceAmount('1,000.50 EUR')?.amount_in_cents).toBe(100_050)
    expect(parseInsuranceAmount('1,234,567 EUR')?.amount_in_cents).toBe(123_456_700)
    expect(parseInsuranceAmount('12,5 EUR')?.amount_in_cents).toBe(1250)
    expect(parseInsuranceAmount('1 000 EUR')?.amount_in_cents).toBe(100_000)
  })

  it('keeps zero-decimal currencies in whole units', () => {
    expect(parseInsuranceAmount('150,000 JPY')).toEqual({ amount_in_cents: 150_000, currency: 'JPY' })
  })

  it('rejects text it cannot read instead of guessing', () => {
    expect(parseInsuranceAmount('')).toBeNull()
    expect(parseInsuranceAmount('lots EUR')).toBeNull()
    expect(parseInsuranceAmount('1000 XYZ')).toBeNull()
    expect(parseInsuranceAmount('€1000 USD')).toBeNull()
    expect(parseInsuranceAmount('-5 EUR')).toBeNull()
  })

  it('round-trips through the display form', () => {
    expect(formatInsuranceAmount(100_000, 'EUR')).toBe('1,000 EUR')
    expect(parseInsuranceAmount(formatInsuranceAmount(100_050, 'EUR'))?.amount_in_cents).toBe(100_050)
  })
})
