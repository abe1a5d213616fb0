/**
 * The listing document of a plan: the fields every kind shares (address, contact, rates, discounts)
 * and each kind's own facts (vehicle, campsite, boat), amenities and photos.
 */
import { type CampsiteSuitability, currentTimestamp, type LeadTimeOption, type ListingKind } from '@driftway/domain'
import type { AmenityRef, CatalogLists } from './catalog-lists'
import { DAY_SECONDS, noonUtc } from './context'
import { type City, streetNames } from './fixtures/cities'
import { boatDescription, boatTitle, campsiteDescription, campsiteTitle, rvDescription, rvTitle } from './fixtures/text'
import { type ListingPlan, shuffled } from './listing-plans'
import type { PhotoLibrary } from './photo-library'
import { createRng, hashSeed, type Rng } from './photos/rng'

export const round = (value: number, step: number) => Math.round(value / step) * step
export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Nightly rate bands per kind (cents): the seed keeps every rate inside them. */
export const rateBands: Record<ListingKind, [number, number]> = {
  recreational_vehicle: [6000, 25000],
  campsite: [1500, 6000],
  boat: [15000, 60000],
}

function jitter(rng: Rng, city: City): { latitude: number; longitude: number } {
  // Up to ~4 km in each direction.
  const latitude = city.latitude + rng.range(-0.035, 0.035)
  const longitude = city.longitude + rng.range(-0.035, 0.035) / Math.cos((city.latitude * Math.PI) / 180)
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) }
}

function pickAmenities(rng: Rng, all: AmenityRef[], share: number): string[] {
  const chosen = all.filter(() => rng.chance(share)).map((a) => a.id)
  return chosen.length > 0 ? chosen : all.slice(0, 3).map((a) => a.id)
}

const plateFormats: Record<string, (rng: Rng, city: City) => string> = {
  DE: (rng, city) =>
    `${({ Munich: 'M', Hamburg: 'HH', Berlin: 'B', Cologne: 'K', Stuttgart: 'S', Konstanz: 'KN', Füssen: 'OAL', Rostock: 'HRO' } as Record<string, string>)[city.name] ?? 'M'}-${letters(rng, 2)} ${rng.int(100, 9999)}`,
  NL: (rng) => `V${letters(rng, 1)}-${rng.int(100, 999)}-${letters(rng, 1)}`,
  FR: (rng) => `${letters(rng, 2)}-${rng.int(100, 999)}-${letters(rng, 2)}`,
  ES: (rng) => `${rng.int(1000, 9999)} ${letters(rng, 3)}`,
  IT: (rng) => `${letters(rng, 2)} ${rng.int(100, 999)} ${letters(rng, 2)}`,
  AT: (rng) => `I-${rng.int(10000, 99999)} ${letters(rng, 1)}`,
  PT: (rng) => `${letters(rng, 2)}-${rng.int(10, 99)}-${letters(rng, 2)}`,
}

function letters(rng: Rng, n: number): string {
  return Array.from({ length: n }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[rng.int(0, 22)]).join('')
}

const harbourName = (city: City): string =>
  ({
    NL: `Jachthaven ${city.name}`,
    DE: `Yachthafen ${city.name}`,
    AT: `Yachthafen ${city.name}`,
    CH: `Hafen ${city.name}`,
    FR: `Port de plaisance de ${city.name}`,
    IT: `Marina di ${city.name}`,
    ES: `Puerto Deportivo de ${city.name}`,
    PT: `Marina de ${city.name}`,
    HR: `ACI Marina ${city.name}`,
    DK: `${city.name} Lystbådehavn`,
    SE: `${city.name} Gästhamn`,
    NO: `${city.name} Gjestehavn`,
    BE: `Jachthaven ${city.name}`,
  })[city.country_iso2] ?? `Marina ${city.name}`

