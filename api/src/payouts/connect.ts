import { asSystem } from '@driftway/collections'
import { currentTimestamp, isLessorRole } from '@driftway/domain'
import { payoutConnectPaths } from '@driftway/domain/payouts'
import type { FastifyInstance } from 'fastify'
import type { UserDoc } from '../auth/users'
import { ApiError, forbidden } from '../http/errors'
import { withTransaction } from '../http/transaction'
import {
  ensureMerchant,
  findOwnMerchant,
  type MerchantWithBank,
  syncWithProvider,
  updateStatuses,
} from '../payments/merchants'
import { accountErrors } from '../routes/accounts/common'
import type { AccountEvent, AccountLink } from './provider'

export const payoutErrors = {
  notALessor: () => forbidden('permission_denied', 'Only lessors have a payout account.'),
  otherProvider: () =>
    new ApiError(
      'merchant_other_provider',
      'Your payout account was opened with another payment provider. Contact support to move it.',
    ),
  providerUnavailable: () =>
    new ApiError('payment_unavailable', 'The payment provider could not be reached. Please try again.'),
}

/** Site pages the provider's onboarding returns to (the site finishes the flow, decision 0071). */
const onboardingUrls = (siteUrl: string) => ({
  return_url: `${siteUrl}${payoutConnectPaths.return}`,
  refresh_url: `${siteUrl}${payoutConnectPaths.refresh}`,
})

/**
 * POST /subscription/connect-account/: the lessor's payout account (opened now when missing, like
 * POST /payment/merchant/my/) and a fresh onboarding link at its provider.
 */
export async function openOnboarding(
  app: FastifyInstance,
  user: UserDoc,
): Promise<{ created: boolean; merchant: MerchantWithBank; account_link_obj: AccountLink }> {
  const { payload, env } = app.ctx
  if (!isLessorRole(user.role)) throw payoutErrors.notALessor()
  if (!user.is_profile_completed) throw accountErrors.profileIncomplete()
  const provider = app.payments
  const existing = await findOwnMerchant(payload, user)
  if (existing && existing.merchant.provider !== provider.name) throw payoutErrors.otherProvider()
  let opened: Awaited<ReturnType<typeof ensureMerchant>>
  let link: AccountLink
  try {
    opened = await withTransaction(payload, (req) => ensureMerchant(payload, provider, user, req))
    link = await provider.createAccountLink(
      {
        merchantId: String(opened.merchant.id),
        providerAccountId: opened.merchant.provider_account_id ?? '',
        status: opened.merchant.status,
        overviewUrl: opened.merchant.overview_url ?? null,
        bankAccount: { status: opened.bankAccount?.status ?? 'new' },
      },
      onboardingUrls(env.siteUrl),
    )
  } catch (error) {
    if (error instanceof ApiError) throw error
    app.log.error({ err: error }, 'payout provider refused the onboarding link')
    throw payoutErrors.providerUnavailable()
  }
  return { created: opened.created, merchant: opened, account_link_obj: link }
}

/** POST /subscription/connect/stripe/callback/: back from onboarding, the statuses as the provider reports them. */
export async function finishOnboarding(
  app: FastifyInstance,
  user: UserDoc,
  accountId: string | undefined,
): Promise<MerchantWithBank> {
  const { payload } = app.ctx
  if (!isLessorRole(user.role)) throw payoutErrors.notALessor()
  const found = await findOwnMerchant(payload, user)
  // Someone else's account id in the query is treated like no account: nothing is revealed.
  if (!found || (accountId && found.merchant.provider_account_id !== accountId)) throw accountErrors.merchantNotFound()
  try {
    return await syncWithProvider(payload, app.payments, found)
  } catch (error) {
    app.log.error({ err: error }, 'payout provider could not be read')
    throw payoutErrors.providerUnavailable()
  }
}

/**
 * Applies one `account.updated` event exactly once: its id is stored (payment-events, unique per
 * provider) in the transaction that moves the statuses, so a replay changes nothing. Stripe's
 * events name the account and its state is read fresh from Stripe (a late, older event cannot set
 * an old state); the sandbox's events carry the state.
 */
export async function applyAccountEvent(app: FastifyInstance, event: AccountEvent): Promise<{ applied: boolean }> {
  const { payload } = app.ctx
  const provider = app.payments
  const seen = async (req?: Parameters<typeof payload.count>[0]['req']) =>
    (
      await payload.count({
        collection: 'payment-events',
        where: { and: [{ provider: { equals: provider.name } }, { event_id: { equals: event.event_id } }] },
        ...asSystem(),
        req,
      })
    ).totalDocs > 0
  if (await seen()) return { applied: false }
  const [merchant] = (
    await payload.find({
      collection: 'merchants',
      where: {
        and: [{ provider_account_id: { equals: event.provider_account_id } }, { provider: { equals: provider.name } }],
      },
      limit: 1,
      depth: 0,
      ...asSystem(),
    })
  ).docs
  // Not one of ours (another platform's account on a shared endpoint): acknowledged, nothing applied.
  if (!merchant) return { applied: false }
  const state =
    event.state ??
    (await (async () => {
      const fresh = await provider.getMerchant({
        providerAccountId: event.provider_account_id,
        status: merchant.status,
        overviewUrl: merchant.overview_url ?? null,
        bankAccount: { status: 'new' },
      })
      return { status: fresh.status, bankAccountStatus: fresh.bankAccount.status }
    })())
  try {
    return await withTransaction(payload, async (req) => {
      if (await seen(req)) return { applied: false }
      await payload.create({
        collection: 'payment-events',
        data: {
          provider: provider.name,
          event_id: event.event_id,
          type: 'account.updated',
          provider_payment_id: event.provider_account_id,
          received_timestamp: currentTimestamp(),
        },
        depth: 0,
        ...asSystem(),
        req,
      })
      const [bankAccount] = (
        await payload.find({
          collection: 'bank-accounts',
          where: { merchant: { equals: merchant.id } },
          limit: 1,
          depth: 0,
          ...asSystem(),
          req,
        })
      ).docs
      await updateStatuses(
        payload,
        { merchant, bankAccount: bankAccount ?? null },
        { merchantStatus: state.status, bankAccountStatus: state.bankAccountStatus },
        req,
      )
      return { applied: true }
    })
  } catch (error) {
    // The same event delivered twice at once: the unique index refused the second copy.
    if (await seen()) return { applied: false }
    throw error
  }
}
