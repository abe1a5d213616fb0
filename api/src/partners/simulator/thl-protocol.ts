import type { FastifyInstance, FastifyReply } from 'fastify'
import type { SimUnit } from './fleet'
import {
  answerBook,
  type Body,
  body,
  guarding,
  idempotencyKey,
  isoPeriods,
  major,
  num,
  type ProtocolContext,
  photos,
  str,
  tsOf,
} from './protocol-support'
import type { SimBooking, SimQuote, SimRefusal } from './state'

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
