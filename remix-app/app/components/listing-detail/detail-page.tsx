import type { BookedPeriod } from '@driftway/domain/availability/periods'
import { addDaysToKey, type NightKey } from '@driftway/domain/dates'
import { dateTimeFormat, numberFormat } from '@driftway/domain/intl'
import { formatMoney } from '@driftway/domain/money'
import { isLessorRole, isTravelerRole } from '@driftway/domain/roles'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useFetcher, useNavigate, useSearchParams } from 'react-router'
import { ReviewsSection } from '~/components/reviews/reviews-section'
import { Badge } from '~/components/ui'
import { buttonClasses } from '~/components/ui/button'
import { ArrowLeft, CalendarDays, MapPin, Star, Zap } from '~/components/ui/icons'
import { WishlistHeart } from '~/components/wishlist/wishlist-heart'
import { useTranslation } from '~/i18n/use-translation'
import { bookingPageHref } from '~/lib/booking-trip'
import { dealIdOf, withDealParams, withoutDealParams } from '~/lib/deals'
import {
  kindKeys,
  kindPaths,
  type ListingKind,
  localizedCountry,
  localizedTitle,
  rentalUnitContext,
} from '~/lib/listings'
import type { MapTiles } from '~/lib/map-tiles.server'
import {
  listingPartner,
  type PartnerOffer,
  partnerBookingClick,
  readPartnerChoices,
  writePartnerChoices,
} from '~/lib/partner-booking'
import type { ReviewPage } from '~/lib/reviews'
import { useRootData } from '~/lib/root-data'
import { type BookBlock, BookingPanel, isUnavailable, useFromPrice } from './booking-panel'
import { AvailabilityCalendar } from './calendar'
import {
  calendarRules,
  clickDay,
  type DateRange,
  emptyRange,
  nightsOf,
  type RangeProblem,
  rangeTimestamps,
  readRange,
  writeRange,
} from './dates'
import { type ExtraQuantities, ExtrasDialog } from './extras-dialog'
import { Gallery } from './gallery'
import { Overview, useDetailTabs } from './listing-content'
import { hasPartnerFlow, PartnerFlowDialog } from './partner-flows'
import { partnerExtras } from './partner-quote'
import { buildQuoteRequest, defaultParty, maxPitchesOf, type PartyCounts, quoteKey, readParty } from './quote-request'
import { ContactBox, LessorBox, SafetyBox } from './side-boxes'
import { DetailTabs } from './tabs'
import type { ListingDetail, QuoteRequest, QuoteResult } from './types'

// The dialog of other dates and listings loads when dates turn out unavailable, not with the page:
// its query builder carries the search's zod schemas (issue 17).
const AlternativesDialog = lazy(() =>
  import('./alternatives-dialog').then((module) => ({ default: module.AlternativesDialog })),
)

type Props = {
  kind: ListingKind
  listing: ListingDetail
  booked: BookedPeriod[]
  quote: { request: QuoteRequest; result: QuoteResult } | null
  now: number
  tiles: MapTiles
  /** The first page of reviews (the public page; the lessor's preview has none). */
  reviews?: ReviewPage | null
}

/** Waits `ms` after the last change (spec §9: party count debounce 500 ms). */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * The live quote: the server's first answer for the URL range, then one validate call through
 * /listing-quote/{kind}/{id} for every change of range, party or extras. A quote belongs to the
 * request it answered, so a stale answer never shows as the current price.
 */
function useQuote(
  kind: ListingKind,
  listingId: string,
  request: QuoteRequest | null,
  initial: Props['quote'],
  dealId: string | null,
  /** A partner listing: `partner={slug}` and the trip's partner choices (the partner prices it). */
  partnerQuery: string,
) {
  const fetcher = useFetcher<QuoteResult>()
  const key = request ? `${quoteKey(request)}${partnerQuery}` : ''
  const [resolved, setResolved] = useState<{ key: string; result: QuoteResult } | null>(
    initial ? { key: `${quoteKey(initial.request)}${partnerQuery}`, result: initial.result } : null,
  )
  const submitted = useRef('')

  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per distinct request
  useEffect(() => {
    if (!request || resolved?.key === key || submitted.current === key) return
    submitted.current = key
    const query = new URLSearchParams({
      request: quoteKey(request),
      ...(dealId ? { isLastMinuteDeal: 'true', isLastMinuteDealId: dealId } : {}),
    })
    void fetcher.load(
      `/listing-quote/${kind}/${encodeURIComponent(listingId)}?${query}${partnerQuery ? `&${partnerQuery}` : ''}`,
    )
  }, [key])

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && submitted.current) {
      setResolved({ key: submitted.current, result: fetcher.data })
    }
  }, [fetcher.state, fetcher.data])

  if (!request) return { status: 'none' as const }
  if (resolved?.key === key) return { status: 'done' as const, result: resolved.result, requestKey: key }
  return { status: 'pending' as const }
}

