import type { FastifyInstance } from 'fastify'
import type { SimUnit } from './fleet'
import {
  answerBook,
  type Body,
  body,
  guarding,
  idempotencyKey,
  isoPeriods,
  num,
  type ProtocolContext,
  photos,
  str,
  tsOf,
} from './protocol-support'
import type { SimBooking } from './state'

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
