import {
  bookingDetailsIssues,
  bookingDetailsSchema,
  bookingPaymentSchema,
  paymentMethodsFor,
} from '@driftway/domain/booking-form'
import { bookingFinishPath, listingDetailPath, listingDetailPaths } from '@driftway/domain/booking-links'
import { partnerNames } from '@driftway/domain/partners'
import { isLessorRole, type ListingKind, listingKinds } from '@driftway/domain/roles'
import { data, redirect } from 'react-router'
import { BookingPage } from '~/components/booking/booking-page'
import { rangeTimestamps, readRange } from '~/components/listing-detail/dates'
import { buildQuoteRequest, defaultParty, maxPitchesOf, readParty } from '~/components/listing-detail/quote-request'
import type { QuoteResult } from '~/components/listing-detail/types'
import { withPartnerLines } from '~/components/partner-wizards/offer-lines'
import { fixedT } from '~/i18n/instance'
import { zodFieldErrors } from '~/lib/account-forms'
import { badRequest, failure, getAuth, readSubmission } from '~/lib/auth.server'
import { readExtras } from '~/lib/booking-trip'
import { dealIdOf } from '~/lib/deals'
import { serverEnv } from '~/lib/env.server'
import { localizedTitle } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { listingPartner, type PartnerChoices, readPartnerChoices } from '~/lib/partner-booking'
import { partnerNeedsAgreement } from '~/lib/partner-trip'
import { isHostedPaymentPage } from '~/lib/payment-redirect'
import { languageFromMatches } from '~/lib/root-data'
import { loadDetailPage, quoteListing, quotePartnerListing } from '../listing-detail/listing-api.server'
import type { Route } from './+types/book'
import { createBooking, createGuest, startPayment, type Traveler } from './booking-api.server'
import { bookingListing, insuranceLevel, requiresPersons } from './booking-listing'

const kindOfBookPath = (pathname: string): ListingKind | undefined =>
  listingKinds.find((kind) => pathname.startsWith(`${listingDetailPaths[kind]}/`))

/**
 * The page needs the partner's price, not its catalogue (the offer stays on the server); a chosen
 * package becomes a line of the summary.
 */
const partnerSummary = (result: QuoteResult, choices: PartnerChoices, otherLabel: string): QuoteResult =>
  result.ok
    ? {
        ok: true,
        quote: result.offer
          ? withPartnerLines(
              result.quote,
              result.offer,
              { insurance: choices.insurance, package_id: choices.package_id },
              otherLabel,
            )
          : result.quote,
      }
    : result

/** The listing and the trip of the URL; 404 for unknown listings, back to the listing without dates. */
async function loadTrip(context: Route.LoaderArgs['context'], url: URL, id: string) {
  const kind = kindOfBookPath(url.pathname)
  if (!kind) throw data(null, { status: 404 })
  const auth = getAuth(context)
  const page = await loadDetailPage(auth, kind, id)
  if (!page.ok) {
    if (page.status === 404 || page.status === 400) throw data(null, { status: 404 })
    throw data(null, { status: 503, headers: { 'Retry-After': '60' } })
  }
  const listing = page.data.listing
  if (listing.kind !== kind || listing.is_draft) throw data(null, { status: 404 })
  const range = readRange(url.searchParams)
  const stamps = rangeTimestamps(range, listing.timezone)
  if (!stamps || !range.start || !range.end) throw redirect(listingDetailPath(kind, listing.id))
  // Campsites take the party of the search (booking spec §2 "adults and children are fixed").
  const party = kind === 'campsite' ? readParty(url.searchParams, maxPitchesOf(listing)) : defaultParty
  const extras = readExtras(url.searchParams)
  // A last-minute deal from the detail page's "Book now" (decision 0068): its price, booked at once.
  const dealId = dealIdOf(url.searchParams)
  // A partner-managed listing is priced and booked by its partner, with its wizard's choices (issue 21).
  const partner = listingPartner(listing)
  const choices = partner ? readPartnerChoices(url.searchParams) : {}
  return {
    auth,
    kind,
    listing,
    range: { start: range.start, end: range.end },
    stamps,
    party,
    extras,
    dealId,
    partner,
    choices,
  }
}

