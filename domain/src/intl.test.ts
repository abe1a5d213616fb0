import { describe, expect, it } from 'vitest'
import { dateTimeFormat, displayNames, englishCountryName, numberFormat, relativeTimeFormat } from './intl'

describe('cached Intl formatters', () => {
  it('format exactly as a formatter built for the call', () => {
    const moment = new Date(Date.UTC(2026, 10, 29, 14, 5))
    for (const locale of ['en', 'de', 'fr', 'ja']) {
      const currency = { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 } as const
      expect(numberFormat(locale, currency).format(1234.5)).toBe(new Intl.NumberFormat(locale, currency).format(1234.5))
      const date = { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Berlin' } as const
      expect(dateTimeFormat(locale, date).format(moment)).toBe(new Intl.DateTimeFormat(locale, date).format(moment))
      expect(displayNames([locale], { type: 'region' }).of('CH')).toBe(
        new Intl.DisplayNames([locale], { type: 'region' }).of('CH'),
      )
      expect(relativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day')).toBe(
        new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day'),
      )
    }
  })

  it('return the same instance for the same locales and options, another for others', () => {
    const one = numberFormat('de', { maximumFractionDigits: 1 })
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(one)
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(one)
    expect(numberFormat('de', { maximumFractionDigits: 2 })).not.toBe(one)
    expect(numberFormat(['de'], { maximumFractionDigits: 1 })).not.toBe(one)
    expect(dateTimeFormat('de', { dateStyle: 'medium' })).toBe(dateTimeFormat('de', { dateStyle: 'medium' }))
    expect(displayNames(['de', 'en'], { type: 'region' })).toBe(displayNames(['de', 'en'], { type: 'region' }))
    // Kinds never share a key: a number and a date formatter with the same locales and options.
    expect(dateTimeFormat('de')).not.toBe(numberFormat('de') as unknown)
  })

  it('throw like the constructor for bad input, and cache nothing for it', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError)
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError)
  })
})

describe('englishCountryName', () => {
  it('names a country in English whatever the case of its code, and gives back a code it cannot name', () => {
    expect(englishCountryName('DE')).toBe('Germany')
    expect(englishCountryName('gb')).toBe('United Kingdom')
    expect(englishCountryName('CH')).toBe('Switzerland')
    expect(englishCountryName('XX')).toBe('XX')
  })
})
