import { asUser } from '@driftway/collections'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../auth/plugin'
import { auditLabels } from './audit-labels'

const PAGE_SIZE = 20

const query = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })

const entry = z.object({
  id: z.string(),
  action: z.string(),
  /** Unix seconds. */
  created_ts: z.number().int(),
  /** Who made the change: the account holder themselves, marketplace staff, the system, or another member. */
  actor: z.enum(['you', 'staff', 'system', 'member']),
  target_collection: z.string(),
  target_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
})

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null

/**
 * The account's own audit trail (issue 24): changes to its payout settings, subscription, prices
 * and seasons, role and bookings' statuses, newest first. Staff are shown as "staff", never by
 * name, and the client address stays with the staff-only admin view.
 */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx

  app.get(
    '/user/me/audit-log/',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['accounts'],
        summary: 'Changes to my account: payout settings, plan, prices, seasons, role, booking statuses',
        description: `${PAGE_SIZE} entries a page, newest first. before/after hold only the changed fields (money in cents, time in unix seconds); bank holder and IBAN digits show as "(set)"/"(changed)". labels names the listings, bookings (by listing), plans and rates the page refers to, read with the caller's access.`,
        querystring: query,
        response: {
          200: z.object({
            count: z.number().int(),
            page: z.number().int(),
            pages: z.number().int(),
            results: z.array(entry),
            /** Names of the records the entries refer to by id (target_id, listing, plan, season_rate), where the caller may still read them. */
            labels: z.record(z.string(), z.string()),
          }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const found = await payload.find({
        collection: 'audit-log',
        where: { account_user: { equals: user.id } },
        sort: '-createdAt',
        limit: PAGE_SIZE,
        page: request.query.page,
        depth: 0,
        ...asUser(user),
      })
      const results = found.docs.map((doc) => ({
        id: String(doc.id),
        action: doc.action,
        created_ts: Math.floor(new Date(doc.createdAt).getTime() / 1000),
        actor:
          doc.actor_type === 'staff'
            ? ('staff' as const)
            : doc.actor_type === 'system'
              ? ('system' as const)
              : String(doc.actor_user) === String(user.id)
                ? ('you' as const)
                : ('member' as const),
        target_collection: doc.target_collection,
        target_id: doc.target_id,
        before: asRecord(doc.before),
        after: asRecord(doc.after),
        reason: doc.reason ?? null,
      }))
      return {
        count: found.totalDocs,
        page: found.page ?? request.query.page,
        pages: found.totalPages,
        results,
        labels: await auditLabels(payload, user, results),
      }
    },
  )
}
