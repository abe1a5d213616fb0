/**
 * Contract rows (METHOD path as in ../shared/contract/routes.tsv) that an issue has delivered.
 * Every row listed here is asserted by contract-routes.test.ts: it is served, and anonymous
 * callers get what its auth rule says. Add rows as features land; never remove one.
 */
export const coveredRoutes: string[] = [
  // Foundation: public listing reads.
  'GET /listing/{kind}/',
  'GET /listing/{kind}/popular/',
]
