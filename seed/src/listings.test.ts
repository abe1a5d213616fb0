import { describe, expect, it } from 'vitest'
import type { SeedContext } from './context'
import { demoAccounts } from './demo-accounts'
import { lessors, travelers } from './fixtures/people'
import { boatSuitsWater, citiesForKind, planListings } from './listing-plans'
import { upcomingPeriod } from './listings'
import { PhotoLibrary } from './photo-library'

const withIds = lessors.map((lessor, i) => ({ ...lessor, id: `lessor-${i}` }))

describe('seed people', () => {
  it('include every demo marketplace account with the role it signs in as', () => {
    const roles: Record<string, number> = { recreational_vehicle: 2, campsite: 3, boat: 4 }
    const seeded = new Map([
      ...lessors.map((l) => [l.email, roles[l.kind]!] as const),
      ...travelers.map((t) => [t.email, 1] as const),
    ])
    for (const account of demoAccounts.filter((a) => a.collection === 'users'))
      expect(seeded.get(account.email)).toBe(account.role)
  })

  it("live where their phone number dials: each phone has its own country's calling code", () => {
    const callingCodes: Record<string, string> = {
      AT: '43',
      BE: '32',
      DE: '49',
      DK: '45',
      ES: '34',
      FR: '33',
      GB: '44',
      HR: '385',
      IT: '39',
      NL: '31',
      PL: '48',
      PT: '351',
      SE: '46',
      SI: '386',
    }
    for (const person of [...lessors, ...travelers]) {
      expect(callingCodes[person.country_iso2], person.email).toBeDefined()
      expect(person.phone.startsWith(`+${callingCodes[person.country_iso2]} `), person.email).toBe(true)
    }
  })
})

describe('listing plan', () => {
  it('spreads even a small seed over many countries', () => {
    const plans = planListings(4, withIds, new PhotoLibrary({} as SeedContext))
    const published = plans.filter((p) => !p.draft)
    expect(published).toHaveLength(12)
    expect(new Set(published.map((p) => p.city.country_iso2)).size).toBeGreaterThanOrEqual(8)
    expect(plans.filter((p) => p.draft).every((p) => p.lessor.email.endsWith('@driftway.test'))).toBe(true)
  })

  it('puts boats only on water that suits them', () => {
    for (const plan of planListings(30, withIds, new PhotoLibrary({} as SeedContext)).filter(
      (p) => p.kind === 'boat',
    )) {
      expect(boatSuitsWater(plan.boat!, plan.city)).toBe(true)
    }
    expect(citiesForKind('boat').every((city) => city.water)).toBe(true)
  })

  it('shares photos: the seed renders far fewer images than it shows', () => {
    const library = new PhotoLibrary({} as SeedContext)
    const plans = planListings(32, withIds, library)
    const shown = plans.reduce((sum, p) => sum + p.photos.length, 0)
    const distinct = new Set(plans.flatMap((p) => p.photos.map(([, name]) => name))).size
    expect(shown).toBeGreaterThan(500)
    expect(distinct).toBeLessThan(160)
  })
})

describe('upcoming season periods', () => {
  const summer = {
    name: 'Summer',
    color: 'red' as const,
    factor: 1.3,
    from: [6, 1] as [number, number],
    to: [8, 1] as [number, number],
  }

  it('takes this year’s season while it lies ahead, at 12:00 UTC', () => {
    const period = upcomingPeriod(summer, new Date(Date.UTC(2026, 1, 10)))!
    expect(new Date(period.start * 1000).toISOString()).toBe('2026-07-01T12:00:00.000Z')
    expect(new Date(period.end * 1000).toISOString()).toBe('2026-09-01T12:00:00.000Z')
  })

  it('moves to next year once the season is over, starting no earlier than tomorrow', () => {
    const late = upcomingPeriod(summer, new Date(Date.UTC(2026, 10, 23)))!
    expect(new Date(late.start * 1000).toISOString()).toBe('2027-07-01T12:00:00.000Z')
    const during = upcomingPeriod(summer, new Date(Date.UTC(2026, 7, 10, 9)))!
    expect(new Date(during.start * 1000).toISOString()).toBe('2026-08-11T12:00:00.000Z')
  })
})
