import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'
import { trickyRedirectTargets } from './safe-redirect.corpus'

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and fragment', () => {
    expect(safeRedirect('/profile?tab=bank')).toBe('/profile?tab=bank')
    expect(safeRedirect('/rent-a-campervan/a1#dates')).toBe('/rent-a-campervan/a1#dates')
    expect(safeRedirect('/campervans?place=Berlin%2FBrandenburg')).toBe('/campervans?place=Berlin%2FBrandenburg')
    expect(safeRedirect('/')).toBe('/')
  })

  it.each(trickyRedirectTargets.map((target) => [JSON.stringify(target), target]))('refuses %s', (_name, target) => {
    expect(safeRedirect(target)).toBeNull()
  })

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['/x']]) expect(safeRedirect(value)).toBeNull()
  })

  it('avoids the paths a caller names, and only those', () => {
    const avoid = ['/login', '/logout']
    expect(safeRedirect('/login?redirect=/x', { avoid })).toBeNull()
    expect(safeRedirect('/logout', { avoid })).toBeNull()
    expect(safeRedirect('/loginhelp', { avoid })).toBe('/loginhelp')
    expect(safeRedirect('/login?redirect=/x')).toBe('/login?redirect=/x')
  })
})
