import { currentTimestamp } from '@driftway/domain'
import { partnerSlugs } from '@driftway/domain/partners'
import type { PartnerSlug } from '../types'
import { type SimUnit, seededFleets } from './fleet'

/** Switchable faults of one simulated partner (PUT /__control/faults/{partner}). */
export type SimFaults = {
  /** Every partner call waits this long before it is handled. */
  latency_ms: number
  /** Calls are never answered (the connection stays open until the caller gives up). */
  hang: boolean
  /** The next N calls answer 503 (-1: all of them until cleared). */
  fail_next: number
  /** The next book call finds the unit gone, although the quote before it was fine. */
  sold_out_on_book: boolean
  /** Added to every price computed from now on (a tariff change between validate and book). */
  price_change_cents: number
  /** The next N book calls book, then drop the connection before answering (the caller learns nothing). */
  lose_next_book: number
}
const noFaults = (): SimFaults => ({
  latency_ms: 0,
  hang: false,
  fail_next: 0,
  sold_out_on_book: false,
  price_change_cents: 0,
  lose_next_book: 0,
})

export type SimExtra = {
  code: string
  name: string
  note: string | null
  unit: 'DAY' | 'RENTAL'
  price_cents: number
  max_quantity: number
  mandatory: boolean
}
export type SimInsurance = {
  code: string
  name: string
  per_day_cents: number
  deposit_cents: number
  liability_cents: number
  features: Record<string, boolean | number>
}
export type SimSlot = { time: string; price_cents: number; kind: 'early_pickup' | 'included' | 'out_of_hours' }
export type SimDistance = { code: string; name: string; per_day_cents: number; units: string }
export type SimPackage = {
  id: string
  price_cents: number
  products: {
    id: string
    name: string
    price_cents: number
    type: 'insurance' | 'cancellation_policy'
    conditions: { id: string; line: string; subline: string }[]
  }[]
}

export type SimQuoteInput = {
  unit_id: string
  start: number
  end: number
  pickup_station?: string | null
  dropoff_station?: string | null
  extras?: { code: string; quantity: number }[]
  insurance?: string | null
  distance_package?: string | null
  pickup_time?: string | null
  dropoff_time?: string | null
  package_id?: string | null
  persons?: number
}

export type SimQuote = {
  offer_id: string
  unit: SimUnit
  input: SimQuoteInput
  nights: number
  rent_cents: number
  options_cents: number
  total_cents: number
  extras: SimExtra[]
  insurances: SimInsurance[]
  pickup_slots: SimSlot[]
  dropoff_slots: SimSlot[]
  distance_packages: SimDistance[]
  packages: SimPackage[]
}

export type SimBooking = {
  reference: string
  partner: PartnerSlug
  idempotency_key: string
  unit_id: string
  start: number
  end: number
  total_cents: number
  currency: string
  status: 'confirmed' | 'cancelled'
  customer: Record<string, unknown>
  /** What was booked beside the unit (the offer's options), so tests can see the wizard's choices arrived. */
  options: Pick<
    SimQuoteInput,
    'extras' | 'insurance' | 'distance_package' | 'package_id' | 'pickup_time' | 'dropoff_time'
  >
  created_at: number
}

/** A partner's answer that is a refusal: the protocol modules turn it into the partner's error shape. */
export class SimRefusal extends Error {
  constructor(
    readonly code: 'sold_out' | 'price_changed' | 'invalid' | 'not_found',
    message: string,
    readonly total_cents?: number,
  ) {
    super(message)
  }
}

const DAY = 86_400
const HOUR = 3_600

