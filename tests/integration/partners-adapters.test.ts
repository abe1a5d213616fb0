import { readPartnerSettings } from '@driftway/api/partners/config'
import { PartnerService } from '@driftway/api/partners/service'
import { type PartnerSimulator, startPartnerSimulator } from '@driftway/api/partners/simulator/server'
import type { PartnerSlug, QuoteRequest } from '@driftway/api/partners/types'
import { partnerSlugs } from '@driftway/domain/partners'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

/**
 * Contract tests of every partner adapter against the simulator (issue 21), and the resilience
 * policy under the simulator's faults: retries, timeouts, the circuit breaker, idempotent booking.
 */

let simulator: PartnerSimulator
const DAY = 86_400
// Noon UTC, 60 days ahead: 5 nights.
const pickup = Math.floor(Date.now() / 1000 / DAY) * DAY + 60 * DAY + 12 * 3600
const range = { pickup_timestamp: pickup, return_timestamp: pickup + 5 * DAY }
const traveler = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' }

function service(overrides: Record<string, string> = {}) {
  return new PartnerService(
    readPartnerSettings({
      PARTNER_SIMULATOR_URL: simulator.url,
      PARTNER_TIMEOUT_MS: '400',
      PARTNER_ATTEMPTS: '3',
      PARTNER_RETRY_DELAY_MS: '10',
      PARTNER_BREAKER_FAILURES: '3',
      PARTNER_BREAKER_RESET_MS: '60000',
      PARTNER_QUOTE_CACHE_SECONDS: '0',
      ...overrides,
    }),
  )
}

const control = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${simulator.url}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return response.json() as Promise<Record<string, unknown>>
}
const simBookings = async (partner: PartnerSlug) =>
  ((await control('GET', `bookings/${partner}`)).bookings as { idempotency_key: string; status: string }[]) ?? []
const simCalls = async (partner: PartnerSlug) => (await control('GET', `calls/${partner}`)).calls as number

/** What the API raised: the catalogue key, or the unexpected error itself. */
async function failure(promise: Promise<unknown>): Promise<{ key: string; message: string }> {
  try {
    await promise
  } catch (error) {
    const e = error as { errorKey?: string; message: string }
    if (!e.errorKey) throw error
    return { key: e.errorKey, message: e.message }
  }
  throw new Error('expected the call to fail')
}

beforeAll(async () => {
  simulator = await startPartnerSimulator()
})
afterAll(async () => {
  await simulator?.close()
})
beforeEach(async () => {
  await control('POST', 'reset')
})

/** Seeded prices per night of each partner's first unit (simulator/fleet.ts) and what a full quote adds. */
const expectations: Record<
  PartnerSlug,
  { units: number; rate: number; mandatory: number; options: Partial<QuoteRequest>; optionsCents: number }
> = {
  // Standard cover 15.00/day × 5 + chairs 15.00 once.
  thl: {
    units: 4,
    rate: 11_900,
    mandatory: 0,
    options: { insurance: 'STANDARD', extras: [{ code: 'CHAIRS', quantity: 1 }] },
    optionsCents: 7_500 + 1_500,
  },
  neorent: {
    units: 3,
    rate: 8_900,
    mandatory: 0,
    options: { extras: [{ code: 'BIKE', quantity: 2 }] },
    optionsCents: 2 * 800 * 5,
  },
  mcrent: {
    units: 3,
    rate: 10_500,
    mandatory: 0,
    options: { extras: [{ code: 'CHAIRS', quantity: 3 }] },
    optionsCents: 3 * 1_500,
  },
  'wheel-office': {
    units: 2,
    rate: 9_500,
    mandatory: 0,
    options: { extras: [{ code: 'CHILD', quantity: 1 }] },
    optionsCents: 500 * 5,
  },
  // Premium 29.00/day, 08:00 pick-up (early, 25.00), 19:00 return (out of hours, 30.00), 250 km (9.00/day).
  indie: {
    units: 4,
    rate: 7_900,
    mandatory: 0,
    options: { insurance: 'PREMIUM', checkin_time: '08:00', checkout_time: '19:00', distance_package: 'KM250' },
    optionsCents: 2_900 * 5 + 2_500 + 3_000 + 900 * 5,
  },
  vanever: { units: 3, rate: 9_900, mandatory: 0, options: { package_id: 'PKG-SMART' }, optionsCents: 1_800 * 5 },
  campnerd: {
    units: 3,
    rate: 3_200,
    mandatory: 0,
    options: { extras: [{ code: 'ELEC', quantity: 1 }] },
    optionsCents: 400 * 5,
  },
  // Final cleaning (90.00) is mandatory; a skipper 180.00/day.
  'five-anker': {
    units: 2,
    rate: 42_000,
    mandatory: 9_000,
    options: { extras: [{ code: 'SKIPPER', quantity: 1 }] },
    optionsCents: 18_000 * 5,
  },
}

