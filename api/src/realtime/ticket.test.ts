import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { purposeKey, signAccessToken } from '../auth/tokens'
import { readApiEnv } from '../env'
import { issueSocketTicket, SOCKET_TICKET_TTL_SECONDS, verifySocketTicket } from './ticket'

const env = readApiEnv({} as NodeJS.ProcessEnv)
const now = 1_900_000_000

describe('socket tickets', () => {
  it('carry the user and session, or the staff member, for SOCKET_TICKET_TTL_SECONDS', async () => {
    const user = await issueSocketTicket(env, { kind: 'user', id: 'u1', sid: 's1' }, now)
    expect(user.expires_at_ts).toBe(now + SOCKET_TICKET_TTL_SECONDS)
    expect(await verifySocketTicket(env, user.ticket, now + SOCKET_TICKET_TTL_SECONDS - 1)).toEqual({
      kind: 'user',
      id: 'u1',
      sid: 's1',
    })
    expect(await verifySocketTicket(env, user.ticket, now + SOCKET_TICKET_TTL_SECONDS + 1)).toBeNull()
    const staff = await issueSocketTicket(env, { kind: 'staff', id: 'st1' }, now)
    expect(await verifySocketTicket(env, staff.ticket, now)).toEqual({ kind: 'staff', id: 'st1' })
  })

  it('refuse other secrets, other token kinds and malformed input', async () => {
    const { ticket } = await issueSocketTicket(env, { kind: 'user', id: 'u1', sid: 's1' }, now)
    expect(await verifySocketTicket({ jwtSecret: 'another-secret-of-another-deployment-0123' }, ticket, now)).toBeNull()
    const access = await signAccessToken(env, { sub: 'u1', role: 1, sid: 's1' })
    expect(await verifySocketTicket(env, access)).toBeNull()
    // The right key but another `typ` (a token of some other purpose signed with this key) is no ticket either.
    const other = await new SignJWT({ typ: 'access', kind: 'user', sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('driftway-api')
      .setSubject('u1')
      .setExpirationTime(now + 60)
      .sign(purposeKey(env.jwtSecret, 'socket_ticket'))
    expect(await verifySocketTicket(env, other, now)).toBeNull()
    for (const bad of [undefined, null, 42, '', 'a.b.c', 'x'.repeat(5000)]) {
      expect(await verifySocketTicket(env, bad, now)).toBeNull()
    }
  })
})
