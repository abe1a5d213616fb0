import { describe, expect, it } from 'vitest'
import { readExtras } from './booking-trip'
import { readPartnerChoices } from './partner-booking'
import { partnerBookingHref, partnerNeedsAgreement, partnerPayload } from './partner-trip'

describe('partner trip in the booking page URL', () => {
  it('keeps the wizard choices and extras through the URL', () => {
    const href = partnerBookingHref(
      'recreational_vehicle',
      'abc',
      { start: '2027-05-01', end: '2027-05-05' },
      { insurance: 'STANDARD' },
      { BIKE: 2, CHAIRS: 0 },
    )
    const url = new URL(href, 'http://x')
    expect(url.pathname).toBe('/rent-a-campervan/abc/book')
    expect(readPartnerChoices(url.searchParams)).toEqual({ insurance: 'STANDARD' })
    expect(readExtras(url.searchParams)).toEqual({ BIKE: 2 })
  })

  it('sends the choices by name and drops extras at zero', () => {
    expect(partnerPayload({ package_id: 'PKG-SMART' }, {})).toEqual({
      package_id: 'PKG-SMART',
      booked_extra_amenities: [],
    })
    expect(partnerPayload({ insurance: 'BASIC' }, { BIKE: 1, CHILD: 0 })).toEqual({
      insurance: 'BASIC',
      booked_extra_amenities: [{ id: 'BIKE', quantity: 1 }],
    })
  })

  it('asks for the extra agreement on THL only', () => {
    expect(partnerNeedsAgreement('thl')).toBe(true)
    expect(partnerNeedsAgreement('vanever')).toBe(false)
    expect(partnerNeedsAgreement(null)).toBe(false)
  })
})
