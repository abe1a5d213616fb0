import { ApiError, forbidden, notFound } from '../http/errors'

/** Error keys of subscription billing (accounts §8: a failed plan call shows error_msg in a toast). */
export const billingErrors = {
  rvLessorsOnly: () =>
    forbidden(
      'plans_rv_lessors_only',
      'Only campervan (RV) lessors subscribe to plans. Campsite and boat lessors pay a 12 % commission per booking instead.',
    ),
  planNotFound: () => notFound('plan_not_found', 'This plan does not exist.'),
  planNotPurchasable: () =>
    new ApiError('plan_not_available', 'This plan cannot be bought online right now. Please contact us.'),
  subscriptionExists: () =>
    new ApiError(
      'subscription_exists',
      'You already have an active plan. Change it from the billing tab instead of subscribing again.',
    ),
  paidPlanLive: (until: string) =>
    new ApiError(
      'paid_plan_live',
      `Your paid plan runs until ${until}. Cancel it; once it has ended you can choose the free plan.`,
    ),
  noActiveSubscription: () => notFound('no_active_subscription', 'You have no active plan.'),
  freePlanNotCancellable: () => new ApiError('free_plan_not_cancellable', 'The free plan has nothing to cancel.'),
  planBelowUsage: (used: number, limit: number) =>
    new ApiError(
      'plan_below_usage',
      `You have ${used} published listing${used === 1 ? '' : 's'}; this plan allows ${limit}. Unpublish ${used - limit} first, then change the plan.`,
    ),
  paymentMethodRequired: () =>
    new ApiError(
      'payment_method_required',
      'There is no payment method on file. Subscribe through the checkout to add one.',
    ),
  neverSubscribed: () =>
    new ApiError('no_billing_account', 'Subscribe to a plan first; its checkout saves your payment method.'),
  sessionNotFound: () => notFound('session_not_found', 'This checkout session was not found.'),
  transactionNotFound: () => notFound('transaction_not_found', 'This invoice was not found.'),
  providerFailed: () =>
    new ApiError(
      'payment_provider_error',
      'The payment provider did not answer. Nothing was changed; please try again in a minute.',
    ),
}
