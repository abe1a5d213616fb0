import { randomBytes } from 'node:crypto'
import { isPayoutCurrency } from '@driftway/domain'
import type { UserDoc } from '../auth/users'
import type { PaymentProvider, ProviderMerchant } from './provider'

/** Merchant statuses a payout provider reports (the sandbox simulator may set any of them). */
export const sandboxMerchantStatuses = ['new', 'pending', 'live', 'suspended', 'terminated', 'blocked'] as const
export const sandboxBankAccountStatuses = ['new', 'pending', 'approved', 'disapproved'] as const

/**
 * A provider that lives entirely in our database: accounts open as `pending` with a `new` bank
 * account, nothing changes on its own, and the sandbox simulator endpoints set statuses by hand
 * (accounts §4). No money moves; there is no provider dashboard, so `overviewUrl` is null.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const
  readonly simulator = { merchantStatuses: sandboxMerchantStatuses, bankAccountStatuses: sandboxBankAccountStatuses }

  async createMerchant(user: UserDoc): Promise<ProviderMerchant> {
    const currency = isPayoutCurrency(user.currency_code) ? user.currency_code : 'EUR'
    const holder = user.company_name || [user.first_name, user.last_name].filter(Boolean).join(' ') || undefined
    return {
      providerAccountId: `sbx_mer_${randomBytes(8).toString('hex')}`,
      status: 'pending',
      overviewUrl: null,
      bankAccount: { status: 'new', holderName: holder?.slice(0, 150), currency },
    }
  }

  async getMerchant(stored: ProviderMerchant): Promise<ProviderMerchant> {
    return stored
  }
}
