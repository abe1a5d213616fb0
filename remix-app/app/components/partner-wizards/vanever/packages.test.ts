import { describe, expect, it } from 'vitest'
import { sortPackages, togglePackage, type VaneverPackage } from './packages'

const pkg = (id: string, price: number): VaneverPackage => ({ id, price_in_cents: price, products: [] })

describe('Vanever package chooser (booking §2)', () => {
  it('lists packages by price ascending', () => {
    const sorted = sortPackages([pkg('ALL', 9_600), pkg('BASIC', 2_700), pkg('SMART', 5_400), pkg('AAA', 2_700)])
    expect(sorted.map((p) => p.id)).toEqual(['AAA', 'BASIC', 'SMART', 'ALL'])
  })

  it('deselects the selected package when it is clicked again', () => {
    expect(togglePackage(null, 'SMART')).toBe('SMART')
    expect(togglePackage('SMART', 'SMART')).toBeNull()
    expect(togglePackage('SMART', 'ALL')).toBe('ALL')
  })
})
