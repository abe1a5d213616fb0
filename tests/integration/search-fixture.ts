import { startSession } from '@driftway/api/auth/sessions'
import { asSystem } from '@driftway/collections'
import { addDaysToKey, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import type { Payload } from 'payload'
import type { TestApi } from './support/api'

/**
 * A small hand-made marketplace for the search tests: a handful of listings per kind with
 * seasons, rates, extras, manual reservations and their booked nights, placed around real cities
 * so distances are meaningful. Dates are relative to today (listing-local), so the fixture never
 * ages; `day(n)` is the Europe/Berlin date n days from today.
 */

type Doc = { id: string; [key: string]: unknown }
const BERLIN = 'Europe/Berlin'
const today = () => nightKeyOf(Math.floor(Date.now() / 1000), BERLIN)
export const day = (offset: number) => addDaysToKey(today(), offset)
export const noon = (offset: number, timezone = BERLIN) => localNoonTimestamp(day(offset), timezone)

export const MUNICH = { latitude: 48.137, longitude: 11.575 }

export interface Fixture {
  users: { rvLessor: Doc; campsiteLessor: Doc; boatLessor: Doc; traveler: Doc; otherLessor: Doc }
  tokens: { traveler: string; rvLessor: string; otherLessor: string }
  amenities: Record<string, string>
  situations: Record<string, string>
  activities: Record<string, string>
  listings: Record<string, Doc>
  extras: Record<string, string>
  wishlist: Doc
}

export async function createSearchFixture(api: TestApi): Promise<Fixture> {
  const payload: Payload = api.payload
  const create = async (collection: string, data: Record<string, unknown>) =>
    (await payload.create({
      collection: collection as never,
      data: data as never,
      ...asSystem(),
    })) as unknown as Doc

  const user = (email: string, role: number, company?: string) =>
    create('users', {
      email,
      password: 'Secret123',
      role,
      first_name: 'Test',
      last_name: 'User',
      company_name: company,
      currency_code: 'EUR',
    })
  const [rvLessor, campsiteLessor, boatLessor, traveler, otherLessor] = await Promise.all([
    user('vans@example.com', 2, 'Vans & Co'),
    user('camps@example.com', 3, 'Camps Ltd'),
    user('boats@example.com', 4, 'Boats AG'),
    user('anna@example.com', 1),
    user('other-vans@example.com', 2, 'Other Vans'),
  ])

  const amenity = async (kind: string, section: string, name: string) =>
    (await create('amenities', { kind, section, name })).id
  const amenities = {
    awning: await amenity('recreational_vehicle', 'exterior', 'Awning'),
    kitchen: await amenity('recreational_vehicle', 'kitchen', 'Kitchen'),
    length: await amenity('recreational_vehicle', 'dimensions_weight_capacity', 'Long wheelbase'),
    showers: await amenity('campsite', 'sanitary', 'Showers'),
    wifi: await amenity('campsite', 'services', 'Wifi'),
    gps: await amenity('boat', 'navigation', 'GPS'),
  }
  const situations = {
    lake: (await create('location-situations', { name: 'By a lake', name_de: 'Am See' })).id,
    mountains: (await create('location-situations', { name: 'In the mountains' })).id,
    sea: (await create('location-situations', { name: 'By the sea' })).id,
  }
  const activities = {
    swimming: (await create('activities', { name: 'Swimming' })).id,
    hiking: (await create('activities', { name: 'Hiking' })).id,
  }
  await create('brands', { kind: 'recreational_vehicle', name: 'Volkswagen' })
  await create('brands', { kind: 'recreational_vehicle', name: 'Hymer' })
  await create('brands', { kind: 'boat', name: 'Linssen' })
  await payload.updateGlobal({
    slug: 'currency-rates',
    data: {
      rates: [
        { currency: 'GBP', rate_per_eur: 0.85 },
        { currency: 'USD', rate_per_eur: 1.1 },
      ],
    } as never,
    ...asSystem(),
  })

  const base = (lessor: Doc, kind: string, title: string, extra: Record<string, unknown>) => ({
    kind,
    lessor: lessor.id,
    title,
    description: '<p>Nice.</p>',
    currency: 'EUR',
    is_draft: false,
    default_min_rent_days: 1,
    ...extra,
  })
  const place = (country_iso2: string, city: string, latitude: number, longitude: number) => ({
    country_iso2,
    city,
    latitude,
    longitude,
  })
  // The facts each kind's rows are searched by, in the order of the field names.
  const vehicle = (rv_type: string, brand: string, sleeps: number, seats_num: number) => ({
    rv_type,
    brand,
    sleeps,
    seats_num,
  })
  const pitches = (suitability: string[], area_m2: number, pitches_num: number, people_per_pitch: number) => ({
    suitability,
    area_m2,
    pitches_num,
    people_per_pitch,
  })
  const vessel = (
    boat_type: string,
    brand: string,
    length: number,
    motor_horse_power: number,
    onboard_capacity: number,
    berths_number: number,
    cabins_number: number,
  ) => ({ boat_type, brand, length, motor_horse_power, onboard_capacity, berths_number, cabins_number })
  const listings: Record<string, Doc> = {}
  const listing = async (key: string, lessor: Doc, kind: string, title: string, extra: Record<string, unknown>) => {
    listings[key] = await create('listings', base(lessor, kind, title, extra))
  }
  // Campervans around Munich, and further away.
  await listing('munichVan', rvLessor, 'recreational_vehicle', 'Munich Campervan', {
    ...place('DE', 'Munich', MUNICH.latitude, MUNICH.longitude),
    ...vehicle('Campervan', 'Volkswagen', 4, 4),
    is_instant_booking_allowed: true,
    is_pets_allowed: true,
    default_rate_in_cents: 10_000,
    default_min_rent_days: 2,
    cleaning_fee_in_cents: 5_000,
    amenities: [amenities.awning, amenities.kitchen],
    km_limit_per_day: 250,
    fully_cover_insurance: true,
    transmission_type: 'Automatic',
    fuel_type: 'Diesel',
    place_id: 'ChIJ-munich',
  })
  await listing('augsburgCoach', rvLessor, 'recreational_vehicle', 'Augsburg Coachbuilt', {
    ...place('DE', 'Augsburg', 48.371, 10.898),
    ...vehicle('Coachbuilt', 'Hymer', 6, 4),
    transmission_type: 'Manual',
    fuel_type: 'Diesel',
    partial_cover_insurance: true,
    default_rate_in_cents: 14_000,
    longer_hire_discount: 10,
    amenities: [amenities.awning],
  })
  await listing('berlinCaravan', otherLessor, 'recreational_vehicle', 'Berlin Caravan', {
    ...place('DE', 'Berlin', 52.52, 13.405),
    ...vehicle('Caravan', 'Knaus', 2, 2),
    is_instant_booking_allowed: true,
    default_rate_in_cents: 6_000,
    amenities: [amenities.kitchen],
  })
  await listing('viennaIntegrated', rvLessor, 'recreational_vehicle', 'Vienna Integrated', {
    ...place('AT', 'Vienna', 48.208, 16.373),
    ...vehicle('Integrated', 'Hymer', 4, 6),
    transmission_type: 'Automatic',
    fuel_type: 'Petrol',
    default_rate_in_cents: 20_000,
    early_booking_discount: 5,
    amenities: [amenities.kitchen, amenities.length],
  })
  await listing('londonVan', otherLessor, 'recreational_vehicle', 'London Van', {
    ...place('GB', 'London', 51.507, -0.128),
    ...vehicle('Campervan', 'Ford', 3, 4),
    currency: 'GBP',
    default_rate_in_cents: 9_000,
    is_pets_allowed: true,
  })
  await listing('draftVan', rvLessor, 'recreational_vehicle', 'Draft Van', {
    is_draft: true,
    ...place('DE', 'Munich', MUNICH.latitude, MUNICH.longitude),
    ...vehicle('Campervan', 'Volkswagen', 4, 4),
    default_rate_in_cents: 5_000,
  })
  // Campsites.
  await listing('gardaCamp', campsiteLessor, 'campsite', 'Lake Garda Pitches', {
    ...place('IT', 'Riva del Garda', 45.885, 10.841),
    ...pitches(['Tent', 'Campervan'], 100, 20, 2),
    default_rate_in_cents: 3_000,
    default_extra_charge_per_adult_in_cents: 600,
    default_extra_charge_per_child_in_cents: 300,
    location_situations: [situations.lake],
    activities: [activities.swimming, activities.hiking],
    amenities: [amenities.showers],
    is_pets_allowed: true,
  })
  await listing('alpineCamp', campsiteLessor, 'campsite', 'Alpine Meadow', {
    ...place('AT', 'Innsbruck', 47.269, 11.404),
    ...pitches(['Tent'], 60, 8, 4),
    default_rate_in_cents: 2_500,
    location_situations: [situations.mountains],
    activities: [activities.hiking],
    amenities: [amenities.showers, amenities.wifi],
  })
  await listing('coastCamp', campsiteLessor, 'campsite', 'Coast Camp', {
    ...place('FR', 'Nice', 43.71, 7.262),
    ...pitches(['Caravan', 'Campervan'], 150, 35, 4),
    default_rate_in_cents: 4_500,
    location_situations: [situations.sea],
    activities: [activities.swimming],
    is_instant_booking_allowed: true,
  })
  // Boats.
  await listing('muritzHouseboat', boatLessor, 'boat', 'Müritz Houseboat', {
    ...place('DE', 'Waren (Müritz)', 53.516, 12.682),
    ...vessel('Houseboat', 'Linssen', 12, 50, 6, 6, 3),
    boat_license_requirement: false,
    default_rate_in_cents: 25_000,
    is_instant_booking_allowed: true,
    amenities: [amenities.gps],
  })
  await listing('splitYacht', boatLessor, 'boat', 'Split Sail Yacht', {
    ...place('HR', 'Split', 43.508, 16.44),
    ...vessel('Sail Yacht', 'Bavaria', 14, 40, 8, 8, 4),
    boat_license_requirement: true,
    default_rate_in_cents: 40_000,
  })
  await listing('niceMotorYacht', boatLessor, 'boat', 'Nice Motor Yacht', {
    ...place('FR', 'Nice', 43.695, 7.27),
    ...vessel('Motor Yacht', 'Princess', 20, 900, 10, 6, 3),
    boat_license_requirement: true,
    default_rate_in_cents: 60_000,
    comments_count: 4,
    average_rating: 4.5,
  })
  await listing('comoRib', boatLessor, 'boat', 'Como RIB', {
    ...place('IT', 'Como', 45.808, 9.085),
    ...vessel('RIB', 'Zodiac', 6, 150, 6, 0, 0),
    default_rate_in_cents: 15_000,
    comments_count: 2,
    average_rating: 5,
  })

  // Seasons and rates of the Munich van: a high season from day 10 to day 20, closed days 40-45.
  const season = (listing: Doc, from: number, to: number, extra: Record<string, unknown>) =>
    create('season-availabilities', {
      listing: listing.id,
      start_timestamp: noon(from),
      end_timestamp: noon(to),
      ...extra,
    })
  const high = await create('season-rates', {
    listing: listings.munichVan!.id,
    season: 'High',
    color: 'red',
    rate_in_cents: 15_000,
  })
  await season(listings.munichVan!, 10, 20, { is_available: true, season_rate: high.id, min_rent_dates: 3 })
  await season(listings.munichVan!, 40, 45, { is_available: false })
  const low = await create('season-rates', {
    listing: listings.gardaCamp!.id,
    season: 'Low',
    color: 'green',
    rate_in_cents: 2_000,
    max_guests_allowed: 3,
    extra_charge_per_adult_in_cents: 400,
  })
  await season(listings.gardaCamp!, 5, 60, { is_available: true, season_rate: low.id, min_rent_dates: 1 })
  // Extras of the Munich van.
  const extra = async (name: string, price_in_cents: number, unit: string, more: Record<string, unknown>) =>
    (await create('extra-amenities', { listing: listings.munichVan!.id, name, price_in_cents, unit, ...more })).id
  const extras = {
    kit: await extra('Starter kit', 2_500, 'per_booking', { mandatory: true, available: 1 }),
    bike: await extra('Bike', 1_000, 'per_day', { available: 2 }),
    linen: await extra('Linen', 0, 'included', { included: true, available: 4 }),
  }
  await create('cancellation-terms', { listing: listings.splitYacht!.id, days: 30, percent: 20 })
  await create('cancellation-terms', { listing: listings.splitYacht!.id, days: 7, percent: 60 })

  // Occupied nights: the Munich van days 5-7, the Berlin caravan days 1-30, the houseboat day 3.
  await reserve(payload, listings.munichVan!, 5, 8)
  await reserve(payload, listings.berlinCaravan!, 1, 31)
  await reserve(payload, listings.muritzHouseboat!, 3, 4)

  const wishlist = await create('wishlists', {
    owner: traveler.id,
    name: 'Summer',
    listings: [listings.munichVan!.id, listings.comoRib!.id],
  })
  const session = async (doc: Doc) =>
    (await startSession(payload, api.app.ctx.env, { id: doc.id, role: doc.role as number })).access
  return {
    users: { rvLessor, campsiteLessor, boatLessor, traveler, otherLessor },
    tokens: {
      traveler: await session(traveler),
      rvLessor: await session(rvLessor),
      otherLessor: await session(otherLessor),
    },
    amenities,
    situations,
    activities,
    listings,
    extras,
    wishlist,
  }
}

/** A manual reservation of nights [from, to) (days from today) with its booked-nights rows. */
export async function reserve(
  payload: Payload,
  listing: Doc,
  from: number,
  to: number,
  timezone = BERLIN,
): Promise<Doc> {
  const reservation = (await payload.create({
    collection: 'manual-reservations',
    data: { listing: listing.id, start_timestamp: noon(from, timezone), end_timestamp: noon(to, timezone) } as never,
    ...asSystem(),
  })) as unknown as Doc
  for (let offset = from; offset < to; offset++) {
    await payload.create({
      collection: 'booked-nights',
      data: {
        listing: listing.id,
        night: day(offset),
        source: 'manual_reservation',
        manual_reservation: reservation.id,
      } as never,
      ...asSystem(),
    })
  }
  return reservation
}
