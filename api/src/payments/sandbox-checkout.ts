import { createHmac, timingSafeEqual } from 'node:crypto'
import { currentTimestamp } from '@driftway/domain'
import {
  type CheckoutInput,
  type CheckoutProvider,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentEventType,
  type RefundInput,
  WebhookSignatureError,
} from './checkout'

/** Header of sandbox webhooks: `t={unix seconds},v1={hex HMAC-SHA256 of "t.body"}` (Stripe's scheme). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'
const TOLERANCE_SECONDS = 5 * 60

export function signSandboxPayload(secret: Uint8Array, body: string, timestamp = currentTimestamp()) {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${digest}`
}

/** Checks the `x-sandbox-signature` header over the raw body (also of the sandbox's payout and billing webhooks). */
export function verifySandboxSignature(
  secret: Uint8Array,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): void {
  const header = headers[SANDBOX_SIGNATURE_HEADER]
  const parts = Object.fromEntries(
    String(Array.isArray(header) ? header[0] : (header ?? ''))
      .split(',')
      .map((part) => part.split('=', 2) as [string, string]),
  )
  const timestamp = Number(parts.t)
  if (!parts.v1 || !Number.isInteger(timestamp)) throw new WebhookSignatureError('Missing signature')
  if (Math.abs(currentTimestamp() - timestamp) > TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('Signature too old')
  }
  const expected = Buffer.from(signSandboxPayload(secret, rawBody, timestamp).split('v1=')[1]!, 'hex')
  const given = Buffer.from(parts.v1, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookSignatureError('Bad signature')
  }
}

export type SandboxWebhookBody = {
  id: string
  type: PaymentEventType
  payment_id: string
  amount_in_cents: number
  transaction_id: string
}

/**
 * A payment provider inside the API, like a PSP's test mode: the hosted page
 * (`GET /payment/sandbox/checkout/{id}/`) lets the payer pick success, pending, failure or cancel;
 * the choice is sent to our webhook route signed with HMAC, then the browser returns to the site.
 */
export class SandboxCheckout implements CheckoutProvider {
  readonly name = 'sandbox' as const

  constructor(
    private readonly secret: Uint8Array,
    private readonly publicUrl: () => string,
  ) {}

  /** Like a real provider, the same idempotency key opens the same payment; ids are unguessable (keyed hash). */
  async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
    const digest = createHmac('sha256', this.secret).update(`checkout:${input.idempotency_key}`).digest('hex')
    const id = `sbx_pay_${digest.slice(0, 32)}`
    return { provider_payment_id: id, redirect_url: `${this.publicUrl()}/payment/sandbox/checkout/${id}/` }
  }

  /** Like a real provider, the same idempotency key names the same refund. */
  async refund(input: RefundInput): Promise<{ provider_refund_id: string }> {
    const id = createHmac('sha256', this.secret).update(`refund:${input.idempotency_key}`).digest('hex').slice(0, 32)
    return { provider_refund_id: `sbx_ref_${id}` }
  }

  /** The signed webhook the hosted page sends for the payer's choice. */
  webhookFor(body: SandboxWebhookBody): { rawBody: string; signature: string } {
    const rawBody = JSON.stringify(body)
    return { rawBody, signature: signSandboxPayload(this.secret, rawBody) }
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent | null {
    verifySandboxSignature(this.secret, rawBody, headers)
    const body = JSON.parse(rawBody) as SandboxWebhookBody
    return {
      event_id: body.id,
      type: body.type,
      provider_payment_id: body.payment_id,
      provider_charge_id: body.payment_id,
      amount_in_cents: body.amount_in_cents,
      transaction_id: body.transaction_id,
    }
  }
}
