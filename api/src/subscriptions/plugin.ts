import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { purposeKey } from '../auth/tokens'
import { SandboxBilling } from './sandbox-provider'
import { Billing } from './service'
import { StripeBilling } from './stripe-provider'

declare module 'fastify' {
  interface FastifyInstance {
    /** RV lessors' plan subscriptions: Stripe Billing with STRIPE_SECRET_KEY, else the sandbox. */
    billing: Billing
  }
}

/** Decorates `app.billing` for the whole server (after paymentsPlugin's env checks). */
export const billingPlugin = fp(
  async (app: FastifyInstance) => {
    const { env } = app.ctx
    const provider = env.stripeSecretKey
      ? new StripeBilling(env.stripeSecretKey, env.stripeBillingWebhookSecret ?? '')
      : new SandboxBilling(purposeKey(env.jwtSecret, 'sandbox-billing-webhook'), () => env.publicUrl)
    app.decorate('billing', new Billing(app, provider))
  },
  { name: 'driftway-billing' },
)
