import { randomUUID } from 'node:crypto'
import { currentTimestamp } from '@driftway/domain'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { purposeKey } from '../auth/tokens'
import type { ApiEnv } from '../env'

/**
 * Socket tickets (decision 0061): the browser holds no bearer token (the site server keeps it in
 * the session), so the site server asks `POST /chat/socket-ticket/` for a ticket and hands it to
 * the page, which sends it in the Socket.IO handshake (`auth.ticket`). A ticket is an HS256 JWT
 * under its own key derived from JWT_SECRET (`purposeKey`, so production refuses a public secret
 * as for every other token), with `typ: socket_ticket`, valid SOCKET_TICKET_TTL_SECONDS; it proves
 * only "this user may open a socket now" and is worth nothing as an access token (other key, other
 * `typ`).
 */
export const SOCKET_TICKET_TTL_SECONDS = 60
const PURPOSE = 'socket_ticket'
const ISSUER = 'driftway-api'

export type SocketPrincipal =
  /** A marketplace user and the sign-in session the ticket was issued to (signing out ends it). */
  | { kind: 'user'; id: string; sid: string }
  /** A support staff member (the CMS admin's session); may watch any chat, has no chats of their own. */
  | { kind: 'staff'; id: string }

export async function issueSocketTicket(
  env: Pick<ApiEnv, 'jwtSecret'>,
  principal: SocketPrincipal,
  nowSeconds = currentTimestamp(),
): Promise<{ ticket: string; expires_at_ts: number }> {
  const expires = nowSeconds + SOCKET_TICKET_TTL_SECONDS
  const ticket = await new SignJWT({
    typ: PURPOSE,
    kind: principal.kind,
    ...(principal.kind === 'user' ? { sid: principal.sid } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(principal.id)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(expires)
    .setJti(randomUUID())
    .sign(purposeKey(env.jwtSecret, PURPOSE))
  return { ticket, expires_at_ts: expires }
}

/** The principal of a valid ticket; null when it is missing, malformed, forged, expired or of another kind. */
export async function verifySocketTicket(
  env: Pick<ApiEnv, 'jwtSecret'>,
  ticket: unknown,
  nowSeconds = currentTimestamp(),
): Promise<SocketPrincipal | null> {
  if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > 2048) return null
  try {
    const { payload } = await jwtVerify(ticket, purposeKey(env.jwtSecret, PURPOSE), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(nowSeconds * 1000),
    })
    if (payload.typ !== PURPOSE || typeof payload.sub !== 'string' || !payload.sub) return null
    if (payload.kind === 'staff') return { kind: 'staff', id: payload.sub }
    if (payload.kind !== 'user' || typeof payload.sid !== 'string') return null
    return { kind: 'user', id: payload.sub, sid: payload.sid }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null
    throw error
  }
}
