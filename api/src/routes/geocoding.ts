import { asSystem } from '@driftway/collections'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createGeocoder, OfflineGeocoder } from '../search/geocoding/geocoder'

const languageTag = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Expected a language tag such as de or en-GB')

const geocodeQuery = z.object({
  q: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(10).default(5),
  lang: languageTag.optional(),
})

/** A place as Nominatim's jsonv2 search writes it (the fields the geocoders fill; `Place`). */
const placeSchema = z.object({
  display_name: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Lower-case ISO 3166-1 alpha-2. */
  country_code: z.string(),
  /** city, town, village, … */
  addresstype: z.string(),
  /** Nominatim's address parts (city/town/village, country, country_code, road, postcode, …). */
  address: z.record(z.string(), z.string()),
  /** Inhabitants, when the source knows it. */
  population: z.number().nullable(),
})

const cityFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.object({
    type: z.literal('Point'),
    /** [longitude, latitude] (GeoJSON order). */
    coordinates: z.array(z.number()),
  }),
  properties: z.object({
    name: z.string(),
    label: z.string(),
    country_code: z.string(),
    addresstype: z.string(),
  }),
})

/** The first language of an Accept-Language header ("de-DE,de;q=0.9" → "de-DE"). */
const acceptedLanguage = (header: string | undefined): string | undefined => {
  const first = header?.split(',')[0]?.split(';')[0]?.trim()
  return first && languageTag.safeParse(first).success ? first : undefined
}

/** How long the set of countries with published listings is reused before it is read again. */
const COUNTRIES_TTL_MS = 10 * 60_000

/**
 * The countries of published listings (a distinct query, cached): suggestions prefer them. A failed
 * read only loses the preference, never the suggestions.
 */
function listingCountries(app: FastifyInstance): () => Promise<ReadonlySet<string>> {
  let cached: { at: number; countries: Promise<ReadonlySet<string>> } | null = null
  const read = async (): Promise<ReadonlySet<string>> => {
    try {
      const result = await app.ctx.payload.findDistinct({
        collection: 'listings',
        field: 'country_iso2',
        where: { is_draft: { equals: false } },
        ...asSystem(),
      })
      return new Set(
        result.values
          .map((row) => (row as { country_iso2?: unknown }).country_iso2)
          .filter((code): code is string => typeof code === 'string' && code.length === 2)
          .map((code) => code.toUpperCase()),
      )
    } catch (error) {
      app.log.warn(`listing countries unavailable for geocoding: ${(error as Error).message}`)
      // Not kept for the whole TTL: the next lookup reads again.
      cached = null
      return new Set()
    }
  }
  return () => {
    if (!cached || Date.now() - cached.at > COUNTRIES_TTL_MS) cached = { at: Date.now(), countries: read() }
    return cached.countries
  }
}

/**
 * Place suggestions for the search bar (listings spec §7 address search; 5 suggestions, in the
 * visitor's language). Offline gazetteer by default; `GEOCODER_URL` points at a
 * Nominatim-compatible server instead.
 */
export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = createGeocoder(process.env, (message) => app.log.warn(message))
  const marketplaceCountries = listingCountries(app)
  /** A lookup in the query's language (else the Accept-Language one), marketplace countries first. */
  const search = async ({ q, limit, lang }: z.output<typeof geocodeQuery>, acceptLanguage: string | undefined) =>
    geocoder.search({
      q,
      limit,
      lang: lang ?? acceptedLanguage(acceptLanguage) ?? 'en',
      preferCountries: await marketplaceCountries(),
    })
  // The gazetteer takes about a second to decode: in production do it right after start rather
  // than on the first keystroke (tests and dev load it on first use).
  if (app.ctx.env.isProduction && geocoder instanceof OfflineGeocoder) {
    app.addHook('onListen', async () => {
      setImmediate(() => geocoder.warm())
    })
  }

  app.get(
    '/geocoding/search/',
    {
      schema: {
        tags: ['geocoding'],
        summary: 'Places matching a text (Nominatim-shaped results)',
        querystring: geocodeQuery,
        response: { 200: z.array(placeSchema) },
      },
    },
    async (request) => search(request.query, request.headers['accept-language']),
  )

  /** City-only variant (§7): GeoJSON-like features with name and label. */
  app.get(
    '/geocoding/city/',
    {
      schema: {
        tags: ['geocoding'],
        summary: 'Cities matching a text, as features with name and label',
        querystring: geocodeQuery,
        response: { 200: z.object({ features: z.array(cityFeatureSchema) }) },
      },
    },
    async (request) => {
      const places = await search(request.query, request.headers['accept-language'])
      return {
        features: places.map((place) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [place.lon, place.lat] },
          properties: {
            name: place.name,
            label: place.display_name,
            country_code: place.country_code,
            addresstype: place.addresstype,
          },
        })),
      }
    },
  )
}
