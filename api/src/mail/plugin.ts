import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
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

/** GET /dev/outbox/ — the stored e-mails, newest first, for the site's dev outbox page (not in production). */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox/',
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mails stored in the dev outbox (development only)',
        querystring: outboxQuery,
      },
    },
    async (request) => {
      const { to, limit } = request.query
      const result = await app.ctx.payload.find({
        collection: 'mail-outbox',
        where: to ? { to: { equals: to } } : {},
        sort: '-createdAt',
        limit,
        depth: 0,
        overrideAccess: true,
      })
      return {
        mode: app.mailer.mode,
        count: result.totalDocs,
        results: result.docs.map((doc) => {
          const mail = doc as unknown as Record<string, unknown>
          return {
            id: String(mail.id),
            to: String(mail.to ?? ''),
            reply_to: (mail.reply_to as string | null | undefined) ?? null,
            subject: String(mail.subject ?? ''),
            template: (mail.template as string | null | undefined) ?? null,
            lang: (mail.lang as string | null | undefined) ?? null,
            text: String(mail.text ?? ''),
            html: String(mail.html ?? ''),
            created_at: String(mail.createdAt ?? ''),
          }
        }),
      }
    },
  )
}

/** Decorates `app.mailer` for the whole server and, outside production, serves the dev outbox. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = new Mailer(app.ctx.payload, app.ctx.env, app.log)
    app.decorate('mailer', mailer)
    app.addHook('onClose', async () => {
      await mailer.idle()
      mailer.close()
    })
    if (!app.ctx.env.isProduction) await app.register(devOutboxRoutes)
  },
  { name: 'driftway-mail' },
)
