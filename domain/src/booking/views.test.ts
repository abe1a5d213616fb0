import { describe, expect, it } from 'vitest'
import { acceptanceDeadline, instantPaymentDeadline, isPastDeadline, paymentDeadline } from './deadlines'
import { matchesStatusFilter, paymentState, tripPhase } from './views'

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

  it('owes the rest of a confirmed down-payment booking until it is paid, then it is paid in full', () => {
    const booking = {
      status: 'CONFIRMED' as const,
      total_rent_price_in_cents: 100_000,
      paid_in_cents: 20_000,
      remaining_amount_in_cents: 80_000,
      remaining_payment_deadline_timestamp: now + DAY,
    }
    expect(paymentState(booking, now)).toEqual({
      state: 'rest_due',
      amount_in_cents: 80_000,
      due_timestamp: now + DAY,
      overdue: false,
    })
    expect(paymentState(booking, now + DAY)).toMatchObject({ state: 'rest_due', overdue: true })
    expect(paymentState({ ...booking, paid_in_cents: 100_000, remaining_amount_in_cents: 0 }, now)).toEqual({
      state: 'paid_in_full',
    })
    // Awaiting payment: the first payment's own button and countdown say it; nothing owed here yet.
    expect(paymentState({ ...booking, status: 'AWAITING_PAYMENT', paid_in_cents: 0 }, now)).toBeNull()
    // Confirmed without any recorded payment (seeded or imported): no claim either way.
    expect(paymentState({ ...booking, paid_in_cents: 0, remaining_amount_in_cents: 0 }, now)).toBeNull()
  })
})
