import type { EditorField } from '@driftway/domain/listing-editor-fields'

/**
 * How the listing editor lays out the fields the domain defines (`stepFields`): the section each
 * field sits in (a heading per group, in order of first appearance) and how wide it is on the
 * step's three-column grid. Presentation only: the domain keeps which fields a step has, their
 * order and their rules.
 */
export type FieldLayout = {
  /** Section of the step (translation key `groups.{group}`). */
  group: string
  /** Spans the full row of the step's grid. */
  wide?: boolean
  /** Spans two of the three columns on wide screens. */
  double?: boolean
}

/** Every editor field by name (the same place for every kind that has it). */
export const fieldLayouts: Readonly<Record<string, FieldLayout>> = {
  rv_type: { group: 'basics' },
  brand: { group: 'basics' },
  model: { group: 'basics' },
  registration_timestamp: { group: 'basics' },
  registration_country_iso2: { group: 'basics' },
  licence_plate: { group: 'basics' },
  title: { group: 'basics', wide: true },
  description: { group: 'basics', wide: true },
  length: { group: 'dimensions' },
  width: { group: 'dimensions' },
  height: { group: 'dimensions' },
  wight_empty: { group: 'dimensions' },
  permissible_weight: { group: 'dimensions' },
  drawbar_load: { group: 'dimensions' },
  seats_num: { group: 'capacity' },
  sleeps: { group: 'capacity' },
  child_seat_num: { group: 'capacity' },
  fresh_water_capacity: { group: 'capacity' },
  waste_water_capacity: { group: 'capacity' },
  fuel_capacity: { group: 'capacity' },
  transmission_type: { group: 'engine' },
  fuel_type: { group: 'engine' },
  motor_horse_power: { group: 'engine' },
  gears_num: { group: 'engine' },
  fuel_consumption: { group: 'engine' },
  emission_class: { group: 'engine' },
  driving_license_class: { group: 'engine' },
  mileage: { group: 'engine' },
  street_address: { group: 'location', double: true },
  house_number: { group: 'location' },
  postal_code: { group: 'location' },
  city: { group: 'location' },
  country_iso2: { group: 'location' },
  latitude: { group: 'location' },
  longitude: { group: 'location' },
  location_context: { group: 'location', wide: true },
  checkin_checkout_time_info: { group: 'location', wide: true },
  default_rate_in_cents: { group: 'pricing' },
  default_min_rent_days: { group: 'pricing' },
  cleaning_fee_in_cents: { group: 'pricing' },
  longer_hire_discount: { group: 'pricing' },
  early_booking_discount: { group: 'pricing' },
  km_limit_per_day: { group: 'mileage' },
  price_per_extra_km: { group: 'mileage' },
  deposit_amount: { group: 'deposit' },
  deposit_payment_methods: { group: 'deposit', wide: true },
  advance_reserve_time: { group: 'booking' },
  booking_deadline_before_departure: { group: 'booking' },
  is_instant_booking_allowed: { group: 'booking', wide: true },
  is_pets_allowed: { group: 'house' },
  is_smoking_allowed: { group: 'house' },
  driver_min_age: { group: 'driver' },
  driver_max_age: { group: 'driver' },
  driver_licence_term: { group: 'driver' },
  can_travel_abroad: { group: 'driver' },
  amenities: { group: 'amenities', wide: true },
  suitability: { group: 'campsite', wide: true },
  area_m2: { group: 'campsite' },
  pitches_num: { group: 'campsite' },
  people_per_pitch: { group: 'campsite' },
  default_extra_charge_per_adult_in_cents: { group: 'pricing' },
  default_extra_charge_per_child_in_cents: { group: 'pricing' },
  location_situations: { group: 'situations', wide: true },
  activities: { group: 'activities', wide: true },
  boat_type: { group: 'basics' },
  construction_timestamp: { group: 'basics' },
  renovated: { group: 'basics' },
  harbour: { group: 'basics' },
  draft: { group: 'dimensions' },
  tender_horse_power: { group: 'engine' },
  speed: { group: 'engine' },
  onboard_capacity: { group: 'capacity' },
  cabins_number: { group: 'capacity' },
  berths_number: { group: 'capacity' },
  bedrooms_number: { group: 'capacity' },
  showers_number: { group: 'capacity' },
  toilets_number: { group: 'capacity' },
  boat_license_requirement: { group: 'house' },
  deductible_insurance: { group: 'house', wide: true },
}

/** A field's layout; a field the layout does not know yet sits in its own section, full width. */
export const layoutOf = (field: Pick<EditorField, 'name'>): FieldLayout =>
  fieldLayouts[field.name] ?? { group: 'other', wide: true }
