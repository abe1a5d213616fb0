/**
 * Contract rows (METHOD path as in ../shared/contract/routes.tsv) that an issue has delivered.
 * Every row listed here is asserted by contract-routes.test.ts: it is served, and anonymous
 * callers get what its auth rule says. Add rows as features land; never remove one.
 */
export const coveredRoutes: string[] = [
  // Foundation: public listing reads.
  'GET /listing/{kind}/',
  'GET /listing/{kind}/popular/',
  // Accounts end to end (accounts-billing-wishlists §7; booking §7 guest creation).
  'POST /user/',
  'POST /auth/token/',
  'POST /auth/token/refresh/',
  'POST /auth/password/reset/',
  'POST /auth/password/reset/confirm/{uid}/{token}/',
  'POST /user/email/verify/',
  'POST /user/resend-email/',
  'POST /user/auth/google/',
  'GET /user/me/',
  'PATCH /user/me/',
  'DELETE /user/me/',
  'GET /user/{id}/',
  'POST /user/me/password/change/',
  'GET /payment/merchant/my/',
  'POST /payment/merchant/my/',
  'GET /payment/legal-type/',
  'POST /payment/sandbox-simulator/merchant/update-status/{merchant_uid}/',
  'POST /payment/sandbox-simulator/merchant/{merchant_uid}/bank-account/{bank_account_uid}/update-status/',
  'POST /user/contact-us/',
  'POST /user/validate-user-details/',
  'POST /user/create-user-when-booking/',
]
