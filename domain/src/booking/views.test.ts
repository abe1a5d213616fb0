import { describe, expect, it } from 'vitest'
import { acceptanceDeadline, instantPaymentDeadline, isPastDeadline, paymentDeadline } from './deadlines'
import { matchesStatusFilter, tripPhase } from './views'

const now = 1_800_000_000
const DAY = 86_400

describe('booking views', () => {
  it('shows upcoming and on-going trips of reserved bookings only', () => {
    const trip = { pickup_timestamp: now + DAY, return_timestamp: now + 3 * DAY }
    expect(tripPhase({ ...trip, status: 'CONFIRMED' }, now)).toBe('upcoming')
    expect(tripPhase({ ...trip, status: 'CONTACT_LESSOR' }, now + 2 * DAY)).toBe('on_going')
    expect(tripPhase({ ...trip, status: 'CONFIRMED' }, now + 3 * DAY)).toBe('past')
    expect(tripPhase({ ...trip, status: 'PENDING' }, now)).toBeNull()
  })

  it('splits Reserved and Trip completed by return time (§4 List filters)', () => {
    const future = { status: 'CONFIRMED' as const, return_timestamp: now + DAY }
    const past = { status: 'CONTACT_LESSOR' as const, return_timestamp: now - DAY }
    expect(matchesStatusFilter(future, 'CONFIRMED', now)).toBe(true)
    expect(matchesStatusFilter(past, 'CONFIRMED', now)).toBe(false)
    expect(matchesStatusFilter(past, 'TRIP_COMPLETED', now)).toBe(true)
    expect(matchesStatusFilter({ status: 'TRIP_COMPLETED', return_timestamp: now - DAY }, 'TRIP_COMPLETED', now)).toBe(
      true,
    )
    expect(matchesStatusFilter({ status: 'REJECTED', return_timestamp: now }, 'REJECTED', now)).toBe(true)
    expect(matchesStatusFilter({ status: 'REJECTED', return_timestamp: now }, 'PENDING', now)).toBe(false)
  })
})

describe('booking deadlines', () => {
  it('gives 24 h to accept, 48 h to pay, 30 min for instant bookings, never past pickup', () => {
    const pickup = now + 30 * DAY
    expect(acceptanceDeadline(now, pickup)).toBe(now + DAY)
    expect(paymentDeadline(now, pickup)).toBe(now + 2 * DAY)
    expect(instantPaymentDeadline(now, pickup)).toBe(now + 1800)
    expect(instantPaymentDeadline(now, pickup, 5)).toBe(now + 5)
    expect(acceptanceDeadline(now, now + 3600)).toBe(now + 3600)
    expect(isPastDeadline(now, now)).toBe(true)
    expect(isPastDeadline(now + 1, now)).toBe(false)
    expect(isPastDeadline(null, now)).toBe(false)
  })
})
