import { createHmac } from 'node:crypto'
import {
  CLIENT_ADDRESS_HEADER,
  type Hmac,
  isLoopbackAddress,
  signClientAddress as signWith,
  verifyClientAddress,
} from '@driftway/domain/security/client-address'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The address of the person behind the request: the visitor's address the site signed
     * (SITE_API_SECRET) when the site calls on someone's behalf, else the connection's address
     * (`request.ip`, which follows TRUST_PROXY). Throttles, rate limits, session records and logs
     * use this, never the raw header.
     */
    clientIp: string
  }
}

/** HMAC-SHA256, base64url: the signature of the client-address header (the site computes the same). */
export const hmacSha256: Hmac = (secret, message) => createHmac('sha256', secret).update(message).digest('base64url')

/** The header value the site sends for a visitor at `address` (tests act as the site with it). */
export const signClientAddress = (secret: string, address: string, nowSeconds?: number) =>
  signWith(hmacSha256, secret, address, nowSeconds)

function signedAddress(request: FastifyRequest, secret: string): string | null {
  const header = request.headers[CLIENT_ADDRESS_HEADER]
  return verifyClientAddress(hmacSha256, secret, Array.isArray(header) ? undefined : header)
}

/** True when the client is this machine itself (development helpers answer nobody else). */
export const isLocalClient = (request: FastifyRequest): boolean => isLoopbackAddress(request.clientIp)

/** Sets `request.clientIp` before anything else looks at the request (fastify-plugin: applies to every route). */
export const clientAddressPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('clientIp', '')
    app.addHook('onRequest', async (request) => {
      const signed = signedAddress(request, app.ctx.env.siteApiSecret)
      request.clientIp = signed ?? request.ip
      // A header that is there but does not verify is someone trying to choose their address: note it.
      if (!signed && request.headers[CLIENT_ADDRESS_HEADER])
        request.log.warn('ignored an unsigned client address header')
      if (signed) request.log = request.log.child({ client: signed })
    })
  },
  { name: 'driftway-client-address' },
)
