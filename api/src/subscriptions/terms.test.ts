import { describe, expect, it } from 'vitest'
import { addInterval, prorate } from './terms'

const utc = (iso: string) => Math.floor(Date.parse(iso) / 1000)

describe('addInterval', () => {
  it('adds calendar months and years in UTC, ending a long month on the short one’s last day', () => {
    expect(addInterval(utc('2027-01-31T10:00:00Z'), 'month')).toBe(utc('2027-02-28T10:00:00Z'))
    expect(addInterval(utc('2028-01-31T10:00:00Z'), 'month')).toBe(utc('2028-02-29T10:00:00Z'))
    expect(addInterval(utc('2027-03-15T23:30:00Z'), 'month')).toBe(utc('2027-04-15T23:30:00Z'))
    expect(addInterval(utc('2028-02-29T00:00:00Z'), 'year')).toBe(utc('2029-02-28T00:00:00Z'))
  })
})

describe('prorate', () => {
  const start = utc('2027-04-01T00:00:00Z')
  const end = utc('2027-05-01T00:00:00Z')
  it('charges the price difference for the share of the term still ahead', () => {
    expect(prorate(2900, 7900, start, end, utc('2027-04-11T00:00:00Z'))).toBe(3333)
    expect(prorate(2900, 7900, start, end, start)).toBe(5000)
  })
  it('credits a downgrade (negative) and nothing once the term is over or unknown', () => {
    expect(prorate(7900, 2900, start, end, utc('2027-04-16T00:00:00Z'))).toBe(-2500)
    expect(prorate(2900, 7900, start, end, end + 60)).toBe(0)
    expect(prorate(7900, 2900, start, end, end + 60)).toBe(0)
    expect(prorate(2900, 7900, null, end, start)).toBe(0)
    expect(prorate(2900, 7900, end, start, start)).toBe(0)
  })
  it('never charges more than the whole difference, even before the term started', () => {
    expect(prorate(2900, 7900, start, end, start - 86_400)).toBe(5000)
  })
})
