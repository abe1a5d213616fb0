import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coveredRoutes } from './contract/covered'
import { concretePaths, readContractRoutes, routeKey } from './contract/routes'
import { startTestApi, type TestApi } from './support/api'

const contract = readContractRoutes()
const covered = contract.filter((route) => coveredRoutes.includes(routeKey(route)))

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.stop()
})

describe('contract routes', () => {
  it('lists only rows that exist in the contract', () => {
    const known = new Set(contract.map(routeKey))
    expect(coveredRoutes.filter((key) => !known.has(key))).toEqual([])
  })

  it.each(covered.map((route) => [routeKey(route), route] as const))(
    '%s is served with its auth rule',
    async (_key, route) => {
      for (const path of concretePaths(route.path)) {
        const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined
        const response = await api.request(route.method, path, { body })
        expect(['route_not_found', 'method_not_allowed'], `${route.method} ${path} must be routed`).not.toContain(
          response.body?.error_key,
        )
        expect(response.status, `${route.method} ${path}`).toBeLessThan(500)
        if (route.auth === 'public') {
          expect([401, 403], `${route.method} ${path} is public`).not.toContain(response.status)
        } else if (route.auth !== 'notshown') {
          expect(response.status, `${route.method} ${path} needs authentication`).toBe(401)
          expect(response.body).toMatchObject({ error_key: expect.any(String), error_msg: expect.any(String) })
        }
      }
    },
  )
})
