import { asSystem } from '@driftway/collections'
import type { Payload } from 'payload'
import type { TestApi } from './api'

export type TestUser = {
  id: string
  email: string
  password: string
  role: 1 | 2 | 3 | 4
  access: string
  refresh: string
}

let counter = 0
/** A unique address per call (per test file's database). */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`

export const testPassword = 'Secret123'

/** The body of a traveler's sign-up (`POST /user/`, accounts §8 registration). */
export const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Anna',
  last_name: 'Muster',
  email,
  password: testPassword,
  role: 1,
  lang_code: 'en',
  is_profile_completed: false,
  currency_code: 'EUR',
  ...extra,
})

/**
 * A confirmed marketplace user created through the Local API (no mail), signed in over HTTP.
 * `profile` sets extra user fields (names, company, address…) directly.
 */
export async function createSignedInUser(
  api: TestApi,
  options: { role?: 1 | 2 | 3 | 4; email?: string; password?: string; profile?: Record<string, unknown> } = {},
): Promise<TestUser> {
  const role = options.role ?? 1
  const email = options.email ?? uniqueEmail(role === 1 ? 'traveler' : `lessor${role}`)
  const password = options.password ?? testPassword
  const doc = await api.payload.create({
    collection: 'users',
    data: {
      email,
      password,
      role,
      first_name: 'Test',
      last_name: role === 1 ? 'Traveler' : 'Lessor',
      company_name: role === 1 ? undefined : `Test Company ${counter}`,
      currency_code: 'EUR',
      is_email_verified: true,
      ...options.profile,
    },
    ...asSystem(),
  })
  const login = await api.request('POST', '/auth/token/', { body: { email, password } })
  if (login.status !== 200) throw new Error(`sign-in of ${email} failed: ${login.status} ${JSON.stringify(login.body)}`)
  return { id: String(doc.id), email, password, role, access: login.body.access, refresh: login.body.refresh }
}

export type TestStaff = { id: string; email: string; password: string; token: string }

const staffTestPassword = 'Staff-secret-1'

/**
 * A CMS staff member created through the Local API and signed in with Payload's login (the JWT the
 * admin holds). The first staff account of a database becomes an administrator whatever it asks for.
 */
export async function createSignedInStaff(
  payload: Payload,
  options: { role: 'admin' | 'editor' | 'support'; email?: string; password?: string },
): Promise<TestStaff> {
  const email = options.email ?? uniqueEmail(`staff-${options.role}`)
  const password = options.password ?? staffTestPassword
  const doc = await payload.create({
    collection: 'staff',
    data: { email, password, staff_role: options.role },
    ...asSystem(),
  })
  const login = await payload.login({ collection: 'staff', data: { email, password } })
  return { id: String(doc.id), email, password, token: String(login.token) }
}
