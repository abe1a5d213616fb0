/**
 * The change-plan page (accounts spec §2 "change plan"); the plans page and the billing tab are
 * `pricingPath` and `billingTabPath` of `@driftway/domain/billing`, shared with the API.
 */
export const changePlanPath = '/pricing/change-plan'
