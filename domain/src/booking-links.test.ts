import { describe, expect, it } from 'vitest'
import { bookingFinishPath, bookingPagePath, isPaymentResult } from './booking-links'

describe('booking links', () => {
  it('puts the finish route under the listing detail route', () => {
    expect(bookingFinishPath('campsite', 'abc', 'b1', 'success')).toBe(
      '/book-a-campsite/abc/booking-finish/b1?result=success',
    )
    expect(bookingFinishPath('boat', 'x', 'b2')).toBe('/rent-a-houseboat/x/booking-finish/b2')
  })
  it('carries the booking number for a guest beside the result', () => {
    expect(bookingFinishPath('boat', 'x', 'b2', 'success', 'DW-7K3Q9XH2')).toBe(
      '/rent-a-houseboat/x/booking-finish/b2?result=success&ref=DW-7K3Q9XH2',
    )
    expect(bookingFinishPath('boat', 'x', 'b2', undefined, 'DW-7K3Q9XH2')).toBe(
      '/rent-a-houseboat/x/booking-finish/b2?ref=DW-7K3Q9XH2',
    )
  })
  it('encodes ids so they cannot leave the path', () => {
    expect(bookingPagePath('recreational_vehicle', '../a?b')).toBe('/rent-a-campervan/..%2Fa%3Fb/book')
  })
  it('knows the four result views only', () => {
    expect(isPaymentResult('failed')).toBe(true)
    expect(isPaymentResult('paid')).toBe(false)
  })
})
