import { asSystem, asUser } from '@driftway/collections'
import {
  currentTimestamp,
  isQuoteError,
  type ListingKind,
  type NightKey,
  nightKeyOf,
  nightsBetween,
  type QuoteResult,
} from '@driftway/domain'
import { dealSaving, MAX_DEAL_PRICE_CENTS } from '@driftway/domain/deals'
import { DEFAULT_SEARCH_RADIUS_KM, distanceKm, MAX_SEARCH_RADIUS_KM } from '@driftway/domain/search-params'
import type { FastifyInstance } from 'fastify'
import type { Where } from 'payload'
import { z } from 'zod'
import type { UserDoc } from '../auth/users'
import { idSchema, quoteFailure, quoteRange, rangeBody, timestampSchema } from '../bookings/quote'
import { notFound } from '../http/errors'
import { pageInfo } from '../http/paging'
import { withTransaction } from '../http/transaction'
import { findVisibleListing, type ListingDoc } from '../listings/bundle'
import { cardDocOf, type ListingCardDoc, toListingCard } from '../listings/card'
import { idOf, timezoneOfListing } from '../listings/pricing-input'
import { DealCandidates } from './candidates'
import { type DealDoc, dealErrors, findDeal } from './pricing'

/**
 * Last-minute deals (booking spec §2, §3, §5, §7; decision 0068): a lessor's fixed-date offer of
 * one published listing at a total below its normal quote. A deal is listed while its pickup day
 * has not passed and all its nights are free; a booking that claims them (through the deal or not)
 * takes it off the lists, and the nights ledger lets only one booking have them.
 */

/** POST last-minute-deal/lease/: the create form (§2) with the price already in minor units (§5). */
export const createDealBody = z
  .object({
    listing: idSchema,
    pickup_timestamp: timestampSchema,
    return_timestamp: timestampSchema,
    total_price_cents: z.number().int().min(1).max(MAX_DEAL_PRICE_CENTS),
  })
  .strict()
type CreateDealBody = z.output<typeof createDealBody>

/** GET last-minute-deal/travel/: by place (coordinates and radius, or a city), dates, paged. */
export const dealListQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  radius_km: z.coerce.number().positive().max(MAX_SEARCH_RADIUS_KM).optional(),
  city: z.string().trim().min(1).max(100).optional(),
  /** The searched trip: deals whose stay overlaps [pickup_timestamp, return_timestamp]. */
  pickup_timestamp: z.coerce.number().int().min(0).max(253_402_300_799).optional(),
  return_timestamp: z.coerce.number().int().min(0).max(253_402_300_799).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
})
type DealListQuery = z.output<typeof dealListQuery>

/** Deals considered per list call: far more than any city has live at once. */
const MAX_CANDIDATES = 2_000

/** The normal price of a stay: the listing's quote for one guest, no extras, in its own currency. */
async function normalQuote(
  app: FastifyInstance,
  listing: ListingDoc,
  pickup: number,
  ret: number,
  at: number,
): Promise<QuoteResult> {
  const body = rangeBody.parse({ pickup_timestamp: pickup, return_timestamp: ret })
  return (await quoteRange(app, listing, body, at)).quote
}

/** The nights of `deals` that someone holds, per listing (one query for a page of deals). */
async function takenNights(app: FastifyInstance, deals: readonly DealDoc[]): Promise<Map<string, Set<string>>> {
  const taken = new Map<string, Set<string>>()
  if (deals.length === 0) return taken
  const listingIds = [...new Set(deals.map((deal) => idOf(deal.listing)!))]
  const { docs } = await app.ctx.payload.find({
    collection: 'booked-nights',
    where: {
      and: [
        { listing: { in: listingIds } },
        {
          night: { greater_than_equal: nightKeyOf(Math.min(...deals.map((d) => d.pickup_timestamp)) - 86_400, 'UTC') },
        },
      ],
    },
    select: { listing: true, night: true },
    depth: 0,
    pagination: false,
    ...asSystem(),
  })
  for (const doc of docs as { listing: unknown; night: string }[]) {
    const listing = idOf(doc.listing)!
    if (!taken.has(listing)) taken.set(listing, new Set())
    taken.get(listing)!.add(String(doc.night))
  }
  return taken
}

/**
 * What the deal rules read of a listing. Taken from its card document, which the search index keeps
 * for recently shown listings (issue 23: reading whole listings cost ~11 ms of API CPU per search page).
 */
type DealListing = {
  card: ListingCardDoc
  published: boolean
  city: string
  latitude: number | null
  longitude: number | null
  timezone: string
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null)

