import { describe, expect, it } from 'vitest'
import { detailJsonLd, metaDescription, plainText, truncate } from './seo'
import type { ListingDetail } from './types'

describe('detail page SEO helpers', () => {
  it('turns the sanitized description HTML into plain text', () => {
    expect(plainText('<p>Big&nbsp;van &amp; <strong>bikes</strong></p><ul><li>Two</li></ul>')).toBe(
      'Big van & bikes Two',
    )
    expect(plainText(null)).toBe('')
  })

  it('cuts long text at a word boundary with an ellipsis', () => {
    expect(truncate('short', 160)).toBe('short')
    const cut = truncate('word '.repeat(60), 40)
    expect(cut.length).toBeLessThanOrEqual(40)
    expect(cut.endsWith('word…')).toBe(true)
    expect(metaDescription({ description: '' }, 'fallback')).toBe('fallback')
  })

  const base = {
    id: 'l1',
    title: 'Van',
    description: '<p>Nice van.</p>',
    images: { 'Front View': 'https://img/1.jpg' },
    currency: 'EUR',
    default_rate_in_cents: 12_000,
    booking_price: { minimum_rate_cents: 9_900, listing_item_rent_price_in_cents: null },
    comments: { comments_count: 3, average_rating: 4.5 },
    lessor: { id: 'x', company_name: 'Vans & Co', photo: null },
    city: 'Munich',
    country_iso2: 'DE',
    latitude: 48.1,
    longitude: 11.5,
  } as unknown as ListingDetail

  it('describes a vehicle as a schema.org Vehicle with a daily rent offer', () => {
    const ld = detailJsonLd(
      { ...base, kind: 'recreational_vehicle', brand: 'VW' },
      'https://x/rent-a-campervan/l1',
      'Van',
    )
    expect(ld).toMatchObject({
      '@type': 'Vehicle',
      url: 'https://x/rent-a-campervan/l1',
      brand: { name: 'VW' },
      offers: { '@type': 'Offer', price: 99, priceCurrency: 'EUR', seller: { name: 'Vans & Co' } },
      aggregateRating: { ratingValue: 4.5, reviewCount: 3 },
    })
  })

  it('describes a campsite as a Campground with address and geo', () => {
    const ld = detailJsonLd({ ...base, kind: 'campsite' }, 'https://x/book-a-campsite/l1', 'Pitch')
    expect(ld).toMatchObject({
      '@type': 'Campground',
      address: { addressLocality: 'Munich', addressCountry: 'DE' },
      geo: { latitude: 48.1, longitude: 11.5 },
      priceRange: '99 EUR',
    })
    expect(ld).not.toHaveProperty('offers')
  })
})
