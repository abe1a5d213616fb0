import { supportStaff } from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../auth/plugin'
import { declareAuth } from '../http/openapi'
import { currentStaff, requireStaff } from '../staff/auth'
import { issueSocketTicket, SOCKET_TICKET_TTL_SECONDS } from './ticket'

const errorBody = z.object({ error_key: z.string(), error_msg: z.string() })
const ticketResponse = z.object({
  /** Send as `auth.ticket` in the Socket.IO handshake (path /socket.io/ on this API). */
  ticket: z.string(),
  /** Unix seconds after which the ticket opens no socket. */
  expires_at_ts: z.number().int(),
})

const staffOnly = requireStaff(supportStaff)

/**
 * POST /chat/socket-ticket/ (decision 0061): a short-lived ticket to open the real-time chat
 * socket. Any signed-in marketplace user (bearer token, through the site server), or support
 * staff with the admin's `Authorization: JWT …`.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/chat/socket-ticket/',
    {
      onRequest: [
        declareAuth({ schemes: ['userBearer', 'staffJwt'], forbids: ['permission_denied'] }, async (request, reply) => {
          if (request.headers.authorization?.startsWith('JWT ')) await staffOnly.call(app, request, reply)
          else await requireUser.call(app, request, reply)
        }),
      ],
      schema: {
        tags: ['chat'],
        summary: 'A ticket to open the real-time chat socket',
        description: `A signed ticket valid ${SOCKET_TICKET_TTL_SECONDS} seconds for the Socket.IO handshake (\`auth: { ticket, since? }\`, path /socket.io/ on this API). Bearer: any signed-in marketplace user; \`Authorization: JWT …\`: support staff (watch any chat). 401 without credentials.`,
        response: { 200: ticketResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      if (request.staff) return issueSocketTicket(app.ctx.env, { kind: 'staff', id: currentStaff(request).id })
      const user = currentUser(request)
      return issueSocketTicket(app.ctx.env, { kind: 'user', id: String(user.id), sid: String(request.sessionId) })
    },
  )
}
