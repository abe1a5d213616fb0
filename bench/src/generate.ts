/**
 * Bench-local data: 50,000 (or BENCH_LISTINGS) published listings with seasons, rates, mandatory
 * extras and booked nights, written in batches through `bulkCreate` (collections/src/bulk-create.ts:
 * each document goes through the collection's validation and hooks as a Local API create would,
 * then a batch is written with multi-row inserts on the SQL adapters, `payload.db.create` on MongoDB).
 *
 * Used when the bench database holds fewer published listings than wanted (for instance when
 * `npm run seed -- --listings 50000` has not been run against it). Deterministic: the same seed
 * gives the same data. No photos are rendered: listings point at a few placeholder media rows.
 */

import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { withTransaction } from '@driftway/api/http/transaction'
import { asSystem } from '@driftway/collections'
import { overlappedBatches } from '@driftway/collections/bulk-batches'
import { bulkCreate } from '@driftway/collections/bulk-create'
import { addDaysToKey, type ListingKind, listingKinds, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import { listingTimeZone } from '@driftway/domain/listing-timezone'
import { createRng } from '@driftway/seed/src/photos/rng'
import type { Payload, PayloadRequest } from 'payload'

/** Cities the generated listings are spread over (lat, lon, country). */
export const benchCities: [name: string, latitude: number, longitude: number, country: string][] = [
  ['Munich', 48.137, 11.575, 'DE'],
  ['Berlin', 52.52, 13.405, 'DE'],
  ['Hamburg', 53.551, 9.994, 'DE'],
  ['Cologne', 50.938, 6.96, 'DE'],
  ['Stuttgart', 48.776, 9.183, 'DE'],
  ['Konstanz', 47.66, 9.175, 'DE'],
  ['Rostock', 54.092, 12.099, 'DE'],
  ['Dresden', 51.05, 13.738, 'DE'],
  ['Nuremberg', 49.452, 11.077, 'DE'],
  ['Amsterdam', 52.373, 4.893, 'NL'],
  ['Utrecht', 52.091, 5.122, 'NL'],
  ['Groningen', 53.219, 6.567, 'NL'],
  ['Brussels', 50.85, 4.352, 'BE'],
  ['Ghent', 51.054, 3.717, 'BE'],
  ['Paris', 48.857, 2.352, 'FR'],
  ['Lyon', 45.764, 4.836, 'FR'],
  ['Annecy', 45.899, 6.129, 'FR'],
  ['Bordeaux', 44.838, -0.579, 'FR'],
  ['Nice', 43.71, 7.262, 'FR'],
  ['Toulouse', 43.605, 1.444, 'FR'],
  ['La Rochelle', 46.16, -1.151, 'FR'],
  ['Nantes', 47.218, -1.554, 'FR'],
  ['Barcelona', 41.385, 2.173, 'ES'],
  ['Valencia', 39.47, -0.376, 'ES'],
  ['Málaga', 36.721, -4.421, 'ES'],
  ['Madrid', 40.417, -3.704, 'ES'],
  ['San Sebastián', 43.318, -1.981, 'ES'],
  ['Seville', 37.389, -5.984, 'ES'],
  ['Lisbon', 38.722, -9.139, 'PT'],
  ['Porto', 41.158, -8.629, 'PT'],
  ['Lagos', 37.102, -8.673, 'PT'],
  ['Riva del Garda', 45.885, 10.841, 'IT'],
  ['Bolzano', 46.498, 11.354, 'IT'],
  ['Florence', 43.77, 11.256, 'IT'],
  ['Venice', 45.441, 12.316, 'IT'],
  ['Como', 45.808, 9.085, 'IT'],
  ['Rome', 41.893, 12.483, 'IT'],
  ['Naples', 40.852, 14.268, 'IT'],
  ['Olbia', 40.923, 9.498, 'IT'],
  ['Innsbruck', 47.269, 11.404, 'AT'],
  ['Salzburg', 47.81, 13.055, 'AT'],
  ['Vienna', 48.208, 16.373, 'AT'],
  ['Graz', 47.071, 15.439, 'AT'],
  ['Zurich', 47.377, 8.541, 'CH'],
  ['Interlaken', 46.686, 7.863, 'CH'],
  ['Lucerne', 47.05, 8.309, 'CH'],
  ['Copenhagen', 55.676, 12.568, 'DK'],
  ['Aarhus', 56.157, 10.211, 'DK'],
  ['Stockholm', 59.329, 18.069, 'SE'],
  ['Gothenburg', 57.709, 11.975, 'SE'],
  ['Oslo', 59.914, 10.752, 'NO'],
  ['Bergen', 60.391, 5.322, 'NO'],
  ['Split', 43.508, 16.44, 'HR'],
  ['Zadar', 44.119, 15.232, 'HR'],
  ['Pula', 44.867, 13.85, 'HR'],
  ['Ljubljana', 46.056, 14.506, 'SI'],
  ['Prague', 50.075, 14.438, 'CZ'],
  ['Krakow', 50.065, 19.945, 'PL'],
  ['Gdansk', 54.352, 18.647, 'PL'],
  ['Budapest', 47.498, 19.04, 'HU'],
]

const rvTypes = ['Campervan', 'Coachbuilt', 'Caravan', 'Integrated', 'Semi-Integrated', 'Cabover']
const rvBrands = ['Volkswagen', 'Hymer', 'Knaus', 'Dethleffs', 'Carado', 'Pössl', 'Bürstner', 'Fiat']
const boatTypes = ['Houseboat', 'Sailboat', 'Motorboat', 'Motor Yacht', 'Sail Yacht', 'RIB', 'Catamaran']
const suitabilities = [['Tent', 'Campervan', 'Caravan'], ['Campervan', 'Caravan'], ['Tent'], ['Tent', 'Campervan']]

type Log = (line: string) => void

/** Lessors, catalogue lists and placeholder media the generated listings refer to (created once). */
async function basics(payload: Payload) {
  const find = async (collection: 'users' | 'activities' | 'location-situations' | 'media', where = {}) =>
    (await payload.find({ collection, where, depth: 0, pagination: false, ...asSystem() })).docs
  const lessorOf = async (kind: ListingKind, role: number): Promise<string> => {
    const email = `bench-${kind}@driftway.test`
    const existing = await find('users', { email: { equals: email } })
    return (
      existing[0]?.id ??
      String(
        (
          await payload.create({
            collection: 'users',
            data: {
              email,
              password: 'Bench12345',
              role,
              company_name: `Bench ${kind}`,
              currency_code: 'EUR',
              first_name: 'Bench',
              last_name: 'Lessor',
            },
            ...asSystem(),
          })
        ).id,
      )
    )
  }
  const lessors: Record<ListingKind, string> = {
    recreational_vehicle: await lessorOf('recreational_vehicle', 2),
    campsite: await lessorOf('campsite', 3),
    boat: await lessorOf('boat', 4),
  }
  const amenities: Record<ListingKind, string[]> = { recreational_vehicle: [], campsite: [], boat: [] }
  const listedAmenities = await payload.find({ collection: 'amenities', depth: 0, pagination: false, ...asSystem() })
  for (const amenity of listedAmenities.docs) amenities[amenity.kind].push(String(amenity.id))
  for (const kind of listingKinds) {
    for (let i = amenities[kind].length; i < 12; i++) {
      const doc = await payload.create({
        collection: 'amenities',
        data: { kind, section: `bench_section_${i % 4}`, name: `Bench amenity ${kind} ${i}` },
        ...asSystem(),
      })
      amenities[kind].push(String(doc.id))
    }
  }
  /** The ids of a name-only catalogue list, topped up with numbered entries to `count`. */
  const topUp = async (collection: 'location-situations' | 'activities', count: number, name: string) => {
    const ids = (await find(collection)).map((doc) => doc.id)
    for (let i = ids.length; i < count; i++) {
      const doc = await payload.create({ collection, data: { name: `${name} ${i}` }, ...asSystem() })
      ids.push(String(doc.id))
    }
    return ids
  }
  const situations = await topUp('location-situations', 6, 'Bench situation')
  const activities = await topUp('activities', 8, 'Bench activity')
  let media = (await find('media', { filename: { like: 'bench-photo-' } })).map((doc) => doc.id)
  if (media.length === 0) {
    const now = new Date().toISOString()
    for (let i = 0; i < 40; i++) {
      const name = `bench-photo-${i}`
      const doc = await payload.db.create({
        collection: 'media',
        data: {
          filename: `${name}.jpg`,
          mimeType: 'image/jpeg',
          filesize: 1000,
          width: 1600,
          height: 1066,
          alt: 'Bench photo',
          sizes: {
            thumbnail: { filename: `${name}-400x300.webp` },
            card: { filename: `${name}-800x600.webp` },
            large: { filename: `${name}-1600x1066.webp` },
          },
          createdAt: now,
          updatedAt: now,
        },
      })
      media.push(String(doc.id))
    }
    media = media.slice()
  }
  return { lessors, amenities, situations, activities, media }
}

/**
 * Writes listings [startIndex, startIndex + count) with their seasons, extras and occupied nights.
 * The SQLite client (libsql) keeps ~15 KB of native memory per statement until the process
 * ends, so large runs go through `ensureBenchListings`, which writes in child processes.
 */
export async function generateRange(
  payload: Payload,
  startIndex: number,
  count: number,
  log: Log,
  { children = true }: { children?: boolean } = {},
): Promise<{ seconds: number; cpuSeconds: number }> {
  const lists = await basics(payload)
  const BATCH = 250
  // Timed from the first batch: what a write of `count` listings costs, without the process start.
  const started = performance.now()
  const cpu = process.cpuUsage()
  await overlappedBatches(count, BATCH, (from, size) => {
    const indexes = Array.from({ length: size }, (_, i) => startIndex + from + i)
    return withTransaction(payload, (req) => createListings(payload, req, indexes, lists, children))
  })
  const used = process.cpuUsage(cpu)
  log(`  listings ${startIndex}-${startIndex + count - 1} written`)
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 }
}

