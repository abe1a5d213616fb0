import { billingTabPath, TRANSACTIONS_PAGE_SIZE } from '@driftway/domain/billing'
import { redirect } from 'react-router'
import type { ApiAnswer } from './api-schema'
import { type Auth, badRequest, failure } from './auth.server'
import type { ActiveSubscription, PaymentMethod, PlansAnswer, TransactionsPage } from './billing'
import { serverEnv } from './env.server'
import { isHostedPaymentPage } from './payment-redirect'

/** The billing tab's data (accounts §2): the live plan or none, the payment method, a page of transactions. */
export type BillingState =
  | {
      state: 'ready'
      subscription: ActiveSubscription | null
      paymentMethod: PaymentMethod | null
      transactions: TransactionsPage
    }
  | { state: 'error' }

async function loadBilling(auth: Auth, page: number): Promise<BillingState> {
  const query = new URLSearchParams({ page: String(page), page_size: String(TRANSACTIONS_PAGE_SIZE) })
  const [active, method, history] = await Promise.all([
    auth.api<ActiveSubscription | null>('/subscription/user-subscription/active/'),
    auth.api<ApiAnswer<'/subscription/get/default-payment-method/'>>('/subscription/get/default-payment-method/'),
    auth.api<TransactionsPage>(`/user/transactions-history/?${query}`),
  ])
  if (!active.ok || !method.ok || !history.ok) return { state: 'error' }
  return {
    state: 'ready',
    subscription: active.data,
    paymentMethod: method.data.payment_method,
    transactions: history.data,
  }
}

/** GET /subscription/ (null when the API could not answer). */
export async function loadPlans(auth: Auth): Promise<PlansAnswer | null> {
  const result = await auth.api<PlansAnswer>('/subscription/')
  return result.ok ? result.data : null
}

/** Published listings counted against the live plan (0 without one): a downgrade below it is refused. */
export async function loadActiveUsage(auth: Auth): Promise<number> {
  const active = await loadActive(auth)
  return active && active !== 'error' ? active.used_listing_items : 0
}

/** The live plan of an RV lessor: null without one, 'error' when the API could not say. */
export async function loadActive(auth: Auth): Promise<ActiveSubscription | null | 'error'> {
  const result = await auth.api<ActiveSubscription | null>('/subscription/user-subscription/active/')
  return result.ok ? result.data : 'error'
}

/**
 * Sends the browser to a provider page the API named (hosted checkout, payment-method setup), after
 * checking it is one, so a bug or a tampered answer never makes an open redirect; null otherwise.
 */
function hostedPageRedirect(target: string | null | undefined): Response | null {
  if (!target || !isHostedPaymentPage(target, serverEnv().publicApiUrl)) return null
  return redirect(target)
}

/**
 * A notice the billing tab shows once, from the URL it was reached by: the hosted checkout's return
 * (`subscription_session`, confirmed with GET success-session/), the payment-method page's return,
 * a failed invoice download.
 */
export type BillingNoticeKind =
  | 'subscribed'
  | 'activating'
  | 'checkout-expired'
  | 'payment-method-updated'
  | 'payment-method-cancelled'
  | 'invoice-failed'
  | 'plan-changed'

async function noticeOf(auth: Auth, url: URL): Promise<{ kind: BillingNoticeKind; plan?: string } | null> {
  const session = url.searchParams.get('subscription_session')
  if (session) {
    const result = await auth.api<ApiAnswer<'/subscription/success-session/'>>(
      `/subscription/success-session/?${new URLSearchParams({ session_id: session })}`,
    )
    if (!result.ok) return { kind: 'checkout-expired' }
    if (result.data.status === 'complete')
      return { kind: 'subscribed', plan: result.data.subscription?.subscription.plan_name }
    return { kind: result.data.status === 'open' ? 'activating' : 'checkout-expired' }
  }
  const method = url.searchParams.get('payment_method')
  if (method === 'updated' || method === 'cancelled') return { kind: `payment-method-${method}` }
  if (url.searchParams.get('invoice') === 'failed') return { kind: 'invoice-failed' }
  if (url.searchParams.get('changed') === '1') return { kind: 'plan-changed' }
  return null
}

/** The billing tab's loader part: the notice first (a completed checkout makes the plan live), then the data. */
export async function loadBillingTab(auth: Auth, url: URL) {
  const notice = await noticeOf(auth, url)
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10)
  const state = await loadBilling(auth, page > 0 ? Math.min(page, 10_000) : 1)
  // The plan a notice names is the one the API reports now, never text from the URL.
  if (notice && state.state === 'ready' && state.subscription) notice.plan ??= state.subscription.subscription.plan_name
  return { notice, state }
}

/** The billing tab's actions: cancel at the term's end; open the provider page that saves a new payment method. */
export async function billingAction(auth: Auth, intent: 'billing-cancel' | 'billing-payment-method') {
  if (intent === 'billing-cancel') {
    const result = await auth.api('/subscription/user-subscription/active/', { method: 'DELETE' })
    return result.ok ? { ok: true as const } : failure(result)
  }
  const result = await auth.api<ApiAnswer<'/subscription/change-payment-method/', 'post'>>(
    '/subscription/change-payment-method/',
    {
      method: 'POST',
    },
  )
  if (!result.ok) return failure(result)
  return hostedPageRedirect(result.data.verification_url) ?? badRequest('payment_page_unavailable')
}

type SubscribeAnswer = ApiAnswer<'/subscription/user-subscription/', 'post'>

/** Back on the billing tab after a plan started or changed without a provider page (accounts §4). */
const planChanged = () => redirect(`${billingTabPath}&changed=1`)

/**
 * The plan pages' actions (accounts §4 "creating a plan subscription"):
 * - `subscribe`: POST user-subscription/ → the hosted checkout (the free plan starts at once);
 * - `prepare`: POST create-subscription/ → with a live plan, the change the upgrade/downgrade modal
 *   confirms; without one the subscription starts (payment method on file) or the checkout opens;
 * - `change`: PATCH user-subscription/active/ → back to the billing tab. Leaving the free plan needs
 *   a payment method, which only the checkout saves: then it goes there.
 */
export async function planAction(auth: Auth, intent: unknown, plan: string) {
  if (!plan) return badRequest('validation_error', '', { plan: ['required'] })
  const subscribe = async () => {
    const result = await auth.api<SubscribeAnswer>('/subscription/user-subscription/', {
      method: 'POST',
      json: { plan },
    })
    if (!result.ok) return failure(result)
    if (result.data.redirect_url === null) return planChanged()
    return hostedPageRedirect(result.data.redirect_url) ?? badRequest('payment_page_unavailable')
  }
  switch (intent) {
    case 'subscribe':
      return subscribe()
    case 'prepare': {
      const result = await auth.api<SubscribeAnswer>('/subscription/create-subscription/', {
        method: 'POST',
        json: { plan },
      })
      if (!result.ok) return failure(result)
      if (result.data.change) return { ok: true as const, change: result.data.change }
      if (result.data.redirect_url === null) return planChanged()
      return hostedPageRedirect(result.data.redirect_url) ?? badRequest('payment_page_unavailable')
    }
    case 'change': {
      const result = await auth.api('/subscription/user-subscription/active/', { method: 'PATCH', json: { plan } })
      if (result.ok) return planChanged()
      if (result.error.error_key === 'payment_method_required') return subscribe()
      return failure(result)
    }
    default:
      return badRequest('unknown_intent')
  }
}