function commonFields(rng: Rng, plan: ListingPlan, rate: number) {
  const { city, lessor, kind } = plan
  const streets = streetNames[city.country_iso2] ?? ['Harbour Road']
  const lead: LeadTimeOption[] = ['1_year', 'no_limit', '1_year']
  return {
    kind,
    lessor: lessor.id,
    is_draft: plan.draft,
    currency: 'EUR',
    is_smoking_allowed: false,
    is_instant_booking_allowed: rng.chance(0.5),
    is_pets_allowed: rng.chance(kind === 'campsite' ? 0.75 : kind === 'boat' ? 0.3 : 0.4),
    street_address: rng.pick(streets),
    house_number: String(rng.int(1, 80)),
    postal_code: city.postal_code,
    city: city.name,
    country: city.country,
    country_iso2: city.country_iso2,
    ...jitter(rng, city),
    contact_phone: lessor.phone,
    contact_whatsapp: lessor.phone,
    opening_hours_weekdays: rng.pick(['Mon–Fri 09:00–18:00', 'Mon–Fri 08:30–17:30', 'Mon–Fri 10:00–18:00']),
    opening_hours_saturday: rng.pick(['Sat 09:00–13:00', 'Sat 10:00–14:00', 'Sat 09:00–12:00']),
    default_rate_in_cents: rate,
    longer_hire_discount: rng.pick([0, 5, 10]),
    early_booking_discount: rng.pick([0, 0, 5, 10]),
    advance_reserve_time: rng.pick(lead),
    booking_deadline_before_departure: rng.pick<LeadTimeOption>(['1_day', '1_day', '1_week']),
  }
}

function rvFields(rng: Rng, plan: ListingPlan, amenities: AmenityRef[]) {
  const model = plan.rv!
  const caravan = model.rv_type === 'Caravan'
  const classic = model.model.includes('T3')
  const year = classic ? rng.int(1987, 1991) : rng.int(2019, 2025)
  const rate = clamp(round(rng.range(...model.rate), 500), ...rateBands.recreational_vehicle)
  const licence = model.permissible_weight > 3500 ? 'C1' : 'B'
  const insurance = rng.pick([
    'fully_cover_insurance',
    'fully_cover_insurance',
    'partial_cover_insurance',
    'third_party_liability',
  ] as const)
  const registration = plan.lessor.country_iso2
  const now = currentTimestamp()
  return {
    ...commonFields(rng, plan, rate),
    title: rvTitle(rng, model),
    description: rvDescription(rng, model, plan.city),
    location_context: rng.pick([
      'Yard behind the showroom, gate B',
      'Our depot next to the motorway exit',
      'Car park P2, ring the bell at the office',
      'Handover at the rental station, free parking for your car',
    ]),
    checkin_checkout_time_info:
      'Pick-up Monday to Saturday between 14:00 and 17:00, return between 09:00 and 11:00. Sundays and holidays by arrangement.',
    station_pickup_hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => ({
      day,
      from: '14:00',
      to: '17:00',
    })),
    station_dropoff_hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => ({
      day,
      from: '09:00',
      to: '11:00',
    })),
    default_min_rent_days: rng.pick([3, 3, 4, 5, 7]),
    cleaning_fee_in_cents: round(rng.range(6500, 12000), 500),
    deposit_amount: round(rng.range(100000, 250000), 50000),
    deposit_payment_methods: ['Credit Card', 'Bank Wire'],
    deductible_insurance:
      insurance === 'third_party_liability'
        ? 'Third-party liability only; damage to the vehicle is charged at cost.'
        : `Deductible ${insurance === 'fully_cover_insurance' ? '1,500' : '2,500'} EUR per claim, reducible with the insurance extra.`,
    rental_terms:
      'Minimum driver age and licence term apply (see technical data). The vehicle is handed over clean with full tanks and must be returned the same way. Smoking is not allowed on board. Tolls, vignettes and fines are the renter’s responsibility.',
    brand: model.brand,
    model: model.model,
    rv_type: model.rv_type,
    length: model.length,
    width: model.width,
    height: model.height,
    motor_horse_power: caravan ? undefined : model.motor_horse_power,
    fuel_type: caravan ? undefined : model.fuel_type,
    transmission_type: caravan ? undefined : model.transmission_type,
    registration_timestamp: noonUtc(year, rng.int(0, 11), 1),
    registration_country_iso2: registration,
    licence_type: licence,
    driving_license_class: licence,
    licence_plate: (plateFormats[registration] ?? plateFormats.DE!)(rng, plan.city),
    wight_empty: model.wight_empty,
    permissible_weight: model.permissible_weight,
    drawbar_load: caravan ? rng.pick([75, 80, 90, 100]) : undefined,
    seats_num: caravan ? model.sleeps : model.seats_num,
    child_seat_num: caravan ? 0 : rng.int(0, 2),
    sleeps: model.sleeps,
    fuel_capacity: caravan ? undefined : model.fuel_capacity,
    fresh_water_capacity: model.fresh_water_capacity,
    waste_water_capacity: model.waste_water_capacity,
    emission_class: caravan ? undefined : classic ? 'euro1' : year >= 2021 ? 'euro6d' : 'euro6',
    emission_sticker: caravan || registration !== 'DE' ? undefined : classic ? 'H-Kennzeichen' : 'green',
    fuel_consumption: caravan ? undefined : model.fuel_consumption,
    gears_num: caravan ? undefined : model.transmission_type === 'Automatic' ? 9 : 6,
    mileage: caravan
      ? undefined
      : classic
        ? rng.int(180000, 320000)
        : Math.max(3000, (2025 - year) * rng.int(15000, 25000)),
    previous_owners_num: classic ? rng.int(2, 4) : rng.int(0, 1),
    exterior_color: rng.pick(['White', 'Silver', 'Grey', 'Blue', 'Red', 'Orange', 'Green', 'Beige']),
    is_damaged: false,
    service_valid_timestamp: now + rng.int(120, 400) * DAY_SECONDS,
    km_limit_per_day: caravan || rng.chance(0.4) ? undefined : rng.pick([200, 250, 300]),
    price_per_extra_km: caravan ? undefined : rng.pick([25, 30, 35, 40]),
    driver_licence_term: caravan ? undefined : rng.int(1, 3),
    driver_min_age: caravan ? 21 : rng.pick([21, 23, 25]),
    driver_max_age: rng.pick([75, 80]),
    can_travel_abroad: rng.pick(['Yes', 'Yes', 'Upon Request']),
    third_party_liability: insurance === 'third_party_liability',
    partial_cover_insurance: insurance === 'partial_cover_insurance',
    fully_cover_insurance: insurance === 'fully_cover_insurance',
    third_party_liability_amount_in_cents: insurance === 'third_party_liability' ? 100_000_000 : undefined,
    partial_cover_amount_in_cents: insurance === 'partial_cover_insurance' ? 250_000 : undefined,
    fully_cover_amount_in_cents: insurance === 'fully_cover_insurance' ? 150_000 : undefined,
    insurance_currency: 'EUR',
    amenities: pickAmenities(rng, amenities, caravan ? 0.45 : 0.65),
  }
}

