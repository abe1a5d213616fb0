import { describe, expect, it } from 'vitest'
import { listQuery } from './booking-tabs'

const asObject = (params: URLSearchParams) => Object.fromEntries(params)

describe('listQuery', () => {
  it("asks for each tab's statuses", () => {
    expect(asObject(listQuery('pending', null))).toEqual({ limit: '50', status: 'PENDING' })
    expect(asObject(listQuery('payment', null))).toEqual({
      limit: '50',
      status__include__or: 'AWAITING_PAYMENT,PROCESSING_PAYMENT',
    })
    expect(asObject(listQuery('archived', 'expired'))).toEqual({ limit: '50', status: 'EXPIRED_PAYMENT' })
  })

  it('looks for a booking number in every tab: no status narrows it', () => {
    expect(asObject(listQuery('archived', 'expired', 'DW-7K3Q'))).toEqual({ limit: '50', reference: 'DW-7K3Q' })
  })
})