/** What each partner sells beside the rental (our inference of their catalogues; shapes per spec §3). */
function extrasOf(partner: PartnerSlug): SimExtra[] {
  if (partner === 'campnerd')
    return [
      {
        code: 'ELEC',
        name: 'Electricity',
        note: '16 A',
        unit: 'DAY',
        price_cents: 400,
        max_quantity: 1,
        mandatory: false,
      },
      { code: 'DOG', name: 'Dog', note: null, unit: 'DAY', price_cents: 300, max_quantity: 1, mandatory: false },
    ]
  if (partner === 'five-anker')
    return [
      {
        code: 'SKIPPER',
        name: 'Skipper',
        note: null,
        unit: 'DAY',
        price_cents: 18_000,
        max_quantity: 1,
        mandatory: false,
      },
      {
        code: 'CLEAN',
        name: 'Final cleaning',
        note: null,
        unit: 'RENTAL',
        price_cents: 9_000,
        max_quantity: 1,
        mandatory: true,
      },
    ]
  // Neorent sells per-rental items once only (spec §5: quantity 1 unless per day).
  const perRentalMax = partner === 'neorent' || partner === 'thl' ? 1 : 4
  return [
    {
      code: 'BIKE',
      name: 'Bike rack',
      note: 'Up to 2 bikes',
      unit: 'DAY',
      price_cents: 800,
      max_quantity: 2,
      mandatory: false,
    },
    {
      code: 'CHAIRS',
      name: 'Camping chairs and table',
      note: null,
      unit: 'RENTAL',
      price_cents: 1_500,
      max_quantity: perRentalMax,
      mandatory: false,
    },
    { code: 'CHILD', name: 'Child seat', note: null, unit: 'DAY', price_cents: 500, max_quantity: 2, mandatory: false },
    // THL lists the gas refill it charges at the counter among its extras; the site hides it (booking §5).
    ...(partner === 'thl'
      ? [
          {
            code: 'GASDROP',
            name: 'Gas bottle at drop-off',
            note: 'Charged at drop-off when the bottle is not full',
            unit: 'RENTAL' as const,
            price_cents: 2_500,
            max_quantity: 1,
            mandatory: false,
          },
        ]
      : []),
  ]
}

function insurancesOf(partner: PartnerSlug): SimInsurance[] {
  if (partner !== 'thl' && partner !== 'indie') return []
  return [
    {
      code: 'BASIC',
      name: 'Basic',
      per_day_cents: 0,
      deposit_cents: 250_000,
      liability_cents: 250_000,
      features: { glass_and_tyres: false, number_of_drivers: 1 },
    },
    {
      code: 'STANDARD',
      name: 'Standard',
      per_day_cents: 1_500,
      deposit_cents: 100_000,
      liability_cents: 100_000,
      features: { glass_and_tyres: true, number_of_drivers: 2 },
    },
    {
      code: 'PREMIUM',
      name: 'Premium',
      per_day_cents: 2_900,
      deposit_cents: 0,
      liability_cents: 0,
      features: { glass_and_tyres: true, number_of_drivers: 4 },
    },
  ]
}

/** Indie's hand-over hours: 10:00-17:00 free, earlier and later for a fee (spec §5 slot labels). */
function slotsOf(partner: PartnerSlug): SimSlot[] {
  if (partner !== 'indie') return []
  const slots: SimSlot[] = []
  for (let hour = 8; hour <= 20; hour++) {
    const time = `${String(hour).padStart(2, '0')}:00`
    slots.push(
      hour < 10
        ? { time, price_cents: 2_500, kind: 'early_pickup' }
        : hour > 17
          ? { time, price_cents: 3_000, kind: 'out_of_hours' }
          : { time, price_cents: 0, kind: 'included' },
    )
  }
  return slots
}

function distancesOf(partner: PartnerSlug): SimDistance[] {
  if (partner !== 'indie') return []
  return [
    { code: 'KM100', name: '100 km per day', per_day_cents: 0, units: 'km' },
    { code: 'KM250', name: '250 km per day', per_day_cents: 900, units: 'km' },
    { code: 'UNLIMITED', name: 'Unlimited kilometres', per_day_cents: 1_900, units: 'km' },
  ]
}

function packagesOf(partner: PartnerSlug, nights: number): SimPackage[] {
  if (partner !== 'vanever') return []
  const product = (
    id: string,
    name: string,
    price: number,
    type: 'insurance' | 'cancellation_policy',
    lines: string[],
  ) => ({
    id,
    name,
    price_cents: price,
    type,
    conditions: lines.map((line, i) => ({ id: `${id}-${i + 1}`, line, subline: i === 0 ? 'Per rental' : '' })),
  })
  return [
    {
      id: 'PKG-SMART',
      price_cents: 1_800 * nights,
      products: [
        product('INS-SMART', 'Smart cover', 1_400 * nights, 'insurance', ['Deductible 1,000 EUR', 'Glass not covered']),
        product('CXL-FLEX', 'Flexible cancellation', 400 * nights, 'cancellation_policy', [
          'Free until 14 days before',
        ]),
      ],
    },
    {
      id: 'PKG-BASIC',
      price_cents: 900 * nights,
      products: [product('INS-BASIC', 'Basic cover', 900 * nights, 'insurance', ['Deductible 2,500 EUR'])],
    },
    {
      id: 'PKG-ALL',
      price_cents: 3_200 * nights,
      products: [
        product('INS-ALL', 'All-risk cover', 2_400 * nights, 'insurance', ['No deductible', 'Glass and tyres covered']),
        product('CXL-FREE', 'Free cancellation', 800 * nights, 'cancellation_policy', ['Free until 2 days before']),
      ],
    },
  ]
}

