import { convertMinorUnits, isTravelerRole, nightKeyOf, supportedCurrencies } from '@driftway/domain'
import type { ApiErrorKey } from '@driftway/domain/api-errors'
import { partnerRoutePaths as paths } from '@driftway/domain/partners'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../auth/plugin'
import { bookingErrors } from '../bookings/errors'
import { bookingViewSchema } from '../bookings/schemas'
import { type BookingDoc, loadBookingAssets, toBookingView } from '../bookings/view'
import { ApiError } from '../http/errors'
import { declareAuth } from '../http/openapi'
import { validationError } from '../http/validation'
import {
  partnerBookBody,
  partnerValidateBody,
  personsBody,
  validateAnswer,
  validateAtPartner,
} from '../partners/requests'
import { createPartnerBooking } from '../partners/saga-create'
import { type PartnerQuote, type PartnerSlug, partnerKind } from '../partners/types'
import { startBookingPayment } from '../payments/booking-payments'

/** Signed in as a traveler (routes.tsv "traveler"); lessors get "only travelers can book" (booking §6). */
async function requireTraveler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser.call(this, request, reply)
  if (!isTravelerRole(request.user!.role)) throw bookingErrors.onlyTraveler()
}
declareAuth({ schemes: ['userBearer'], forbids: [bookingErrors.onlyTraveler().errorKey] }, requireTraveler)

const money = z.number().int()
const extraSchema = z.object({
  code: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  unit: z.enum(['DAY', 'RENTAL']),
  price_in_cents: money,
  daily_rate_in_cents: money.nullable(),
  max_quantity: z.number().int(),
  mandatory: z.boolean(),
})
const insuranceSchema = z.object({
  code: z.string(),
  name: z.string(),
  price_in_cents: money,
  deposit_in_cents: money.nullable(),
  liability_in_cents: money.nullable(),
  features: z.record(z.string(), z.union([z.boolean(), z.number()])),
})
const slotSchema = z.object({
  value: z.string(),
  price_in_cents: money,
  label: z.enum(['early_pickup', 'included', 'out_of_hours']),
})
const amenityLine = z.object({ name: z.string(), quantity: z.number(), total_charge_in_cents: money })

/** booking §7 "Validation response" of a partner: error, error_msg, available_vehicle_id, currency, price details. */
const validateAnswerSchema = z.object({
  error: z.literal(false),
  error_msg: z.null(),
  partner: z.string(),
  available_vehicle_id: z.string(),
  currency: z.string(),
  total_rent_price_in_cents: money,
  rent_price_in_cents: money,
  options_price_in_cents: money,
  display_details: z.object({
    'Trip Days': z.number(),
    'Trip Nights': z.number(),
    'Listing Rent Price': money,
    'Extra Amenities': z.array(amenityLine).optional(),
    'Included Amenities': z.array(amenityLine).optional(),
    'Insurance Fee': money.optional(),
    'Distance Package Fee': money.optional(),
    downpayment_amount_in_cents: money,
    remaining_payment_amount_in_cents: money,
    remaining_payment_deadline_timestamp: z.null(),
  }),
  extra_amenities: z.array(extraSchema),
  insurance_plans: z.array(insuranceSchema),
  time_slots: z.object({ pickup: z.array(slotSchema), dropoff: z.array(slotSchema) }),
  distance_packages: z.array(
    z.object({ code: z.string(), name: z.string(), price_in_cents: money, units: z.string() }),
  ),
  packages: z.array(
    z.object({
      id: z.string(),
      price_in_cents: money,
      products: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          price_in_cents: money,
          type: z.enum(['insurance', 'cancellation_policy']),
          conditions: z.array(z.object({ id: z.string(), line: z.string(), subline: z.string() })),
        }),
      ),
    }),
  ),
  location_codes: z.object({ pickup: z.array(z.string()), dropoff: z.array(z.string()) }),
  seats: z.number().int(),
})

const validateErrors: ApiErrorKey[] = [
  'not_found',
  'not_a_partner_listing',
  'seat_limit_exceeded',
  'VAL001',
  'partner_refused',
  'partner_unavailable',
]
const bookErrors: ApiErrorKey[] = [
  ...validateErrors,
  'partner_price_changed',
  // Someone of ours holds some of the nights (our ledger's unique index).
  'dates_unavailable',
]

const offerQuery = z.object({ available_vehicle_id: z.string().min(1).max(200) })
/** What every answer about one part of a validated offer starts with. */
const offerHead = z.object({ available_vehicle_id: z.string(), partner: z.string(), currency: z.string() })

