import type { PaymentProvider, ProviderMerchant } from '../payments/provider'

/** Where the browser returns from the provider's onboarding (both on the site). */
export type OnboardingUrls = { return_url: string; refresh_url: string }

/** accounts §7 `account_link_obj`: the provider's onboarding page for the lessor's payout account. */
export type AccountLink = { object: 'account_link'; url: string; created: number; expires_at: number }

/** An `account.updated` webhook: which account changed, and (sandbox) the statuses it reports. */
export type AccountEvent = {
  event_id: string
  provider_account_id: string
  /** Present when the event carries the account's state; Stripe's is read fresh instead (ordering). */
  state?: { status: string; bankAccountStatus: string }
}

/**
 * A payout provider with hosted onboarding (Stripe Connect, or the sandbox's own page): opens an
 * onboarding link for the lessor's account and reads its signed `account.updated` webhooks.
 */
export interface PayoutProvider extends PaymentProvider {
  createAccountLink(merchant: ProviderMerchant & { merchantId: string }, urls: OnboardingUrls): Promise<AccountLink>
  /** Verifies the signature over the raw body; null for event types we ignore. Throws WebhookSignatureError. */
  parseAccountWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): AccountEvent | null
}

/** Account links expire (Stripe: a few minutes); the sandbox's lives as long. */
export const ACCOUNT_LINK_SECONDS = 5 * 60
