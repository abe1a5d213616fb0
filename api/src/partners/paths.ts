import { partnerRoutePaths } from '@driftway/domain/partners'
import { ApiError } from '../http/errors'
import type { PartnerSlug } from './types'

/**
 * The generic validate/book routes refuse a partner-managed listing (decision 0093): our rates are
 * not the partner's price and our booking would never reach the partner. The answer names the
 * partner's own routes so a client can switch.
 */
export function partnerListingRoute(partner: PartnerSlug, call: 'validate' | 'book'): ApiError {
  const routes = partnerRoutePaths[partner]
  return new ApiError(
    'partner_listing_route',
    `This listing is priced and booked by its rental company: use POST ${routes[call]}`,
    undefined,
    { partner, validate_route: routes.validate, book_route: routes.book },
  )
}
