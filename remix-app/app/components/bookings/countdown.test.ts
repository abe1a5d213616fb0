import { describe, expect, it } from 'vitest'
import { listQuery, readBookingQuery } from '../../routes/bookings/booking-tabs'
import { formatCountdown } from './countdown'

describe('booking lists', () => {
  it('counts down in HH:mm, past 24 hours too, and stops at the deadline', () => {
    expect(formatCountdown(1000 + 47 * 3600 + 12 * 60 + 30, 1000)).toBe('47:12')
    expect(formatCountdown(1000 + 59, 1000)).toBe('00:00')
    expect(formatCountdown(1000, 1000)).toBeNull()
  })
  it('reads tab, kind and archived status from the URL with the spec defaults', () => {
    expect(readBookingQuery(new URLSearchParams())).toEqual({ tab: 'pending', filterBy: 'Vehicles', status: null })
    expect(readBookingQuery(new URLSearchParams('tab=archived&filterBy=Boats&status=refused'))).toEqual({
      tab: 'archived',
      filterBy: 'Boats',
      status: 'refused',
    })
    // A status belongs to the archived tab only; junk falls back to the defaults.
    expect(readBookingQuery(new URLSearchParams('tab=pending&status=refused&filterBy=x'))).toEqual({
      tab: 'pending',
      filterBy: 'Vehicles',
      status: null,
    })
  })
  it('asks the API for each tab’s statuses', () => {
    expect(listQuery('pending', null).get('status')).toBe('PENDING')
    expect(listQuery('payment', null).get('status__include__or')).toBe('AWAITING_PAYMENT,PROCESSING_PAYMENT')
    expect(listQuery('archived', 'expired').get('status')).toBe('EXPIRED_PAYMENT')
    expect(listQuery('archived', null).get('status__include__or')?.split(',')).toContain('REJECTED')
  })
})
