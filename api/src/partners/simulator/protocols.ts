import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PartnerSlug } from '../types'
import type { SimUnit } from './fleet'
import { type SimBooking, type SimQuote, type SimQuoteInput, SimRefusal, type SimulatorState } from './state'

/**
 * The partners' wire protocols as the simulator serves them. The spec shows none of them (only our
 * side of booking §7); the item shapes it does show (THL's extras, Indie's wizard form, Vanever's
 * packages) are used verbatim, the rest is our inference — docs/partners.md tells which is which.
 */
export type ProtocolContext = {
  partner: PartnerSlug
  state: SimulatorState
  /** Absolute URL of a unit's n-th photo on this simulator. */
  photoUrl: (unit: SimUnit, n: number) => string
}

type Body = Record<string, unknown>
const body = (request: FastifyRequest): Body => (request.body ?? {}) as Body
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value))
const major = (cents: number): number => cents / 100
const photos = (ctx: ProtocolContext, unit: SimUnit) =>
  Array.from({ length: unit.photos }, (_, n) => ctx.photoUrl(unit, n))
const tsOf = (iso: unknown) => Math.floor(Date.parse(String(iso)) / 1000)

/** Answers a lost book: the booking is made, then the connection is dropped before any answer. */
function maybeLose(ctx: ProtocolContext, reply: FastifyReply, created: boolean): boolean {
  const faults = ctx.state.faults[ctx.partner]
  if (!created || faults.lose_next_book <= 0) return false
  faults.lose_next_book -= 1
  reply.hijack()
  reply.raw.socket?.destroy()
  return true
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown

/** A route handler whose refusals (SimRefusal) the protocol answers in its own error form; anything else is thrown on. */
const guarding =
  (refuse: (reply: FastifyReply, error: SimRefusal) => unknown) =>
  (handler: Handler): Handler =>
  async (request, reply) => {
    try {
      return await handler(request, reply)
    } catch (error) {
      if (!(error instanceof SimRefusal)) throw error
      return refuse(reply, error)
    }
  }

/** The Idempotency-Key header of a book call (THL, REST), required. */
function idempotencyKey(request: FastifyRequest): string {
  const key = String(request.headers['idempotency-key'] ?? '')
  if (!key) throw new SimRefusal('invalid', 'Idempotency-Key header required.')
  return key
}

/** Books an offer once per key and answers in the protocol's form: 201 made, 200 the same key again, or a lost answer. */
function answerBook(
  ctx: ProtocolContext,
  reply: FastifyReply,
  book: { key: string; offerId: string; expectedTotal: number; customer: unknown },
  answer: (booking: SimBooking) => unknown,
) {
  const { booking, created } = ctx.state.book(
    ctx.partner,
    book.key,
    book.offerId,
    book.expectedTotal,
    (book.customer ?? {}) as Body,
  )
  if (maybeLose(ctx, reply, created)) return reply
  return reply.status(created ? 201 : 200).send(answer(booking))
}

/** Sold-out periods as ISO times (THL, REST). */
const isoPeriods = (periods: { start: number; end: number }[]) =>
  periods.map((p) => ({ from: new Date(p.start * 1000).toISOString(), to: new Date(p.end * 1000).toISOString() }))

// — THL: camelCase, x-api-key, amounts in major units (the spec's nettAmt/dailyRate items) —

export function thlProtocol(app: FastifyInstance, ctx: ProtocolContext): void {
  const { state, partner } = ctx
  const branch = (s: SimUnit['home']) => ({
    code: s.code,
    name: s.name,
    city: s.city,
    countryCode: s.country_iso2,
    latitude: s.lat,
    longitude: s.lng,
  })
  const booking = (b: SimBooking) => ({
    bookingReference: b.reference,
    agentReference: b.idempotency_key,
    status: b.status === 'confirmed' ? 'CONFIRMED' : 'CANCELLED',
    grandTotal: major(b.total_cents),
    currencyCode: b.currency,
  })
  const refuse = (reply: FastifyReply, error: SimRefusal) => {
    const status = error.code === 'not_found' ? 404 : error.code === 'invalid' ? 400 : 409
    const errorCode = {
      sold_out: 'VEHICLE_UNAVAILABLE',
      price_changed: 'PRICE_MISMATCH',
      invalid: 'VALIDATION',
      not_found: 'NOT_FOUND',
    }[error.code]
    return reply.status(status).send({
      errorCode,
      message: error.message,
      ...(error.total_cents === undefined ? {} : { grandTotal: major(error.total_cents) }),
    })
  }
  const guard = guarding(refuse)

  app.get('/v1/vehicles', async () => ({
    vehicles: state.fleets[partner].map((u) => ({
      bookingCode: u.id,
      name: u.title,
      description: u.description,
      make: u.brand,
      model: u.model,
      seats: u.seats,
      berths: u.sleeps,
      transmission: u.transmission === 'automatic' ? 'AUTO' : 'MANUAL',
      fuel: u.fuel?.toUpperCase() ?? null,
      dailyRateFrom: major(u.daily_rate_cents),
      currencyCode: u.currency,
      branch: branch(u.home),
      branches: u.stations.map(branch),
      imageUrls: photos(ctx, u),
    })),
  }))

  const quoteOf = (b: Body): SimQuote =>
    state.quote(partner, {
      unit_id: String(b.bookingCode),
      start: tsOf(b.pickUpDateTime),
      end: tsOf(b.dropOffDateTime),
      pickup_station: str(b.pickUpBranch),
      dropoff_station: str(b.dropOffBranch),
      extras: ((b.extras as { code: string; qty: number }[] | undefined) ?? []).map((e) => ({
        code: e.code,
        quantity: e.qty,
      })),
      insurance: str(b.insuranceCode),
      persons: b.passengers === undefined ? undefined : num(b.passengers),
    })

  app.post(
    '/v1/availability',
    guard(async (request) => {
      const q = quoteOf(body(request))
      const item = (e: {
        code: string
        name: string
        note?: string | null
        unit: 'DAY' | 'RENTAL'
        price: number
        max: number
      }) => ({
        code: e.code,
        name: e.name,
        note: e.note ?? '',
        nettAmt: major(e.unit === 'DAY' ? e.price * q.nights : e.price),
        dailyRate: e.unit === 'DAY' ? major(e.price) : null,
        unit: e.unit,
        total_rate_local: major(e.unit === 'DAY' ? e.price * q.nights : e.price),
        isSelectable: e.max > 1 ? 'Yes' : 'No',
        maxQty: e.max,
      })
      return {
        availableVehicleId: q.offer_id,
        currencyCode: q.unit.currency,
        rentalTotal: major(q.rent_cents),
        optionsTotal: major(q.options_cents),
        grandTotal: major(q.total_cents),
        seats: q.unit.seats,
        branches: q.unit.stations.map((s) => s.code),
        extras: q.extras.map((e) =>
          item({ code: e.code, name: e.name, note: e.note, unit: e.unit, price: e.price_cents, max: e.max_quantity }),
        ),
        insurance: q.insurances.map((i) => ({
          ...item({ code: i.code, name: i.name, unit: 'DAY', price: i.per_day_cents, max: 1 }),
          bond: major(i.deposit_cents),
          excess: major(i.liability_cents),
        })),
      }
    }),
  )

  app.post(
    '/v1/bookings',
    guard(async (request, reply) => {
      const b = body(request)
      return answerBook(
        ctx,
        reply,
        {
          key: idempotencyKey(request),
          offerId: String(b.availableVehicleId),
          expectedTotal: Math.round(num(b.expectedGrandTotal) * 100),
          customer: b.customer,
        },
        booking,
      )
    }),
  )
  app.get(
    '/v1/vehicles/:bookingCode/unavailability',
    guard(async (request) => {
      const q = request.query as Body
      const periods = state.soldOut(partner, (request.params as Body).bookingCode as string, tsOf(q.from), tsOf(q.to))
      return { periods: isoPeriods(periods) }
    }),
  )
  app.get(
    '/v1/bookings',
    guard(async (request) =>
      booking(state.findBooking(partner, { key: String((request.query as Body).agentReference ?? '') })),
    ),
  )
  app.post(
    '/v1/bookings/:reference/cancel',
    guard(async (request) =>
      booking(state.cancel(partner, { reference: (request.params as Body).reference as string })),
    ),
  )
}

// — Indie Campers: snake_case, x-indie-token, unix times, cents; idempotency on external_reference —

export function indieProtocol(app: FastifyInstance, ctx: ProtocolContext): void {
  const { state, partner } = ctx
  const booking = (b: SimBooking) => ({
    booking_reference: b.reference,
    external_reference: b.idempotency_key,
    state: b.status,
    total: b.total_cents,
    currency: b.currency,
  })
  const guard = guarding((reply, error) => {
    const status = error.code === 'not_found' ? 404 : error.code === 'invalid' ? 422 : 409
    return reply.status(status).send({ error: error.code, detail: error.message, total: error.total_cents ?? null })
  })

  app.get('/v2/campers', async () => ({
    data: state.fleets[partner].map((u) => ({
      identifier: u.id,
      name: u.title,
      description: u.description,
      brand: u.brand,
      model: u.model,
      seats: u.seats,
      beds: u.sleeps,
      gearbox: u.transmission,
      fuel: u.fuel,
      currency: u.currency,
      price_from: u.daily_rate_cents,
      home_location_code: u.home.code,
      locations: u.stations.map((s) => ({
        code: s.code,
        name: s.name,
        city: s.city,
        country_code: s.country_iso2,
        lat: s.lat,
        lng: s.lng,
      })),
      images: photos(ctx, u).map((url) => ({ url })),
    })),
  }))

  app.post(
    '/v2/offers',
    guard(async (request) => {
      const b = body(request)
      const input: SimQuoteInput = {
        unit_id: String(b.identifier),
        start: num(b.start_date),
        end: num(b.end_date),
        pickup_station: str(b.pickup_location_code),
        dropoff_station: str(b.dropoff_location_code),
        pickup_time: str(b.checkin_time),
        dropoff_time: str(b.checkout_time),
        insurance: str(b.insurance),
        distance_package: str(b.distance_package),
        extras: ((b.extras as { identifier: string; quantity: number }[] | undefined) ?? []).map((e) => ({
          code: e.identifier,
          quantity: e.quantity,
        })),
        persons: b.travellers === undefined ? undefined : num(b.travellers),
      }
      const q = state.quote(partner, input)
      const time = (s: { time: string; price_cents: number; kind: string }) => ({
        label: s.time,
        value: s.time,
        price: s.price_cents,
        price_local: s.price_cents,
        suffix: s.kind === 'early_pickup' ? 'early pickup' : s.kind === 'out_of_hours' ? 'out of hours' : '',
        text: s.price_cents === 0 ? 'No extra charge' : `${major(s.price_cents)} ${q.unit.currency}`,
      })
      return {
        offer_id: q.offer_id,
        currency: q.unit.currency,
        price: { rental: q.rent_cents, options: q.options_cents, total: q.total_cents },
        seats: q.unit.seats,
        pickup_times: q.pickup_slots.map(time),
        dropoff_times: q.dropoff_slots.map(time),
        insurances: q.insurances.map((i) => ({
          identifier: i.code,
          name: i.name,
          price: i.per_day_cents * q.nights,
          currency: q.unit.currency,
          liability: i.liability_cents,
          deposit: i.deposit_cents,
          features: i.features,
        })),
        extras: q.extras.map((e) => ({
          identifier: e.code,
          name: e.name,
          price: e.unit === 'DAY' ? e.price_cents * q.nights : e.price_cents,
          currency: q.unit.currency,
          per_day: e.unit === 'DAY',
          max_quantity: e.max_quantity,
          mandatory: e.mandatory,
        })),
        distance_packages: q.distance_packages.map((d) => ({
          identifier: d.code,
          name: d.name,
          price: d.per_day_cents * q.nights,
          currency: q.unit.currency,
          units: d.units,
        })),
        pickup_location_codes: q.unit.stations.map((s) => s.code),
        dropoff_location_codes: q.unit.stations.map((s) => s.code),
      }
    }),
  )

  app.post(
    '/v2/bookings',
    guard(async (request, reply) => {
      const b = body(request)
      const key = str(b.external_reference)
      if (!key) throw new SimRefusal('invalid', 'external_reference required.')
      return answerBook(
        ctx,
        reply,
        { key, offerId: String(b.offer_id), expectedTotal: num(b.expected_total), customer: b.customer },
        booking,
      )
    }),
  )
  app.get(
    '/v2/campers/:identifier/blocked',
    guard(async (request) => {
      const q = request.query as Body
      return { blocked: state.soldOut(partner, (request.params as Body).identifier as string, num(q.from), num(q.to)) }
    }),
  )
  app.get(
    '/v2/bookings/by-reference/:external',
    guard(async (request) => booking(state.findBooking(partner, { key: (request.params as Body).external as string }))),
  )
  app.delete(
    '/v2/bookings/:reference',
    guard(async (request) =>
      booking(state.cancel(partner, { reference: (request.params as Body).reference as string })),
    ),
  )
}

// — The rental REST protocol (neorent, mcrent, wheel-office, vanever, campnerd, five-anker): our inference —

export function restProtocol(app: FastifyInstance, ctx: ProtocolContext): void {
  const { state, partner } = ctx
  const reservation = (b: SimBooking) => ({
    reservation: {
      id: b.reference,
      external_reference: b.idempotency_key,
      status: b.status,
      total: b.total_cents,
      currency: b.currency,
    },
  })
  const location = (s: SimUnit['home']) => ({
    code: s.code,
    name: s.name,
    city: s.city,
    country: s.country_iso2,
    lat: s.lat,
    lng: s.lng,
  })
  const guard = guarding((reply, error) => {
    const status = error.code === 'not_found' ? 404 : error.code === 'invalid' ? 422 : 409
    return reply.status(status).send({
      error: { code: error.code.toUpperCase(), message: error.message, total: error.total_cents ?? null },
    })
  })

  app.get('/api/units', async () => ({
    units: state.fleets[partner].map((u) => ({
      id: u.id,
      title: u.title,
      description: u.description,
      brand: u.brand,
      model: u.model,
      seats: u.seats,
      sleeps: u.sleeps,
      transmission: u.transmission,
      fuel: u.fuel,
      currency: u.currency,
      price_per_night: u.daily_rate_cents,
      location: location(u.home),
      locations: u.stations.map(location),
      photos: photos(ctx, u),
    })),
  }))

  app.post(
    '/api/quotes',
    guard(async (request) => {
      const b = body(request)
      const q = state.quote(partner, {
        unit_id: String(b.unit_id),
        start: tsOf(b.from),
        end: tsOf(b.to),
        pickup_station: str(b.pickup_location),
        dropoff_station: str(b.dropoff_location),
        extras: (b.extras as { code: string; quantity: number }[] | undefined) ?? [],
        package_id: str(b.package_id),
        insurance: str(b.insurance),
        pickup_time: str(b.pickup_time),
        dropoff_time: str(b.return_time),
        persons: b.persons === undefined ? undefined : num(b.persons),
      })
      return {
        quote_id: q.offer_id,
        unit_id: q.unit.id,
        currency: q.unit.currency,
        rent: q.rent_cents,
        options: q.options_cents,
        total: q.total_cents,
        seats: q.unit.seats,
        locations: q.unit.stations.map((s) => s.code),
        extras: q.extras.map((e) => ({
          code: e.code,
          name: e.name,
          note: e.note,
          unit: e.unit === 'DAY' ? 'per_day' : 'per_rental',
          price: e.price_cents,
          max_quantity: e.max_quantity,
          mandatory: e.mandatory,
        })),
        // Vanever's packages in the spec's shape (booking §3 "Package").
        packages: q.packages.map((p) => ({
          id: p.id,
          price: p.price_cents,
          products: p.products.map((product) => ({
            id: product.id,
            name: product.name,
            price: product.price_cents,
            vanever_type: product.type,
            condition: product.conditions,
          })),
        })),
      }
    }),
  )

  app.post(
    '/api/reservations',
    guard(async (request, reply) => {
      const b = body(request)
      return answerBook(
        ctx,
        reply,
        {
          key: idempotencyKey(request),
          offerId: String(b.quote_id),
          expectedTotal: num(b.expected_total),
          customer: b.customer,
        },
        reservation,
      )
    }),
  )
  app.get(
    '/api/units/:id/availability',
    guard(async (request) => {
      const q = request.query as Body
      const periods = state.soldOut(partner, (request.params as Body).id as string, tsOf(q.from), tsOf(q.to))
      return { unavailable: isoPeriods(periods) }
    }),
  )
  app.get(
    '/api/reservations',
    guard(async (request) =>
      reservation(state.findBooking(partner, { key: String((request.query as Body).external_reference ?? '') })),
    ),
  )
  app.post(
    '/api/reservations/:id/cancel',
    guard(async (request) => reservation(state.cancel(partner, { reference: (request.params as Body).id as string }))),
  )
}
