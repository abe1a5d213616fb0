import { forwardedClient, parseTrustProxy } from '@driftway/domain/security/client-address'
import type { PayloadRequest } from 'payload'
import { isStaffUser, marketplaceUser } from '../access'
import { asSystem } from '../local-api'
import { currentRequestContext } from './context'

/**
 * One entry of the append-only audit trail: who did what to which record, the state before and
 * after, why, and from which client address. Entries name people by id only (never their e-mail
 * or name), so erasing an account leaves nothing personal behind in the trail.
 */
export type AuditEntry = {
  /** Dotted verb, e.g. `staff.role_changed`, `support.listing_unpublished`. */
  action: string
  targetCollection: string
  targetId: string
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
  reason?: string | null
  /** The visitor's address; hooks read it from the request, the API passes its own (proxy-aware) one. */
  clientIp?: string | null
  /** The marketplace account the change concerns (its owner sees the entry on their profile). */
  accountUser?: string | null
}

/**
 * The client's address: the API's (proxy-aware) one when the change runs inside an API request,
 * else what a proxy trusted by `TRUST_PROXY` wrote into `X-Forwarded-For` in front of the CMS.
 * Without one the CMS cannot tell the header from a forgery, so the entry names no address.
 */
export function clientIpOf(req: PayloadRequest): string | null {
  const fromApi = currentRequestContext()?.clientIp
  if (fromApi) return fromApi
  return forwardedClient(req.headers?.get('x-forwarded-for'), parseTrustProxy(process.env.TRUST_PROXY))
}

/** Writes an entry in the caller's transaction (`req`); the actor is whoever `req` acts for. */
export async function recordAudit(req: PayloadRequest, entry: AuditEntry): Promise<void> {
  const staffId = isStaffUser(req) ? String(req.user?.id) : undefined
  const userId = marketplaceUser(req)?.id
  await req.payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      actor_type: staffId ? 'staff' : userId ? 'user' : 'system',
      actor_staff: staffId,
      actor_user: userId,
      target_collection: entry.targetCollection,
      target_id: entry.targetId,
      account_user: entry.accountUser ?? undefined,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      client_ip: entry.clientIp !== undefined ? entry.clientIp : clientIpOf(req),
    },
    ...asSystem(),
    depth: 0,
    req,
  })
}
