import { asSystem } from '@driftway/collections'
import type { Transaction } from '@driftway/collections/payload-types'
import {
  applyBookingAction,
  type BookingStatus,
  formatMoney,
  isTravelerRole,
  type ListingKind,
  listingKinds,
} from '@driftway/domain'
import { bookingFinishPath } from '@driftway/domain/booking-links'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../auth/plugin'
import { bookingErrors, toApiError } from '../bookings/errors'
import { findBooking, findPartyBooking } from '../bookings/service'
import { badRequest, notFound } from '../http/errors'
import { declareAuth } from '../http/openapi'
import { idOf } from '../listings/pricing-input'
import { escapeHtml } from '../mail/templates'
import { applyPaymentEvent, startBookingPayment } from '../payments/booking-payments'
import { WebhookSignatureError } from '../payments/checkout'
import { SANDBOX_SIGNATURE_HEADER, SandboxCheckout } from '../payments/sandbox-checkout'

const kindParams = z.object({ kind: z.enum(listingKinds) })

/** The last transaction of a booking as the site shows it (booking §7 multi-transaction/last). */
const transactionView = (record: Transaction) => ({
  id: String(record.id),
  booking: idOf(record.booking),
  kind: record.kind ?? null,
  purpose: record.purpose ?? null,
  status: record.status,
  amount_in_cents: record.amount_in_cents,
  currency: record.currency_code,
  payment_method: record.payment_method ?? null,
  provider: record.provider ?? null,
  created_timestamp: record.date_ts,
})

const transactionViewSchema = z.object({
  id: z.string(),
  booking: z.string().nullable(),
  kind: z.enum(['subscription', 'charge', 'refund']).nullable(),
  purpose: z.enum(['down_payment', 'remaining', 'full']).nullable(),
  status: z.string(),
  amount_in_cents: z.number(),
  currency: z.string(),
  payment_method: z.string().nullable(),
  provider: z.enum(['sandbox', 'stripe']).nullable(),
  created_timestamp: z.number(),
})

/**
 * Booking payments (booking §7): open the payment page, read the last transaction, receive the
 * provider's webhooks; the sandbox provider's hosted page lives here too.
 */
