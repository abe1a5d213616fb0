import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '../../http/errors'
import { rateLimitStore } from '../../redis/rate-limit-store'
import { authRoutes } from './auth'
import { paymentAccountRoutes } from './payment'
import { publicFormRoutes } from './public-forms'
import { twoFactorRoutes } from './two-factor'
import { userRoutes } from './users'

/**
 * Accounts end to end (accounts spec §7 minus billing and wishlists): sign-up, sign-in, tokens,
 * password reset, e-mail confirmation, Google, profile, payout merchant, legal types, contact and
 * guest forms. Needs authPlugin, mailPlugin, paymentsPlugin and @fastify/multipart registered first.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per-IP limits for the anonymous routes that send e-mail (each route opts in via `config.rateLimit`),
  // counted in Redis across API processes when REDIS_URL is set (decision 0078).
  await app.register(rateLimit, {
    global: false,
    ...rateLimitStore(app.redis?.commands ?? null, app.log),
    // The visitor, not the site's server that calls on their behalf (http/client.ts).
    keyGenerator: (request) => request.clientIp,
    errorResponseBuilder: (_request, context) =>
      new ApiError('too_many_requests', `Too many requests. Try again in ${context.after}.`),
  })
  await app.register(authRoutes)
  await app.register(userRoutes)
  await app.register(publicFormRoutes)
  await app.register(paymentAccountRoutes)
  await app.register(twoFactorRoutes)
}