describe.each(partnerSlugs)('%s adapter against the simulator', (partner) => {
  const expected = expectations[partner]

  it('imports the fleet with photos, stations and the partner id', async () => {
    const fleet = await service().adapter(partner).importFleet()
    expect(fleet).toHaveLength(expected.units)
    const first = fleet[0]!
    expect(first.daily_rate_in_cents).toBe(expected.rate)
    expect(first.currency).toBe('EUR')
    expect(first.seats).toBeGreaterThan(0)
    expect(first.photos).toHaveLength(2)
    expect(first.locations.map((l) => l.code)).toContain(first.home.code)
    expect(first.home.country_iso2).toMatch(/^[A-Z]{2}$/)
    const photo = await fetch(first.photos[0]!)
    expect(photo.headers.get('content-type')).toBe('image/jpeg')
    expect(new Set(fleet.map((f) => f.external_id)).size).toBe(expected.units)
  })

  it('quotes a range, then the chosen options, in integer cents', async () => {
    const partners = service()
    const [unit] = await partners.adapter(partner).importFleet()
    const bare = await partners.quote(partner, { external_id: unit!.external_id, ...range })
    expect(bare.rent_in_cents).toBe(expected.rate * 5)
    expect(bare.total_in_cents).toBe(expected.rate * 5 + expected.mandatory)
    expect(bare.available_vehicle_id).toBeTruthy()
    expect(bare.location_codes.pickup).toContain(unit!.home.code)
    const full = await partners.quote(partner, { external_id: unit!.external_id, ...range, ...expected.options })
    expect(full.total_in_cents).toBe(expected.rate * 5 + expected.mandatory + expected.optionsCents)
    expect(Number.isInteger(full.total_in_cents)).toBe(true)
  })

  it('books with our booking id as idempotency key, reads the status and cancels', async () => {
    const partners = service()
    const [unit] = await partners.adapter(partner).importFleet()
    const quote = await partners.quote(partner, { external_id: unit!.external_id, ...range })
    const request = {
      external_id: unit!.external_id,
      ...range,
      booking_id: `booking-${partner}-1`,
      available_vehicle_id: quote.available_vehicle_id,
      expected_total_in_cents: quote.total_in_cents,
      traveler,
    }
    const booked = await partners.book(partner, request)
    expect(booked).toMatchObject({
      status: 'confirmed',
      booking_id: request.booking_id,
      total_in_cents: quote.total_in_cents,
    })
    // The same booking id again: the partner answers the first booking and books nothing more.
    const again = await partners.book(partner, request)
    expect(again.reference).toBe(booked.reference)
    expect(await simBookings(partner)).toHaveLength(1)
    expect(await partners.status(partner, request.booking_id)).toMatchObject({
      status: 'confirmed',
      reference: booked.reference,
    })
    expect(await partners.status(partner, 'never-booked')).toBeNull()
    // The first unit is a single vehicle: the range is sold out now.
    expect((await failure(partners.quote(partner, { external_id: unit!.external_id, ...range }))).key).toBe(
      'partner_sold_out',
    )
    expect(await partners.cancel(partner, request.booking_id)).toMatchObject({ status: 'cancelled' })
    expect((await simBookings(partner))[0]!.status).toBe('cancelled')
    // Cancelled, the vehicle is free again.
    await expect(partners.quote(partner, { external_id: unit!.external_id, ...range })).resolves.toBeTruthy()
  })

  it('turns the partner refusing a request into partner_refused with its reason', async () => {
    const [unit] = await service().adapter(partner).importFleet()
    const refused = await failure(
      service().quote(partner, { external_id: unit!.external_id, ...range, pickup_location_code: 'NOWHERE' }),
    )
    expect(refused.key).toBe('partner_refused')
    expect(refused.message).toContain('NOWHERE')
  })
})

