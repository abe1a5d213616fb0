import { createHmac, timingSafeEqual } from 'node:crypto'
import { currentTimestamp } from '@driftway/domain'
import type { ProviderMerchant } from '../payments/provider'
import { SandboxProvider, sandboxBankAccountStatuses, sandboxMerchantStatuses } from '../payments/sandbox'
import { signSandboxPayload, verifySandboxSignature } from '../payments/sandbox-checkout'
import {
  ACCOUNT_LINK_SECONDS,
  type AccountEvent,
  type AccountLink,
  type OnboardingUrls,
  type PayoutProvider,
} from './provider'

/** The body of a sandbox `account.updated` webhook (sent by the sandbox onboarding page). */
type SandboxAccountEventBody = {
  id: string
  type: 'account.updated'
  account: string
  status: (typeof sandboxMerchantStatuses)[number]
  bank_account_status: (typeof sandboxBankAccountStatuses)[number]
}

/**
 * The sandbox payout provider with a hosted onboarding page of its own
 * (`GET /payment/sandbox/connect/{merchant}/`), like Stripe's: the link is signed and expires, and
 * the page's choice reaches the API as a signed `account.updated` webhook. No money, no network.
 */
export class SandboxConnectProvider extends SandboxProvider implements PayoutProvider {
  constructor(
    private readonly secret: Uint8Array,
    private readonly publicUrl: () => string,
  ) {
    super()
  }

  /** The signature of an onboarding link: the merchant and the expiry, keyed. */
  linkSignature(merchantId: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`connect-link:${merchantId}:${expiresAt}`).digest('hex')
  }

  /** True when `signature` was made by `createAccountLink` for this merchant and has not expired. */
  verifyLink(merchantId: string, expiresAt: number, signature: string): boolean {
    if (!Number.isInteger(expiresAt) || expiresAt < currentTimestamp()) return false
    const expected = Buffer.from(this.linkSignature(merchantId, expiresAt), 'hex')
    const given = Buffer.from(signature, 'hex')
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  async createAccountLink(
    merchant: ProviderMerchant & { merchantId: string },
    _urls: OnboardingUrls,
  ): Promise<AccountLink> {
    const created = currentTimestamp()
    const expiresAt = created + ACCOUNT_LINK_SECONDS
    const query = new URLSearchParams({
      expires: String(expiresAt),
      sig: this.linkSignature(merchant.merchantId, expiresAt),
    })
    const url = `${this.publicUrl()}/payment/sandbox/connect/${encodeURIComponent(merchant.merchantId)}/?${query}`
    return { object: 'account_link', url, created, expires_at: expiresAt }
  }

  /** The signed webhook the onboarding page sends for the lessor's choice. */
  accountWebhookFor(body: SandboxAccountEventBody): { rawBody: string; signature: string } {
    const rawBody = JSON.stringify(body)
    return { rawBody, signature: signSandboxPayload(this.secret, rawBody) }
  }

  parseAccountWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): AccountEvent | null {
    verifySandboxSignature(this.secret, rawBody, headers)
    const body = JSON.parse(rawBody) as Partial<SandboxAccountEventBody>
    if (body.type !== 'account.updated') return null
    const statusOk = (sandboxMerchantStatuses as readonly string[]).includes(String(body.status))
    const bankOk = (sandboxBankAccountStatuses as readonly string[]).includes(String(body.bank_account_status))
    if (typeof body.id !== 'string' || typeof body.account !== 'string' || !statusOk || !bankOk) {
      throw new SyntaxError('Malformed sandbox account event')
    }
    return {
      event_id: body.id,
      provider_account_id: body.account,
      state: { status: String(body.status), bankAccountStatus: String(body.bank_account_status) },
    }
  }
}
