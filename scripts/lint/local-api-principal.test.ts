import { describe, expect, it } from 'vitest'
import { checkSource } from './local-api-principal'

const lines = (text: string, file = 'api/src/example.ts') => checkSource(file, text).map((finding) => finding.line)

describe('local API principal rule', () => {
  it('accepts calls that spread a principal, directly or through a constant or typed parameter', () => {
    expect(
      lines(`
        await payload.find({ collection: 'users', ...asSystem() })
        await req.payload.update({ collection: 'listings', id, data, req, ...asUser(user) })
        await app.ctx.payload.create({ collection: 'contact-messages', data, ...asVisitor() })
        const asOwner = { depth: 0, req, ...asUser(user) } as const
        await payload.delete({ collection: 'listings', id, ...asOwner })
        const as = (user?: User) => (user ? asUser(user) : asSystem())
        await payloadOf().create({ collection, data, ...as(user) })
        const read = (principal: LocalApiPrincipal) => payload.find({ collection: 'listings', ...principal })
      `),
    ).toEqual([])
  })

  it('refuses a call that names nobody (the Local API would skip access control)', () => {
    expect(
      lines(`
        await payload.find({ collection: 'users', where })
        await this.payload
          .delete({ collection: 'media', id })
        const options = { depth: 0 }
        await payload.count({ collection: 'listings', ...options })
      `),
    ).toEqual([2, 3, 6])
  })

  it('refuses overrideAccess outside the principals module', () => {
    expect(lines(`await payload.find({ collection: 'users', overrideAccess: true })`)).toEqual([1, 1])
    expect(lines(`const bypass = { overrideAccess: false }`)).toEqual([1])
    expect(lines(`export const asSystem = () => ({ overrideAccess: true })`, 'collections/src/local-api.ts')).toEqual(
      [],
    )
  })

  it('reads past generic arrow functions in .ts files, and fails a file it cannot parse', () => {
    expect(
      lines(`
        const first = <T>(items: T[]) => items[0]
        await payload.find({ collection: 'users', overrideAccess: true, ...asSystem() })
      `),
    ).toEqual([3])
    expect(lines(`const broken = (`).length).toBeGreaterThan(0)
  })

  it('leaves other objects with the same method names alone', () => {
    expect(lines(`list.find({ collection: 'x' }); map.delete(key); schema.create({})`)).toEqual([])
  })
})
