import type { FastifyInstance } from 'fastify'
import {
  answerBook,
  type Body,
  body,
  guarding,
  major,
  num,
  type ProtocolContext,
  photos,
  str,
} from './protocol-support'
import { type SimBooking, type SimQuoteInput, SimRefusal } from './state'

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
