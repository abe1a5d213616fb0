import type { ListingKind } from '@driftway/domain'
import { partnerSlugs } from '@driftway/domain/partners'
import { type PartnerSlug, partnerKind } from '../types'

/** A station, campsite reception or harbour of the simulated partner. */
export type SimStation = {
  code: string
  name: string
  city: string
  country_iso2: string
  lat: number
  lng: number
}

/** One simulated unit type: `stock` identical vehicles (pitches, boats) sold per night range. */
export type SimUnit = {
  id: string
  kind: ListingKind
  title: string
  description: string
  brand: string | null
  model: string | null
  seats: number
  sleeps: number | null
  transmission: 'automatic' | 'manual' | null
  fuel: 'diesel' | 'petrol' | 'electric' | null
  currency: string
  daily_rate_cents: number
  stock: number
  home: SimStation
  stations: SimStation[]
  photos: number
}

const stationsOf: Record<PartnerSlug, SimStation[]> = {
  thl: [
    { code: 'FRA', name: 'THL Frankfurt', city: 'Frankfurt am Main', country_iso2: 'DE', lat: 50.0379, lng: 8.5622 },
    { code: 'MUC', name: 'THL Munich', city: 'Munich', country_iso2: 'DE', lat: 48.1351, lng: 11.582 },
  ],
  neorent: [{ code: 'NEO-BER', name: 'Neorent Berlin', city: 'Berlin', country_iso2: 'DE', lat: 52.52, lng: 13.405 }],
  mcrent: [
    { code: 'MC-HAM', name: 'McRent Hamburg', city: 'Hamburg', country_iso2: 'DE', lat: 53.5511, lng: 9.9937 },
    { code: 'MC-CGN', name: 'McRent Cologne', city: 'Cologne', country_iso2: 'DE', lat: 50.9375, lng: 6.9603 },
  ],
  'wheel-office': [
    { code: 'WO-VIE', name: 'Wheel Office Vienna', city: 'Vienna', country_iso2: 'AT', lat: 48.2082, lng: 16.3738 },
  ],
  indie: [
    { code: 'LIS', name: 'Indie Campers Lisbon', city: 'Lisbon', country_iso2: 'PT', lat: 38.7223, lng: -9.1393 },
    { code: 'POR', name: 'Indie Campers Porto', city: 'Porto', country_iso2: 'PT', lat: 41.1579, lng: -8.6291 },
    { code: 'MAD', name: 'Indie Campers Madrid', city: 'Madrid', country_iso2: 'ES', lat: 40.4168, lng: -3.7038 },
  ],
  vanever: [
    { code: 'VE-AMS', name: 'Vanever Amsterdam', city: 'Amsterdam', country_iso2: 'NL', lat: 52.37, lng: 4.895 },
  ],
  campnerd: [
    {
      code: 'CN-GARDA',
      name: 'Camping Lago di Garda',
      city: 'Peschiera del Garda',
      country_iso2: 'IT',
      lat: 45.44,
      lng: 10.69,
    },
    { code: 'CN-BRAC', name: 'Kamp Brač', city: 'Bol', country_iso2: 'HR', lat: 43.262, lng: 16.655 },
  ],
  'five-anker': [
    { code: 'FA-SPLIT', name: 'Marina Split', city: 'Split', country_iso2: 'HR', lat: 43.5081, lng: 16.4402 },
  ],
}

const vehicleModels = [
  { brand: 'Volkswagen', model: 'California Ocean', seats: 4, sleeps: 4, fuel: 'diesel', transmission: 'automatic' },
  { brand: 'Fiat', model: 'Ducato Kastenwagen', seats: 4, sleeps: 2, fuel: 'diesel', transmission: 'manual' },
  { brand: 'Mercedes-Benz', model: 'Marco Polo', seats: 4, sleeps: 4, fuel: 'diesel', transmission: 'automatic' },
  { brand: 'Ford', model: 'Nugget', seats: 4, sleeps: 4, fuel: 'petrol', transmission: 'manual' },
  { brand: 'Hymer', model: 'B-Class ML', seats: 5, sleeps: 5, fuel: 'diesel', transmission: 'automatic' },
] as const

