import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { PaymentProvider } from './provider'
import { SandboxProvider } from './sandbox'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payout provider of merchants (PAYMENT_PROVIDER; only `sandbox` so far). */
    payments: PaymentProvider
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
  },
  { name: 'driftway-payments' },
)
