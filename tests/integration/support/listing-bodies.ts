import type { ListingKind } from '@driftway/domain'

/**
 * Request bodies of complete listings, shared by the API tests (support/lessor.ts) and the
 * Playwright specs (e2e/support/lessor-manage.ts): plain data only, so Playwright can import it
 * without Payload or sharp.
 */

type Kind = ListingKind

/** Catalog ids a complete campsite lists (support/lessor.ts `createCatalog` makes them). */
export type CatalogIds = { amenity: Record<Kind, string>; situation: string; activity: string }

const firstSlot: Record<Kind, string> = { recreational_vehicle: 'Front View', campsite: 'Main', boat: 'Full View' }

/** Where the listing stands: coordinates in Germany (so the zone is Europe/Berlin) and the city shown. */
export type ListingPlace = { latitude: number; longitude: number; city: string }
const berlin: ListingPlace = { latitude: 52.52, longitude: 13.405, city: 'Berlin' }

/**
 * Every field the publish rules of `kind` require (spec §5), with one photo. `catalog` fills a
 * campsite's amenities, situations and activities; `title` and `place` let specs that share one
 * database tell their listings apart.
 */
export function completeListing(
  kind: Kind,
  imageId: string,
  options: { catalog?: CatalogIds; title?: string; place?: ListingPlace } = {},
): Record<string, unknown> {
  const { catalog, place = berlin } = options
  const common = {
    title: options.title ?? `A fine ${kind.replace('_', ' ')}`,
    description: '<p>Lovely and <strong>clean</strong>.</p>',
    checkin_checkout_time_info: 'Pick-up from 14:00, return by 11:00.',
    ...place,
    country: 'Germany',
    country_iso2: 'DE',
    default_rate_in_cents: 9900,
    default_min_rent_days: 2,
    cleaning_fee_in_cents: 5000,
    deposit_amount: 100_000,
    deposit_payment_methods: ['Credit Card', 'Cash'],
    images: [{ slot: firstSlot[kind], image: imageId }],
  }
  if (kind === 'recreational_vehicle') {
    return {
      ...common,
      location_context: 'Behind the main station',
      rv_type: 'Campervan',
      brand: 'Volkswagen',
      model: 'California Ocean',
      registration_timestamp: Math.floor(Date.UTC(2020, 5, 1) / 1000),
      registration_country_iso2: 'DE',
      length: 490,
      width: 190,
      height: 199,
      fresh_water_capacity: 30,
      waste_water_capacity: 20,
      can_travel_abroad: 'Yes',
      insurance_type: 'partial_cover_insurance',
      partial_cover_amount: '1,000 EUR',
    }
  }
  if (kind === 'campsite') {
    return {
      ...common,
      suitability: ['Tent', 'Campervan'],
      area_m2: 120,
      pitches_num: 10,
      people_per_pitch: 4,
      amenities: catalog ? [catalog.amenity.campsite] : [],
      location_situations: catalog ? [catalog.situation] : [],
      activities: catalog ? [catalog.activity] : [],
      default_extra_charge_per_adult_in_cents: 500,
      default_extra_charge_per_child_in_cents: 250,
    }
  }
  return {
    ...common,
    boat_type: 'Houseboat',
    brand: 'Linssen',
    model: 'Grand Sturdy 35',
    harbour: 'Marina Spandau',
    construction_timestamp: Math.floor(Date.UTC(2015, 0, 1) / 1000),
    renovated: 2021,
    length: 10.7,
    width: 3.4,
    draft: 1,
    motor_horse_power: 75,
    fuel_type: 'Diesel',
    speed: 8,
    tender_horse_power: 0,
    people: 6,
    cabins_number: 2,
    berths_number: 6,
    bedrooms_number: 2,
    deductible_insurance: '1,500 EUR excess',
  }
}
