import { describe, expect, it } from 'vitest'
import { apiErrorCatalogue } from './api-errors'
import { accountErrors } from './api-errors/accounts'
import { authErrors } from './api-errors/auth'
import { bookingErrors } from './api-errors/bookings'
import { chatReviewWishlistErrors } from './api-errors/chat-reviews-wishlists'
import { landingPageErrors } from './api-errors/landing-pages'
import { listingErrors } from './api-errors/listings'
import { partnerErrors } from './api-errors/partners'
import { planErrors } from './api-errors/plans'
import { quoteErrors } from './api-errors/quotes'
import { rentalRequestErrors } from './api-errors/rental-requests'
import { requestErrors } from './api-errors/requests'

describe('the error catalogue', () => {
  it('holds every key of every area once, in the order of the areas', () => {
    const areas = [
      requestErrors,
      authErrors,
      accountErrors,
      listingErrors,
      quoteErrors,
      bookingErrors,
      planErrors,
      chatReviewWishlistErrors,
      landingPageErrors,
      rentalRequestErrors,
      partnerErrors,
    ]
    const keys = areas.flatMap((area) => Object.keys(area))
    expect(new Set(keys).size).toBe(keys.length)
    expect(Object.keys(apiErrorCatalogue)).toEqual(keys)
  })
})