/** The booking page (booking spec §2): the trip from the query, the quote, and who books. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { auth, kind, listing, range, stamps, party, extras, dealId, partner, choices } = await loadTrip(
    context,
    url,
    params.id,
  )
  const user = await auth.user()
  // A partner's price and booking are a traveler's calls (decision 0098): a visitor signs in first and comes back.
  if (partner && !user) throw redirect(`/login?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` })}`)
  const request = buildQuoteRequest(stamps, party, extras)
  const quote = partner
    ? partnerSummary(
        await quotePartnerListing(auth, partner, listing.id, request, choices),
        choices,
        fixedT(auth.lng)('partners:price.other'),
      )
    : await quoteListing(auth, kind, listing.id, request, dealId)
  const here = `${url.pathname}${url.search}`.replace(/[?&]smth_wrong=[^&]*/, '')
  return {
    kind,
    // A deal is booked and paid at once even on a request-only listing (the API does the same).
    listing: {
      ...bookingListing(listing),
      // Partner bookings are paid at once too: the partner books only after the payment (decision 0093).
      is_instant_booking_allowed: listing.is_instant_booking_allowed || dealId !== null || partner !== null,
    },
    range,
    party,
    extras,
    quote,
    partner: partner ? { slug: partner, name: partnerNames[partner], agreement: partnerNeedsAgreement(partner) } : null,
    currency: listing.currency,
    paymentMethods: paymentMethodsFor(listing.currency),
    insurance: insuranceLevel(listing),
    requiresPersons: requiresPersons(listing),
    user: user
      ? {
          role: user.role,
          email: user.email,
          first_name: user.first_name ?? '',
          last_name: user.last_name ?? '',
          phone: user.phone ?? '',
          address: user.address ?? '',
          postal_code: user.postal_code ?? '',
          city: user.city ?? '',
          company_country_code_iso2: user.company_country_code_iso2 ?? '',
          date_of_birth_timestamp: user.date_of_birth_timestamp,
        }
      : null,
    isLessor: user ? isLessorRole(user.role) : false,
    somethingWrong: url.searchParams.has('smth_wrong'),
    returnTo: here,
  }
}

/**
 * Booking flow (booking spec §4): the guest account when nobody is signed in, the booking, then
 * for instant listings the payment call and the hosted payment page; requests go to the finish page.
 */
export async function action({ params, context, request, url }: Route.ActionArgs) {
  const { auth, kind, listing, stamps, party, extras, dealId, partner, choices } = await loadTrip(
    context,
    url,
    params.id,
  )
  const user = await auth.user()
  if (user && isLessorRole(user.role)) return badRequest('onlyTravelerCanMakeBooking')
  const body = await readSubmission(request)
  // booking §2: the partner's extra agreement on the payment step (THL, decision 0099).
  if (partner && partnerNeedsAgreement(partner) && body.partner_agreement !== true)
    return badRequest('validation_error', '', { partner_agreement: ['required'] })
  const submitted = (body.details ?? {}) as Record<string, unknown>
  const details = bookingDetailsSchema.safeParse({
    ...submitted,
    // The e-mail of a signed-in traveler is locked (§2); campsite guests come from the search.
    ...(user ? { email: user.email } : {}),
    ...(kind === 'campsite' ? { adults_num: party.adults_num, children_num: party.children_num } : {}),
  })
  const payment = bookingPaymentSchema(listing.currency).safeParse(body.payment ?? {})
  if (!details.success || !payment.success) {
    return badRequest('validation_error', '', {
      ...(details.success ? {} : zodFieldErrors(details.error)),
      ...(payment.success ? {} : zodFieldErrors(payment.error)),
    })
  }
  const issues = bookingDetailsIssues(details.data, { kind, requiresPersons: requiresPersons(listing) })
  if (issues.length > 0) {
    return badRequest('validation_error', '', Object.fromEntries(issues.map((issue) => [issue.path, [issue.message]])))
  }

  let traveler: Traveler
  if (user) traveler = { id: user.id, token: null }
  else {
    const guest = await createGuest(auth, details.data)
    if (!guest.ok) return failure(guest)
    if (!guest.data.access) return badRequest('guest_booking_unavailable')
    traveler = { id: guest.data.id, token: guest.data.access }
  }

  const instant = listing.is_instant_booking_allowed || dealId !== null || partner !== null
  const booking = await createBooking(auth, traveler, {
    kind,
    listingId: listing.id,
    stamps,
    pitches: party.pitches_num,
    extras,
    details: details.data,
    paymentMethod: payment.data.payment_method,
    instant,
    dealId,
    ...(partner
      ? {
          partner: {
            slug: partner,
            choices,
            expectedTotal: typeof body.expected_total_in_cents === 'number' ? body.expected_total_in_cents : null,
          },
        }
      : {}),
  })
  if (!booking.ok) return failure(booking)
  const created = booking.data
  // Five Anker's book call opened its payment page already (booking §7 five-anker/payment/).
  if ('redirect_url' in created && isHostedPaymentPage(created.redirect_url, serverEnv().publicApiUrl))
    return redirect(created.redirect_url)
  const reference = 'reference' in created ? created.reference : null
  if (!instant) return redirect(bookingFinishPath(kind, listing.id, created.id, undefined, reference))

  const started = await startPayment(auth, traveler, kind, created.id, payment.data.payment_method)
  if (!started.ok || !isHostedPaymentPage(started.data.redirect_url, serverEnv().publicApiUrl)) {
    // The booking holds its nights until its payment deadline; the traveler can retry from My bookings.
    const again = new URL(url)
    again.searchParams.set('smth_wrong', '1')
    return redirect(`${again.pathname}${again.search}`)
  }
  return redirect(started.data.redirect_url)
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  if (!loaderData) return pageMeta(lng, { title: t('meta.notFound.title') })
  return [
    ...pageMeta(lng, { title: t('booking:meta.book', { title: localizedTitle(loaderData.listing, lng) }) }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function BookRoute({ loaderData }: Route.ComponentProps) {
  return <BookingPage key={loaderData.listing.id} {...loaderData} />
}
