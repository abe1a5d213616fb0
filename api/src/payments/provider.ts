import type { PayoutCurrency } from '@driftway/domain'
import type { UserDoc } from '../auth/users'

/** A payout account as the provider reports it. */
export type ProviderMerchant = {
  /** The provider's id of the account (Stripe: `acct_…`). */
  providerAccountId: string
  status: string
  /** Where the lessor completes verification at the provider; null when there is no such page. */
  overviewUrl: string | null
  bankAccount: { status: string; holderName?: string; ibanLast4?: string; currency?: PayoutCurrency }
}

/**
 * The payment provider behind lessors' payout accounts (accounts §3 Merchant). The API stores
 * the merchant and its bank account in `merchants` / `bank-accounts` and asks the provider for
 * what only it knows. `SandboxProvider` is the only implementation until the payments issue adds
 * Stripe Connect (`provider: 'stripe'` already exists in the Merchants collection).
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe'
  /** Opens a payout account for a lessor whose profile is complete. */
  createMerchant(user: UserDoc): Promise<ProviderMerchant>
  /** The account's current state at the provider, given what we stored about it. */
  getMerchant(stored: ProviderMerchant): Promise<ProviderMerchant>
  /** Present only on providers that let a tester set statuses by hand (the sandbox simulator). */
  readonly simulator?: {
    merchantStatuses: readonly string[]
    bankAccountStatuses: readonly string[]
  }
}
