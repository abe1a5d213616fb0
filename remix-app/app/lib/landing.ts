import { type LandingContentType, landingContentTypes, landingRoutePrefix } from '@driftway/domain/listing-options'
import type { ApiAnswer } from '~/lib/api-schema'

/** A landing page as GET /landing-page/get/{slug}/v1/ answers it (sections and FAQs in order). */
export type LandingPageData = ApiAnswer<'/landing-page/get/{slug}/v1/', 'get'>
/** One row of the management list. */
export type LandingSummary = ApiAnswer<'/landing-page/create/v1/', 'get'>['results'][number]

export const isLandingType = (value: unknown): value is LandingContentType =>
  typeof value === 'string' && (landingContentTypes as readonly string[]).includes(value)

/** The public page a slug names: campervan-hire-munich → /campervan-hire/munich (a city route). */
export function landingPublicPath(type: LandingContentType, slug: string): string {
  const prefix = landingRoutePrefix[type]
  const place = slug.startsWith(`${prefix}-`) ? slug.slice(prefix.length + 1) : slug
  return `/${prefix}/${place}`
}

/** The slug a city route shows: /campervan-hire/munich → campervan-hire-munich. */
export const landingSlugForCity = (type: LandingContentType, city: string) =>
  `${landingRoutePrefix[type]}-${decodeURIComponent(city).toLowerCase()}`

/** Content type of a listing kind (the city routes are per kind). */
export const landingTypeOfKind = (kind: string): LandingContentType =>
  kind === 'campsite' ? 'campsite' : kind === 'boat' ? 'boat' : 'campervan'
