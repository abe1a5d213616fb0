import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'

/**
 * Who may call what (accounts §6 and the contract's auth column), table-driven: every accounts
 * endpoint against anonymous, a traveler, each lessor role and another traveler. The RV lessor
 * owns the merchant the simulator rows act on; "other" is a second traveler.
 */
let api: TestApi
const principals = ['anonymous', 'traveler', 'rvLessor', 'campsiteLessor', 'boatLessor', 'other'] as const
type Principal = (typeof principals)[number]
const users = {} as Record<Exclude<Principal, 'anonymous'>, TestUser>
let merchant: { id: string; bank_account: { id: string } }

const completeCompany = {
  company_name: 'Alpenglühen Campers GmbH',
  company_country: 'Germany',
  phone: '+49 89 21098765',
  address: 'Gewerbepark 14',
  city: 'Munich',
  postal_code: '81829',
  is_profile_completed: true,
}

beforeAll(async () => {
  api = await startTestApi({ env: { mailRateLimitMax: 10_000 } })
  users.traveler = await createSignedInUser(api, { role: 1 })
  users.rvLessor = await createSignedInUser(api, { role: 2, profile: completeCompany })
  users.campsiteLessor = await createSignedInUser(api, { role: 3 })
  users.boatLessor = await createSignedInUser(api, { role: 4 })
  users.other = await createSignedInUser(api, { role: 1 })
  merchant = (await api.request('POST', '/payment/merchant/my/', { token: users.rvLessor.access })).body
})
afterAll(async () => {
  await api?.stop()
})

type Row = {
  route: string
  path: () => string
  body?: () => unknown
  /** Status per principal: anonymous, traveler, RV, campsite, boat lessor, other traveler. */
  expect: [number, number, number, number, number, number]
}
const row = (route: string, expected: Row['expect'], path?: () => string, body?: () => unknown): Row => ({
  route,
  path: path ?? (() => route.split(' ')[1]!),
  body,
  expect: expected,
})
const allUsers = (anonymous: number, user: number): Row['expect'] => [anonymous, user, user, user, user, user]
const same = (status: number): Row['expect'] => [status, status, status, status, status, status]

const rows: Row[] = [
  // Signed-in users only.
  row('GET /user/me/', allUsers(401, 200)),
  row('PATCH /user/me/', allUsers(401, 200), undefined, () => ({})),
  row('POST /user/me/password/change/', allUsers(401, 400), undefined, () => ({
    old_password: 'Wrong123',
    new_password1: 'Newpass123',
    new_password2: 'Newpass123',
  })),
  row('GET /user/{id}/', allUsers(401, 200), () => `/user/${users.traveler.id}/`),
  row('GET /payment/legal-type/', allUsers(401, 200)),
  row('GET /payment/merchant/my/', [401, 404, 200, 404, 404, 404]),
  // Lessors only, with a complete profile.
  row('POST /payment/merchant/my/', [401, 403, 200, 400, 400, 403]),
  // Sandbox simulator: any signed-in user, but only on their own merchant.
  row(
    'POST /payment/sandbox-simulator/merchant/update-status/{merchant_uid}/',
    [401, 404, 200, 404, 404, 404],
    () => `/payment/sandbox-simulator/merchant/update-status/${merchant.id}/`,
    () => ({ status: 'pending' }),
  ),
  row(
    'POST /payment/sandbox-simulator/merchant/{merchant_uid}/bank-account/{bank_account_uid}/update-status/',
    [401, 404, 200, 404, 404, 404],
    () => `/payment/sandbox-simulator/merchant/${merchant.id}/bank-account/${merchant.bank_account.id}/update-status/`,
    () => ({ status: 'pending' }),
  ),
  // Public: a token changes nothing (these answer with their own outcome, never 401/403 for lack of one).
  row('POST /user/', same(400), undefined, () => ({ email: 'bad' })),
  row('POST /auth/token/', same(401), undefined, () => ({ email: 'nobody@example.com', password: 'Wrong123' })),
  row('POST /auth/token/refresh/', same(401), undefined, () => ({ refresh: 'garbage' })),
  row('POST /auth/password/reset/', same(404), undefined, () => ({ email: 'nobody@example.com' })),
  row(
    'POST /auth/password/reset/confirm/{uid}/{token}/',
    same(400),
    () => '/auth/password/reset/confirm/abc/1-x/',
    () => ({
      new_password1: 'Newpass123',
      new_password2: 'Newpass123',
    }),
  ),
  row('POST /user/email/verify/', same(400), undefined, () => ({ key: 'garbage' })),
  row('POST /user/resend-email/', same(200), undefined, () => ({ email: 'nobody@example.com' })),
  row('POST /user/auth/google/', same(400), undefined, () => ({})),
  row('POST /user/contact-us/', same(201), undefined, () => ({
    name: 'A',
    email: 'a@example.com',
    subject: 'Hi',
    message: 'Hello',
  })),
  row('POST /user/validate-user-details/', same(400), undefined, () => ({ email: 'a@example.com' })),
  row('POST /user/create-user-when-booking/', same(400), undefined, () => ({ email: 'a@example.com' })),
]

describe('authorization matrix', () => {
  it.each(rows.map((entry) => [entry.route, entry] as const))('%s', async (_route, entry) => {
    const [method] = entry.route.split(' ')
    const actual: Record<string, number> = {}
    const expected: Record<string, number> = {}
    for (const [index, principal] of principals.entries()) {
      const token = principal === 'anonymous' ? undefined : users[principal].access
      const response = await api.request(method!, entry.path(), { token, body: entry.body?.() })
      actual[principal] = response.status
      expected[principal] = entry.expect[index]!
      expect(response.body, `${principal}: JSON error body`).toSatisfy(
        (body: unknown) =>
          response.status < 400 ||
          (typeof body === 'object' && body !== null && 'error_key' in body && 'error_msg' in body),
      )
      if (response.status === 401 && principal === 'anonymous' && entry.expect[1] !== 401) {
        expect(response.body.error_key).toBe('not_authenticated')
      }
    }
    expect(actual).toEqual(expected)
  })

  it('DELETE /user/me/ needs a signed-in user and deletes only that account', async () => {
    expect((await api.request('DELETE', '/user/me/')).status).toBe(401)
    for (const role of [1, 2, 3, 4] as const) {
      const user = await createSignedInUser(api, { role })
      expect((await api.request('DELETE', '/user/me/', { token: user.access })).status).toBe(204)
    }
    for (const user of Object.values(users))
      expect((await api.request('GET', '/user/me/', { token: user.access })).status).toBe(200)
  })

  it('lets the site call PATCH and DELETE cross-origin (CORS preflight)', async () => {
    const preflight = await fetch(`${api.baseUrl}/user/me/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PATCH/)
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/DELETE/)
  })

  it('a token that is not a Bearer token is refused on protected routes', async () => {
    const response = await api.request('GET', '/user/me/', { headers: { authorization: users.traveler.access } })
    expect(response).toMatchObject({ status: 401, body: { error_key: 'not_authenticated' } })
  })
})
