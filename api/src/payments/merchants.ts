import { asSystem } from '@driftway/collections'
import type { BankAccount, Merchant } from '@driftway/collections/payload-types'
import type { Payload, PayloadRequest } from 'payload'
import { asUser } from '../auth/plugin'
import type { UserDoc } from '../auth/users'
import type { PaymentProvider, ProviderMerchant } from './provider'
import { mergeStatuses } from './status'

export type MerchantDoc = Merchant
export type BankAccountDoc = BankAccount
export type MerchantWithBank = { merchant: MerchantDoc; bankAccount: BankAccountDoc | null }

/** GET /payment/merchant/my/ body: accounts §3 Merchant, plus ids for the sandbox simulator paths. */
export function toMerchantResponse({ merchant, bankAccount }: MerchantWithBank) {
  const merged = mergeStatuses(merchant.status, bankAccount?.status)
  return {
    id: String(merchant.id),
    provider: merchant.provider,
    status: merchant.status,
    merged_status: merged,
    overview_url: merchant.overview_url ?? null,
    bank_account: bankAccount ? { id: String(bankAccount.id), status: bankAccount.status } : null,
  }
}

/** The user's merchant and bank account, read as the user (the collections' owner rules apply). */
export async function findOwnMerchant(
  payload: Payload,
  user: UserDoc,
  req?: PayloadRequest,
): Promise<MerchantWithBank | null> {
  const own = { limit: 1, depth: 0, req, ...asUser(user) } as const
  const [merchant] = (await payload.find({ collection: 'merchants', where: { user: { equals: user.id } }, ...own }))
    .docs
  if (!merchant) return null
  const [bankAccount] = (
    await payload.find({ collection: 'bank-accounts', where: { merchant: { equals: merchant.id } }, ...own })
  ).docs
  return { merchant, bankAccount: bankAccount ?? null }
}

/**
 * Opens the payout account of a lessor unless it exists (idempotent). Merchant and bank account
 * are written in the caller's transaction (`req`); only the API creates them (staff-only collections).
 */
export async function ensureMerchant(
  payload: Payload,
  provider: PaymentProvider,
  user: UserDoc,
  req?: PayloadRequest,
): Promise<MerchantWithBank & { created: boolean }> {
  const existing = await findOwnMerchant(payload, user, req)
  if (existing?.bankAccount) return { ...existing, created: false }
  const opened = await provider.createMerchant(user)
  const merged = mergeStatuses(opened.status, opened.bankAccount.status)
  const merchant =
    existing?.merchant ??
    (await payload.create({
      collection: 'merchants',
      data: {
        user: user.id,
        provider: provider.name,
        provider_account_id: opened.providerAccountId,
        status: opened.status,
        merged_status: merged.status,
        description_code: merged.description_code,
        overview_url: opened.overviewUrl,
      },
      ...asSystem(),
      depth: 0,
      req,
    }))
  const bankAccount = await payload.create({
    collection: 'bank-accounts',
    data: {
      merchant: merchant.id,
      status: opened.bankAccount.status,
      holder_name: opened.bankAccount.holderName,
      iban_last4: opened.bankAccount.ibanLast4,
      currency: opened.bankAccount.currency,
    },
    ...asSystem(),
    depth: 0,
    req,
  })
  return { merchant, bankAccount, created: !existing }
}

/** Stores a new merchant or bank-account status and the merged status that follows. */
export async function updateStatuses(
  payload: Payload,
  current: MerchantWithBank,
  change: { merchantStatus?: string; bankAccountStatus?: string },
  req?: PayloadRequest,
): Promise<MerchantWithBank> {
  let bankAccount = current.bankAccount
  if (change.bankAccountStatus && bankAccount) {
    bankAccount = await payload.update({
      collection: 'bank-accounts',
      id: bankAccount.id,
      data: { status: change.bankAccountStatus },
      ...asSystem(),
      depth: 0,
      req,
    })
  }
  const status = change.merchantStatus ?? current.merchant.status
  const merged = mergeStatuses(status, bankAccount?.status)
  const merchant = await payload.update({
    collection: 'merchants',
    id: current.merchant.id,
    data: { status, merged_status: merged.status, description_code: merged.description_code },
    ...asSystem(),
    depth: 0,
    req,
  })
  return { merchant, bankAccount }
}

/**
 * Asks the provider for the account's current state and stores what changed, so GET shows what
 * the provider says (the sandbox reports what is stored; Stripe Connect will report real states).
 */
export async function syncWithProvider(
  payload: Payload,
  provider: PaymentProvider,
  current: MerchantWithBank,
): Promise<MerchantWithBank> {
  const stored: ProviderMerchant = {
    providerAccountId: current.merchant.provider_account_id ?? '',
    status: current.merchant.status,
    overviewUrl: current.merchant.overview_url ?? null,
    bankAccount: { status: current.bankAccount?.status ?? 'new' },
  }
  if (current.merchant.provider !== provider.name) return current
  const fresh = await provider.getMerchant(stored)
  const merchantChanged = fresh.status !== stored.status
  const bankChanged = Boolean(current.bankAccount) && fresh.bankAccount.status !== stored.bankAccount.status
  if (!merchantChanged && !bankChanged) return current
  return updateStatuses(payload, current, {
    merchantStatus: merchantChanged ? fresh.status : undefined,
    bankAccountStatus: bankChanged ? fresh.bankAccount.status : undefined,
  })
}
