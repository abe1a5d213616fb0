import { asVisitor } from '@driftway/collections'
import type { Imprint } from '@driftway/collections/payload-types'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../http/errors'

const optionalText = z.string().nullable()

const imprintSchema = z.object({
  operator_name: z.string(),
  represented_by: optionalText,
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_iso2: z.string(),
  email: z.string(),
  phone: optionalText,
  register_court: optionalText,
  register_number: optionalText,
  vat_id: optionalText,
  content_responsible: optionalText,
  dispute_resolution_url: optionalText,
  updated_at_ts: z.number().int().nullable(),
})

const orNull = (value: string | null | undefined) => value?.trim() || null

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
      const doc = (await payload.findGlobal({ slug: 'imprint', depth: 0, ...asVisitor() })) as Partial<Imprint>
      if (!doc.operator_name || !doc.email) {
        throw notFound('imprint_not_published', 'The operator of this marketplace has not published its imprint yet.')
      }
      return {
        operator_name: doc.operator_name,
        represented_by: orNull(doc.represented_by),
        street: doc.street ?? '',
        postal_code: doc.postal_code ?? '',
        city: doc.city ?? '',
        country_iso2: doc.country_iso2 ?? '',
        email: doc.email,
        phone: orNull(doc.phone),
        register_court: orNull(doc.register_court),
        register_number: orNull(doc.register_number),
        vat_id: orNull(doc.vat_id),
        content_responsible: orNull(doc.content_responsible),
        dispute_resolution_url: orNull(doc.dispute_resolution_url),
        updated_at_ts: typeof doc.updated_at_ts === 'number' ? doc.updated_at_ts : null,
      }
    },
  )
}
