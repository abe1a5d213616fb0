import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { purposeKey } from '../auth/tokens'
import { createPayoutProvider } from '../payouts/plugin'
import type { PayoutProvider } from '../payouts/provider'
import { refundBooking } from './booking-payments'
import type { CheckoutProvider } from './checkout'
import { SandboxCheckout } from './sandbox-checkout'
import { StripeCheckout } from './stripe-checkout'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payout provider of merchants: Stripe Connect with STRIPE_SECRET_KEY, else the sandbox (decision 0071). */
    payments: PayoutProvider
    /** Takes travelers' money for bookings: Stripe Checkout with STRIPE_SECRET_KEY, else the sandbox. */
    checkout: CheckoutProvider
  }
}

/** Decorates `app.payments` for the whole server. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { env } = app.ctx
    app.decorate('payments', createPayoutProvider(env))
    app.decorate<CheckoutProvider>(
      'checkout',
      env.stripeSecretKey
        ? new StripeCheckout(env.stripeSecretKey, env.stripeWebhookSecret ?? '')
        : new SandboxCheckout(purposeKey(env.jwtSecret, 'sandbox-payment-webhook'), () => env.publicUrl),
    )
    app.decorate('bookingRefunds', (req, booking, amount) => refundBooking(app, req, booking, amount))
  },
  { name: 'driftway-payments' },
)