/** Each partner's own prices and currency, so a mix-up between partners shows in the tests. */
const pricing: Record<PartnerSlug, { currency: string; base: number; units: number }> = {
  thl: { currency: 'EUR', base: 11_900, units: 4 },
  neorent: { currency: 'EUR', base: 8_900, units: 3 },
  mcrent: { currency: 'EUR', base: 10_500, units: 3 },
  'wheel-office': { currency: 'EUR', base: 9_500, units: 2 },
  indie: { currency: 'EUR', base: 7_900, units: 4 },
  vanever: { currency: 'EUR', base: 9_900, units: 3 },
  campnerd: { currency: 'EUR', base: 3_200, units: 3 },
  'five-anker': { currency: 'EUR', base: 42_000, units: 2 },
}

const idPrefix: Record<PartnerSlug, (n: number) => string> = {
  thl: (n) => `THL-${String(4100 + n)}`,
  neorent: (n) => `neo-${(0xa10 + n).toString(16)}`,
  mcrent: (n) => String(70_000 + n),
  'wheel-office': (n) => `wo-${String(n).padStart(4, '0')}`,
  indie: (n) => `indie-camper-${n}`,
  vanever: (n) => `van-${n}`,
  campnerd: (n) => `acc-${500 + n}`,
  'five-anker': (n) => `boat-${n}`,
}

function unitOf(partner: PartnerSlug, n: number): SimUnit {
  const kind = partnerKind[partner]
  const stations = stationsOf[partner]
  const home = stations[n % stations.length]!
  const { currency, base } = pricing[partner]
  const common = {
    id: idPrefix[partner](n),
    kind,
    currency,
    // Prices step by partner and unit; multiples of 100 keep the arithmetic readable in the tests.
    daily_rate_cents: base + n * 1_000,
    // The first unit of every partner has a single vehicle, so "sold out" is one booking away.
    stock: n === 0 ? 1 : 2,
    home,
    stations: kind === 'recreational_vehicle' ? stations : [home],
    photos: 2,
  }
  if (kind === 'campsite')
    return {
      ...common,
      title: `${home.name}: pitch ${['Lakeside', 'Olive grove', 'Family'][n % 3]}`,
      description: `A ${['lakeside', 'shaded', 'large'][n % 3]} pitch at ${home.name} for a tent, campervan or caravan.`,
      brand: null,
      model: null,
      seats: 6,
      sleeps: null,
      transmission: null,
      fuel: null,
    }
  if (kind === 'boat')
    return {
      ...common,
      title: `${['Bavaria Cruiser 41', 'Lagoon 42', 'Jeanneau Sun Odyssey 440'][n % 3]} from ${home.city}`,
      description: `A sailing yacht chartered from ${home.name}; skipper on request.`,
      brand: ['Bavaria', 'Lagoon', 'Jeanneau'][n % 3]!,
      model: ['Cruiser 41', '42', 'Sun Odyssey 440'][n % 3]!,
      seats: 8,
      sleeps: 8,
      transmission: null,
      fuel: 'diesel',
    }
  const model = vehicleModels[n % vehicleModels.length]!
  return {
    ...common,
    title: `${model.brand} ${model.model} (${home.city})`,
    description: `A ${model.brand} ${model.model} for ${model.sleeps}, picked up at ${home.name}.`,
    brand: model.brand,
    model: model.model,
    seats: model.seats,
    sleeps: model.sleeps,
    transmission: model.transmission,
    fuel: model.fuel,
  }
}

/** The seeded fleet of every partner: the same on every start, so tests and demos can name units. */
export function seededFleets(): Record<PartnerSlug, SimUnit[]> {
  const fleets = {} as Record<PartnerSlug, SimUnit[]>
  for (const partner of partnerSlugs)
    fleets[partner] = Array.from({ length: pricing[partner].units }, (_, n) => unitOf(partner, n))
  return fleets
}
