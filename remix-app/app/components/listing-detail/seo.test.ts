import { describe, expect, it } from 'vitest'
import { detailJsonLd, faqPageJsonLd, metaDescription, offerAvailability, plainText, truncate } from './seo'
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

  it('describes a vehicle as a schema.org Product and Vehicle with a daily rent offer', () => {
    const ld = detailJsonLd(
      { ...base, kind: 'recreational_vehicle', brand: 'VW' },
      'https://x/rent-a-campervan/l1',
      'Van',
    )
    expect(ld).toMatchObject({
      '@type': ['Product', 'Vehicle'],
      url: 'https://x/rent-a-campervan/l1',
      brand: { name: 'VW' },
      offers: {
        '@type': 'Offer',
        price: 99,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { name: 'Vans & Co' },
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 3 },
    })
  })

  it('describes a campsite as a Product and Campground with address, geo and an offer', () => {
    const ld = detailJsonLd({ ...base, kind: 'campsite' }, 'https://x/book-a-campsite/l1', 'Pitch')
    expect(ld).toMatchObject({
      '@type': ['Product', 'Campground'],
      address: { addressLocality: 'Munich', addressCountry: 'DE' },
      geo: { latitude: 48.1, longitude: 11.5 },
      priceRange: '99 EUR',
    })
    expect(ld).toMatchObject({ offers: { '@type': 'Offer', price: 99 } })
  })

  const dayS = 86_400
  const now = 1_800_000_000
  const season = (start: number, end: number, is_available: boolean) => ({
    id: `${start}`,
    start_timestamp: start,
    end_timestamp: end,
    is_available,
    season_rate: null,
    min_rent_dates: 1,
  })

  it('is out of stock only while closed seasons cover the whole next year', () => {
    expect(offerAvailability({ season_availability: [] }, now)).toBe('https://schema.org/InStock')
    const closedYear = [season(now - dayS, now + 200 * dayS, false), season(now + 200 * dayS, now + 400 * dayS, false)]
    expect(offerAvailability({ season_availability: closedYear }, now)).toBe('https://schema.org/OutOfStock')
    // A gap of open days keeps it bookable; so does an open season in place of a closed one.
    const withGap = [season(now - dayS, now + 100 * dayS, false), season(now + 110 * dayS, now + 400 * dayS, false)]
    expect(offerAvailability({ season_availability: withGap }, now)).toBe('https://schema.org/InStock')
    const open = [season(now - dayS, now + 400 * dayS, true)]
    expect(offerAvailability({ season_availability: open }, now)).toBe('https://schema.org/InStock')
  })

  it('puts the breadcrumb trail beside the product in one graph', () => {
    const ld = detailJsonLd({ ...base, kind: 'boat' }, 'https://x/rent-a-houseboat/l1', 'Boat', {
      now,
      breadcrumb: [
        { name: 'Home', url: 'https://x/' },
        { name: 'Boats', url: 'https://x/boats' },
        { name: 'Boat', url: 'https://x/rent-a-houseboat/l1' },
      ],
    })
    expect(ld['@context']).toBe('https://schema.org')
    const graph = ld['@graph'] as Record<string, unknown>[]
    expect(graph[0]).toMatchObject({ '@type': 'Product', offers: { availability: 'https://schema.org/InStock' } })
    expect(graph[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1, item: 'https://x/' }, { position: 2 }, { position: 3, name: 'Boat' }],
    })
    expect(graph[1]).not.toHaveProperty('@context')
  })

  it("turns a landing page's FAQs into a FAQPage, leaving out empty ones", () => {
    expect(faqPageJsonLd([])).toBeNull()
    expect(faqPageJsonLd([{ question: ' ', answer: 'x' }])).toBeNull()
    expect(
      faqPageJsonLd([
        { question: 'Can I bring my dog?', answer: 'Yes, <b>most</b> vans allow pets.' },
        { question: 'Empty?', answer: '' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Can I bring my dog?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, most vans allow pets.' },
        },
      ],
    })
  })
})
