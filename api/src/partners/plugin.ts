import { asSystem, PARTNER_IMPORT_TASK, setPartnerImportHandler } from '@driftway/collections'
import { isPartnerSlug, type PartnerSlug, partnerSlugs } from '@driftway/domain/partners'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { everyInterval } from '../http/periodic'
import { queueJob } from '../http/transaction'
import { importPartnerFleet } from './import'
import { PartnerBookingSaga } from './saga'
import { reconcilePartnerBookings } from './saga-reconcile'
import { PartnerService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** The partner adapters behind their resilience policies, with the quote cache (partners/service.ts). */
    partners: PartnerService
    /** The partner booking saga's book and reconcile steps (partners/saga.ts, decision 0093). */
    partnerBookings: PartnerBookingSaga
  }
}

/**
 * Queues an import of the partner's fleet unless one is waiting to run (a schedule tick and an
 * on-demand request at once make one import). Returns whether it queued one.
 */
export async function queuePartnerImport(app: FastifyInstance, partner: PartnerSlug): Promise<boolean> {
  const { payload } = app.ctx
  const waiting = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: PARTNER_IMPORT_TASK } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { hasError: { not_equals: true } },
      ],
    },
    pagination: false,
    depth: 0,
    ...asSystem(),
  })
  if (waiting.docs.some((job) => (job.input as { partner?: unknown } | null)?.partner === partner)) return false
  await queueJob(payload, { task: PARTNER_IMPORT_TASK, input: { partner } })
  return true
}

export const partnersPlugin = fp(
  async (app: FastifyInstance) => {
    const { env, payload } = app.ctx
    app.decorate('partners', new PartnerService(env.partners))
    app.decorate('partnerBookings', new PartnerBookingSaga(app))
    // A book call under way finishes (or is marked unknown) before the database closes.
    app.addHook('preClose', async () => app.partnerBookings.idle())
    // Cancelled with us after the partner confirmed it (the traveler, the lessor, support): cancel there too.
    app.bookingEvents.on((event) => {
      const { booking } = event
      if (
        booking.partner &&
        booking.partner_step === 'partner_confirmed' &&
        (booking.status === 'TRAVELLER_CANCELLED' || booking.status === 'RENTING_CANCELLED')
      )
        app.partnerBookings.startCancel(String(booking.id))
    })
    setPartnerImportHandler((_req, partner) => {
      if (!isPartnerSlug(partner)) throw new Error(`Unknown partner ${partner}.`)
      return importPartnerFleet(app, partner)
    })
    // Nothing to import or settle without a configured partner: no timers at all (tests, a stack without partners).
    if (!partnerSlugs.some((partner) => app.partners.isConfigured(partner))) return
    if (env.partners.reconcileIntervalMs > 0)
      everyInterval(app, env.partners.reconcileIntervalMs, async () => {
        try {
          await reconcilePartnerBookings(app)
        } catch (error) {
          app.log.error({ err: error }, 'partner reconciliation run failed')
        }
      })
    const interval = env.partners.importIntervalMs
    if (interval <= 0) return
    const importAll = async () => {
      try {
        for (const partner of partnerSlugs)
          if (app.partners.isConfigured(partner)) await queuePartnerImport(app, partner)
        await payload.jobs.run({ where: { taskSlug: { equals: PARTNER_IMPORT_TASK } }, limit: partnerSlugs.length })
      } catch (error) {
        app.log.error({ err: error }, 'partner import run failed')
      }
    }
    everyInterval(app, interval, importAll)
    // A fresh start imports soon rather than one interval later (a new stack shows partner fleets at once).
    const first = setTimeout(() => void importAll(), 5_000)
    first.unref()
    app.addHook('preClose', async () => clearTimeout(first))
  },
  { name: 'driftway-partners' },
)
