import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../auth/plugin'
import { eraseAccount } from '../../privacy/erase'
import { personalDataArchive } from '../../privacy/export'
import { fileDownload } from '../../uploads'

/**
 * People's own data (issue 20): the export of everything the marketplace holds about them, and
 * the erasure of their account.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx

  app.get(
    '/user/me/export/',
    {
      onRequest: [requireUser],
      // Reading every record and file of an account is heavy: a few downloads per quarter hour.
      config: { rateLimit: { max: 5, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags: ['accounts'],
        summary: 'Download everything the marketplace holds about me (zip)',
        response: {
          200: fileDownload(
            'The zip archive (`Content-Disposition: attachment; filename="driftway-data-{YYYY-MM-DD}.zip"`).',
            ['application/zip'],
          ),
        },
        description:
          'application/zip: README.txt, data/*.json (profile, listings with prices, seasons, extras and reservations, bookings, chats and own messages, reviews and replies, wishlists, payout and billing records, rental requests and offers, sign-in sessions, contact messages, account history) and files/ (uploaded photos and documents). Other people’s details are left out (a traveler’s guest details on a lessor’s booking, the other party’s messages). 429 after 5 exports in 15 minutes.',
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const archive = await personalDataArchive(payload, { id: String(user.id), email: user.email })
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="driftway-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(archive)
    },
  )

  app.delete(
    '/user/me/',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['accounts'],
        summary: 'Delete the own account',
        response: { 204: z.null() },
        description:
          '204. The person’s name, e-mail, phone, address, numbers, photo and documents are erased everywhere; every session ends and no more mail is sent. Wishlists, rental requests, offers, deals, contact messages and uploaded files are deleted. Bookings keep dates, prices and status (without the guest details), listings go offline without photos, papers and contact data, chats and reviews stay for the other party with the person’s details removed from the text and shown as "Former member"; payout and billing records stay for accounting without the account holder’s name.',
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { failedFileDeletions } = await eraseAccount(payload, user, { clientIp: request.clientIp })
      for (const error of failedFileDeletions) {
        request.log.error({ err: error }, 'a file of a deleted account could not be deleted')
      }
      return reply.status(204).send(null)
    },
  )
}
