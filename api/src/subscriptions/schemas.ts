import { z } from 'zod'

/** Body of POST user-subscription/, POST create-subscription/ and PATCH user-subscription/active/. */
export const subscriptionPlanBodySchema = z.object({ plan: z.string().trim().min(1).max(100) })

/** Answers of the subscription calls (accounts §3 Subscription, Payment method, Transaction; §7). */

const planSchema = z.object({
  id: z.string(),
  plan_name: z.string(),
  listing_number: z.number().int(),
  price_in_cents_without_vat: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  description: z.array(z.string()),
  /** The free plan: no checkout, no cancel, no usage or renewal cards (accounts §4). */
  is_free: z.boolean(),
  /** Trial days a first paid subscription to this plan gets (0 = none, or the caller already had a trial). */
  trial_days: z.number().int(),
})

export const plansAnswerSchema = z.object({
  plans: z.array(planSchema),
  /** True for RV lessors: only they subscribe to plans (accounts §6). */
  can_subscribe: z.boolean(),
  /** Commission per booking the caller pays instead of a plan: 12 for campsite and boat lessors, else 0. */
  commission_percent: z.number().int(),
  /** Id of the caller's live plan, null without one. */
  current_plan: z.string().nullable(),
})

const paymentMethodSchema = z.object({
  type: z.enum(['card', 'sepa_debit']),
  card: z
    .object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() })
    .nullable(),
  sepa_debit: z.object({ bank_code: z.string(), last4: z.string(), country: z.string() }).nullable(),
})

export const activeSubscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(['trialing', 'active', 'past_due']),
  /** Cancelled at the end of its term: it runs until current_term_end_ts, then ends. */
  is_cancelled: z.boolean(),
  trial_end_ts: z.number().int().nullable(),
  /** Renewal (or, cancelled, end) of the paid term; null on the free plan. */
  current_term_end_ts: z.number().int().nullable(),
  /** Published campervans now, counted live. */
  used_listing_items: z.number().int(),
  /** Credit from a downgrade that the next invoices use up. */
  credit_in_cents: z.number().int(),
  subscription: z.object({
    id: z.string(),
    plan_name: z.string(),
    listing_number: z.number().int(),
    price_in_cents_without_vat: z.number().int(),
    currency: z.string(),
    interval: z.enum(['month', 'year']),
    description: z.array(z.string()),
    is_free: z.boolean(),
  }),
  payment_method: paymentMethodSchema.nullable(),
})

/** What a plan change would do (create-subscription/ with a live plan) or did (PATCH active/). */
const planChangeSchema = z.object({
  plan: z.string(),
  direction: z.enum(['upgrade', 'downgrade', 'same']),
  /** Prorated difference for the rest of the term: > 0 charged now, < 0 credited to the next invoices. */
  proration_in_cents: z.number().int(),
  currency: z.string(),
})

export const subscribeAnswerSchema = z.object({
  /** The hosted checkout to send the browser to; null when nothing has to be paid there. */
  redirect_url: z.string().nullable(),
  /** The live subscription after the call (null while a checkout is open). */
  subscription: activeSubscriptionSchema.nullable(),
  /** create-subscription/ with a live plan: the change the upgrade/downgrade modal confirms (PATCH active/). */
  change: planChangeSchema.nullable(),
})

export const changePlanAnswerSchema = z.object({
  subscription: activeSubscriptionSchema,
  change: planChangeSchema,
})

export const successSessionAnswerSchema = z.object({
  status: z.enum(['open', 'complete', 'expired']),
  subscription: activeSubscriptionSchema.nullable(),
})

export const defaultPaymentMethodAnswerSchema = z.object({ payment_method: paymentMethodSchema.nullable() })

export const verificationAnswerSchema = z.object({ verification_url: z.string() })

const transactionRowSchema = z.object({
  id: z.string(),
  date_ts: z.number().int(),
  amount_in_cents: z.number().int(),
  total_in_cents: z.number().int(),
  currency_code: z.string(),
  payment_method: z.string().nullable(),
  status: z.string(),
  card_number: z.string().nullable(),
  invoice_number: z.string().nullable(),
  description: z.string().nullable(),
  /** The API's URL of the invoice PDF (bearer token of its owner), null when there is none. */
  invoice_pdf: z.string().nullable(),
})

export const transactionsAnswerSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  subscription_transactions: z.array(transactionRowSchema),
})

export type PlanView = z.infer<typeof planSchema>
export type ActiveSubscriptionView = z.infer<typeof activeSubscriptionSchema>
export type PaymentMethodView = z.infer<typeof paymentMethodSchema>
export type PlanChange = z.infer<typeof planChangeSchema>
export type TransactionRow = z.infer<typeof transactionRowSchema>