const regionSituations: Record<string, string[]> = {
  'Lake Garda': ['Among vineyards'],
  Tuscany: ['Among vineyards', 'Countryside'],
  'South Tyrol': ['In the mountains'],
  Tyrol: ['In the mountains'],
  'Bernese Oberland': ['In the mountains'],
  'Haute-Savoie': ['In the mountains'],
  Allgäu: ['In the mountains'],
  Sardinia: ['On an island'],
  'Balearic Islands': ['On an island'],
}

function campsiteFields(rng: Rng, plan: ListingPlan, lists: CatalogLists) {
  const { city } = plan
  const countryFactor = ['CH', 'NO', 'DK', 'SE'].includes(city.country_iso2)
    ? 1.3
    : ['PT', 'HR', 'ES'].includes(city.country_iso2)
      ? 0.85
      : 1
  const rate = clamp(round(rng.range(2200, 4800) * countryFactor, 100), ...rateBands.campsite)
  const suitabilityOptions: CampsiteSuitability[][] = [
    ['Tent', 'Campervan', 'Caravan'],
    ['Campervan', 'Caravan'],
    ['Tent'],
    ['Tent', 'Campervan'],
    ['Tent', 'Campervan', 'Caravan'],
  ]
  const suitability = rng.pick(suitabilityOptions)
  const tentOnly = suitability.length === 1 && suitability[0] === 'Tent'
  const area = tentOnly ? rng.int(6, 9) * 10 : rng.int(8, 15) * 10
  const pitches = rng.pick([4, 8, 12, 20, 35, 60])
  const situations = new Set<string>()
  if (city.water === 'lake') situations.add('By a lake')
  if (city.water === 'coast') situations.add(rng.chance(0.4) ? 'On the beach' : 'By the sea')
  if (city.water === 'river' || city.water === 'canal') situations.add('By a river')
  for (const extra of regionSituations[city.region] ?? []) situations.add(extra)
  situations.add(rng.pick(['In the forest', 'Countryside', 'Near a city']))
  const activityPool = [
    'Hiking',
    'Cycling',
    ...(city.water ? ['Swimming', 'Stand-up paddling', 'Canoeing', 'Fishing'] : []),
    ...(city.water === 'coast' ? ['Windsurfing', 'Diving', 'Sailing'] : []),
    ...(situations.has('In the mountains') ? ['Mountain biking', 'Climbing', 'Skiing'] : []),
    ...(situations.has('Among vineyards') ? ['Wine tasting'] : []),
    ...(situations.has('Near a city') ? ['City sightseeing'] : []),
    'Horse riding',
    'Birdwatching',
    'Tennis',
  ]
  const activities = shuffled(activityPool, `activities-${plan.index}`).slice(0, rng.int(4, 7))
  return {
    ...commonFields(rng, plan, rate),
    title: campsiteTitle(rng, city),
    description: campsiteDescription(rng, city, pitches, area),
    location_context: rng.pick([
      'Reception at the main entrance, on the left',
      'Follow the signs to the lakeside area',
      'Check in at the kiosk by the barrier',
    ]),
    checkin_checkout_time_info:
      'Arrival from 14:00, departure by 11:00. Reception 08:00–12:00 and 15:00–19:00; late arrivals receive the barrier code the day before.',
    default_min_rent_days: rng.pick([1, 1, 2, 3]),
    cleaning_fee_in_cents: rng.pick([0, 0, 1000, 1500]),
    deposit_amount: rng.pick([2000, 5000]),
    deposit_payment_methods: ['Cash', 'Credit Card'],
    deductible_insurance: 'Not applicable',
    rental_terms:
      'Quiet hours from 22:00 to 07:00. One car per pitch; visitors register at reception. Open fires only in the fire pits provided.',
    suitability,
    area_m2: area,
    pitches_num: pitches,
    people_per_pitch: rng.pick([4, 5, 6]),
    default_extra_charge_per_adult_in_cents: round(rng.range(500, 900), 50),
    default_extra_charge_per_child_in_cents: round(rng.range(250, 450), 50),
    location_situations: [...situations].map((name) => lists.situationIds.get(name)).filter(Boolean),
    activities: activities.map((name) => lists.activityIds.get(name)).filter(Boolean),
    amenities: pickAmenities(rng, lists.amenitiesByKind.campsite, 0.6),
  }
}

