import { actAs, asSystem, PARTNER_IMPORT_TASK } from '@driftway/collections'
import { recordAudit } from '@driftway/collections/audit/record'
import { supportStaff } from '@driftway/domain'
import { isPartnerSlug, type PartnerSlug } from '@driftway/domain/partners'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, notFound } from '../../http/errors'
import { withTransaction } from '../../http/transaction'
import { queuePartnerImport } from '../../partners/plugin'
import { partnerNames } from '../../partners/types'
import { currentStaff, requireStaff } from '../../staff/auth'

const idParams = z.object({ id: z.string().min(1).max(64) })

/**
 * "Import the fleet now" on a partner account in the admin (issue 21, decision 0092): queues the
 * partner's import job (one waiting import per partner) and starts running it in the background;
 * the answer does not wait for a fleet's photos. Audited like the other support actions.
 */
export const partnerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx

  app.post(
    '/staff/users/:id/partner-import/',
    {
      onRequest: [requireStaff(supportStaff)],
      config: { errors: ['user_not_found', 'not_a_partner_account', 'partner_unavailable'] },
      schema: {
        tags: ['staff'],
        summary: "Import a partner's fleet now (support, admin)",
        description:
          "The user must be a partner's company account (409 not_a_partner_account); 503 partner_unavailable when the partner is not configured. The import runs in the background; its listings change when it is done.",
        params: idParams,
        response: { 200: z.object({ detail: z.string(), queued: z.boolean() }) },
      },
    },
    async (request) => {
      const staff = currentStaff(request)
      const user = await payload
        .findByID({ collection: 'users', id: request.params.id, depth: 0, ...asSystem(), disableErrors: true })
        .catch(() => null)
      if (!user) throw notFound('user_not_found', 'No user with this id.')
      const partner = user.partner
      if (!isPartnerSlug(partner)) throw new ApiError('not_a_partner_account', "This user is not a partner's account.")
      if (!app.partners.isConfigured(partner))
        throw new ApiError('partner_unavailable', `${partnerNames[partner]} is not configured on this server.`)
      const queued = await queuePartnerImport(app, partner)
      await withTransaction(payload, (req) => {
        actAs(req, staff)
        return recordAudit(req, {
          action: 'support.partner_import_requested',
          targetCollection: 'users',
          targetId: String(user.id),
          after: { partner, queued },
          clientIp: request.clientIp,
        })
      })
      runImportsSoon(app, partner)
      return {
        queued,
        detail: queued
          ? `The import of ${partnerNames[partner]}'s fleet has started.`
          : `An import of ${partnerNames[partner]}'s fleet is already waiting to run.`,
      }
    },
  )
}

function runImportsSoon(app: Parameters<FastifyPluginAsyncZod>[0], partner: PartnerSlug) {
  app.ctx.payload.jobs
    .run({ where: { taskSlug: { equals: PARTNER_IMPORT_TASK } }, limit: 1 })
    .catch((error) => app.log.error({ err: error, partner }, 'partner import run failed'))
}