function dealListing(card: ListingCardDoc): DealListing {
  const latitude = numberOrNull(card.latitude)
  const longitude = numberOrNull(card.longitude)
  const country_iso2 = typeof card.country_iso2 === 'string' ? card.country_iso2 : null
  return {
    card,
    published: card.is_draft === false,
    city: typeof card.city === 'string' ? card.city : '',
    latitude,
    longitude,
    timezone: timezoneOfListing({ country_iso2, latitude, longitude }),
  }
}

/** The deal's nights at its listing (listing-local calendar days). */
const dealNights = (deal: DealDoc, listing: DealListing): NightKey[] =>
  nightsBetween(deal.pickup_timestamp, deal.return_timestamp, listing.timezone)

/** Live: the pickup day has not passed at the listing and every night is free. */
function isLive(deal: DealDoc, listing: DealListing | undefined, taken: Map<string, Set<string>>, at: number): boolean {
  if (!listing?.published) return false
  if (nightKeyOf(deal.pickup_timestamp, listing.timezone) < nightKeyOf(at, listing.timezone)) return false
  const held = taken.get(listing.card.id)
  return !dealNights(deal, listing).some((night) => held?.has(night))
}

async function listingsOf(app: FastifyInstance, deals: readonly DealDoc[]): Promise<Map<string, DealListing>> {
  const ids = [...new Set(deals.map((deal) => idOf(deal.listing)!))]
  if (ids.length === 0) return new Map()
  const { index } = app.listingSearch
  // The kept cards are trusted as a search's would be: after the index has seen announced writes.
  await index.freshen?.()
  const cards = await index.documents(ids)
  return new Map([...cards].map(([id, card]) => [id, dealListing(card)]))
}

/** The answer for a page of deals: each with its normal price, discount and listing card. */
async function dealViews(
  app: FastifyInstance,
  deals: readonly DealDoc[],
  listings: Map<string, DealListing>,
  user: UserDoc | null,
) {
  const listingDocs = deals.map((deal) => listings.get(idOf(deal.listing)!)!.card)
  const ids = listingDocs.map((doc) => String(doc.id))
  const [assets, wishlists] = await Promise.all([
    app.listingSearch.assets.forDocs(listingDocs),
    app.listingSearch.wishlistsOf(user, ids),
  ])
  return deals.map((deal, index) => {
    const doc = listingDocs[index]!
    const listing = listings.get(String(doc.id))!
    return {
      id: String(deal.id),
      kind: deal.kind ?? doc.kind,
      listing: String(doc.id),
      lessor: idOf(deal.lessor),
      pickup_timestamp: deal.pickup_timestamp,
      return_timestamp: deal.return_timestamp,
      nights: dealNights(deal, listing).length,
      total_price_cents: deal.total_price_cents,
      ...dealSaving(deal),
      currency: deal.currency,
      timezone: listing.timezone,
      listing_summary: toListingCard(doc, app.ctx.env.publicUrl, {
        assets,
        wishlists: wishlists.get(String(doc.id)) ?? [],
      }),
    }
  })
}

function page<T>(items: T[], limit: number, offset: number) {
  const results = items.slice(offset, offset + limit)
  return { ...pageInfo(items.length, limit, offset, results.length), results }
}

/** Deals of `where` that may be live (not judged yet) with the nights held at their listings. */
type DealCandidateRead = { deals: DealDoc[]; taken: Map<string, Set<string>> }

async function readDealCandidates(app: FastifyInstance, where: Where[], at: number): Promise<DealCandidateRead> {
  const { docs } = await app.ctx.payload.find({
    collection: 'last-minute-deals',
    // A day of slack: "past" is judged on the listing's calendar (isLive).
    where: { and: [...where, { pickup_timestamp: { greater_than_equal: at - 86_400 } }] },
    sort: ['pickup_timestamp', 'id'],
    depth: 0,
    limit: MAX_CANDIDATES,
    // No count: the lists are paged after the liveness rules.
    pagination: false,
    ...asSystem(),
  })
  return { deals: docs, taken: await takenNights(app, docs) }
}

/** The candidates that are live right now, soonest first, with their listings. */
async function liveDeals(app: FastifyInstance, { deals, taken }: DealCandidateRead, at: number) {
  const listings = await listingsOf(app, deals)
  const live = deals.filter((deal) => isLive(deal, listings.get(idOf(deal.listing)!), taken, at))
  return { live, listings }
}

/** The public lists' candidates per kind, read again after announced writes or a second (candidates.ts). */
const publicCandidates = new WeakMap<FastifyInstance, DealCandidates<DealCandidateRead>>()

function publicCandidatesOf(app: FastifyInstance): DealCandidates<DealCandidateRead> {
  let candidates = publicCandidates.get(app)
  if (!candidates) {
    candidates = new DealCandidates(
      (kind) => readDealCandidates(app, [{ kind: { equals: kind } }], currentTimestamp()),
      () => app.listingSearch.changes,
    )
    publicCandidates.set(app, candidates)
  }
  return candidates
}

