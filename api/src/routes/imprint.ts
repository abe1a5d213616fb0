import { asVisitor } from '@driftway/collections'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../http/errors'
import { imprintSchema, readImprint } from '../landing/imprint'

/**
 * The site's /imprint (decision 0112): the operator details an administrator keeps in the imprint
 * global, read as an anonymous visitor. 404 `imprint_not_published` until they have been saved.
 */
export const imprintRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx

  app.get(
    '/imprint/',
    {
      config: { errors: ['imprint_not_published'] },
      schema: {
        tags: ['landing-pages'],
        summary: 'The marketplace operator’s imprint',
        response: { 200: imprintSchema },
      },
    },
    async () => {
      const imprint = await readImprint(payload, asVisitor())
      if (!imprint) {
        throw notFound('imprint_not_published', 'The operator of this marketplace has not published its imprint yet.')
      }
      return imprint
    },
  )
}
