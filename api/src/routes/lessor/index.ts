import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { lessorChildRoutes } from './children'
import { lessorListingRoutes } from './listings'

/**
 * Listing management by lessors (listings spec §2 editor, §4, §5, §7 base/my/… and the
 * season/rate/extra/reservation calls). Needs authPlugin. Uploads are in ../../uploads/routes.ts.
 */
export const lessorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lessorListingRoutes)
  await app.register(lessorChildRoutes)
}