export const bookingPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx

  app.post(
    '/reservation/:kind/booking/travel/payment/',
    {
      onRequest: [
        declareAuth(
          { schemes: ['userBearer'], forbids: [bookingErrors.onlyTraveler().errorKey] },
          async (request, reply) => {
            await requireUser.call(app, request, reply)
            if (!isTravelerRole(request.user!.role)) throw bookingErrors.onlyTraveler()
          },
        ),
      ],
      config: {
        errors: [
          'booking_not_found',
          'booking_status_conflict',
          'nothing_to_pay',
          'payment_deadline_passed',
          'lessor_cannot_receive_payments',
          'payment_unavailable',
        ],
      },
      schema: {
        tags: ['bookings'],
        summary: 'Open the payment page of a booking (down payment, everything, or the remainder)',
        params: kindParams,
        body: z.object({
          booking_request: z.union([z.string().min(1).max(100), z.number().int()]).transform(String),
          payment_method: z.string().max(40).optional().nullable(),
        }),
        response: { 200: z.object({ redirect_url: z.string() }) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const booking = await findPartyBooking(app, user, 'traveler', request.params.kind, request.body.booking_request)
      // The remainder of a confirmed down-payment booking is paid without a status change.
      if (booking.status !== 'CONFIRMED') {
        try {
          applyBookingAction(booking.status as BookingStatus, 'payment', 'traveler')
        } catch (error) {
          throw toApiError(error)
        }
      }
      const { redirect_url } = await startBookingPayment(
        app,
        user,
        request.params.kind,
        booking,
        request.body.payment_method,
      )
      return { redirect_url }
    },
  )

  app.get(
    '/payment/multi-transaction/last/:listingType/:bookingId/',
    {
      onRequest: [requireUser],
      config: { errors: ['booking_not_found', 'transaction_not_found'] },
      schema: {
        tags: ['bookings'],
        summary: 'The last payment or refund of a booking (either party)',
        params: z.object({ listingType: z.enum(listingKinds), bookingId: z.string().min(1).max(100) }),
        response: { 200: transactionViewSchema },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const booking = await findBooking(app, request.params.bookingId)
      const parties = [idOf(booking.traveller), idOf(booking.lessor)]
      if (!parties.includes(String(user.id)) || booking.kind !== request.params.listingType) {
        throw bookingErrors.notFound()
      }
      const { docs } = await payload.find({
        collection: 'transactions',
        where: { booking: { equals: booking.id } },
        sort: ['-date_ts', '-createdAt'],
        limit: 1,
        depth: 0,
        ...asSystem(),
      })
      if (!docs[0]) throw notFound('transaction_not_found', 'This booking has no payment yet.')
      return transactionView(docs[0] as Transaction)
    },
  )

  await app.register(webhookRoutes)
  if (app.checkout instanceof SandboxCheckout) await app.register(sandboxPageRoutes)
}

/** Webhooks need the raw body for their signature, so this scope reads JSON as text. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  )
  app.post(
    '/payment/webhook/:provider/',
    {
      // route_not_found: the provider this deployment does not use.
      config: { errors: ['invalid_signature', 'route_not_found'] },
      schema: {
        tags: ['payments'],
        summary: 'Payment provider webhook (signed); each event applied once',
        params: z.object({ provider: z.enum(['sandbox', 'stripe']) }),
        response: { 200: z.object({ received: z.literal(true), applied: z.boolean() }) },
      },
    },
    async (request) => {
      if (request.params.provider !== app.checkout.name) throw notFound('route_not_found', 'No such provider here.')
      let event: ReturnType<typeof app.checkout.parseWebhook>
      try {
        event = app.checkout.parseWebhook(String(request.body ?? ''), request.headers)
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
          throw badRequest('invalid_signature', 'The webhook signature does not verify.')
        }
        throw error
      }
      if (!event) return { received: true as const, applied: false }
      const { applied } = await applyPaymentEvent(app, event)
      return { received: true as const, applied }
    },
  )
}

const outcomes = {
  success: { type: 'succeeded', result: 'success', label: 'Pay successfully' },
  pending: { type: 'pending', result: 'pending', label: 'Leave pending' },
  failure: { type: 'failed', result: 'failed', label: 'Fail payment' },
  cancel: { type: 'cancelled', result: 'cancelled', label: 'Cancel' },
} as const

const sandboxCss = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}
main{background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(15,23,42,.12);max-width:440px;width:100%;padding:32px}
.badge{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#7c2d12;background:#ffedd5;border-radius:999px;padding:4px 10px}
h1{font-size:22px;margin:16px 0 4px}
.amount{font-size:36px;font-weight:700;margin:8px 0 4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0 24px;font-size:14px}
dt{color:#52606d}dd{margin:0;word-break:break-all}
form{display:grid;gap:10px}
button{font:inherit;font-weight:600;border-radius:10px;padding:12px 16px;border:1px solid #cbd2d9;background:#fff;color:#1f2933;cursor:pointer}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button.primary{background:#166534;border-color:#166534;color:#fff}
button.danger{color:#991b1b;border-color:#fca5a5}
p.note{font-size:13px;color:#52606d;margin-top:20px}
`

/**
 * The sandbox provider's hosted payment page: like a PSP's test page, the payer picks the outcome.
 * The choice becomes a signed webhook to our own webhook route, then the browser returns to the
 * site's result view. No scripts; styles from a same-origin stylesheet (CSP below).
 */
const sandboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  const checkout = app.checkout as SandboxCheckout
  const siteOrigin = new URL(env.siteUrl).origin
  const csp = `default-src 'none'; style-src 'self'; form-action 'self' ${siteOrigin}; frame-ancestors 'none'; base-uri 'none'`
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  const findCharge = async (paymentId: string) => {
    const { docs } = await payload.find({
      collection: 'transactions',
      where: { and: [{ provider_payment_id: { equals: paymentId } }, { kind: { equals: 'charge' } }] },
      limit: 1,
      depth: 0,
      ...asSystem(),
    })
    const charge = docs[0] as Transaction | undefined
    if (!charge) throw notFound('payment_not_found', 'Unknown payment.')
    return charge
  }

  app.get('/payment/sandbox/checkout.css', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return sandboxCss
  })

  app.get(
    '/payment/sandbox/checkout/:paymentId/',
    { schema: { hide: true, params: z.object({ paymentId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const charge = await findCharge(request.params.paymentId)
      const booking = await findBooking(app, idOf(charge.booking)!)
      const buttons = Object.entries(outcomes)
        .map(
          ([value, { label }]) =>
            `<button type="submit" name="outcome" value="${value}" data-testid="sandbox-${value}" class="${value === 'success' ? 'primary' : value === 'failure' ? 'danger' : ''}">${label}</button>`,
        )
        .join('')
      const done = charge.status !== 'open'
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', csp)
        .header('cache-control', 'no-store')
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox payment · Driftway</title><link rel="stylesheet" href="/payment/sandbox/checkout.css"></head><body><main>
<span class="badge">Sandbox · no real money</span>
<h1>Driftway booking payment</h1>
<div class="amount">${escapeHtml(formatMoney(charge.amount_in_cents, charge.currency_code, 'en'))}</div>
<dl><dt>Booking</dt><dd>${escapeHtml(String(booking.id))}</dd><dt>Part</dt><dd>${escapeHtml(String(charge.purpose ?? 'full').replace('_', ' '))}</dd><dt>Method</dt><dd>${escapeHtml(String(charge.payment_method ?? 'any'))}</dd></dl>
${done ? `<p>This payment is already ${escapeHtml(charge.status)}.</p>` : `<form method="post">${buttons}</form>`}
<p class="note">This test page stands in for a payment provider. Pick what the provider should report; your choice is sent as a signed webhook.</p>
</main></body></html>`
    },
  )

  app.post(
    '/payment/sandbox/checkout/:paymentId/',
    {
      schema: {
        hide: true,
        params: z.object({ paymentId: z.string().min(1).max(100) }),
        body: z.object({ outcome: z.enum(['success', 'pending', 'failure', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const charge = await findCharge(request.params.paymentId)
      const booking = await findBooking(app, idOf(charge.booking)!)
      const outcome = outcomes[request.body.outcome]
      if (charge.status === 'open' || charge.status === 'pending') {
        const { rawBody, signature } = checkout.webhookFor({
          id: `sbx_evt_${crypto.randomUUID().replaceAll('-', '')}`,
          type: outcome.type,
          payment_id: request.params.paymentId,
          amount_in_cents: charge.amount_in_cents,
          transaction_id: String(charge.id),
        })
        // Delivered like a provider would, through the public webhook route and its signature check.
        const delivered = await app.inject({
          method: 'POST',
          url: '/payment/webhook/sandbox/',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          payload: rawBody,
        })
        if (delivered.statusCode >= 400) request.log.error({ body: delivered.body }, 'sandbox webhook refused')
      }
      const listingId = idOf(booking.listing)!
      return reply.redirect(
        `${env.siteUrl}${bookingFinishPath(booking.kind as ListingKind, listingId, String(booking.id), outcome.result, booking.reference)}`,
        303,
      )
    },
  )
}
