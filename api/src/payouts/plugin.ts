import { purposeKey } from '../auth/tokens'
import type { ApiEnv } from '../env'
import type { PayoutProvider } from './provider'
import { SandboxConnectProvider } from './sandbox-connect'
import { StripeConnectProvider } from './stripe-connect'

/**
 * The payout provider of lessors' merchants: Stripe Connect when STRIPE_SECRET_KEY is set (the same
 * switch as booking checkout, so a paid booking always has a destination account of the same
 * provider), else the sandbox with its hosted onboarding page.
 */
export function createPayoutProvider(env: ApiEnv): PayoutProvider {
  if (env.stripeSecretKey) return new StripeConnectProvider(env.stripeSecretKey, env.stripeConnectWebhookSecret ?? '')
  return new SandboxConnectProvider(purposeKey(env.jwtSecret, 'sandbox-connect'), () => env.publicUrl)
}
