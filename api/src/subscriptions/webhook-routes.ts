import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, notFound } from '../http/errors'
import { WebhookSignatureError } from '../payments/checkout'
import type { BillingEvent } from './provider'

/**
 * POST /subscription/webhook/{provider}/: the provider's subscription and invoice events, signed
 * (sandbox HMAC, Stripe's SDK check), each applied once. Its own scope reads JSON as text for the
 * signature. Stripe: a webhook endpoint of its own with STRIPE_BILLING_WEBHOOK_SECRET (falls back
 * to STRIPE_WEBHOOK_SECRET) subscribed to checkout.session.*, customer.subscription.* and invoice.*.
 */
export const subscriptionWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  )
  app.post(
    '/subscription/webhook/:provider/',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscription and invoice webhooks of the payment provider (signed); each event applied once',
        params: z.object({ provider: z.enum(['sandbox', 'stripe']) }),
        response: { 200: z.object({ received: z.boolean(), applied: z.boolean() }) },
      },
      // A provider this deployment does not use is no route here; a bad signature or body is refused.
      config: { errors: ['route_not_found', 'invalid_signature'] },
    },
    async (request) => {
      const { billing } = app
      if (request.params.provider !== billing.provider.name) throw notFound('route_not_found', 'No such provider here.')
      let event: BillingEvent | null
      try {
        event = await billing.provider.parseWebhook(String(request.body ?? ''), request.headers)
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
          throw badRequest('invalid_signature', 'The webhook signature does not verify.')
        }
        throw error
      }
      if (!event) return { received: true, applied: false }
      return { received: true, ...(await billing.applyEvent(event)) }
    },
  )
}
