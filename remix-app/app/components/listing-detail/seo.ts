import { toMajorUnits } from '@driftway/domain'
import type { ListingDetail } from './types'

/** Plain text of the sanitized description HTML (meta description, JSON-LD). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

export const metaDescription = (listing: Pick<ListingDetail, 'description'>, fallback: string): string => {
  const text = plainText(listing.description)
  return text ? truncate(text, 160) : fallback
}

const schemaType = {
  // A rentable vehicle is a schema.org Vehicle (a Product), offered for rent.
  recreational_vehicle: 'Vehicle',
  campsite: 'Campground',
  boat: 'Product',
} as const

/**
 * schema.org data of a listing: Vehicle / Product (boat) with an Offer from the nightly price,
 * Campground (a LodgingBusiness) with address, geo and price range.
 */
export function detailJsonLd(listing: ListingDetail, url: string, title: string): Record<string, unknown> {
  const images = Object.values(listing.images ?? {}).slice(0, 6)
  const price = listing.booking_price?.minimum_rate_cents ?? listing.default_rate_in_cents
  const currency = listing.currency || 'EUR'
  const address = {
    '@type': 'PostalAddress',
    streetAddress: [listing.street_address, listing.house_number].filter(Boolean).join(' ') || undefined,
    postalCode: listing.postal_code ?? undefined,
    addressLocality: listing.city ?? undefined,
    addressCountry: listing.country_iso2 ?? undefined,
  }
  const rating =
    listing.comments?.average_rating && listing.comments.comments_count
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.comments.average_rating,
            reviewCount: listing.comments.comments_count,
            bestRating: 5,
          },
        }
      : {}
  const base = {
    '@context': 'https://schema.org',
    '@type': schemaType[listing.kind],
    '@id': url,
    url,
    name: title,
    description: truncate(plainText(listing.description), 500) || undefined,
    image: images.length ? images : undefined,
    ...rating,
  }
  if (listing.kind === 'campsite') {
    return {
      ...base,
      address,
      ...(typeof listing.latitude === 'number' && typeof listing.longitude === 'number'
        ? { geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude } }
        : {}),
      ...(price > 0 ? { priceRange: `${toMajorUnits(price, currency)} ${currency}` } : {}),
      petsAllowed: listing.is_pets_allowed,
    }
  }
  const offer =
    price > 0
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: currency,
            price: toMajorUnits(price, currency),
            availability: 'https://schema.org/InStock',
            businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: toMajorUnits(price, currency),
              priceCurrency: currency,
              unitCode: 'DAY',
            },
            ...(listing.lessor?.company_name
              ? { seller: { '@type': 'Organization', name: listing.lessor.company_name } }
              : {}),
          },
        }
      : {}
  const brand =
    typeof listing.brand === 'string' && listing.brand ? { brand: { '@type': 'Brand', name: listing.brand } } : {}
  const model = typeof listing.model === 'string' && listing.model ? { model: listing.model } : {}
  return {
    ...base,
    ...brand,
    ...model,
    ...(listing.kind === 'boat' ? { category: 'Boat rental' } : {}),
    ...(listing.kind === 'recreational_vehicle' && typeof listing.seats_num === 'number'
      ? { seatingCapacity: listing.seats_num }
      : {}),
    ...offer,
  }
}
