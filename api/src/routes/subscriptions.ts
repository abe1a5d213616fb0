import { Role } from '@driftway/domain'
import { TRANSACTIONS_PAGE_SIZE } from '@driftway/domain/billing'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireFreshSignIn, requireUser } from '../auth/plugin'
import { declareAuth } from '../http/openapi'
import { billingErrors } from '../subscriptions/errors'
import { invoiceOf } from '../subscriptions/history'
import { invoicePdf } from '../subscriptions/invoice-pdf'
import { sandboxBillingPageRoutes } from '../subscriptions/sandbox-pages'
import { SandboxBilling } from '../subscriptions/sandbox-provider'
import {
  activeSubscriptionSchema,
  changePlanAnswerSchema,
  defaultPaymentMethodAnswerSchema,
  plansAnswerSchema,
  subscribeAnswerSchema,
  subscriptionPlanBodySchema,
  successSessionAnswerSchema,
  transactionsAnswerSchema,
  verificationAnswerSchema,
} from '../subscriptions/schemas'
import { subscriptionWebhookRoutes } from '../subscriptions/webhook-routes'
import { fileDownload } from '../uploads'
import { sendSecurityMail } from './accounts/common'

const tags = ['subscriptions']

/**
 * Subscription plans and billing of RV lessors (accounts §2, §4, §7): plans, checkout, plan
 * changes with proration, cancel at term end, payment method, invoices. Only RV lessors have
 * plans: anonymous → 401, every other role → 403 `plans_rv_lessors_only` (GET /subscription/ is
 * open to every signed-in user so campsite and boat lessors learn their commission there).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing } = app
  const rvLessorsOnly = declareAuth(
    { schemes: ['userBearer'], forbids: [billingErrors.rvLessorsOnly().errorKey] },
    async (request: Parameters<typeof requireUser>[0], reply: Parameters<typeof requireUser>[1]) => {
      await requireUser.call(app, request, reply)
      if (request.user!.role !== Role.RV_LESSOR) throw billingErrors.rvLessorsOnly()
    },
  )

  app.get(
    '/subscription/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'The subscription plans, with what the caller may do with them',
        description:
          'Any signed-in user. can_subscribe is true for RV lessors only; commission_percent is 12 for campsite and boat lessors (they pay a commission per booking instead of a plan).',
        response: { 200: plansAnswerSchema },
      },
    },
    async (request) => billing.plans(currentUser(request)),
  )

  app.post(
    '/subscription/user-subscription/',
    {
      onRequest: [rvLessorsOnly],
      config: {
        errors: [
          'plan_not_found',
          'subscription_exists',
          'paid_plan_live',
          'plan_not_available',
          'payment_provider_error',
        ],
      },
      schema: {
        tags,
        summary: 'Subscribe to a plan through the hosted checkout (redirect_url)',
        description:
          'RV lessors. A paid plan opens the hosted checkout (sandbox page or Stripe Checkout, mode subscription) and answers its redirect_url; the subscription starts when the provider reports the checkout complete. The free plan starts at once (redirect_url null). 409 subscription_exists when a paid plan is live (change it with PATCH user-subscription/active/).',
        body: subscriptionPlanBodySchema,
        response: { 200: subscribeAnswerSchema },
      },
    },
    async (request) => billing.subscribeViaCheckout(currentUser(request), request.body.plan),
  )

  app.post(
    '/subscription/create-subscription/',
    {
      onRequest: [rvLessorsOnly],
      config: { errors: ['plan_not_found', 'paid_plan_live', 'plan_not_available', 'payment_provider_error'] },
      schema: {
        tags,
        summary: 'Subscribe to, or prepare a change to, a plan (redirect_url null when a payment method is on file)',
        description:
          'RV lessors. Without a live plan: with a default payment method on file (or for the free plan) the subscription starts now and redirect_url is null; without one the hosted checkout opens (redirect_url). With a live plan: nothing changes yet, `change` describes the prorated upgrade or downgrade for the confirmation modal, which sends PATCH user-subscription/active/.',
        body: subscriptionPlanBodySchema,
        response: { 200: subscribeAnswerSchema },
      },
    },
    async (request) => billing.createSubscription(currentUser(request), request.body.plan),
  )

  app.get(
    '/subscription/user-subscription/active/',
    {
      onRequest: [rvLessorsOnly],
      schema: {
        tags,
        summary: "The caller's live subscription (null without one)",
        description:
          'RV lessors. used_listing_items counts the published campervans now. A cancelled subscription stays live until current_term_end_ts.',
        response: { 200: activeSubscriptionSchema.nullable() },
      },
    },
    async (request) => billing.active(currentUser(request)),
  )

  app.patch(
    '/subscription/user-subscription/active/',
    {
      onRequest: [rvLessorsOnly],
      config: {
        errors: [
          'plan_not_found',
          'no_active_subscription',
          'paid_plan_live',
          'plan_below_usage',
          'payment_method_required',
          'plan_not_available',
          'payment_provider_error',
        ],
      },
      schema: {
        tags,
        summary: 'Change the plan now, prorated (and resume a cancelled subscription)',
        description:
          'RV lessors with a live plan. Upgrade: the prorated difference for the rest of the term is charged now (an invoice). Downgrade: the unused difference is credited to the next invoices. A plan with fewer listings than are published is refused (409 plan_below_usage). Moving from the free plan to a paid one needs a payment method on file (409 payment_method_required: use POST user-subscription/).',
        body: subscriptionPlanBodySchema,
        response: { 200: changePlanAnswerSchema },
      },
    },
    async (request) => billing.changePlan(currentUser(request), request.body.plan),
  )

  app.delete(
    '/subscription/user-subscription/active/',
    {
      onRequest: [rvLessorsOnly],
      config: { errors: ['no_active_subscription', 'free_plan_not_cancellable', 'payment_provider_error'] },
      schema: {
        tags,
        summary: 'Cancel at the end of the term',
        description:
          'RV lessors. The subscription runs until current_term_end_ts and is not renewed; repeating the call changes nothing. The free plan cannot be cancelled (409 free_plan_not_cancellable).',
        response: { 200: activeSubscriptionSchema },
      },
    },
    async (request) => billing.cancel(currentUser(request)),
  )

  app.get(
    '/subscription/success-session/',
    {
      onRequest: [rvLessorsOnly],
      config: { errors: ['session_not_found'] },
      schema: {
        tags,
        summary: 'The outcome of a hosted subscription checkout (the page the provider returned to)',
        description:
          'RV lessors, their own sessions only (another user’s is 404). status complete once the provider reported the checkout (webhook); open before.',
        querystring: z.object({ session_id: z.string().trim().min(1).max(200) }),
        response: { 200: successSessionAnswerSchema },
      },
    },
    async (request) => billing.successSession(currentUser(request), request.query.session_id),
  )

  app.get(
    '/subscription/get/default-payment-method/',
    {
      onRequest: [rvLessorsOnly],
      schema: {
        tags,
        summary: 'The payment method plan invoices are charged to (null when none is on file)',
        response: { 200: defaultPaymentMethodAnswerSchema },
      },
    },
    async (request) => ({ payment_method: await billing.defaultPaymentMethod(currentUser(request)) }),
  )

  app.post(
    '/subscription/change-payment-method/',
    {
      onRequest: [
        requireFreshSignIn,
        async (request) => {
          if (request.user!.role !== Role.RV_LESSOR) throw billingErrors.rvLessorsOnly()
        },
      ],
      // plans_rv_lessors_only: the inline role check after the fresh sign-in hook.
      config: { errors: ['plans_rv_lessors_only', 'no_billing_account', 'payment_provider_error'] },
      schema: {
        tags,
        summary: 'Open the provider page that saves a new payment method (verification_url)',
        description:
          'RV lessors who have subscribed before; needs a fresh sign-in (403 fresh_sign_in_required). The page saves the method as the default once the provider reports it; the owner is e-mailed.',
        response: { 200: verificationAnswerSchema },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const answer = await billing.openPaymentMethodSetup(user)
      app.mailer.sendInBackground(() => sendSecurityMail(app, request, user, 'paymentMethodChanged'))
      return answer
    },
  )

  app.get(
    '/user/transactions-history/',
    {
      onRequest: [rvLessorsOnly],
      schema: {
        tags,
        summary: "The caller's subscription invoices, newest first, paged",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          page_size: z.coerce.number().int().min(1).max(100).default(TRANSACTIONS_PAGE_SIZE),
        }),
        response: { 200: transactionsAnswerSchema },
      },
    },
    async (request) => billing.transactions(currentUser(request), request.query.page, request.query.page_size),
  )

  app.get(
    '/user/transactions-history/:id/invoice/',
    {
      onRequest: [rvLessorsOnly],
      schema: {
        tags,
        summary: 'The invoice PDF of one transaction (its owner only; others 404)',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: {
          200: fileDownload('The invoice as a PDF document (an attachment download).', ['application/pdf']),
        },
      },
      config: { errors: ['transaction_not_found'] },
    },
    async (request, reply) => {
      const { transaction, subscription } = await invoiceOf(app.ctx.payload, currentUser(request), request.params.id)
      const pdf = await invoicePdf(transaction, subscription, currentUser(request))
      reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="driftway-invoice-${transaction.invoice_number ?? transaction.id}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
      return reply.send(pdf)
    },
  )

  await app.register(subscriptionWebhookRoutes)
  if (billing.provider instanceof SandboxBilling) await app.register(sandboxBillingPageRoutes)
}
