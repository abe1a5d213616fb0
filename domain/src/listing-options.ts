import type { ListingKind } from './roles'

/**
 * Option lists of listings spec §3/§5/§9, shared by the Payload collections (select options),
 * the API (zod enums) and the site (form dropdowns). Values are the strings the specs show, so
 * they pass through the REST contract and search filters (`rv_type__include__or=Caravan`) unmapped.
 */

export const licenceTypes = [
  'AM',
  'A1',
  'A2',
  'A',
  'B',
  'BE',
  'B96',
  'C1',
  'C1E',
  'C',
  'CE',
  'D1',
  'D1E',
  'D',
  'DE',
  'L',
  'T',
] as const
export type LicenceType = (typeof licenceTypes)[number]

export const transmissionTypes = ['Automatic', 'Manual', 'Semi-Automatic'] as const
export type TransmissionType = (typeof transmissionTypes)[number]

export const vehicleFuelTypes = ['Petrol', 'Diesel', 'Electric', 'Hybrid', 'Gas'] as const
/** Boats use the vehicle fuels plus LPG; one `fuel_type` field holds both, so this is the full list. */
export const boatFuelTypes = [...vehicleFuelTypes, 'LPG'] as const
export type FuelType = (typeof boatFuelTypes)[number]

/** "euro1 to euro6d": the Euro norms with the Euro 6 sub-steps that appear on registration papers. */
export const emissionClasses = ['euro1', 'euro2', 'euro3', 'euro4', 'euro5', 'euro6', 'euro6c', 'euro6d'] as const
export type EmissionClass = (typeof emissionClasses)[number]

/**
 * The spec has two readings of the listing RV types; this is their union plus the editor's
 * "Campervan" and the filter's "Rooftop", so every value any screen sends is storable.
 */
export const rvTypes = [
  'Campervan',
  'Coachbuilt',
  'Cabover',
  'Caravan',
  'Panel Truck',
  'Integrated',
  'Semi-Integrated',
  'Rooftop',
  '4WD',
  'Other',
] as const
export type RvType = (typeof rvTypes)[number]

/** Union of the two boat-type readings, keeping the popular strip's "Motor Yacht" spelling. */
export const boatTypes = [
  'Motorboat',
  'Sailboat',
  'RIB',
  'Houseboat',
  'Jet ski',
  'Gulet',
  'Yacht',
  'Motor Yacht',
  'Sail Yacht',
  'Catamaran',
  'Fisherman',
  'WaterCamper',
  'Dinghy',
  'Floating Villa',
  'Other',
] as const
export type BoatType = (typeof boatTypes)[number]

export const campsiteSuitabilities = ['Tent', 'Campervan', 'Caravan'] as const
export type CampsiteSuitability = (typeof campsiteSuitabilities)[number]

/** How an extra is charged (§9 "Extra pricing units"). */
export const extraPricingUnits = [
  'per_booking',
  'included',
  'based_on_usage',
  'on_site',
  'per_day',
  'per_night',
  'once_per_booking',
  'per_consumption',
] as const
export type ExtraPricingUnit = (typeof extraPricingUnits)[number]

/**
 * Whether an extra's quantity is booked once or again for every day/night of the trip. The spec
 * requires a recurrence without listing values; these three cover the pricing units above.
 */
export const extraRecurrences = ['once', 'daily', 'nightly'] as const
export type ExtraRecurrence = (typeof extraRecurrences)[number]

export const rateColors = ['red', 'blue', 'green', 'orange', 'purple', 'gray'] as const
export type RateColor = (typeof rateColors)[number]

export const depositPaymentMethods = ['Credit Card', 'Cheque', 'Cash', 'Bank Wire', 'Other'] as const
export type DepositPaymentMethod = (typeof depositPaymentMethods)[number]

export const travelAbroadOptions = ['Yes', 'No', 'Upon Request'] as const
export type TravelAbroadOption = (typeof travelAbroadOptions)[number]

