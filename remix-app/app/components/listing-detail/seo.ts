import { toMajorUnits } from '@driftway/domain/money'
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

// Every listing is a schema.org Product (rich results read Product/Offer); vehicles and campgrounds
// keep their more precise type beside it.
const schemaType = {
  recreational_vehicle: ['Product', 'Vehicle'],
  campsite: ['Product', 'Campground'],
  boat: 'Product',
} as const

const day = 24 * 60 * 60
/** How far ahead a listing must be closed to count as not bookable at all. */
const closedHorizonDays = 365

/**
 * schema.org availability of a listing from its seasons: OutOfStock when closed seasons
 * (is_available false) cover every day from now to a year ahead, else InStock (a day without a
 * season is bookable at the default rate).
 */
export function offerAvailability(listing: Pick<ListingDetail, 'season_availability'>, now: number): string {
  const closed = (listing.season_availability ?? [])
    .filter((season) => !season.is_available && season.end_timestamp > now)
    .sort((a, b) => a.start_timestamp - b.start_timestamp)
  let coveredUntil = now
  for (const season of closed) {
    if (season.start_timestamp > coveredUntil + day) break
    coveredUntil = Math.max(coveredUntil, season.end_timestamp)
  }
  return coveredUntil >= now + closedHorizonDays * day ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock'
}

export type Breadcrumb = { name: string; url: string }

/** schema.org BreadcrumbList of a page's trail (home first). */
export function breadcrumbJsonLd(trail: Breadcrumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/**
 * schema.org data of a listing: a Product (also Vehicle / Campground) with an Offer of the lowest
 * nightly price and its availability; campgrounds add address, geo and price range. With a trail,
 * the page's BreadcrumbList comes along in one `@graph`.
 */
export function detailJsonLd(
  listing: ListingDetail,
  url: string,
  title: string,
  { now = Math.floor(Date.now() / 1000), breadcrumb }: { now?: number; breadcrumb?: Breadcrumb[] } = {},
): Record<string, unknown> {
  const product = listingJsonLd(listing, url, title, now)
  if (!breadcrumb?.length) return { '@context': 'https://schema.org', ...product }
  const { '@context': _context, ...trail } = breadcrumbJsonLd(breadcrumb)
  return { '@context': 'https://schema.org', '@graph': [product, trail] }
}

function listingJsonLd(listing: ListingDetail, url: string, title: string, now: number): Record<string, unknown> {
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
  const offer =
    price > 0
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: currency,
            price: toMajorUnits(price, currency),
            availability: offerAvailability(listing, now),
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
  const base = {
    '@type': schemaType[listing.kind],
    '@id': url,
    url,
    name: title,
    description: truncate(plainText(listing.description), 500) || undefined,
    image: images.length ? images : undefined,
    ...rating,
    ...offer,
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
  }
}

/** schema.org FAQPage of a landing page's questions and answers (answers as plain text). */
export function faqPageJsonLd(faqs: { question: string; answer: string }[]): Record<string, unknown> | null {
  const entries = faqs
    .map((faq) => ({ question: faq.question.trim(), answer: plainText(faq.answer) }))
    .filter((faq) => faq.question && faq.answer)
  if (entries.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