/** GET last-minute-deal/travel/ (public): live deals of `kind`, by place and dates. */
export async function listPublicDeals(
  app: FastifyInstance,
  kind: ListingKind,
  query: DealListQuery,
  user: UserDoc | null,
) {
  const at = currentTimestamp()
  const { live, listings } = await liveDeals(app, await publicCandidatesOf(app).get(kind), at)
  const city = query.city?.toLocaleLowerCase()
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { lat: query.latitude, lon: query.longitude, radius: query.radius_km ?? DEFAULT_SEARCH_RADIUS_KM }
      : null
  const matching = live.filter((deal) => {
    if (query.pickup_timestamp !== undefined && deal.return_timestamp <= query.pickup_timestamp) return false
    if (query.return_timestamp !== undefined && deal.pickup_timestamp >= query.return_timestamp) return false
    const listing = listings.get(idOf(deal.listing)!)!
    if (city && listing.city.toLocaleLowerCase() !== city) return false
    if (near) {
      const { latitude, longitude } = listing
      if (latitude === null || longitude === null) return false
      if (distanceKm(near.lat, near.lon, latitude, longitude) > near.radius) return false
    }
    return true
  })
  const shown = page(matching, query.limit, query.offset)
  return { ...shown, results: await dealViews(app, shown.results, listings, user) }
}

/** GET last-minute-deal/lease/: the lessor's own live deals of `kind`. */
export async function listOwnDeals(
  app: FastifyInstance,
  kind: ListingKind,
  user: UserDoc,
  query: Pick<DealListQuery, 'limit' | 'offset'>,
) {
  const at = currentTimestamp()
  const candidates = await readDealCandidates(app, [{ kind: { equals: kind } }, { lessor: { equals: user.id } }], at)
  const { live, listings } = await liveDeals(app, candidates, at)
  const shown = page(live, query.limit, query.offset)
  return { ...shown, results: await dealViews(app, shown.results, listings, user) }
}

/**
 * POST last-minute-deal/lease/: on the caller's own published listing of `kind` (another lessor's
 * listing is 404 like an unknown one), for bookable free nights, below the normal quote.
 */
export async function createDeal(app: FastifyInstance, user: UserDoc, kind: ListingKind, body: CreateDealBody) {
  const { payload } = app.ctx
  const listing = await findVisibleListing(payload, kind, body.listing, user)
  if (idOf(listing.lessor) !== String(user.id)) throw notFound('not_found', 'Listing not found.')
  if (listing.is_draft !== false) throw dealErrors.draftListing()
  const at = currentTimestamp()
  const quote = await normalQuote(app, listing, body.pickup_timestamp, body.return_timestamp, at)
  if (isQuoteError(quote)) throw quoteFailure(quote)
  const normal = quote.cost.total_rent_price_in_cents
  if (body.total_price_cents >= normal) throw dealErrors.notBelow(normal, quote.currency)
  const created = await withTransaction(payload, async (req) => {
    // One live deal per night of a listing: a second one for the same nights would only compete.
    const { docs } = await payload.find({
      collection: 'last-minute-deals',
      where: {
        and: [
          { listing: { equals: String(listing.id) } },
          { pickup_timestamp: { less_than: quote.return_timestamp } },
          { return_timestamp: { greater_than: quote.pickup_timestamp } },
        ],
      },
      depth: 0,
      limit: 1,
      ...asSystem(),
      req,
    })
    if (docs.length > 0) throw dealErrors.overlaps(kind)
    return await payload.create({
      collection: 'last-minute-deals',
      data: {
        listing: String(listing.id),
        pickup_timestamp: quote.pickup_timestamp,
        return_timestamp: quote.return_timestamp,
        total_price_cents: body.total_price_cents,
        normal_price_cents: normal,
        currency: quote.currency,
      },
      depth: 0,
      ...asUser(user),
      req,
    })
  })
  const listings = new Map([[String(listing.id), dealListing(cardDocOf(listing))]])
  return (await dealViews(app, [created], listings, user))[0]!
}

/** DELETE last-minute-deal/lease/{id}/: the owner only; anyone else's deal is 404 like an unknown id. */
export async function deleteDeal(app: FastifyInstance, user: UserDoc, kind: ListingKind, id: string): Promise<void> {
  const deal = await findDeal(app, id)
  if (!deal || deal.kind !== kind || idOf(deal.lessor) !== String(user.id)) throw dealErrors.notFound()
  await withTransaction(app.ctx.payload, (req) =>
    app.ctx.payload.delete({ collection: 'last-minute-deals', id: String(deal.id), depth: 0, ...asUser(user), req }),
  )
}
