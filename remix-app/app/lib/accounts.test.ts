import { describe, expect, it } from 'vitest'
import {
  dateInputToTimestamp,
  displayName,
  landingAfterSignIn,
  lessorRoleFromParam,
  lessorSignupHref,
  signInRedirect,
  timestampToDateInput,
} from './accounts'
import { trickyRedirectTargets } from './safe-redirect.corpus'

describe('signInRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(signInRedirect('/profile?tab=bank')).toBe('/profile?tab=bank')
    expect(signInRedirect('/rent-a-campervan/a1#dates')).toBe('/rent-a-campervan/a1#dates')
  })

  it('refuses every target the shared redirect check refuses', () => {
    for (const bad of [...trickyRedirectTargets, null, 42]) expect(signInRedirect(bad), String(bad)).toBeNull()
  })

  it('never leads back into the sign-in pages', () => {
    expect(signInRedirect('/login?redirect=/x')).toBeNull()
    expect(signInRedirect('/logout')).toBeNull()
    expect(signInRedirect('/auth/google')).toBeNull()
    expect(signInRedirect('/loginhelp')).toBe('/loginhelp')
  })
})

describe('landingAfterSignIn (accounts §2, §4)', () => {
  const traveler = { role: 1, is_profile_completed: false }
  it('sends each role to its own area', () => {
    expect(landingAfterSignIn(traveler)).toBe('/my-bookings')
    expect(landingAfterSignIn({ role: 2, is_profile_completed: true })).toBe('/lessor/campervans')
    expect(landingAfterSignIn({ role: 3, is_profile_completed: true })).toBe('/lessor/campsites')
    expect(landingAfterSignIn({ role: 4, is_profile_completed: true })).toBe('/lessor/boats')
    expect(landingAfterSignIn({ role: 9, is_profile_completed: true })).toBe('/')
  })

  it('puts completing the profile first for non-travelers', () => {
    expect(landingAfterSignIn({ role: 3, is_profile_completed: false }, '/profile')).toBe('/complete-profile')
  })

  it('honours a safe redirect for travelers, and for everyone after Google', () => {
    expect(landingAfterSignIn(traveler, '/campsites?search=Garda')).toBe('/campsites?search=Garda')
    expect(landingAfterSignIn(traveler, 'https://evil.example')).toBe('/my-bookings')
    expect(landingAfterSignIn({ role: 2, is_profile_completed: true }, '/profile')).toBe('/lessor/campervans')
    expect(
      landingAfterSignIn({ role: 2, is_profile_completed: true }, '/profile', { redirectForEveryRole: true }),
    ).toBe('/profile')
  })
})

describe('lessor sign-up roles', () => {
  it('reads ?role= by name or number, RV lessor by default', () => {
    expect(lessorRoleFromParam('campsite_lessor')).toBe(3)
    expect(lessorRoleFromParam('boat_lessor')).toBe(4)
    expect(lessorRoleFromParam('3')).toBe(3)
    expect(lessorRoleFromParam(null)).toBe(2)
    expect(lessorRoleFromParam('1')).toBe(2)
    expect(lessorRoleFromParam('toString')).toBe(2)
  })

  it('links each kind to its sign-up', () => {
    expect(lessorSignupHref(2)).toBe('/signup/lessor')
    expect(lessorSignupHref(3)).toBe('/signup/lessor?role=campsite_lessor')
    expect(lessorSignupHref(4)).toBe('/signup/lessor?role=boat_lessor')
  })
})

describe('display helpers', () => {
  it('names lessors by company and travelers by name', () => {
    const base = { first_name: 'Anna', last_name: 'Berg', company_name: 'Berg Vans' }
    expect(displayName({ ...base, role: 2 })).toBe('Berg Vans')
    expect(displayName({ ...base, role: 1 })).toBe('Anna Berg')
    expect(displayName({ first_name: null, last_name: null, company_name: null, role: 3 })).toBe('')
  })

  it('converts birth dates between date inputs and unix seconds (UTC)', () => {
    expect(dateInputToTimestamp('1990-04-12')).toBe(639_878_400)
    expect(timestampToDateInput(639_878_400)).toBe('1990-04-12')
    expect(dateInputToTimestamp('')).toBeUndefined()
    expect(dateInputToTimestamp('1990-02-30')).toBeUndefined()
    expect(timestampToDateInput(null)).toBe('')
  })
})
