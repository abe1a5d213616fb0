import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

/**
 * Config-based routes, grouped by feature under app/routes/. One module may serve several URLs
 * (the three kind pages, the three legal pages); each gets its own route id.
 */
export default [
  // Resource route: stores the language choice in the `lng` cookie.
  route('language', 'routes/system/language.ts'),

  // Accounts: resource routes of the sign-in flows and the forms' live lookups.
  route('logout', 'routes/accounts/logout.ts'),
  route('auth/google', 'routes/accounts/google.ts'),
  route('auth/google/callback', 'routes/accounts/google-callback.ts'),
  route('account/email-available', 'routes/accounts/email-available.ts'),
  route('account/legal-types', 'routes/accounts/legal-types.ts'),
  // The data export (a zip streamed from the API).
  route('profile/export', 'routes/accounts/export.ts'),
  // A subscription invoice PDF, streamed from the API with the owner's token (billing tab).
  route('billing/invoice/:id', 'routes/billing/invoice.ts'),
  // Detail pages: the live price (validate proxy) and the alternatives of an unavailable listing.
  route('listing-quote/:kind/:id', 'routes/listing-detail/quote.ts'),
  route('listing-alternatives/:kind/:id', 'routes/listing-detail/alternatives.ts'),
  // Booking page: the persons check of a campsite from an external accommodation system (issue 21).
  route('booking-persons-check', 'routes/booking/persons-check.ts'),
  // Partner wizards (issue 21): a partner's live offer for the insurance/extras and package choosers.
  route('partner-offer/:partner/:id', 'routes/partners/offer.ts'),
  // Search: the search bar's place suggestions and "Load more" pages (resource routes).
  route('search/places', 'routes/listings/places.ts'),
  route('search/results/:kind', 'routes/listings/results.ts'),
  route('search/filters/:kind', 'routes/listings/filters.ts'),
  // Lessor editor: photo/document upload and address suggestions, through the site server.
  route('lessor/upload', 'routes/lessor/upload.ts'),
  route('lessor/geocode', 'routes/lessor/geocode.ts'),
  // Wishlists: the heart, the add-to-list dialog and the wishlist pages post here.
  route('wishlists/items', 'routes/wishlists/items.ts'),
  // Reviews (booking spec §2): "load more" on detail pages and the add-review modal of My bookings.
  route('listing-reviews/:kind/:id', 'routes/reviews/listing-reviews.ts'),
  route('reviews/add', 'routes/reviews/add.ts'),
  // Chat: attachment upload through the site server, and the emoji picker's list (served here, not from a CDN).
  route('chat/upload', 'routes/chat/upload.ts'),
  route('chat/emoji/:locale/:file', 'routes/chat/emoji-data.ts'),
  // Landing-page content for editors (decision 0065): sign-out and image upload through the site server.
  route('content/logout', 'routes/landing/logout.ts'),
  route('content/upload', 'routes/landing/upload.ts'),
  // The real-time chat socket's ticket (decision 0061): asked for before every (re)connection.
  route('chat/socket-ticket', 'routes/chat/socket-ticket.ts'),
  // Payouts (issue 14, decision 0071): where the payout provider's onboarding returns, and where an expired link restarts.
  route('payouts/connect/return', 'routes/payouts/connect-return.ts'),
  route('payouts/connect/refresh', 'routes/payouts/connect-refresh.ts'),

  // Search engines (decision 0066): robots.txt, the sitemap index and its files; the city pages' feedback form.
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts', { id: 'sitemap-index' }),
  route('sitemaps/:file', 'routes/seo/sitemap.ts', { id: 'sitemap-file' }),
  route('city-feedback', 'routes/pages/city-feedback.ts'),

  layout('routes/site-layout.tsx', [
    index('routes/home/route.tsx'),

    route('campervans', 'routes/listings/search.tsx', { id: 'listings-campervans' }),
    route('campsites', 'routes/listings/search.tsx', { id: 'listings-campsites' }),
    route('boats', 'routes/listings/search.tsx', { id: 'listings-boats' }),
    // City hire pages (listings spec §2): the city gives the place of the search.
    route('campervan-hire/:city', 'routes/listings/search.tsx', { id: 'city-campervans' }),
    route('campsite-pitch/:city', 'routes/listings/search.tsx', { id: 'city-campsites' }),
    route('boat-hire/:city', 'routes/listings/search.tsx', { id: 'city-boats' }),

    // Landing pages (listings spec §2): the type chooser, the content list per type, the add/edit form.
    route('content', 'routes/landing/chooser.tsx'),
    route('content/login', 'routes/landing/login.tsx'),
    route('content/:type', 'routes/landing/list.tsx'),
    route('content/:type/new', 'routes/landing/edit.tsx', { id: 'landing-new' }),
    route('content/:type/:slug/edit', 'routes/landing/edit.tsx', { id: 'landing-edit' }),

    route('terms', 'routes/legal/route.tsx', { id: 'legal-terms' }),
    route('privacy', 'routes/legal/route.tsx', { id: 'legal-privacy' }),
    route('lessor-terms', 'routes/legal/route.tsx', { id: 'legal-lessor-terms' }),
    route('imprint', 'routes/legal/imprint.tsx'),
    // How it works (travelers and lessors) and the contact form (accounts §7 contact-us).
    route('how-it-works', 'routes/pages/how-it-works.tsx'),
    route('contact', 'routes/pages/contact.tsx'),

    // Accounts (accounts spec §2).
    route('login', 'routes/accounts/login.tsx'),
    route('signup', 'routes/accounts/signup.tsx'),
    route('signup/lessor', 'routes/accounts/signup-lessor.tsx'),
    route('forgot-password', 'routes/accounts/forgot-password.tsx'),
    route('reset-password/:uid/:token', 'routes/accounts/reset-password.tsx'),
    route('confirm-email/:key', 'routes/accounts/confirm-email.tsx'),
    route('complete-profile', 'routes/accounts/complete-profile.tsx'),
    // The "this was not me" link of security e-mails.
    route('lock-account/:uid/:token', 'routes/accounts/lock-account.tsx'),
    route('profile', 'routes/accounts/profile.tsx'),
    // Subscription plans and the change-plan page (accounts §2); the billing tab is profile?tab=billing.
    route('pricing', 'routes/billing/pricing.tsx'),
    route('pricing/change-plan', 'routes/billing/change-plan.tsx'),

    // Signed-in areas: the traveler's bookings and each lessor kind's listings.
    route('my-bookings', 'routes/bookings/my-bookings.tsx'),
    route('lessor/bookings', 'routes/bookings/lessor-bookings.tsx'),
    // Wishlists (accounts spec §2: the list of wishlists, a wishlist by id).
    route('wishlists', 'routes/wishlists/index.tsx'),
    route('wishlists/:id', 'routes/wishlists/detail.tsx'),
    // Last-minute deals (booking spec §2): the list (public; delete for the owner), the lessors'
    // create form and the deals finish route (decision 0068).
    route('last-minute-deals', 'routes/deals/list.tsx'),
    route('last-minute-deals/new', 'routes/deals/new.tsx'),
    route('last-minute-deals/created/:kind/:id', 'routes/deals/created.tsx'),
    // Rental requests and offers (booking spec §2, decision 0067): the request form and its finish
    // route, the traveler's requests with their offers, the lessors' board, the digest's unsubscribe link.
    route('rental/new', 'routes/rental/new.tsx'),
    route('rental/sent/:kind/:id', 'routes/rental/sent.tsx'),
    route('rental/requests', 'routes/rental/requests.tsx'),
    route('rental/board', 'routes/rental/board.tsx'),
    route('rental/unsubscribe/:uid/:token', 'routes/rental/unsubscribe.tsx'),
    // Chat screen (booking spec §2): the conversation list, one conversation, the draft from a detail page.
    route('chat', 'routes/chat/chat.tsx', { id: 'chat' }),
    route('chat/:id', 'routes/chat/chat.tsx', { id: 'chat-conversation' }),
    // The lessors' my-reviews page (listings §2) and one listing's reviews with the reply form.
    // The lessor dashboard (issue 14): revenue, occupancy, arrivals, pending requests, payouts.
    route('lessor/dashboard', 'routes/lessor/dashboard.tsx'),
    route('lessor/reviews', 'routes/reviews/lessor-reviews.tsx'),
    route('lessor/reviews/:id', 'routes/reviews/lessor-listing-reviews.tsx'),
    route('lessor/campervans', 'routes/lessor/listings.tsx', { id: 'lessor-campervans' }),
    route('lessor/campsites', 'routes/lessor/listings.tsx', { id: 'lessor-campsites' }),
    route('lessor/boats', 'routes/lessor/listings.tsx', { id: 'lessor-boats' }),
    // The listing editor wizard (listings spec §2): creation per kind, then by id and step.
    route('lessor/:kindPath/new', 'routes/lessor/editor.tsx', { id: 'lessor-listing-new' }),
    route('lessor/listings/:id/edit/:step?', 'routes/lessor/editor.tsx', { id: 'lessor-listing-edit' }),
    route('lessor/listings/:id/preview', 'routes/lessor/preview.tsx'),
    // Listing management tabs (images, calendar, rates, extras, cancellation terms).
    route('lessor/listings/:id/manage', 'routes/lessor-manage/route.tsx'),
    // The spec's editor URLs after creation (/{id}/campervan, /{id}/boat/preview …) lead to the wizard.
    ...(['campervan', 'campsite', 'boat'] as const).flatMap((name) => [
      route(`:id/${name}`, 'routes/lessor/spec-redirect.ts', { id: `lessor-spec-${name}` }),
      route(`:id/${name}/preview`, 'routes/lessor/spec-redirect.ts', { id: `lessor-spec-${name}-preview` }),
    ]),

    // Development helper: the API's stored e-mails (404 unless the API keeps mail and the visitor is this machine).
    route('dev/outbox', 'routes/dev/outbox.tsx'),

    // Booking (booking spec §2): the booking page and the booking-finish route (payment result views,
    // the "request sent" page) under each kind's detail route.
    route('rent-a-campervan/:id/book', 'routes/booking/book.tsx', { id: 'book-campervan' }),
    route('book-a-campsite/:id/book', 'routes/booking/book.tsx', { id: 'book-campsite' }),
    route('rent-a-houseboat/:id/book', 'routes/booking/book.tsx', { id: 'book-boat' }),
    route('rent-a-campervan/:id/booking-finish/:bookingId', 'routes/booking/finish.tsx', { id: 'finish-campervan' }),
    route('book-a-campsite/:id/booking-finish/:bookingId', 'routes/booking/finish.tsx', { id: 'finish-campsite' }),
    route('rent-a-houseboat/:id/booking-finish/:bookingId', 'routes/booking/finish.tsx', { id: 'finish-boat' }),

    // Listing detail pages (listings spec §2); one module, a route id per kind.
    route('rent-a-campervan/:id', 'routes/listing-detail/detail.tsx', { id: 'listing-detail-campervan' }),
    route('book-a-campsite/:id', 'routes/listing-detail/detail.tsx', { id: 'listing-detail-campsite' }),
    route('rent-a-houseboat/:id', 'routes/listing-detail/detail.tsx', { id: 'listing-detail-boat' }),

    // Everything else: the designed 404, with status 404.
    route('*', 'routes/system/not-found.tsx'),
  ]),
] satisfies RouteConfig