/** Adds published listings until `target` exist, in child processes of CHUNK listings each. */
export async function ensureBenchListings(
  payload: Payload,
  databaseUrl: string,
  target: number,
  log: Log,
): Promise<void> {
  const { totalDocs: published } = await payload.count({
    collection: 'listings',
    where: { is_draft: { equals: false } },
    ...asSystem(),
  })
  if (published >= target) return
  const CHUNK = 2500
  log(
    `generating ${target - published} bench listings in processes of ${CHUNK} (bulkCreate: validated, multi-row inserts)…`,
  )
  const started = Date.now()
  for (let from = published; from < target; from += CHUNK) {
    const count = Math.min(CHUNK, target - from)
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          ...process.execArgv,
          fileURLToPath(new URL('./generate-worker.ts', import.meta.url)),
          String(from),
          String(count),
        ],
        {
          env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      )
      child.on('error', reject)
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`generator exited with ${code}`))))
    })
    const done = from + count - published
    log(`  ${from + count}/${target} · ${(done / ((Date.now() - started) / 1000)).toFixed(0)} listings/s`)
  }
}

type Lists = Awaited<ReturnType<typeof basics>>
type Row = Record<string, unknown>

/** One listing of the data set and what hangs off it, before ids are known. */
type Plan = {
  data: Row
  lessor: string
  /** A high season (rate and season), a closed week, a mandatory extra, occupied stays. */
  high?: { rate: number; start: number; end: number; minNights: number }
  closed?: { start: number; end: number }
  extra: boolean
  stays: { from: number; length: number; nights: string[] }[]
  at: (offset: number) => number
}