describe('partner rules in the quotes (booking §5)', () => {
  it('THL items answer isSelectable; "No" caps the quantity at 1', async () => {
    const quote = await service().quote('thl', { external_id: 'THL-4100', ...range })
    expect(quote.extras.find((e) => e.code === 'CHAIRS')!.max_quantity).toBe(1)
    expect(quote.extras.find((e) => e.code === 'BIKE')!.max_quantity).toBe(2)
    expect(quote.insurance_plans.map((p) => p.code)).toEqual(['BASIC', 'STANDARD', 'PREMIUM'])
  })

  it('a trip over the October clock change is priced by the days travelers see (3, not 4)', async () => {
    // Noon to noon in Berlin, 2028-10-28 → 2028-10-31: the clocks go back on the 29th, so the trip
    // lasts 73 h. It costs what a 72 h trip in June costs: per-day items count 3 days, as our nights do.
    const withBike = { external_id: 'THL-4100', extras: [{ code: 'BIKE', quantity: 1 }] }
    const partners = service()
    const october = await partners.quote('thl', {
      ...withBike,
      pickup_timestamp: Date.UTC(2028, 9, 28, 10) / 1000,
      return_timestamp: Date.UTC(2028, 9, 31, 11) / 1000,
    })
    const june = await partners.quote('thl', {
      ...withBike,
      pickup_timestamp: Date.UTC(2028, 5, 6, 10) / 1000,
      return_timestamp: Date.UTC(2028, 5, 9, 10) / 1000,
    })
    expect(october.options_in_cents).toBe(3 * october.extras.find((e) => e.code === 'BIKE')!.daily_rate_in_cents!)
    expect(october.options_in_cents).toBe(june.options_in_cents)
    expect(october.rent_in_cents).toBe(june.rent_in_cents)
  })

  it('neorent: 1 unless per day; campnerd: 1', async () => {
    const neorent = await service().quote('neorent', { external_id: 'neo-a10', ...range })
    expect(neorent.extras.filter((e) => e.unit === 'RENTAL').every((e) => e.max_quantity === 1)).toBe(true)
    expect(neorent.extras.find((e) => e.code === 'BIKE')!.max_quantity).toBe(2)
    const campnerd = await service().quote('campnerd', { external_id: 'acc-500', ...range })
    expect(campnerd.extras.every((e) => e.max_quantity === 1)).toBe(true)
  })

  it('Indie labels hand-over slots: early pickup, included, out of hours', async () => {
    const quote = await service().quote('indie', { external_id: 'indie-camper-0', ...range })
    const label = (time: string) => quote.time_slots.pickup.find((s) => s.value === time)
    expect(label('08:00')).toMatchObject({ label: 'early_pickup', price_in_cents: 2_500 })
    expect(label('12:00')).toMatchObject({ label: 'included', price_in_cents: 0 })
    expect(label('20:00')).toMatchObject({ label: 'out_of_hours', price_in_cents: 3_000 })
    expect(quote.distance_packages.map((d) => d.code)).toEqual(['KM100', 'KM250', 'UNLIMITED'])
  })

  it('Vanever packages carry products with their conditions', async () => {
    const quote = await service().quote('vanever', { external_id: 'van-0', ...range })
    const smart = quote.packages.find((p) => p.id === 'PKG-SMART')!
    expect(smart.price_in_cents).toBe(1_800 * 5)
    expect(smart.products.map((p) => p.type)).toEqual(['insurance', 'cancellation_policy'])
    expect(smart.products[0]!.conditions[0]).toMatchObject({ line: 'Deductible 1,000 EUR' })
  })

  it('a party larger than the seats is refused by the partner', async () => {
    const refused = await failure(service().quote('thl', { external_id: 'THL-4100', ...range, adults: 4, children: 2 }))
    expect(refused.key).toBe('partner_refused')
  })
})

