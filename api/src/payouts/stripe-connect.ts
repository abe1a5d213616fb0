import { isPayoutCurrency } from '@driftway/domain'
import type Stripe from 'stripe'
import type { UserDoc } from '../auth/users'
import type { ProviderMerchant } from '../payments/provider'
import { type StripeClientOptions, stripeClient, verifiedStripeEvent } from '../payments/stripe-client'
import type { AccountEvent, AccountLink, OnboardingUrls, PayoutProvider } from './provider'

/**
 * Our merchant status from a Stripe account: refused by Stripe → blocked; able to take charges and
 * pay out → live; details handed in, Stripe still checking → pending; onboarding not done → new.
 */
function merchantStatusOf(account: Stripe.Account): string {
  if (account.requirements?.disabled_reason?.startsWith('rejected')) return 'blocked'
  if (account.charges_enabled && account.payouts_enabled) return 'live'
  if (account.details_submitted) return 'pending'
  return 'new'
}

/** Our bank-account status from the account's first external account (Stripe's bank account statuses). */
function bankAccountStatusOf(account: Stripe.Account): string {
  const bank = account.external_accounts?.data?.find((item) => item.object === 'bank_account') as
    | Stripe.BankAccount
    | undefined
  if (!bank) return 'new'
  if (bank.status === 'verification_failed' || bank.status === 'errored') return 'disapproved'
  if (bank.status === 'verified' || bank.status === 'validated' || account.payouts_enabled) return 'approved'
  return 'pending'
}

const toProviderMerchant = (account: Stripe.Account): ProviderMerchant => {
  const bank = account.external_accounts?.data?.find((item) => item.object === 'bank_account') as
    | Stripe.BankAccount
    | undefined
  const currency = bank?.currency?.toUpperCase()
  return {
    providerAccountId: account.id,
    status: merchantStatusOf(account),
    overviewUrl: null,
    bankAccount: {
      status: bankAccountStatusOf(account),
      holderName: bank?.account_holder_name ?? undefined,
      ibanLast4: bank?.last4 ?? undefined,
      currency: currency && isPayoutCurrency(currency) ? currency : undefined,
    },
  }
}

/**
 * Stripe Connect (Express accounts) for lessors' payouts: the account is created once per lessor
 * (idempotency key per user), onboarding is Stripe's hosted page (an account link), and statuses
 * follow `account.updated` webhooks — read fresh from Stripe, so an event arriving late cannot
 * set an older state. `httpClient` lets tests record the requests without network.
 */
export class StripeConnectProvider implements PayoutProvider {
  readonly name = 'stripe' as const
  readonly stripe: Stripe

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    options: StripeClientOptions = {},
  ) {
    this.stripe = stripeClient(secretKey, options)
  }

  async createMerchant(user: UserDoc): Promise<ProviderMerchant> {
    const currency = isPayoutCurrency(user.currency_code) ? user.currency_code : 'EUR'
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        email: user.email ?? undefined,
        country: user.company_country_code_iso2 || undefined,
        default_currency: currency.toLowerCase(),
        business_profile: { name: user.company_name || undefined },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { user_id: String(user.id) },
      },
      // One account per lessor, however often the request is repeated.
      { idempotencyKey: `connect-account-${user.id}` },
    )
    const opened = toProviderMerchant(account)
    return { ...opened, bankAccount: { ...opened.bankAccount, currency: opened.bankAccount.currency ?? currency } }
  }

  async getMerchant(stored: ProviderMerchant): Promise<ProviderMerchant> {
    return toProviderMerchant(await this.stripe.accounts.retrieve(stored.providerAccountId))
  }

  async createAccountLink(merchant: ProviderMerchant, urls: OnboardingUrls): Promise<AccountLink> {
    const link = await this.stripe.accountLinks.create({
      account: merchant.providerAccountId,
      type: 'account_onboarding',
      return_url: urls.return_url,
      refresh_url: urls.refresh_url,
    })
    return { object: 'account_link', url: link.url, created: link.created, expires_at: link.expires_at }
  }

  parseAccountWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): AccountEvent | null {
    const event = verifiedStripeEvent(this.stripe, this.webhookSecret, rawBody, headers)
    if (event.type !== 'account.updated') return null
    const account = event.data.object as Stripe.Account
    return { event_id: event.id, provider_account_id: event.account ?? account.id }
  }
}