export const vehicleDocumentTypes = ['Registration Certificate', 'Proof of Insurance', 'Rental Terms'] as const
export type VehicleDocumentType = (typeof vehicleDocumentTypes)[number]

/** Kinds of private files: the vehicle papers of the editor plus identity and company papers. */
export const privateDocumentKinds = [...vehicleDocumentTypes, 'Company Papers', 'Identity Document'] as const
export type PrivateDocumentKind = (typeof privateDocumentKinds)[number]

/** The three mutually exclusive vehicle insurance options; the editor defaults to the first. */
export const insuranceTypes = ['third_party_liability', 'partial_cover_insurance', 'fully_cover_insurance'] as const
export type InsuranceType = (typeof insuranceTypes)[number]

/**
 * The amount each insurance option carries (spec §3): the spec's text ("1,000 EUR") on the wire
 * under this name, stored as integer cents under `{name}_in_cents`.
 */
export const insuranceAmountFields = {
  third_party_liability: 'third_party_liability_amount',
  partial_cover_insurance: 'partial_cover_amount',
  fully_cover_insurance: 'fully_cover_amount',
} as const satisfies Record<InsuranceType, string>
export type InsuranceAmountField = (typeof insuranceAmountFields)[InsuranceType]

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof weekdays)[number]

/** Advance reserve time and booking deadline before departure share these options (§9). */
export const leadTimeOptions = ['1_day', '1_week', '1_month', '1_year', 'no_limit'] as const
export type LeadTimeOption = (typeof leadTimeOptions)[number]

export const leadTimeLabels: Record<LeadTimeOption, string> = {
  '1_day': '1 day',
  '1_week': '1 week',
  '1_month': '1 month',
  '1_year': '1 year',
  no_limit: 'No limit',
}

const leadTimeDayCounts: Record<LeadTimeOption, number | null> = {
  '1_day': 1,
  '1_week': 7,
  '1_month': 30,
  '1_year': 365,
  no_limit: null,
}

/** Days a lead-time option stands for; `null` means no limit (also for unset). */
export const leadTimeDays = (option: LeadTimeOption | null | undefined): number | null =>
  option ? leadTimeDayCounts[option] : null

/** Named photo slots per kind (§3 "Image slots"); a listing holds at most one image per slot. */
export const listingImageSlots = {
  recreational_vehicle: [
    'Front View',
    'Rear View',
    "Driver's Compartment",
    'Kitchen',
    'Bathroom/Toilets',
    'Berth',
    'Seats',
    'Other 1',
    'Other 2',
    'Other 3',
    'Other 4',
    'Other 5',
  ],
  campsite: ['Main', 'Spots', 'Surroundings', 'Situation', 'Other 1', 'Other 2', 'Other 3', 'Other 4'],
  boat: [
    'Full View',
    'Side View',
    'Cockpit',
    'Deck Space',
    'Lounge Area',
    'Galley',
    'Sleeping Area',
    'Bathroom',
    'Other 1',
    'Other 2',
    'Other 3',
    'Other 4',
  ],
} as const satisfies Record<ListingKind, readonly string[]>

/** Every slot name of any kind, in first-seen order (the select's option list). */
export const allListingImageSlots: readonly string[] = [...new Set(Object.values(listingImageSlots).flat())]

export const isImageSlotOf = (kind: ListingKind, slot: string): boolean =>
  (listingImageSlots[kind] as readonly string[]).includes(slot)

/** Amenity sections shown as technical data rather than equipment (listing detail §2). */
export const dimensionAmenitySections = ['dimensions_weight_capacity', 'engine_drive_technology'] as const

export const landingPageTypes = ['city', 'country', 'recreational_regions'] as const
export type LandingPageType = (typeof landingPageTypes)[number]

/** Landing pages are per content type; these are the route names of the three listing kinds. */
export const landingContentTypes = ['campervan', 'campsite', 'boat'] as const
export type LandingContentType = (typeof landingContentTypes)[number]