/**
 * The validate/book calls of partner-managed listings (issue 21, decision 0093): validate asks the
 * partner (quote cached briefly); book starts the saga — validate afresh, booking and nights in our
 * ledger, payment, book at the partner with our booking id as idempotency key, Confirmed (or
 * refunded). Plus the offer's extras and insurance, and the campsite person check.
 */
export const partnerBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const answerBooking = async (booking: BookingDoc) => {
    const assets = await loadBookingAssets(app.ctx.payload, [booking])
    return toBookingView(booking, assets, 'traveler', app.ctx.env.publicUrl)
  }

  for (const [partner, { validate, book }] of Object.entries(paths) as [PartnerSlug, (typeof paths)[PartnerSlug]][]) {
    app.post(
      validate,
      {
        onRequest: [requireTraveler],
        config: { errors: validateErrors },
        schema: {
          tags: ['partner bookings'],
          summary: `Validate and price a range at the partner (${partner})`,
          description:
            "Asks the partner's system (the same question within PARTNER_QUOTE_CACHE_SECONDS is answered from the cache). 409 VAL001 when the partner has no unit for the range (the site offers alternatives); 400 seat_limit_exceeded with `seats` when adults plus children exceed the listing's seats; 503 partner_unavailable when the partner does not answer in time.",
          body: partnerValidateBody,
          response: { 200: validateAnswerSchema },
        },
      },
      async (request) => {
        try {
          const { listing, request: question, quote } = await validateAtPartner(app, partner, request.body)
          return validateAnswer(listing, quote, question)
        } catch (error) {
          // The site's validate flow reads `error: true` beside error_key/error_msg (as booking/travel/validate/).
          if (error instanceof ApiError)
            throw new ApiError(error.errorKey, error.message, error.fields, { ...error.extra, error: true })
          throw error
        }
      },
    )

    const fiveAnker = partner === 'five-anker'
    app.post(
      book,
      {
        onRequest: [requireTraveler],
        config: {
          errors: fiveAnker
            ? [
                ...bookErrors,
                'nothing_to_pay',
                'payment_deadline_passed',
                'lessor_cannot_receive_payments',
                'payment_unavailable',
              ]
            : bookErrors,
        },
        schema: {
          tags: ['partner bookings'],
          summary: fiveAnker
            ? 'Book a Five Anker boat and open its payment page'
            : `Book at the partner (${partner}): the booking awaits its full payment`,
          description:
            'Validates afresh at the partner (409 partner_price_changed when `expected_total_in_cents` no longer holds), then creates the booking (Awaiting payment, paid in full) and claims its nights. After the payment the partner is asked to book with our booking id as idempotency key: Confirmed, or cancelled and refunded in full when the partner refuses (decision 0093).',
          body: partnerBookBody,
          response: fiveAnker
            ? { 201: z.object({ id: z.string(), redirect_url: z.string(), booking: bookingViewSchema }) }
            : { 201: bookingViewSchema },
        },
      },
      async (request, reply) => {
        const user = currentUser(request)
        const booking = await createPartnerBooking(app, user, partner, request.body)
        reply.status(201)
        if (!fiveAnker) return answerBooking(booking)
        const { redirect_url } = await startBookingPayment(
          app,
          user,
          partnerKind[partner],
          booking,
          request.body.payment_method,
        )
        return { id: String(booking.id), redirect_url, booking: await answerBooking(booking) }
      },
    )
  }

  /** An offer of a vehicle partner given out recently, else 404 (validate again). */
  const offerOf = (id: string, partner?: PartnerSlug): PartnerQuote => {
    const quote = app.partners.offer(id, partner)
    if (!quote || partnerKind[quote.partner] !== 'recreational_vehicle')
      throw new ApiError('partner_offer_not_found', 'This offer is unknown or expired; validate the dates again.')
    return quote
  }

  app.get(
    '/reservation/recreational_vehicle/thl/extras/',
    {
      config: { errors: ['partner_offer_not_found', 'conversion_unavailable'] },
      schema: {
        tags: ['partner bookings'],
        summary: "THL's extras and insurance of a validated offer (the insurance/extras wizard)",
        description:
          'Items in the shape of booking §3 "Extras/insurance item of the external rental provider". Amounts are integer minor units (nettAmt, dailyRate in the offer currency; total_rate_local in `currency`, default the offer currency).',
        querystring: offerQuery.extend({ currency: z.enum(supportedCurrencies).optional() }),
        response: {
          200: z.object({
            available_vehicle_id: z.string(),
            currency: z.string(),
            local_currency: z.string(),
            extras: z.array(thlItemSchema()),
            insurance: z.array(thlItemSchema()),
          }),
        },
      },
    },
    async (request) => {
      const quote = offerOf(request.query.available_vehicle_id, 'thl')
      const local = request.query.currency ?? quote.currency
      const { ratesPerEur } = await app.listingSearch.environment()
      const toLocal = (cents: number) => {
        try {
          return convertMinorUnits(cents, quote.currency, local, ratesPerEur)
        } catch {
          throw new ApiError('conversion_unavailable', `No exchange rate ${quote.currency} → ${local} yet.`)
        }
      }
      const item = (
        code: string,
        name: string,
        note: string | null,
        unit: 'DAY' | 'RENTAL',
        price: number,
        daily: number | null,
        max: number,
      ) => ({
        code,
        name,
        note,
        nettAmt: price,
        dailyRate: daily,
        unit,
        total_rate_local: toLocal(price),
        isSelectable: max > 1 ? ('Yes' as const) : ('No' as const),
        max_quantity: max,
        quantity: 0,
        price,
        price_local: toLocal(price),
      })
      return {
        available_vehicle_id: quote.available_vehicle_id,
        currency: quote.currency,
        local_currency: local,
        extras: quote.extras.map((e) =>
          item(e.code, e.name, e.note, e.unit, e.price_in_cents, e.daily_rate_in_cents, e.max_quantity),
        ),
        insurance: quote.insurance_plans.map((i) => item(i.code, i.name, null, 'RENTAL', i.price_in_cents, null, 1)),
      }
    },
  )

  // The parts of a validated vehicle offer the wizard reads one at a time, each beside the offer's
  // handle, partner and currency.
  const offerParts = [
    {
      path: '/reservation/recreational_vehicle/extras/',
      summary: "The extras of a partner's validated offer (vehicles)",
      answer: offerHead.extend({ extras: z.array(extraSchema) }),
      partOf: (quote: PartnerQuote) => ({ extras: quote.extras }),
    },
    {
      path: '/reservation/recreational_vehicle/insurance/',
      summary: "The insurance plans of a partner's validated offer (vehicles)",
      answer: offerHead.extend({ insurance_plans: z.array(insuranceSchema) }),
      partOf: (quote: PartnerQuote) => ({ insurance_plans: quote.insurance_plans }),
    },
  ]
  for (const { path, summary, answer, partOf } of offerParts) {
    app.get(
      path,
      {
        config: { errors: ['partner_offer_not_found'] },
        schema: { tags: ['partner bookings'], summary, querystring: offerQuery, response: { 200: answer } },
      },
      async (request) => {
        const quote = offerOf(request.query.available_vehicle_id)
        return {
          available_vehicle_id: quote.available_vehicle_id,
          partner: quote.partner,
          currency: quote.currency,
          ...partOf(quote),
        }
      },
    )
  }

  app.post(
    '/reservation/campsite/booking/validate/person/',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['partner bookings'],
        summary: 'Check the persons of a campsite booking (booking §3 "Campsite persons", §5)',
        body: personsBody,
        response: { 200: z.object({ valid: z.literal(true), persons_count: z.number().int(), detail: z.string() }) },
      },
    },
    async (request) => {
      const { persons, adults_num, children_num } = request.body
      const today = nightKeyOf(Math.floor(Date.now() / 1000), 'UTC')
      const fields: Record<string, string[]> = {}
      persons.forEach((person, index) => {
        if (person.birthdate > today) fields[`persons.${index}.birthdate`] = ['The birth date cannot be in the future.']
      })
      if (adults_num !== undefined && persons.length !== adults_num + (children_num ?? 0))
        fields.persons = [`List all ${adults_num + (children_num ?? 0)} travelers (adults and children).`]
      if (Object.keys(fields).length > 0) throw validationError(fields)
      return { valid: true as const, persons_count: persons.length, detail: 'The persons data is valid.' }
    },
  )
}

function thlItemSchema() {
  return z.object({
    code: z.string(),
    name: z.string(),
    note: z.string().nullable(),
    nettAmt: money,
    dailyRate: money.nullable(),
    unit: z.enum(['DAY', 'RENTAL']),
    total_rate_local: money,
    isSelectable: z.enum(['Yes', 'No']),
    max_quantity: z.number().int(),
    quantity: z.number().int(),
    price: money,
    price_local: money,
  })
}
