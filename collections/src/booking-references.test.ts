import { bookingReferencePattern } from '@driftway/domain'
import { describe, expect, it } from 'vitest'
import { distinctBookingReferences, newBookingReference } from './booking-references'

describe('booking references', () => {
  it('are booking numbers, and a batch has no repeat', () => {
    expect(newBookingReference()).toMatch(bookingReferencePattern)
    const batch = distinctBookingReferences(500)
    expect(batch).toHaveLength(500)
    expect(new Set(batch).size).toBe(500)
    for (const reference of batch) expect(reference).toMatch(bookingReferencePattern)
    expect(distinctBookingReferences(0)).toEqual([])
  })
})