/** The city hire route of each content type (listings spec §2): /campervan-hire/{city}, … */
export const landingRoutePrefix: Record<LandingContentType, string> = {
  campervan: 'campervan-hire',
  campsite: 'campsite-pitch',
  boat: 'boat-hire',
}

/** A place name as a route word: lowercase letters and hyphens only ("München" → "muenchen", "Lake Garda" → "lake-garda"). */
export function placeSlug(place: string): string {
  return place
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** "Slug from city and type": campervan + Munich → campervan-hire-munich (at most 75 characters); '' without a place. */
export function landingSlug(type: LandingContentType, place: string): string {
  const word = placeSlug(place)
  return word ? `${landingRoutePrefix[type]}-${word}`.slice(0, 75).replace(/-+$/, '') : ''
}

/** Upload limit of §5/§9: larger files are rejected with upload.image.fileSizeGreaterThen. */
export const maxUploadBytes = 5 * 1024 * 1024

/** What each editor slot takes (§5): photos are png/jpg/jpeg; vehicle documents may also be PDFs. */
export const uploadAccepts = {
  image: { mimeTypes: ['image/png', 'image/jpeg'], extensions: ['png', 'jpg', 'jpeg'] },
  document: { mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'], extensions: ['png', 'jpg', 'jpeg', 'pdf'] },
} as const
export type UploadKind = keyof typeof uploadAccepts

/** The file input's `accept` attribute for a slot kind. */
export const uploadAcceptAttribute = (kind: UploadKind): string =>
  [...uploadAccepts[kind].extensions.map((extension) => `.${extension}`), ...uploadAccepts[kind].mimeTypes].join(',')

/**
 * The spec's error key for a file the browser can already refuse, or null when it may go up. The API
 * checks the content again (magic bytes), so this only spares uploading megabytes for nothing.
 */
export function uploadProblem(
  file: { name: string; type: string; size: number },
  kind: UploadKind = 'image',
): 'upload.image.fileTypeNotSupport' | 'upload.image.fileSizeGreaterThen' | null {
  const accepts = uploadAccepts[kind]
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const typeOk = !file.type || (accepts.mimeTypes as readonly string[]).includes(file.type)
  if (!(accepts.extensions as readonly string[]).includes(extension) || !typeOk)
    return 'upload.image.fileTypeNotSupport'
  if (file.size > maxUploadBytes) return 'upload.image.fileSizeGreaterThen'
  return null
}

/** Spec §5 bounds the editor enforces and the data model repeats. */
export const listingLimits = {
  titleMax: 70,
  descriptionMax: 4000,
  modelMax: 70,
  harbourMax: 70,
  checkinInfoMax: 600,
  locationContextMax: 100,
  extraNameMax: 75,
  seasonNameMax: 50,
  maxGuestsMin: 1,
  maxGuestsMax: 12,
  /** Longest minimum stay a season (or the listing default in the management tab) may ask for, in days. */
  minRentDaysMax: 365,
  driverMinAge: { min: 16, max: 101 },
  driverMaxAge: { min: 18, max: 101 },
  /** Insurance amounts in major units. */
  insuranceAmount: { min: 1, max: 10_000_000 },
} as const

// ---------------------------------------------------------------------------------------------
// Extra amenities (spec §3 "Extra amenity", §5 "Extra amenity"): bounds the API and the
// management form share beyond the spec's name limit (listingLimits.extraNameMax).

export const extraLimits = {
  descriptionMax: 1000,
  /** Condition lines ("Per person" / "washed at 60 °C") and how many an extra may have. */
  conditionMax: 300,
  conditionsMax: 20,
  /** Total quantity the lessor has of one extra. */
  availableMax: 10_000,
  /** Age range of person-based extras; 0 is a valid "from" (spec §2 "Amenity display"). */
  ageMax: 120,
} as const
