import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bookingStatuses } from '../booking-status'
import {
  applyBookingAction,
  type BookingActor,
  type BookingState,
  BookingTransitionError,
  bookingActionsFor,
  bookingMachine,
  bookingMachineActions,
  holdsNights,
  NEW_BOOKING,
} from './machine'

const actors: BookingActor[] = ['traveler', 'lessor', 'system']
const tableStates = new Set<BookingState>([NEW_BOOKING, ...bookingStatuses])

describe('booking state machine', () => {
  it('follows the transitions table of booking spec §4', () => {
    expect(applyBookingAction('ENQUIRY', 'request', 'traveler').to).toBe('PENDING')
    expect(applyBookingAction('PENDING', 'abandon', 'traveler').to).toBe('ABANDONED')
    expect(applyBookingAction('PENDING', 'accept', 'lessor').to).toBe('AWAITING_PAYMENT')
    expect(applyBookingAction('PENDING', 'reject', 'lessor').to).toBe('REJECTED')
    expect(applyBookingAction('AWAITING_PAYMENT', 'cancel', 'lessor').to).toBe('RENTING_CANCELLED')
    expect(applyBookingAction('AWAITING_PAYMENT', 'payment_succeeded', 'system').to).toBe('CONFIRMED')
  })

  it('checks the actor before the status', () => {
    const error = (() => {
      try {
        applyBookingAction('CONFIRMED', 'accept', 'traveler')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(BookingTransitionError)
    expect(error).toMatchObject({ reason: 'wrong_actor', error_key: 'booking_action_not_permitted' })
  })

  it('refuses an action from any status the table does not list, with its own error key', () => {
    for (const action of bookingMachineActions) {
      const rule = bookingMachine[action]
      for (const status of [...tableStates].filter((state) => !rule.from.includes(state))) {
        expect(() => applyBookingAction(status, action, rule.actor)).toThrow(
          expect.objectContaining({ reason: 'wrong_status', error_key: 'booking_status_conflict' }),
        )
      }
    }
  })

  it('says when nights are claimed and released', () => {
    expect(applyBookingAction(NEW_BOOKING, 'request', 'traveler').nights).toBe('claim')
    expect(applyBookingAction(NEW_BOOKING, 'enquire', 'traveler').nights).toBe('none')
    expect(applyBookingAction('ENQUIRY', 'request', 'traveler').nights).toBe('claim')
    expect(applyBookingAction('PENDING', 'reject', 'lessor').nights).toBe('release')
    expect(applyBookingAction('PENDING', 'accept', 'lessor').nights).toBe('keep')
    expect(applyBookingAction('AWAITING_PAYMENT', 'expire_payment', 'system').nights).toBe('release')
  })

  it('lists the buttons each side gets', () => {
    expect(bookingActionsFor('PENDING', 'lessor')).toEqual(['accept', 'reject'])
    expect(bookingActionsFor('PENDING', 'traveler')).toEqual(['abandon'])
    expect(bookingActionsFor('AWAITING_PAYMENT', 'lessor')).toEqual(['cancel'])
    expect(bookingActionsFor('AWAITING_PAYMENT', 'traveler')).toEqual(['payment'])
    expect(bookingActionsFor('CONFIRMED', 'traveler')).toEqual(['traveler_cancel'])
  })

  it('never stores the derived trip views', () => {
    const targets = new Set(Object.values(bookingMachine).map((rule) => rule.to))
    expect(targets.has('UPCOMING_TRIP')).toBe(false)
    expect(targets.has('ON_GOING_TRIP')).toBe(false)
  })
})

describe('booking state machine properties', () => {
  const step = fc.record({ action: fc.constantFrom(...bookingMachineActions), actor: fc.constantFrom(...actors) })

  it('no action sequence leaves the table, and nights are held exactly in holding statuses', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state: BookingState = NEW_BOOKING
        // The ledger as the API keeps it: claim/release exactly as each outcome says.
        let held = false
        for (const { action, actor } of steps) {
          let outcome: ReturnType<typeof applyBookingAction>
          try {
            outcome = applyBookingAction(state, action, actor)
          } catch (error) {
            expect(error).toBeInstanceOf(BookingTransitionError)
            continue
          }
          expect(outcome.from).toBe(state)
          if (outcome.nights === 'claim') {
            expect(held).toBe(false)
            held = true
          }
          if (outcome.nights === 'release') {
            expect(held).toBe(true)
            held = false
          }
          state = outcome.to
          expect(tableStates.has(state)).toBe(true)
          expect(held).toBe(holdsNights(state))
        }
      }),
    )
  })
})