/**
 * Writes one batch of listings with their children through bulkCreate (the collections' own
 * validation and hooks, then multi-row inserts): listings, then season rates, seasons, extras,
 * reservations and their booked nights, each in one call, so a batch costs a few statements per
 * table rather than a dozen per listing. Without `children`, the listings alone (the seed bench).
 */
async function createListings(
  payload: Payload,
  req: PayloadRequest,
  indexes: number[],
  lists: Lists,
  children: boolean,
) {
  const plans = indexes.map((index) => planListing(index, lists))
  const create = (collection: Parameters<typeof bulkCreate>[1]['collection'], docs: Row[]) =>
    docs.length === 0 ? Promise.resolve([]) : bulkCreate(payload, { collection, docs, req })
  const listingIds = await create(
    'listings',
    plans.map((plan) => plan.data),
  )
  if (!children) return
  const withIds = plans.map((plan, i) => ({ plan, id: listingIds[i]! }))
  const high = withIds.filter(({ plan }) => plan.high)
  const rateIds = await create(
    'season-rates',
    high.map(({ plan, id }) => ({
      listing: id,
      lessor: plan.lessor,
      season: 'High',
      color: 'red',
      rate_in_cents: plan.high!.rate,
      currency: 'EUR',
    })),
  )
  await create('season-availabilities', [
    ...high.map(({ plan, id }, i) => ({
      listing: id,
      lessor: plan.lessor,
      start_timestamp: plan.at(plan.high!.start),
      end_timestamp: plan.at(plan.high!.end),
      is_available: true,
      season_rate: rateIds[i],
      min_rent_dates: plan.high!.minNights,
    })),
    ...withIds
      .filter(({ plan }) => plan.closed)
      .map(({ plan, id }) => ({
        listing: id,
        lessor: plan.lessor,
        start_timestamp: plan.at(plan.closed!.start),
        end_timestamp: plan.at(plan.closed!.end),
        is_available: false,
        min_rent_dates: 1,
      })),
  ])
  await create(
    'extra-amenities',
    withIds
      .filter(({ plan }) => plan.extra)
      .map(({ plan, id }) => ({
        listing: id,
        lessor: plan.lessor,
        name: 'Final cleaning',
        price_in_cents: 3000,
        unit: 'per_booking',
        recurrence: 'once',
        available: 1,
        mandatory: true,
        included: false,
        currency: 'EUR',
      })),
  )
  const stays = withIds.flatMap(({ plan, id }) => plan.stays.map((stay) => ({ plan, id, stay })))
  const reservationIds = await create(
    'manual-reservations',
    stays.map(({ plan, id, stay }) => ({
      listing: id,
      lessor: plan.lessor,
      start_timestamp: plan.at(stay.from),
      end_timestamp: plan.at(stay.from + stay.length),
      comment: 'bench',
    })),
  )
  await create(
    'booked-nights',
    stays.flatMap(({ id, stay }, i) =>
      stay.nights.map((night) => ({
        listing: id,
        night,
        source: 'manual_reservation',
        manual_reservation: reservationIds[i],
      })),
    ),
  )
}

