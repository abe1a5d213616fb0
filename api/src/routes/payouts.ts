import { asSystem } from '@driftway/collections'
import { payoutConnectPaths } from '@driftway/domain/payouts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireFreshSignIn, requireUser } from '../auth/plugin'
import { findUserById } from '../auth/users'
import { badRequest, notFound } from '../http/errors'
import { escapeHtml } from '../mail/templates'
import { WebhookSignatureError } from '../payments/checkout'
import { toMerchantResponse } from '../payments/merchants'
import { SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox-checkout'
import { applyAccountEvent, finishOnboarding, openOnboarding } from '../payouts/connect'
import { lessorDashboard } from '../payouts/dashboard'
import { SandboxConnectProvider } from '../payouts/sandbox-connect'
import { sendSecurityMail } from './accounts/common'

const merchantSchema = z.object({
  id: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  status: z.string(),
  merged_status: z.object({ status: z.string(), description_code: z.string() }),
  overview_url: z.string().nullable(),
  bank_account: z.object({ id: z.string(), status: z.string() }).nullable(),
})

const accountLinkSchema = z.object({
  object: z.literal('account_link'),
  url: z.string(),
  created: z.number().int(),
  expires_at: z.number().int(),
})

const cents = z.number().int()
const bookingSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['recreational_vehicle', 'campsite', 'boat']),
  listing_id: z.string(),
  listing_title: z.string(),
  traveller_name: z.string(),
  travellers_num: z.number().int(),
  pickup_timestamp: z.number().int(),
  return_timestamp: z.number().int(),
  total_rent_price_in_cents: cents,
  currency: z.string(),
  status: z.string(),
})
const dashboardSchema = z.object({
  currency: z.string(),
  commission_percent: z.number().int(),
  generated_timestamp: z.number().int(),
  revenue: z.object({
    months: z.array(
      z.object({
        month: z.string(),
        paid_in_cents: cents,
        refunded_in_cents: cents,
        commission_in_cents: cents,
        revenue_in_cents: cents,
      }),
    ),
    totals: z.object({
      paid_in_cents: cents,
      refunded_in_cents: cents,
      commission_in_cents: cents,
      revenue_in_cents: cents,
    }),
    other_currency_payments: z.number().int(),
  }),
  occupancy: z.object({
    window_nights: z.number().int(),
    listings: z.array(
      z.object({
        listing_id: z.string(),
        title: z.string(),
        kind: z.enum(['recreational_vehicle', 'campsite', 'boat']),
        booked_nights: z.number().int(),
        blocked_nights: z.number().int(),
        available_nights: z.number().int(),
        occupancy_percent: z.number().int(),
      }),
    ),
  }),
  upcoming_arrivals: z.array(bookingSummarySchema),
  pending_requests: z.array(bookingSummarySchema.extend({ acception_deadline_timestamp: z.number().int().nullable() })),
  payouts: z.object({
    merchant: merchantSchema.nullable(),
    recent: z.array(
      z.object({
        id: z.string(),
        booking_id: z.string(),
        listing_title: z.string(),
        kind: z.enum(['charge', 'refund']),
        date_timestamp: z.number().int(),
        amount_in_cents: cents,
        commission_in_cents: cents,
        payout_in_cents: cents,
        status: z.string(),
      }),
    ),
  }),
})