function boatFields(rng: Rng, plan: ListingPlan, amenities: AmenityRef[]) {
  const model = plan.boat!
  const built = rng.int(2006, 2022)
  const rate = clamp(round(rng.range(...model.rate), 1000), ...rateBands.boat)
  return {
    ...commonFields(rng, plan, rate),
    title: boatTitle(rng, model, plan.city),
    description: boatDescription(rng, model, plan.city),
    location_context: `Pontoon ${rng.pick(['A', 'B', 'C', 'D'])}, berth ${rng.int(1, 60)}`,
    checkin_checkout_time_info:
      'Check-in from 16:00 on the day of arrival after a briefing and trial run; check-out by 09:00 on the day of departure.',
    default_min_rent_days: rng.pick([3, 7, 7]),
    cleaning_fee_in_cents: round(rng.range(10000, 20000), 1000),
    deposit_amount: round(rng.range(100000, 300000), 50000),
    deposit_payment_methods: ['Credit Card', 'Bank Wire', 'Cash'],
    deductible_insurance: `Deductible ${rng.pick(['1,000', '1,500', '2,000'])} EUR per claim; a deposit waiver is available.`,
    rental_terms:
      'The skipper must be at least 18 years old. Fuel is charged by engine hour. Night sailing and crossings outside the cruising area need the base’s written consent.',
    brand: model.brand,
    model: model.model,
    boat_type: model.boat_type,
    harbour: harbourName(plan.city).slice(0, 70),
    length: model.length,
    width: model.width,
    draft: model.draft,
    motor_horse_power: model.motor_horse_power,
    fuel_type: model.fuel_type,
    speed: model.speed,
    tender_horse_power: model.style === 'houseboat' ? 0 : rng.pick([0, 4, 6, 10]),
    construction_timestamp: noonUtc(built, rng.int(0, 11), 1),
    renovated: rng.int(built, 2025),
    onboard_capacity: model.onboard_capacity,
    cabins_number: model.cabins_number,
    berths_number: model.berths_number,
    bedrooms_number: model.bedrooms_number,
    showers_number: model.showers_number,
    toilets_number: model.toilets_number,
    boat_license_requirement: model.boat_license_requirement,
    amenities: pickAmenities(rng, amenities, 0.6),
  }
}

export function listingData(plan: ListingPlan, lists: CatalogLists, photos: PhotoLibrary): Record<string, unknown> {
  const rng = createRng(hashSeed('listing', plan.kind, plan.index))
  const images = plan.photos.map(([slot, name]) => ({ slot, image: photos.id(name) }))
  const fields =
    plan.kind === 'recreational_vehicle'
      ? rvFields(rng, plan, lists.amenitiesByKind.recreational_vehicle)
      : plan.kind === 'campsite'
        ? campsiteFields(rng, plan, lists)
        : boatFields(rng, plan, lists.amenitiesByKind.boat)
  return { ...fields, images }
}
