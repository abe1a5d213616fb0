import { describe, expect, it } from 'vitest'
import { detailHref } from './listings'
import { listingPartner, partnerBookingClick, readPartnerChoices, writePartnerChoices } from './partner-booking'

describe('partner listings on the site (issue 21)', () => {
  it('dispatches the booking click by listing kind (listings §8)', () => {
    expect(partnerBookingClick({ is_indie_camper: true, identifier: 'x' } as never)).toBe('indie')
    expect(partnerBookingClick({ thl_booking_code: 'THL-4100' })).toBe('insurance_extras')
    expect(partnerBookingClick({ vanever_id: 'van-0' })).toBe('packages')
    expect(partnerBookingClick({ is_indie_camper: false, thl_booking_code: '', vanever_id: null })).toBe('booking')
  })

  it('knows a listing’s partner only by a known slug', () => {
    expect(listingPartner({ partner: 'five-anker' })).toBe('five-anker')
    expect(listingPartner({ partner: 'acme' })).toBeNull()
    expect(listingPartner({})).toBeNull()
  })

  it('round-trips the partner choices through a URL and drops malformed ones', () => {
    const params = writePartnerChoices(
      new URLSearchParams({ startDate: '2027-05-01' }),
      { pickup_location_code: 'LIS', checkin_time: '10:00', insurance: '' },
      { indie: true },
    )
    expect(params.get('startDate')).toBe('2027-05-01')
    expect(params.get('is_indie_camper')).toBe('true')
    expect(params.has('insurance')).toBe(false)
    expect(readPartnerChoices(params)).toEqual({ pickup_location_code: 'LIS', checkin_time: '10:00' })
    expect(readPartnerChoices(new URLSearchParams({ insurance: '<script>' }))).toEqual({})
  })

  it('card links hand on the stations, and Indie its identifier (booking §2)', () => {
    const indie = detailHref(
      {
        id: 'l1',
        kind: 'recreational_vehicle',
        pickup_location_code: 'LIS',
        dropoff_location_code: 'LIS',
        identifier: 'indie-camper-0',
        is_indie_camper: true,
      },
      new URLSearchParams({ startDate: '2027-05-01', endDate: '2027-05-05', page: '2' }),
    )
    expect(indie).toBe(
      '/rent-a-campervan/l1?startDate=2027-05-01&endDate=2027-05-05&pickup_location_code=LIS&dropoff_location_code=LIS&identifier=indie-camper-0&is_indie_camper=true',
    )
    expect(
      detailHref({ id: 'b', kind: 'boat', pickup_location_code: 'FA-SPLIT', dropoff_location_code: 'FA-SPLIT' }),
    ).toBe('/rent-a-houseboat/b?pickup_location_code=FA-SPLIT&dropoff_location_code=FA-SPLIT')
  })
})