describe('resilience under faults', () => {
  const thlQuote = { external_id: 'THL-4101', ...range }

  it('retries a 5xx with backoff and succeeds', async () => {
    await control('PUT', 'faults/thl', { fail_next: 2 })
    const quote = await service().quote('thl', thlQuote)
    expect(quote.total_in_cents).toBe(12_900 * 5)
    expect(await simCalls('thl')).toBe(3)
  })

  it('gives up on a partner that does not answer within the timeout, with a clear error', async () => {
    await control('PUT', 'faults/thl', { hang: true })
    const started = Date.now()
    const error = await failure(service({ PARTNER_ATTEMPTS: '2' }).quote('thl', thlQuote))
    expect(error.key).toBe('partner_unavailable')
    expect(error.message).toContain('did not answer within 400 ms')
    // Two attempts of 400 ms plus a short backoff, not the partner's whole silence.
    expect(Date.now() - started).toBeLessThan(2_500)
  })

  it('opens the circuit after consecutive failures: calls fail at once without reaching the partner', async () => {
    const partners = service({ PARTNER_ATTEMPTS: '1' })
    await control('PUT', 'faults/thl', { fail_next: -1 })
    for (let i = 0; i < 3; i++) expect((await failure(partners.quote('thl', thlQuote))).key).toBe('partner_unavailable')
    expect(partners.isBookable('thl')).toBe(false)
    const before = await simCalls('thl')
    const started = Date.now()
    const open = await failure(partners.quote('thl', thlQuote))
    expect(open.key).toBe('partner_unavailable')
    expect(open.message).toContain('failed repeatedly')
    expect(Date.now() - started).toBeLessThan(50)
    expect(await simCalls('thl')).toBe(before)
    expect(() => partners.assertBookable('thl')).toThrow(/failed repeatedly/)
    // Other partners are not affected.
    expect(partners.isBookable('indie')).toBe(true)
    await expect(partners.quote('indie', { external_id: 'indie-camper-1', ...range })).resolves.toBeTruthy()
  })

  it('closes the circuit again once the partner answers after the reset time', async () => {
    const partners = service({ PARTNER_ATTEMPTS: '1', PARTNER_BREAKER_RESET_MS: '100' })
    await control('PUT', 'faults/thl', { fail_next: -1 })
    for (let i = 0; i < 3; i++) await failure(partners.quote('thl', thlQuote))
    expect(partners.isBookable('thl')).toBe(false)
    await control('PUT', 'faults/thl', { fail_next: 0 })
    await new Promise((resolve) => setTimeout(resolve, 150))
    await expect(partners.quote('thl', thlQuote)).resolves.toMatchObject({ total_in_cents: 12_900 * 5 })
    expect(partners.isBookable('thl')).toBe(true)
  })

  it('latency below the timeout is only slower', async () => {
    await control('PUT', 'faults/indie', { latency_ms: 150 })
    const started = Date.now()
    await service().quote('indie', { external_id: 'indie-camper-1', ...range })
    expect(Date.now() - started).toBeGreaterThanOrEqual(150)
  })

  const bookAfterQuote = async (
    partners: PartnerService,
    partner: PartnerSlug,
    external_id: string,
    booking_id: string,
  ) => {
    const quote = await partners.quote(partner, { external_id, ...range })
    return {
      quote,
      book: () =>
        partners.book(partner, {
          external_id,
          ...range,
          booking_id,
          available_vehicle_id: quote.available_vehicle_id,
          expected_total_in_cents: quote.total_in_cents,
          traveler,
        }),
    }
  }

  it.each(['thl', 'indie', 'mcrent'] as const)(
    '%s: sold out between validate and book → partner_sold_out, nothing booked',
    async (partner) => {
      const partners = service()
      const [unit] = await partners.adapter(partner).importFleet()
      const { book } = await bookAfterQuote(partners, partner, unit!.external_id, 'sold-out-1')
      await control('PUT', `faults/${partner}`, { sold_out_on_book: true })
      expect((await failure(book())).key).toBe('partner_sold_out')
      expect(await simBookings(partner)).toHaveLength(0)
      expect(await partners.status(partner, 'sold-out-1')).toBeNull()
    },
  )

  it.each(['thl', 'indie', 'vanever'] as const)(
    '%s: price changed between validate and book → partner_price_changed, nothing booked',
    async (partner) => {
      const partners = service()
      const [unit] = await partners.adapter(partner).importFleet()
      const { book } = await bookAfterQuote(partners, partner, unit!.external_id, 'price-1')
      await control('PUT', `faults/${partner}`, { price_change_cents: 1_000 })
      expect((await failure(book())).key).toBe('partner_price_changed')
      expect(await simBookings(partner)).toHaveLength(0)
    },
  )

  it.each(['thl', 'indie', 'five-anker'] as const)(
    '%s: a lost answer is retried with the same key and books once',
    async (partner) => {
      const partners = service()
      const [unit] = await partners.adapter(partner).importFleet()
      const { book, quote } = await bookAfterQuote(partners, partner, unit!.external_id, 'lost-1')
      await control('PUT', `faults/${partner}`, { lose_next_book: 1 })
      const booked = await book()
      expect(booked).toMatchObject({ status: 'confirmed', total_in_cents: quote.total_in_cents })
      const records = await simBookings(partner)
      expect(records).toHaveLength(1)
      expect(records[0]!.idempotency_key).toBe('lost-1')
    },
  )

  it('a lost answer without retries leaves an unknown outcome that the status call resolves', async () => {
    const partners = service({ PARTNER_ATTEMPTS: '1' })
    const { book } = await bookAfterQuote(partners, 'thl', 'THL-4102', 'lost-2')
    await control('PUT', 'faults/thl', { lose_next_book: 1 })
    expect((await failure(book())).key).toBe('partner_unavailable')
    expect(await partners.status('thl', 'lost-2')).toMatchObject({ status: 'confirmed' })
    // Booking again with the same id (the saga's retry) returns that booking.
    const again = await book()
    expect(again.status).toBe('confirmed')
    expect(await simBookings('thl')).toHaveLength(1)
  })

  it('caches a quote briefly: the same question asks the partner once', async () => {
    const partners = service({ PARTNER_QUOTE_CACHE_SECONDS: '60' })
    const first = await partners.quote('mcrent', { external_id: '70001', ...range })
    const second = await partners.quote('mcrent', { external_id: '70001', ...range })
    expect(second).toEqual(first)
    expect(await simCalls('mcrent')).toBe(1)
    await partners.quote('mcrent', { external_id: '70001', ...range }, { fresh: true })
    expect(await simCalls('mcrent')).toBe(2)
  })

  it('wrong credentials read as partner_unavailable and name the key', async () => {
    const error = await failure(service({ PARTNER_SIMULATOR_KEY: 'wrong' }).quote('thl', thlQuote))
    expect(error.key).toBe('partner_unavailable')
    expect(error.message).toContain('credentials')
  })

  it('a partner without configuration is unavailable, not a crash', async () => {
    const partners = new PartnerService(readPartnerSettings({}))
    expect(partners.isBookable('thl')).toBe(false)
    expect((await failure(partners.quote('thl', thlQuote))).key).toBe('partner_unavailable')
  })
})
