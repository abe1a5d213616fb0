import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { partnerStaffRoutes } from './partners'
import { supportRoutes } from './support'

/** Routes the CMS admin calls for staff (Payload staff token); see staff/auth.ts. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('staff', null)
  await app.register(supportRoutes)
  await app.register(partnerStaffRoutes)
}
