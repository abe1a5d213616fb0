import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestCms, type TestCms } from './support/cms'

/**
 * Staff sessions (Payload's `useSessions`) when one account signs in, refreshes and signs out at the
 * same moment — two tabs, two devices, a shared support desk — through the CMS's REST API. Payload
 * writes the whole sessions array back from a read made earlier, so overlapping calls used to drop
 * each other's sessions: a member got a valid token for a session that was gone, and every later
 * call was anonymous. collections/src/db-session-merges.ts applies each write as a change to what is
 * stored when it is written.
 */
let cms: TestCms
const password = 'Staff-sessions-password-1'

beforeAll(async () => {
  cms = await startTestCms()
})
afterAll(async () => {
  await cms?.stop()
})

let counter = 0
async function newStaff(): Promise<string> {
  counter += 1
  const email = `sessions-${counter}@driftway.test`
  await cms.payload.create({
    collection: 'staff',
    data: { email, password, name: 'Sessions', staff_role: 'editor' },
    ...asSystem(),
  })
  return email
}

const signIn = (email: string) => cms.signIn(email, password)

/** Whom a token signs in as now: the JWT strategy answers only while the token's session is stored. */
async function signedInAs(token: string): Promise<string | null> {
  const response = await cms.request('GET', '/api/staff/me', { token })
  expect(response.status).toBe(200)
  return (response.body.user?.email as string | undefined) ?? null
}

async function storedSessionCount(email: string): Promise<number> {
  const found = await cms.payload.find({ collection: 'staff', where: { email: { equals: email } }, ...asSystem() })
  return (found.docs[0] as { sessions?: unknown[] } | undefined)?.sessions?.length ?? 0
}

const signOut = (token: string, query = '') => cms.request('POST', `/api/staff/logout${query}`, { token })

describe('staff sessions under concurrent calls', () => {
  it('six sign-ins of one account at once each keep their session', async () => {
    const email = await newStaff()
    const tokens = await Promise.all(Array.from({ length: 6 }, () => signIn(email)))

    expect(new Set(tokens).size).toBe(6)
    expect(await Promise.all(tokens.map(signedInAs))).toEqual(tokens.map(() => email))
    expect(await storedSessionCount(email)).toBe(6)
  })

  it('a sign-out and a refresh beside new sign-ins change only their own session', async () => {
    const email = await newStaff()
    const [leaving, refreshing] = [await signIn(email), await signIn(email)]

    const [signedOut, refreshed, ...arriving] = await Promise.all([
      signOut(leaving),
      cms.request('POST', '/api/staff/refresh-token', { token: refreshing }),
      signIn(email),
      signIn(email),
    ])

    expect(signedOut.status).toBe(200)
    expect(refreshed.status).toBe(200)
    expect(await signedInAs(leaving)).toBeNull()
    expect(await signedInAs(String(refreshed.body.refreshedToken))).toBe(email)
    expect(await Promise.all(arriving.map(signedInAs))).toEqual([email, email])
    expect(await storedSessionCount(email)).toBe(3)
  })

  it('signing out everywhere ends every session, and a sign-in after it works', async () => {
    const email = await newStaff()
    const tokens = await Promise.all([signIn(email), signIn(email)])

    expect((await signOut(tokens[0] as string, '?allSessions=true')).status).toBe(200)

    expect(await Promise.all(tokens.map(signedInAs))).toEqual([null, null])
    const later = await signIn(email)
    expect(await signedInAs(later)).toBe(email)
    expect(await storedSessionCount(email)).toBe(1)
  })
})