/**
 * Lessors' payouts (accounts §7 connect calls, decision 0071): onboarding at the payout provider,
 * its return, the provider's `account.updated` webhooks, the sandbox's hosted onboarding page, and
 * the lessor dashboard. The subscription calls under /subscription/ live in ./subscriptions.ts.
 */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx

  app.post(
    '/subscription/connect-account/',
    {
      onRequest: [requireFreshSignIn],
      config: { errors: ['profile_incomplete', 'merchant_other_provider', 'payment_unavailable'] },
      schema: {
        tags: ['payouts'],
        summary: "Open the lessor's payout account at the provider and an onboarding link (account_link_obj.url)",
        description:
          'Stripe Connect account link with STRIPE_SECRET_KEY, else the sandbox onboarding page. Opens the merchant when missing (the owner is mailed). A money setting: needs a sign-in or password re-entry within FRESH_SIGN_IN_MINUTES, else 403 fresh_sign_in_required. Travelers → 403 permission_denied; incomplete profile → 400 profile_incomplete; merchant of another provider → 409 merchant_other_provider.',
        response: { 200: z.object({ account_link_obj: accountLinkSchema, merchant: merchantSchema }) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const result = await openOnboarding(app, user)
      if (result.created) {
        const owner = await findUserById(payload, user.id)
        if (owner) app.mailer.sendInBackground(() => sendSecurityMail(app, request, owner, 'payoutChanged'))
      }
      return { account_link_obj: result.account_link_obj, merchant: toMerchantResponse(result.merchant) }
    },
  )

  app.post(
    '/subscription/connect/stripe/callback/',
    {
      onRequest: [requireUser],
      config: { errors: ['merchant_not_found', 'payment_unavailable'] },
      schema: {
        tags: ['payouts'],
        summary: 'Back from onboarding: the payout account and bank account statuses as the provider reports them',
        description:
          "Optional ?account= (the provider account id) must be the caller's. `onboarding_complete` is true when payouts can flow (merged status live). Travelers → 403; no merchant → 404 merchant_not_found.",
        querystring: z.object({ account: z.string().max(255).optional() }),
        response: { 200: merchantSchema.extend({ onboarding_complete: z.boolean() }) },
      },
    },
    async (request) => {
      const merchant = toMerchantResponse(await finishOnboarding(app, currentUser(request), request.query.account))
      return { ...merchant, onboarding_complete: merchant.merged_status.status === 'live' }
    },
  )

  app.get(
    '/lessor/dashboard/',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['payouts'],
        summary: "The lessor's dashboard: revenue per month, occupancy, arrivals, pending requests, payouts",
        description:
          "Own data only. Revenue: the last 12 UTC months of payments in the lessor's currency, less refunds and the commission of the listing's kind (12 % campsite and boat), integer cents. Occupancy: booked nights over the next 30 nights (manual reservations are not available nights). Travelers → 403 permission_denied.",
        response: { 200: dashboardSchema },
      },
    },
    async (request) => lessorDashboard(payload, currentUser(request)),
  )

  await app.register(connectWebhookRoutes)
  if (app.payments instanceof SandboxConnectProvider) await app.register(sandboxOnboardingRoutes)
}

/** Webhooks need the raw body for their signature, so this scope reads JSON as text. */
const connectWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  )
  app.post(
    '/payment/webhook/connect/:provider/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Payout provider webhook (account.updated, signed); each event applied once',
        params: z.object({ provider: z.enum(['sandbox', 'stripe']) }),
        response: { 200: z.object({ received: z.boolean(), applied: z.boolean() }) },
      },
      // A provider this deployment does not use is no route here; a bad signature or body is refused.
      config: { errors: ['route_not_found', 'invalid_signature'] },
    },
    async (request) => {
      if (request.params.provider !== app.payments.name) throw notFound('route_not_found', 'No such provider here.')
      let event: ReturnType<typeof app.payments.parseAccountWebhook>
      try {
        event = app.payments.parseAccountWebhook(String(request.body ?? ''), request.headers)
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
          throw badRequest('invalid_signature', 'The webhook signature does not verify.')
        }
        throw error
      }
      if (!event) return { received: true, applied: false }
      const { applied } = await applyAccountEvent(app, event)
      return { received: true, applied }
    },
  )
}

const outcomes = {
  complete: { label: 'Complete onboarding (verified)', status: 'live', bank: 'approved' },
  submit: { label: 'Submit details (verification pending)', status: 'pending', bank: 'pending' },
  reject: { label: 'Bank account rejected', status: 'pending', bank: 'disapproved' },
} as const

