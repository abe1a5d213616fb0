import { ApiError } from '../http/errors'
import { connectPartners, type PartnerConnection } from './adapters'
import type { PartnerSettings } from './config'
import type { BookRequest, PartnerBooking, PartnerQuote, PartnerSlug, QuoteRequest, UnavailablePeriod } from './types'
import { partnerNames } from './types'

const QUOTE_CACHE_LIMIT = 1_000
const OFFER_TTL_MS = 15 * 60 * 1000

/**
 * The API's door to the partners: the adapters behind their resilience policies (client.ts) and
 * a short quote cache, so a traveler stepping through a wizard (and the detail page re-asking for
 * the same range) costs the partner one call per distinct question, not one per click.
 */
export class PartnerService {
  readonly connections: Record<PartnerSlug, PartnerConnection>
  private readonly quotes = new Map<string, { expires: number; quote: PartnerQuote }>()
  /** The same quotes by their `available_vehicle_id`: the extras and insurance calls name only the offer. */
  private readonly offers = new Map<string, { expires: number; quote: PartnerQuote }>()
  private readonly quoteTtlMs: number
  private readonly calendars = new Map<string, { expires: number; periods: UnavailablePeriod[] }>()

  constructor(settings: PartnerSettings) {
    this.connections = connectPartners(settings)
    this.quoteTtlMs = settings.quoteCacheSeconds * 1000
  }

  adapter(partner: PartnerSlug) {
    return this.connections[partner].adapter
  }

  isConfigured(partner: PartnerSlug): boolean {
    return this.connections[partner].client.configured
  }

  /**
   * Whether the partner's listings can be booked at this moment: configured and its circuit not
   * open. Cheap (no call), so pages can grey out a partner's listings without asking it.
   */
  isBookable(partner: PartnerSlug): boolean {
    const { client } = this.connections[partner]
    return client.configured && !client.circuitOpen
  }

  /** Fails at once with partner_unavailable while the partner's circuit is open or it is not configured. */
  assertBookable(partner: PartnerSlug): void {
    if (!this.connections[partner].client.configured)
      throw new ApiError('partner_unavailable', `${partnerNames[partner]} is not configured on this server.`)
    if (this.connections[partner].client.circuitOpen)
      throw new ApiError(
        'partner_unavailable',
        `${partnerNames[partner]} failed repeatedly; its listings cannot be booked for now.`,
      )
  }

  async quote(partner: PartnerSlug, request: QuoteRequest, options: { fresh?: boolean } = {}): Promise<PartnerQuote> {
    const key = `${partner}\n${JSON.stringify(request)}`
    const now = Date.now()
    const cached = this.quotes.get(key)
    if (!options.fresh && cached && cached.expires > now) return cached.quote
    const quote = await this.adapter(partner).quote(request)
    if (this.quoteTtlMs > 0) {
      // Oldest first out: a Map iterates in insertion order.
      if (this.quotes.size >= QUOTE_CACHE_LIMIT) this.quotes.delete(this.quotes.keys().next().value as string)
      this.quotes.delete(key)
      this.quotes.set(key, { expires: now + this.quoteTtlMs, quote })
    }
    // Kept at least a few minutes even without a quote cache: the wizard reads the offer's items after validating.
    if (this.offers.size >= QUOTE_CACHE_LIMIT) this.offers.delete(this.offers.keys().next().value as string)
    this.offers.set(quote.available_vehicle_id, { expires: now + Math.max(this.quoteTtlMs, OFFER_TTL_MS), quote })
    return quote
  }

  /** A quote given recently, by the partner's offer id; null once it expired (validate again). */
  offer(availableVehicleId: string, partner?: PartnerSlug): PartnerQuote | null {
    const found = this.offers.get(availableVehicleId)
    if (!found || found.expires <= Date.now()) return null
    if (partner && found.quote.partner !== partner) return null
    return found.quote
  }

  /** Books at the partner; our booking id is the idempotency key, so calling again is safe. */
  async book(partner: PartnerSlug, request: BookRequest): Promise<PartnerBooking> {
    const booked = await this.adapter(partner).book(request)
    // Our booking took a unit: the partner's calendars cached before it may show it free.
    for (const key of this.calendars.keys()) if (key.startsWith(`${partner}\n`)) this.calendars.delete(key)
    return booked
  }

  /**
   * The partner's calendar of a listing (listings §8: a partner-managed listing shows the
   * partner's availability, not our ledger), cached like quotes: every detail page view asks.
   */
  async unavailable(partner: PartnerSlug, externalId: string, from: number, to: number): Promise<UnavailablePeriod[]> {
    const key = `${partner}\n${externalId}\n${from}\n${to}`
    const now = Date.now()
    const cached = this.calendars.get(key)
    if (cached && cached.expires > now) return cached.periods
    const periods = await this.adapter(partner).unavailable(externalId, from, to)
    if (this.quoteTtlMs > 0) {
      if (this.calendars.size >= QUOTE_CACHE_LIMIT) this.calendars.delete(this.calendars.keys().next().value as string)
      this.calendars.set(key, { expires: now + this.quoteTtlMs, periods })
    }
    return periods
  }

  cancel(partner: PartnerSlug, bookingId: string): Promise<PartnerBooking> {
    return this.adapter(partner).cancel(bookingId)
  }

  status(partner: PartnerSlug, bookingId: string): Promise<PartnerBooking | null> {
    return this.adapter(partner).status(bookingId)
  }
}
