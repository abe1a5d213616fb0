import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { purposeKey } from '../auth/tokens'
import { refundBooking } from './booking-payments'
import type { CheckoutProvider } from './checkout'
import type { PaymentProvider } from './provider'
import { SandboxProvider } from './sandbox'
import { SandboxCheckout } from './sandbox-checkout'
import { StripeCheckout } from './stripe-checkout'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payout provider of merchants (PAYMENT_PROVIDER; only `sandbox` so far). */
    payments: PaymentProvider
    /** Takes travellers' money for bookings: Stripe Checkout with STRIPE_SECRET_KEY, else the sandbox. */
    checkout: CheckoutProvider
  }
}

export function createPaymentProvider(name: 'sandbox'): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return new SandboxProvider()
  }
}

/** Decorates `app.payments` for the whole server. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('payments', createPaymentProvider(app.ctx.env.paymentProvider))
    const { env } = app.ctx
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
