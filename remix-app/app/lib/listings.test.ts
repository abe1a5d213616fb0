import { describe, expect, it } from 'vitest'
import { coverImage, detailHref, kindFromSearchPath, localizedCountry, localizedTitle } from './listings'

describe('listing card helpers', () => {
  it('uses title_{lng} when the lessor wrote one', () => {
    const listing = { title: 'Lakeside pitch', title_de: 'Stellplatz am See' }
    expect(localizedTitle(listing, 'de')).toBe('Stellplatz am See')
    expect(localizedTitle(listing, 'en')).toBe('Lakeside pitch')
    expect(localizedTitle({ title: 'Van', title_de: '  ' }, 'de')).toBe('Van')
  })

  it('names the country in the reader’s language', () => {
    expect(localizedCountry({ country: 'Austria', country_iso2: 'AT' }, 'de')).toBe('Österreich')
    expect(localizedCountry({ country: 'Austria', country_iso2: null }, 'de')).toBe('Austria')
  })

  it('links to the kind’s detail route and passes the search on, filters and sort included, without its paging', () => {
    const params = new URLSearchParams(
      'search=Bergen&startDate=2030-06-01&endDate=2030-06-08&page=2&boatTypes=Sailboat&filter_by_price_daily=ASC&offset=30',
    )
    expect(detailHref({ id: 'a1', kind: 'boat' }, params)).toBe(
      '/rent-a-houseboat/a1?search=Bergen&startDate=2030-06-01&endDate=2030-06-08&boatTypes=Sailboat&filter_by_price_daily=ASC',
    )
    expect(detailHref({ id: 'x/y', kind: 'recreational_vehicle' })).toBe('/rent-a-campervan/x%2Fy')
    expect(detailHref({ id: 'c', kind: 'campsite' })).toBe('/book-a-campsite/c')
  })

  it('prefers the main image, then the named slots', () => {
    expect(coverImage({ main_image_url: null, images: { 'Other 1': 'b', 'Front View': 'a' } })).toBe('a')
    expect(coverImage({ main_image_url: 'm', images: {} })).toBe('m')
    expect(coverImage({ main_image_url: null, images: {} })).toBeNull()
  })

  it('maps search pages to kinds', () => {
    expect(kindFromSearchPath('/campervans')).toBe('recreational_vehicle')
    expect(kindFromSearchPath('/boats/')).toBe('boat')
    expect(kindFromSearchPath('/nope')).toBeUndefined()
  })
})
