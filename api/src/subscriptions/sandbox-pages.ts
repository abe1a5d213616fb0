import { asSystem } from '@driftway/collections'
import type { Plan, Subscription } from '@driftway/collections/payload-types'
import { formatMoney } from '@driftway/domain'
import { paymentMethodResultPath, subscriptionCancelledPath, subscriptionSuccessPath } from '@driftway/domain/billing'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../http/errors'
import { idOf } from '../listings/pricing-input'
import { escapeHtml } from '../mail/templates'
import { SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox-checkout'
import { hadTrial } from './plans'
import type { BillingEvent, StoredPaymentMethod } from './provider'
import type { SandboxBilling } from './sandbox-provider'

/** The test methods the sandbox pages offer (no numbers are ever typed in). */
const methods = {
  card: {
    label: 'Visa •••• 4242',
    method: { type: 'card', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  },
  card_mastercard: {
    label: 'Mastercard •••• 4444',
    method: { type: 'card', brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2031 },
  },
  sepa: {
    label: 'SEPA Direct Debit DE •••• 3000',
    method: { type: 'sepa_debit', bank_code: '37040044', last4: '3000', country: 'DE' },
  },
} satisfies Record<string, { label: string; method: StoredPaymentMethod }>

const css = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}
main{background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(15,23,42,.12);max-width:460px;width:100%;padding:32px}
.badge{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#7c2d12;background:#ffedd5;border-radius:999px;padding:4px 10px}
h1{font-size:22px;margin:16px 0 4px}
.amount{font-size:34px;font-weight:700;margin:8px 0 0}
.per{color:#52606d;font-size:14px;margin:0 0 16px}
.trial{background:#ecfdf5;color:#065f46;border-radius:10px;padding:10px 12px;font-size:14px;margin:0 0 16px}
.error{background:#fef2f2;color:#991b1b;border-radius:10px;padding:10px 12px;font-size:14px;margin:0 0 16px}
form{display:grid;gap:10px}
button{font:inherit;font-weight:600;border-radius:10px;padding:12px 16px;border:1px solid #cbd2d9;background:#fff;color:#1f2933;cursor:pointer;text-align:left}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button.primary{background:#166534;border-color:#166534;color:#fff}
button.danger{color:#991b1b;border-color:#fca5a5}
p.note{font-size:13px;color:#52606d;margin-top:20px}
`

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Driftway sandbox</title><link rel="stylesheet" href="/subscription/sandbox/pages.css"></head><body><main>
<span class="badge">Sandbox · no real money</span>
${body}
<p class="note">This test page stands in for a payment provider. Your choice is sent to Driftway as a signed webhook, like a real provider's.</p>
</main></body></html>`

/**
 * The sandbox provider's hosted pages for subscriptions: the checkout of a plan and the page that
 * saves a new payment method. Like the booking sandbox page: no scripts, a same-origin stylesheet,
 * and the choice becomes signed webhooks posted to our own webhook route.
 */
export const sandboxBillingPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  const sandbox = app.billing.provider as SandboxBilling
  const siteOrigin = new URL(env.siteUrl).origin
  const csp = `default-src 'none'; style-src 'self'; form-action 'self' ${siteOrigin}; frame-ancestors 'none'; base-uri 'none'`
  sandbox.deliver = async (rawBody, signature) => {
    const delivered = await app.inject({
      method: 'POST',
      url: '/subscription/webhook/sandbox/',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: rawBody,
    })
    if (delivered.statusCode >= 400) app.log.error({ body: delivered.body }, 'sandbox billing webhook refused')
  }
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  const html = (reply: { header: (k: string, v: string) => unknown }) => {
    reply.header('content-type', 'text/html; charset=utf-8')
    reply.header('content-security-policy', csp)
    reply.header('cache-control', 'no-store')
  }

  const findBy = async (field: 'checkout_session_id' | 'setup_session_id', id: string) => {
    const { docs } = await payload.find({
      collection: 'subscriptions',
      where: { [field]: { equals: id } },
      limit: 1,
      depth: 1,
      ...asSystem(),
    })
    const record = docs[0] as (Subscription & { plan: Plan }) | undefined
    if (!record || typeof record.plan !== 'object') throw notFound('session_not_found', 'Unknown session.')
    return record
  }

  const trialDaysFor = async (record: Subscription & { plan: Plan }) =>
    (await hadTrial(app.ctx.payload, { id: String(idOf(record.user)) }, String(record.id)))
      ? 0
      : (record.plan.trial_days ?? 0)

  app.get('/subscription/sandbox/pages.css', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return css
  })

  const checkoutPage = async (sessionId: string, error?: string) => {
    const record = await findBy('checkout_session_id', sessionId)
    const plan = record.plan
    const trialDays = await trialDaysFor(record)
    const open = record.status === 'incomplete'
    const buttons = (['card', 'sepa'] as const)
      .map(
        (key, i) =>
          `<button type="submit" name="choice" value="${key}" data-testid="sandbox-subscribe-${key}" class="${i === 0 ? 'primary' : ''}">Subscribe with ${escapeHtml(methods[key].label)}</button>`,
      )
      .concat(
        '<button type="submit" name="choice" value="decline" data-testid="sandbox-subscribe-decline" class="danger">Card declined</button>',
        '<button type="submit" name="choice" value="cancel" data-testid="sandbox-subscribe-cancel">Back to Driftway</button>',
      )
      .join('')
    return page(
      'Subscribe',
      `<h1>${escapeHtml(plan.name)} plan</h1>
<div class="amount">${escapeHtml(formatMoney(plan.price_in_cents_without_vat, plan.currency, 'en'))}</div>
<p class="per">per ${plan.interval === 'year' ? 'year' : 'month'}, without VAT · up to ${plan.listing_number} published campervans</p>
${trialDays > 0 && open ? `<p class="trial">${trialDays} days free: the first charge is at the end of the trial.</p>` : ''}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${open ? `<form method="post">${buttons}</form>` : `<p>This checkout is already ${record.status === 'expired' ? 'closed' : 'complete'}.</p>`}`,
    )
  }

  app.get(
    '/subscription/sandbox/checkout/:sessionId/',
    { schema: { hide: true, params: z.object({ sessionId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      html(reply)
      return checkoutPage(request.params.sessionId)
    },
  )

  app.post(
    '/subscription/sandbox/checkout/:sessionId/',
    {
      schema: {
        hide: true,
        params: z.object({ sessionId: z.string().min(1).max(100) }),
        body: z.object({ choice: z.enum(['card', 'sepa', 'decline', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params
      const record = await findBy('checkout_session_id', sessionId)
      const { choice } = request.body
      if (choice === 'cancel') return reply.redirect(`${env.siteUrl}${subscriptionCancelledPath}`, 303)
      if (choice === 'decline') {
        html(reply)
        reply.status(402)
        return checkoutPage(sessionId, 'Your card was declined. Try another payment method.')
      }
      if (record.status === 'incomplete') {
        const plan = record.plan
        const state = sandbox.firstTerm(
          `checkout:${record.id}`,
          { id: String(plan.id), interval: plan.interval },
          await trialDaysFor(record),
        )
        const events: BillingEvent[] = [
          {
            kind: 'checkout_completed',
            event_id: `sbx_evt_checkout_${record.id}`,
            session_id: sessionId,
            customer_id: `sbx_cus_${String(idOf(record.user))}`,
            payment_method: methods[choice].method,
            subscription: { ...state, record_id: String(record.id) },
          },
          sandbox.invoiceEvent(
            state.provider_subscription_id,
            `checkout:${record.id}:first`,
            plan.price_in_cents_without_vat,
            state.trial_end_ts ? 0 : plan.price_in_cents_without_vat,
            plan.currency,
            `${plan.name} plan${state.trial_end_ts ? ' (trial)' : ''}`,
          ),
        ]
        for (const event of events) sandbox.emit(event)
        await sandbox.flush()
      }
      return reply.redirect(`${env.siteUrl}${subscriptionSuccessPath(sessionId)}`, 303)
    },
  )

  const setupPage = async (sessionId: string) => {
    await findBy('setup_session_id', sessionId)
    const buttons = (['card_mastercard', 'card', 'sepa'] as const)
      .map(
        (key, i) =>
          `<button type="submit" name="choice" value="${key}" data-testid="sandbox-method-${key}" class="${i === 0 ? 'primary' : ''}">Use ${escapeHtml(methods[key].label)}</button>`,
      )
      .concat(
        '<button type="submit" name="choice" value="cancel" data-testid="sandbox-method-cancel">Back to Driftway</button>',
      )
      .join('')
    return page(
      'Payment method',
      `<h1>New payment method</h1><p class="per">Your plan's invoices will be charged to the method you save here.</p><form method="post">${buttons}</form>`,
    )
  }

  app.get(
    '/subscription/sandbox/setup/:sessionId/',
    { schema: { hide: true, params: z.object({ sessionId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      html(reply)
      return setupPage(request.params.sessionId)
    },
  )

  app.post(
    '/subscription/sandbox/setup/:sessionId/',
    {
      schema: {
        hide: true,
        params: z.object({ sessionId: z.string().min(1).max(100) }),
        body: z.object({ choice: z.enum(['card', 'card_mastercard', 'sepa', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params
      await findBy('setup_session_id', sessionId)
      const { choice } = request.body
      if (choice === 'cancel') return reply.redirect(`${env.siteUrl}${paymentMethodResultPath('cancelled')}`, 303)
      sandbox.emit({
        kind: 'setup_completed',
        event_id: `sbx_evt_setup_${sessionId}`,
        session_id: sessionId,
        payment_method: methods[choice].method,
      })
      await sandbox.flush()
      return reply.redirect(`${env.siteUrl}${paymentMethodResultPath('updated')}`, 303)
    },
  )
}
