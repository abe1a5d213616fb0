import { ApiError } from '../http/errors'
import type { PartnerSlug } from './types'

/** The vehicle partners, which share the recreational_vehicle route pattern (booking §7). */
export const vehiclePartners = ['thl', 'neorent', 'mcrent', 'wheel-office', 'indie', 'vanever'] as const

/** The validate and book routes of each partner (booking §7 "Provider-specific booking"). */
export const partnerRoutePaths: Record<PartnerSlug, { validate: string; book: string }> = {
  ...(Object.fromEntries(
    vehiclePartners.map((slug) => [
      slug,
      {
        validate: `/reservation/recreational_vehicle/booking/travel/validate/${slug}/`,
        book: `/reservation/recreational_vehicle/booking/travel/${slug}/`,
      },
    ]),
  ) as Record<(typeof vehiclePartners)[number], { validate: string; book: string }>),
  campnerd: {
    validate: '/reservation/campsite/booking/travel/campnerd/validate/',
    book: '/reservation/campsite/booking/travel/campnerd/',
  },
  // Five Anker books and pays in one call (booking §7: five-anker/validate/ and five-anker/payment/).
  'five-anker': {
    validate: '/reservation/boat/booking/five-anker/validate/',
    book: '/reservation/boat/booking/five-anker/payment/',
  },
}

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