function planListing(index: number, lists: Lists): Plan {
  const r = createRng(index * 7919 + 17)
  const kind = listingKinds[index % 3]!
  const [city, lat, lon, country] = benchCities[Math.floor(index / 3) % benchCities.length]!
  // Spread over ~60 km around the city.
  const latitude = Number((lat + (r.next() - 0.5) * 1.1).toFixed(5))
  const longitude = Number((lon + ((r.next() - 0.5) * 1.1) / Math.cos((lat * Math.PI) / 180)).toFixed(5))
  const rate = kind === 'campsite' ? r.int(15, 60) * 100 : kind === 'boat' ? r.int(15, 60) * 1000 : r.int(12, 50) * 500
  const amenities = lists.amenities[kind].filter(() => r.chance(0.5))
  const data: Row = {
    kind,
    lessor: lists.lessors[kind],
    is_draft: false,
    currency: 'EUR',
    title: `${city} ${kind === 'boat' ? 'boat' : kind === 'campsite' ? 'campsite' : 'camper'} #${index}`,
    description: '<p>Bench listing.</p>',
    city,
    country_iso2: country,
    latitude,
    longitude,
    default_rate_in_cents: rate,
    default_min_rent_days: r.pick([1, 2, 3, 3, 5, 7]),
    cleaning_fee_in_cents: r.pick([0, 2500, 5000, 7500]),
    longer_hire_discount: r.pick([null, 0, 5, 10]),
    early_booking_discount: r.pick([null, 0, 5]),
    is_instant_booking_allowed: r.chance(0.5),
    is_pets_allowed: r.chance(0.4),
    is_smoking_allowed: false,
    comments_count: r.int(0, 30),
    average_rating: Number((3 + r.next() * 2).toFixed(1)),
    amenities,
    images: [0, 1, 2].map((slot) => ({
      slot:
        kind === 'campsite'
          ? ['Main', 'Spots', 'Surroundings'][slot]
          : kind === 'boat'
            ? ['Full View', 'Side View', 'Cockpit'][slot]
            : ['Front View', 'Rear View', 'Kitchen'][slot],
      image: r.pick(lists.media),
    })),
  }
  if (kind === 'recreational_vehicle') {
    Object.assign(data, {
      rv_type: r.pick(rvTypes),
      brand: r.pick(rvBrands),
      model: 'Bench',
      sleeps: r.int(2, 6),
      seats_num: r.int(2, 6),
      transmission_type: r.pick(['Manual', 'Automatic']),
      fuel_type: 'Diesel',
      km_limit_per_day: r.pick([null, 200, 300]),
      fully_cover_insurance: true,
    })
  } else if (kind === 'campsite') {
    Object.assign(data, {
      suitability: r.pick(suitabilities),
      area_m2: r.int(5, 15) * 10,
      pitches_num: r.pick([4, 8, 20, 60]),
      people_per_pitch: r.pick([2, 4, 6]),
      default_extra_charge_per_adult_in_cents: 600,
      default_extra_charge_per_child_in_cents: 300,
      location_situations: lists.situations.filter(() => r.chance(0.35)),
      activities: lists.activities.filter(() => r.chance(0.4)),
    })
  } else {
    Object.assign(data, {
      boat_type: r.pick(boatTypes),
      brand: 'Bench Marine',
      model: 'Bench',
      length: r.int(5, 25),
      motor_horse_power: r.int(10, 900),
      onboard_capacity: r.int(2, 12),
      berths_number: r.int(0, 8),
      cabins_number: r.int(0, 4),
      boat_license_requirement: r.chance(0.5),
    })
  }
  const timezone = listingTimeZone({ country_iso2: country, latitude, longitude })
  const today = nightKeyOf(Math.floor(Date.now() / 1000), timezone)
  const plan: Plan = {
    data,
    lessor: lists.lessors[kind],
    extra: false,
    stays: [],
    at: (offset) => localNoonTimestamp(addDaysToKey(today, offset), timezone),
  }
  // A summer high season on 30 % of listings, a closed week on 5 %, a mandatory extra on 20 %.
  if (r.chance(0.3)) {
    const start = r.int(20, 120)
    plan.high = { rate: Math.round(rate * 1.3), start, end: start + r.int(14, 60), minNights: r.pick([1, 3, 7]) }
  }
  if (r.chance(0.05)) {
    const start = r.int(10, 150)
    plan.closed = { start, end: start + 7 }
  }
  plan.extra = r.chance(0.2)
  // Occupancy: 0-3 stays of 3-14 nights in the next 150 days. A stay that would overlap an earlier
  // one is left out: manual reservations of a listing may not overlap (the collection refuses it).
  const count = r.pick([0, 0, 1, 1, 2, 3])
  for (let s = 0; s < count; s++) {
    const from = r.int(0, 150)
    const length = r.int(3, 14)
    if (plan.stays.some((stay) => from < stay.from + stay.length && stay.from < from + length)) continue
    plan.stays.push({ from, length, nights: Array.from({ length }, (_, i) => addDaysToKey(today, from + i)) })
  }
  return plan
}