export function ListingDetailPage({ kind, listing, booked, quote: initialQuote, now, tiles, reviews }: Props) {
  const { t, i18n } = useTranslation('listing')
  const { user } = useRootData()
  const [searchParams, setSearchParams] = useSearchParams()
  const navigate = useNavigate()
  const urlRange = readRange(searchParams)
  const urlKey = `${urlRange.start}|${urlRange.end}`
  const title = localizedTitle(listing, i18n.language)
  const place = [listing.city, localizedCountry(listing, i18n.language)].filter(Boolean).join(', ')

  const rules = useMemo(
    () =>
      calendarRules(
        {
          timezone: listing.timezone,
          seasons: listing.season_availability.map((season) => ({
            id: season.id,
            start_timestamp: season.start_timestamp,
            end_timestamp: season.end_timestamp,
            is_available: season.is_available,
            season_rate_id: season.season_rate,
            min_rent_dates: season.min_rent_dates,
          })),
          booked,
          default_min_rent_days: listing.default_min_rent_days,
          // A partner-managed listing's booked periods are the partner's calendar (the API asks it), not our ledger.
          ignore_booked: false,
        },
        now,
      ),
    [listing, booked, now],
  )

  // The range being picked; the URL holds only complete ranges (§4).
  const [draft, setDraft] = useState<DateRange>(urlRange)
  const [problem, setProblem] = useState<RangeProblem | null>(null)
  const written = useRef(urlKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow URL changes made elsewhere (back button, shifted alternatives)
  useEffect(() => {
    if (written.current === urlKey) return
    written.current = urlKey
    setDraft(urlRange)
    setProblem(null)
  }, [urlKey])

  const writeUrl = (range: DateRange) => {
    // Any other range than a deal's own leaves the deal (its price is for its dates only).
    const next = writeRange(dealIdOf(searchParams) ? withoutDealParams(searchParams) : searchParams, range)
    written.current = `${readRange(next).start}|${readRange(next).end}`
    if (next.toString() !== searchParams.toString()) {
      setSearchParams(next, { replace: true, preventScrollReset: true })
    }
  }

  const onDay = (day: NightKey) => {
    const result = clickDay(draft, day, rules)
    setDraft(result.range)
    setProblem(result.problem)
    setBookBlock(null)
    // A complete range is written and priced; anything else clears the URL dates and the price.
    writeUrl(result.complete ? result.range : emptyRange)
  }

  const clearDates = () => {
    setDraft(emptyRange)
    setProblem(null)
    writeUrl(emptyRange)
  }

  const shiftRange = (days: number) => {
    if (!urlRange.start || !urlRange.end) return
    const range = { start: addDaysToKey(urlRange.start, days), end: addDaysToKey(urlRange.end, days) }
    setDraft(range)
    writeUrl(range)
  }

  const maxPitches = maxPitchesOf(listing)
  // Campsites start from the party the search handed on (the server priced the same one).
  const [party, setParty] = useState<PartyCounts>(() =>
    kind === 'campsite' ? readParty(searchParams, maxPitches) : defaultParty,
  )
  const quotedParty = useDebounced(party, 500)
  const [extras, setExtras] = useState<ExtraQuantities>({})
  const stamps = rangeTimestamps(urlRange, listing.timezone)
  const request = stamps ? buildQuoteRequest(stamps, kind === 'campsite' ? quotedParty : defaultParty, extras) : null
  // A last-minute deal's "Book now" (decision 0068): priced and booked at the deal.
  const dealId = dealIdOf(searchParams)
  // Partner listings (issue 21): priced by the partner with the trip's choices (the card's stations…).
  const partner = listingPartner(listing)
  const choices = readPartnerChoices(searchParams)
  const partnerQuery = partner ? writePartnerChoices(new URLSearchParams({ partner }), choices).toString() : ''
  const quoteState = useQuote(kind, listing.id, request, initialQuote, dealId, partnerQuery)
  // The partner's extras come with its offer; the last one stays while a new price is asked.
  const [offer, setOffer] = useState<PartnerOffer | null>(
    initialQuote?.result.ok ? (initialQuote.result.offer ?? null) : null,
  )
  const answeredOffer = quoteState.status === 'done' && quoteState.result.ok ? quoteState.result.offer : undefined
  useEffect(() => {
    if (answeredOffer) setOffer(answeredOffer)
  }, [answeredOffer])
  const bookable = partner && offer ? { ...listing, extra_amenities: partnerExtras(offer) } : listing
  const partyPending = kind === 'campsite' && quoteKey(request) !== '' && party !== quotedParty
  const panelState = partyPending ? { status: 'pending' as const } : quoteState

  const [extrasOpen, setExtrasOpen] = useState(false)
  const [alternativesOpen, setAlternativesOpen] = useState(false)
  // Mounted from its first opening on, so it closes with its animation rather than vanishing.
  const [alternativesWanted, setAlternativesWanted] = useState(false)
  if (alternativesOpen && !alternativesWanted) setAlternativesWanted(true)
  const [bookBlock, setBookBlock] = useState<BookBlock>(null)
  const flow = partnerBookingClick(listing)
  const [flowOpen, setFlowOpen] = useState(false)
  const here = `${kindPaths[kind].detail}/${encodeURIComponent(listing.id)}?${searchParams}`
  const signInHref = `/login?${new URLSearchParams({ redirect: here })}`
  const calendarRef = useRef<HTMLElement>(null)

  const showCalendar = () => calendarRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  const onBook = () => {
    if (user && isLessorRole(user.role)) return setBookBlock('lessor')
    if (!urlRange.start || !urlRange.end) {
      setBookBlock('range')
      return showCalendar()
    }
    setBookBlock(null)
    if (quoteState.status !== 'done') return
    const result = quoteState.result
    // A partner asking more than dates opens its wizard (listings §8), which goes on to the booking page itself.
    if (result.ok && hasPartnerFlow(flow)) return setFlowOpen(true)
    // To the booking page (booking spec §2) with the range, the campsite party, the extras and the partner choices.
    if (result.ok) {
      const href = bookingPageHref(kind, listing.id, urlRange, kind === 'campsite' ? party : null, extras)
      const [path, query] = href.split('?')
      const params = partner
        ? writePartnerChoices(new URLSearchParams(query), choices, { indie: flow === 'indie' })
        : new URLSearchParams(query)
      navigate(withDealParams(`${path}?${params}`, dealId))
    } else if (isUnavailable(result.error_key)) setAlternativesOpen(true)
    else if (result.error_key === 'sign_in_required') navigate(signInHref)
  }

  const tabs = useDetailTabs(listing, tiles)
  const fromPrice = useFromPrice(listing)
  const quote = quoteState.status === 'done' && quoteState.result.ok ? quoteState.result.quote : null
  const chosenExtras = Object.values(extras).reduce((sum, quantity) => sum + (quantity > 0 ? 1 : 0), 0)
  // Back to the search the traveler came from: the card passed its params on (dates as picked here).
  const searchHref = searchParams.get('search') ? `${kindPaths[kind].search}?${searchParams}` : kindPaths[kind].search
  const rating = listing.comments?.average_rating
  const kindContext = kind === 'recreational_vehicle' ? undefined : kind
  const rentalUnit = rentalUnitContext(kind)
  const longDate = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })

  return (
    <div className="pb-28 lg:pb-16" data-testid="listing-detail" data-kind={kind} data-listing-id={listing.id}>
      <div className="container-page pt-5 lg:pt-7">
        <Link
          to={searchHref}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-ink focus-visible:shadow-focus focus-visible:outline-none"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t(`back.${kindKeys[kind]}`)}
        </Link>
        <header className="mt-3 mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1
              className="text-2xl font-bold tracking-tight text-balance text-forest-950 sm:text-3xl"
              data-testid="detail-title"
            >
              {title}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-[0.9375rem] text-ink-muted">
              {place && (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4 text-ink-subtle" aria-hidden />
                  {place}
                </span>
              )}
              {rating && listing.comments.comments_count > 0 ? (
                <span className="inline-flex items-center gap-1 font-medium text-ink">
                  <Star className="size-4 fill-rating text-rating" aria-hidden />
                  {numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)}
                  <span className="font-normal text-ink-subtle">
                    ({t('reviews', { count: listing.comments.comments_count })})
                  </span>
                </span>
              ) : (
                <Badge tone="accent">{t('new')}</Badge>
              )}
            </p>
          </div>
          <div className="flex items-center gap-3 self-start sm:self-auto">
            {listing.is_instant_booking_allowed && (
              <Badge tone="primary" size="md" icon={<Zap className="fill-sand-400 text-sand-500" />}>
                {t('instantBadge')}
              </Badge>
            )}
            <WishlistHeart listing={listing} title={title} className="shadow-xs ring-line" />
          </div>
        </header>
        {listing.is_draft && (
          <p className="mb-4 rounded-lg border border-warning/25 bg-warning-soft px-4 py-2.5 text-sm text-ink">
            {t('draftNotice')}
          </p>
        )}

        <Gallery listing={listing} title={title} />

        {/* Phones read top to bottom: the booking panel follows the calendar; wide screens keep it beside everything. */}
        <div className="mt-8 grid gap-10 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-y-12 xl:gap-x-14">
          <div className="min-w-0 space-y-12 lg:col-start-1">
            <Overview listing={listing} />

            <section
              ref={calendarRef}
              id="availability"
              aria-labelledby="availability-heading"
              className="scroll-mt-24"
            >
              <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="availability-heading" className="text-xl font-semibold text-ink">
                  {t('calendar.title')}
                </h2>
                <p className="text-sm text-ink-muted" data-testid="calendar-status">
                  {draft.start && draft.end
                    ? t('calendar.selected', {
                        count: nightsOf(draft),
                        context: rentalUnit,
                        start: longDate.format(new Date(`${draft.start}T12:00:00Z`)),
                        end: longDate.format(new Date(`${draft.end}T12:00:00Z`)),
                      })
                    : draft.start
                      ? t('calendar.pickEnd', { context: kindContext })
                      : t('calendar.pickStart', { context: kindContext })}
                </p>
              </div>
              <div className="rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-6">
                <AvailabilityCalendar range={draft} rules={rules} onDay={onDay} />
              </div>
            </section>
          </div>

          <aside
            className="min-w-0 scroll-mt-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
            id="booking"
            aria-label={t('booking.label')}
          >
            <div className="space-y-4 lg:sticky lg:top-24">
              <BookingPanel
                // A deal is booked and paid at once, whatever the listing's setting (decision 0068).
                listing={dealId ? { ...bookable, is_instant_booking_allowed: true } : bookable}
                partner={partner}
                lastMinuteDeal={Boolean(dealId)}
                signInHref={signInHref}
                range={urlRange.start ? urlRange : draft}
                problem={problem}
                onClearDates={clearDates}
                onShowCalendar={showCalendar}
                party={party}
                onParty={setParty}
                maxPitches={maxPitches}
                extrasCount={chosenExtras}
                onOpenExtras={() => setExtrasOpen(true)}
                quoteState={panelState}
                onShowAlternatives={() => setAlternativesOpen(true)}
                onBook={onBook}
                bookBlock={bookBlock}
              />
              <ContactBox listing={listing} />
              <SafetyBox />
            </div>
          </aside>

          <div className="min-w-0 space-y-12 lg:col-start-1">
            <section aria-label={t('tabs.label')}>
              <DetailTabs tabs={tabs} label={t('tabs.label')} />
            </section>

            {reviews !== undefined && (
              <ReviewsSection
                kind={kind}
                listingId={listing.id}
                initial={reviews}
                averageRating={listing.comments?.average_rating ?? null}
                lessorName={listing.lessor?.company_name}
              />
            )}

            <LessorBox
              // On a deal the host's box says what the booking panel does: confirmed at once.
              listing={dealId ? { ...listing, is_instant_booking_allowed: true } : listing}
              contact={user && isTravelerRole(user.role) ? { start: urlRange.start, end: urlRange.end } : null}
            />
          </div>
        </div>
      </div>

      {/* Phones: the price and the way to the booking panel stay at hand. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur-md lg:hidden">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
          <div className="min-w-0 text-sm">
            {quote ? (
              <>
                <p className="font-bold text-ink">
                  {formatMoney(quote.total_rent_price_in_cents, quote.currency, i18n.language)}
                </p>
                <p className="truncate text-ink-muted">
                  {t('price.nights', { count: quote.display_details['Trip Nights'], context: rentalUnit })}
                </p>
              </>
            ) : (
              fromPrice.amount && (
                <p className="text-ink-muted">
                  {t('booking.from')} <span className="text-base font-bold text-ink">{fromPrice.amount}</span>{' '}
                  {fromPrice.unit}
                </p>
              )
            )}
          </div>
          <a href={urlRange.start ? '#booking' : '#availability'} className={buttonClasses({ size: 'md' })}>
            <CalendarDays className="size-4" aria-hidden />
            {urlRange.start ? t('booking.reviewPrice') : t('booking.checkAvailability')}
          </a>
        </div>
      </div>

      <ExtrasDialog
        open={extrasOpen}
        onClose={() => setExtrasOpen(false)}
        listing={bookable}
        quantities={extras}
        onChange={setExtras}
        quote={quote}
      />
      {hasPartnerFlow(flow) && stamps && urlRange.start && urlRange.end && (
        <PartnerFlowDialog
          flow={flow}
          open={flowOpen}
          onClose={() => setFlowOpen(false)}
          listing={listing}
          range={{ start: urlRange.start, end: urlRange.end }}
          stamps={stamps}
          choices={choices}
          returnTo={here}
        />
      )}
      {alternativesWanted && (
        <Suspense fallback={null}>
          <AlternativesDialog
            open={alternativesOpen}
            onClose={() => setAlternativesOpen(false)}
            kind={kind}
            listingId={listing.id}
            range={stamps}
            searchParams={searchParams}
            onShift={shiftRange}
          />
        </Suspense>
      )}
    </div>
  )
}