/**
 * The sandbox provider's hosted onboarding page (like Stripe's): the lessor picks how verification
 * ends; the choice becomes a signed `account.updated` webhook to our webhook route, then the browser
 * returns to the site. Reached only through a signed, expiring link from connect-account/.
 */
const sandboxOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  const provider = app.payments as SandboxConnectProvider
  const siteOrigin = new URL(env.siteUrl).origin
  const csp = `default-src 'none'; style-src 'self'; form-action 'self' ${siteOrigin}; frame-ancestors 'none'; base-uri 'none'`
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const linkQuery = z.object({ expires: z.coerce.number().int(), sig: z.string().regex(/^[0-9a-f]{64}$/) })
  const params = z.object({ merchantId: z.string().min(1).max(100) })

  const merchantOfLink = async (merchantId: string, expires: number, sig: string) => {
    if (!provider.verifyLink(merchantId, expires, sig)) {
      throw badRequest('link_expired', 'This onboarding link is invalid or has expired. Start again from Driftway.')
    }
    const merchant = await payload
      .findByID({ collection: 'merchants', id: merchantId, depth: 0, ...asSystem() })
      .catch(() => null)
    if (merchant?.provider !== 'sandbox') throw notFound('merchant_not_found', 'Unknown payout account.')
    return merchant
  }

  app.get(
    '/payment/sandbox/connect/:merchantId/',
    { schema: { hide: true, params, querystring: linkQuery } },
    async (request, reply) => {
      const { expires, sig } = request.query
      const merchant = await merchantOfLink(request.params.merchantId, expires, sig)
      const buttons = Object.entries(outcomes)
        .map(
          ([value, { label }]) =>
            `<button type="submit" name="outcome" value="${value}" data-testid="sandbox-connect-${value}" class="${value === 'complete' ? 'primary' : value === 'reject' ? 'danger' : ''}">${label}</button>`,
        )
        .join('')
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', csp)
        .header('cache-control', 'no-store')
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox payout onboarding · Driftway</title><link rel="stylesheet" href="/payment/sandbox/checkout.css"></head><body><main>
<span class="badge">Sandbox · no real money</span>
<h1>Set up payouts</h1>
<dl><dt>Account</dt><dd>${escapeHtml(merchant.provider_account_id ?? '')}</dd><dt>Status</dt><dd>${escapeHtml(merchant.status)}</dd></dl>
<form method="post"><input type="hidden" name="expires" value="${expires}"><input type="hidden" name="sig" value="${escapeHtml(sig)}">${buttons}<button type="submit" name="outcome" value="leave" data-testid="sandbox-connect-leave">Return without finishing</button></form>
<p class="note">This test page stands in for the payment provider's onboarding (identity, company and bank account). Your choice is sent as a signed account.updated webhook.</p>
</main></body></html>`
    },
  )

  app.post(
    '/payment/sandbox/connect/:merchantId/',
    {
      schema: {
        hide: true,
        params,
        body: linkQuery.extend({ outcome: z.enum(['complete', 'submit', 'reject', 'leave']) }),
      },
    },
    async (request, reply) => {
      const { expires, sig, outcome } = request.body
      const merchant = await merchantOfLink(request.params.merchantId, expires, sig)
      if (outcome !== 'leave') {
        const chosen = outcomes[outcome]
        const { rawBody, signature } = provider.accountWebhookFor({
          id: `sbx_evt_${crypto.randomUUID().replaceAll('-', '')}`,
          type: 'account.updated',
          account: merchant.provider_account_id ?? '',
          status: chosen.status,
          bank_account_status: chosen.bank,
        })
        // Delivered like a provider would, through the public webhook route and its signature check.
        const delivered = await app.inject({
          method: 'POST',
          url: '/payment/webhook/connect/sandbox/',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          payload: rawBody,
        })
        if (delivered.statusCode >= 400) request.log.error({ body: delivered.body }, 'sandbox account webhook refused')
      }
      return reply.redirect(`${env.siteUrl}${payoutConnectPaths.return}`, 303)
    },
  )
}