/**
 * The simulated partners' state: fleets with stock, offers, bookings keyed by the caller's
 * idempotency key, faults and a count of the calls each partner received.
 */
export class SimulatorState {
  fleets = seededFleets()
  readonly faults = Object.fromEntries(partnerSlugs.map((p) => [p, noFaults()])) as Record<PartnerSlug, SimFaults>
  readonly bookings = new Map<string, SimBooking>()
  readonly offers = new Map<string, SimQuote>()
  readonly calls = Object.fromEntries(partnerSlugs.map((p) => [p, 0])) as Record<PartnerSlug, number>
  private sequence = 0

  reset(): void {
    this.fleets = seededFleets()
    for (const partner of partnerSlugs) {
      this.faults[partner] = noFaults()
      this.calls[partner] = 0
    }
    this.bookings.clear()
    this.offers.clear()
  }

  unit(partner: PartnerSlug, id: string): SimUnit {
    const unit = this.fleets[partner].find((u) => u.id === id)
    if (!unit) throw new SimRefusal('not_found', `No unit ${id}.`)
    return unit
  }

  bookingsOf(partner: PartnerSlug): SimBooking[] {
    return [...this.bookings.values()].filter((b) => b.partner === partner)
  }

  private free(partner: PartnerSlug, unit: SimUnit, start: number, end: number): number {
    const taken = this.bookingsOf(partner).filter(
      (b) => b.unit_id === unit.id && b.status === 'confirmed' && b.start < end && start < b.end,
    ).length
    return unit.stock - taken
  }

  /**
   * The stretches of [from, to) in which every unit of the type is booked (the partner's own
   * calendar): bookings are swept by their boundaries, and a stretch counts once its confirmed
   * bookings reach the stock.
   */
  soldOut(partner: PartnerSlug, unitId: string, from: number, to: number): { start: number; end: number }[] {
    const unit = this.unit(partner, unitId)
    const booked = this.bookingsOf(partner).filter(
      (b) => b.unit_id === unit.id && b.status === 'confirmed' && b.start < to && from < b.end,
    )
    const edges = [...new Set([from, to, ...booked.flatMap((b) => [b.start, b.end])])]
      .filter((t) => t >= from && t <= to)
      .sort((a, b) => a - b)
    const periods: { start: number; end: number }[] = []
    for (let i = 0; i + 1 < edges.length; i++) {
      const [start, end] = [edges[i]!, edges[i + 1]!]
      if (booked.filter((b) => b.start < end && start < b.end).length < unit.stock) continue
      const last = periods.at(-1)
      if (last && last.end === start) last.end = end
      else periods.push({ start, end })
    }
    return periods
  }

