import { useFreshSignInAction } from '~/components/accounts/fresh-sign-in-action'

/**
 * Continues the payout account's setup at the payment provider (Stripe's onboarding, or the
 * sandbox's own page): posts the `connect` intent to the page's action, which answers the
 * provider's link, and goes there. A money setting, so an older sign-in is asked to confirm first.
 */
export function usePayoutOnboarding(twoFactor: boolean) {
  return useFreshSignInAction('connect', twoFactor, {
    fetcherKey: 'payout-connect',
    onSuccess: (result) => window.location.assign(String(result.url)),
  })
}
