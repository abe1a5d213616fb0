import { asSystem } from '@driftway/collections'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isLocalClient } from '../http/client'
import { notFound } from '../http/errors'
import { Mailer } from './mailer'

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail (SMTP or the dev outbox); see mail/mailer.ts. */
    mailer: Mailer
  }
}

const outboxQuery = z.object({
  to: z.string().trim().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

const outboxAnswer = z.object({
  mode: z.enum(['smtp', 'outbox']),
  count: z.number().int(),
  results: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      reply_to: z.string().nullable(),
      subject: z.string(),
      template: z.string().nullable(),
      lang: z.string().nullable(),
      text: z.string(),
      html: z.string(),
      created_at: z.string(),
    }),
  ),
})

/**
 * GET /dev/outbox/ — the stored e-mails, newest first, for the site's dev outbox page. The outbox
 * holds reset and confirmation links, so it answers only the machine itself (loopback, as the
 * visitor's address the site signs or the connection's own), and exists only outside production
 * and while mail is kept rather than sent. Everyone else gets the 404 of a route that is not there.
 * Staff read the same mails in the CMS (Mail outbox collection).
 */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox/',
    {
      onRequest: async (request) => {
        if (!isLocalClient(request)) {
          throw notFound('route_not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)
        }
      },
      // Any other caller gets the 404 of a route that is not there.
      config: { errors: ['route_not_found'] },
      schema: {
        tags: ['dev'],
        summary: 'E-mails stored in the dev outbox (development only, from this machine only)',
        querystring: outboxQuery,
        response: { 200: outboxAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { to, limit } = request.query
      const result = await app.ctx.payload.find({
        collection: 'mail-outbox',
        where: to ? { to: { equals: to } } : {},
        sort: '-createdAt',
        limit,
        depth: 0,
        ...asSystem(),
      })
      return {
        mode: app.mailer.mode,
        count: result.totalDocs,
        results: result.docs.map((mail) => ({
          id: String(mail.id),
          to: mail.to,
          reply_to: mail.reply_to ?? null,
          subject: mail.subject,
          template: mail.template ?? null,
          lang: mail.lang ?? null,
          text: mail.text ?? '',
          html: mail.html ?? '',
          created_at: mail.createdAt,
        })),
      }
    },
  )
}

/** Decorates `app.mailer` for the whole server and, outside production without SMTP, serves the dev outbox. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = new Mailer(app.ctx.payload, app.ctx.env, app.log)
    app.decorate('mailer', mailer)
    app.addHook('onClose', async () => {
      await mailer.idle()
      mailer.close()
    })
    if (!app.ctx.env.isProduction && mailer.mode === 'outbox') await app.register(devOutboxRoutes)
  },
  { name: 'driftway-mail' },
)
