import type { APIRequestContext } from '@playwright/test'
import { partnerSimulator } from '../../playwright.config'
import type { Kind } from './lessor-manage'
import { publicGet } from './lessor-manage'
import { expect } from './test'

/**
 * Partner fleets in the e2e stack (issue 21): start.mjs runs the partner simulator and the API
 * imports its fleets a few seconds after it starts. These find an imported listing and read or
 * steer the simulator through its control API (docs/partners.md).
 */

export type PartnerCard = {
  id: string
  title: string
  pickup_location_code: string | null
  default_rate_in_cents: number
}

/**
 * The imported listing titled `title` near the partner's station, as soon as the import has made
 * it (search by the station's coordinates; imports run 5 s after the API starts).
 */
export async function partnerListing(
  request: APIRequestContext,
  kind: Kind,
  station: { latitude: number; longitude: number },
  title: string,
): Promise<PartnerCard> {
  let found: PartnerCard | undefined
  const query = new URLSearchParams({
    latitude: String(station.latitude),
    longitude: String(station.longitude),
    radius_km: '25',
    limit: '100',
  })
  await expect
    .poll(
      async () => {
        const page = await publicGet<{ results: PartnerCard[] }>(request, `/listing/${kind}/?${query}`)
        found = page.results.find((card) => card.title === title)
        return Boolean(found)
      },
      { timeout: 60_000, intervals: [1_000, 2_000], message: `the imported listing "${title}"` },
    )
    .toBe(true)
  return found!
}

export type SimulatorBooking = {
  reference: string
  idempotency_key: string
  unit_id: string
  status: 'confirmed' | 'cancelled'
  total_cents: number
}

/** The simulator's own booking records of a partner (its side of the saga). */
export async function simulatorBookings(request: APIRequestContext, partner: string): Promise<SimulatorBooking[]> {
  const response = await request.get(`${partnerSimulator.url}/__control/bookings/${partner}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { bookings: SimulatorBooking[] }).bookings
}

/** Switches a partner's faults in the simulator (`sold_out_on_book`, `latency_ms`, …). */
export async function setPartnerFaults(request: APIRequestContext, partner: string, faults: Record<string, unknown>) {
  const response = await request.put(`${partnerSimulator.url}/__control/faults/${partner}`, { data: faults })
  expect(response.status(), await response.text()).toBe(200)
}

/** Changes how many identical units the partner holds of one of its feed's items (0: sold out for every range). */
export async function setPartnerStock(request: APIRequestContext, partner: string, unit: string, stock: number) {
  const response = await request.patch(`${partnerSimulator.url}/__control/fleet/${partner}`, {
    data: { update: [{ id: unit, stock }] },
  })
  expect(response.status(), await response.text()).toBe(200)
}