  quote(partner: PartnerSlug, input: SimQuoteInput): SimQuote {
    const unit = this.unit(partner, input.unit_id)
    if (!(input.end > input.start)) throw new SimRefusal('invalid', 'The return must be after the pick-up.')
    // Rental days as a partner counts them: started 24 h periods, with the hour a daylight-saving
    // change adds to a trip forgiven (noon to noon over the October change is still 3 days, as our
    // nights count it; without it the partner billed a per-day extra once more than we showed).
    const nights = Math.max(1, Math.ceil((input.end - input.start - HOUR) / DAY))
    const codes = unit.stations.map((s) => s.code)
    for (const station of [input.pickup_station, input.dropoff_station])
      if (station && !codes.includes(station)) throw new SimRefusal('invalid', `Unknown station ${station}.`)
    if (input.persons !== undefined && input.persons > unit.seats)
      throw new SimRefusal('invalid', `At most ${unit.seats} travellers.`)
    if (this.free(partner, unit, input.start, input.end) <= 0)
      throw new SimRefusal('sold_out', 'Not available for these dates.')

    const extras = extrasOf(partner)
    const insurances = insurancesOf(partner)
    const slots = slotsOf(partner)
    const distances = distancesOf(partner)
    const packages = packagesOf(partner, nights)
    let options = 0
    for (const extra of extras.filter((e) => e.mandatory))
      options += extra.unit === 'DAY' ? extra.price_cents * nights : extra.price_cents
    for (const chosen of input.extras ?? []) {
      const extra = extras.find((e) => e.code === chosen.code)
      if (!extra) throw new SimRefusal('invalid', `Unknown extra ${chosen.code}.`)
      if (extra.mandatory) continue
      if (!Number.isInteger(chosen.quantity) || chosen.quantity < 0 || chosen.quantity > extra.max_quantity)
        throw new SimRefusal('invalid', `${extra.name}: at most ${extra.max_quantity}.`)
      options += chosen.quantity * (extra.unit === 'DAY' ? extra.price_cents * nights : extra.price_cents)
    }
    if (input.insurance) {
      const plan = insurances.find((i) => i.code === input.insurance)
      if (!plan) throw new SimRefusal('invalid', `Unknown insurance ${input.insurance}.`)
      options += plan.per_day_cents * nights
    }
    for (const time of [input.pickup_time, input.dropoff_time]) {
      if (!time || slots.length === 0) continue
      const slot = slots.find((s) => s.time === time)
      if (!slot) throw new SimRefusal('invalid', `No hand-over at ${time}.`)
      options += slot.price_cents
    }
    if (input.distance_package) {
      const distance = distances.find((d) => d.code === input.distance_package)
      if (!distance) throw new SimRefusal('invalid', `Unknown distance package ${input.distance_package}.`)
      options += distance.per_day_cents * nights
    }
    if (input.package_id) {
      const chosen = packages.find((p) => p.id === input.package_id)
      if (!chosen) throw new SimRefusal('invalid', `Unknown package ${input.package_id}.`)
      options += chosen.price_cents
    }
    const rent = unit.daily_rate_cents * nights + this.faults[partner].price_change_cents
    this.sequence += 1
    const quote: SimQuote = {
      offer_id: `${partner}-offer-${this.sequence}`,
      unit,
      input,
      nights,
      rent_cents: rent,
      options_cents: options,
      total_cents: rent + options,
      extras,
      insurances,
      pickup_slots: slots,
      dropoff_slots: slots,
      distance_packages: distances,
      packages,
    }
    this.offers.set(quote.offer_id, quote)
    return quote
  }

  /**
   * Books an offer. The idempotency key is looked up first: a retry (after a lost answer, say)
   * gets the booking it made, whatever happened to stock and prices since.
   */
  book(
    partner: PartnerSlug,
    key: string,
    offerId: string,
    expectedTotal: number,
    customer: Record<string, unknown>,
  ): { booking: SimBooking; created: boolean } {
    const existing = this.bookings.get(`${partner}:${key}`)
    if (existing) return { booking: existing, created: false }
    const offer = this.offers.get(offerId)
    if (!offer) throw new SimRefusal('invalid', `Unknown offer ${offerId}.`)
    const faults = this.faults[partner]
    if (faults.sold_out_on_book) {
      faults.sold_out_on_book = false
      throw new SimRefusal('sold_out', 'The vehicle was booked by someone else meanwhile.')
    }
    // Prices again now: stock and tariffs may have moved since the offer.
    const now = this.quote(partner, offer.input)
    if (now.total_cents !== expectedTotal)
      throw new SimRefusal('price_changed', `The price is now ${now.total_cents}.`, now.total_cents)
    this.sequence += 1
    const booking: SimBooking = {
      reference: `${partner.toUpperCase().replaceAll('-', '')}-${String(100_000 + this.sequence)}`,
      partner,
      idempotency_key: key,
      unit_id: offer.unit.id,
      start: offer.input.start,
      end: offer.input.end,
      total_cents: now.total_cents,
      currency: offer.unit.currency,
      status: 'confirmed',
      customer,
      options: {
        extras: offer.input.extras ?? [],
        insurance: offer.input.insurance ?? null,
        distance_package: offer.input.distance_package ?? null,
        package_id: offer.input.package_id ?? null,
        pickup_time: offer.input.pickup_time ?? null,
        dropoff_time: offer.input.dropoff_time ?? null,
      },
      created_at: currentTimestamp(),
    }
    this.bookings.set(`${partner}:${key}`, booking)
    return { booking, created: true }
  }

  findBooking(partner: PartnerSlug, by: { key?: string; reference?: string }): SimBooking {
    const found = by.key
      ? this.bookings.get(`${partner}:${by.key}`)
      : this.bookingsOf(partner).find((b) => b.reference === by.reference)
    if (!found) throw new SimRefusal('not_found', 'No such booking.')
    return found
  }

  cancel(partner: PartnerSlug, by: { key?: string; reference?: string }): SimBooking {
    const booking = this.findBooking(partner, by)
    booking.status = 'cancelled'
    return booking
  }
}
