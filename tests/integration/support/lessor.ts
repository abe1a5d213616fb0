import { addDaysToKey, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import sharp from 'sharp'
import { createSignedInUser, type TestUser } from './accounts'
import type { TestApi } from './api'

/**
 * Lessors, files and complete listings for the lessor API tests (listing management, calendar,
 * uploads). Users come from `createSignedInUser` (accounts.ts); what the lessor needs around the
 * account (payout merchant, RV plan) is written directly with the Local API.
 */

export type Kind = 'recreational_vehicle' | 'campsite' | 'boat'
export const kinds: Kind[] = ['recreational_vehicle', 'campsite', 'boat']
export const roleOf: Record<Kind, 2 | 3 | 4> = { recreational_vehicle: 2, campsite: 3, boat: 4 }

export const BERLIN = 'Europe/Berlin'
/** Unix seconds of 12:00 Berlin time `days` from today (the listings below are in Germany). */
export const noonIn = (days: number) =>
  localNoonTimestamp(addDaysToKey(nightKeyOf(Math.floor(Date.now() / 1000), BERLIN), days), BERLIN)

/** A payout merchant for `user` (what a completed lessor profile gets). */
export async function giveMerchant(api: TestApi, user: Pick<TestUser, 'id'>, status = 'live') {
  return api.payload.create({
    collection: 'merchants',
    data: { user: user.id, provider: 'sandbox', provider_account_id: `acct_${user.id.slice(0, 8)}`, status },
    overrideAccess: true,
  })
}

/** An active subscription to a plan allowing `listingNumber` published listings (RV lessors). */
export async function giveSubscription(
  api: TestApi,
  user: Pick<TestUser, 'id'>,
  listingNumber = 5,
  extra: Record<string, unknown> = {},
) {
  const plan = await api.payload.create({
    collection: 'plans',
    data: {
      name: `Plan ${listingNumber}`,
      listing_number: listingNumber,
      price_in_cents_without_vat: 2900,
      currency: 'EUR',
      interval: 'month',
    },
    overrideAccess: true,
  })
  return api.payload.create({
    collection: 'subscriptions',
    data: { user: user.id, plan: plan.id, status: 'active', ...extra },
    overrideAccess: true,
  })
}

/** A lessor of `kind`, signed in; `ready` adds what publishing needs (completed profile, merchant, RV plan). */
export async function createLessor(
  api: TestApi,
  kind: Kind,
  options: { ready?: boolean; profile?: Record<string, unknown> } = {},
) {
  const profile = { ...(options.ready ? { is_profile_completed: true } : {}), ...options.profile }
  const user = await createSignedInUser(api, { role: roleOf[kind], profile })
  if (options.ready) {
    await giveMerchant(api, user)
    if (kind === 'recreational_vehicle') await giveSubscription(api, user, 5)
  }
  return user
}

export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer()
}

export async function jpegImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .jpeg()
    .toBuffer()
}

/** A minimal one-page PDF with its cross-reference table. */
export function pdfDocument(): Buffer {
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  for (const object of objects) {
    offsets.push(body.length)
    body += object
  }
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** POST a file as multipart field `file` (or `field`). */
export function uploadFile(
  api: TestApi,
  token: string | undefined,
  data: Buffer,
  filename: string,
  options: { path?: string; field?: string; type?: string } = {},
) {
  const form = new FormData()
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(data)], options.type ? { type: options.type } : undefined),
    filename,
  )
  return api.request('POST', options.path ?? '/file/upload/', { body: form, token })
}

/** Uploads a PNG and returns its media id. */
export async function uploadedImage(api: TestApi, user: TestUser): Promise<string> {
  const response = await uploadFile(api, user.access, await pngImage(), 'photo.png')
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.id
}

/** Catalog entries a complete campsite needs (amenities of each kind, a situation, an activity). */
export async function createCatalog(api: TestApi) {
  const create = async (collection: string, data: Record<string, unknown>) =>
    String(
      (await api.payload.create({ collection: collection as never, data: data as never, overrideAccess: true })).id,
    )
  return {
    amenity: {
      recreational_vehicle: await create('amenities', {
        kind: 'recreational_vehicle',
        section: 'kitchen',
        name: 'Fridge',
      }),
      campsite: await create('amenities', { kind: 'campsite', section: 'sanitary', name: 'Showers' }),
      boat: await create('amenities', { kind: 'boat', section: 'navigation', name: 'GPS' }),
    },
    situation: await create('location-situations', { name: 'By a lake' }),
    activity: await create('activities', { name: 'Swimming' }),
  }
}
export type Catalog = Awaited<ReturnType<typeof createCatalog>>

const firstSlot: Record<Kind, string> = { recreational_vehicle: 'Front View', campsite: 'Main', boat: 'Full View' }

/** Every field the publish rules of `kind` require (spec §5), with one photo. */
export function completeListing(kind: Kind, imageId: string, catalog?: Catalog): Record<string, unknown> {
  const common = {
    title: `A fine ${kind.replace('_', ' ')}`,
    description: '<p>Lovely and <strong>clean</strong>.</p>',
    checkin_checkout_time_info: 'Pick-up from 14:00, return by 11:00.',
    latitude: 52.52,
    longitude: 13.405,
    city: 'Berlin',
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

/** The editor shape of a listing, as far as the tests read it. */
export type EditorListing = Record<string, unknown> & {
  id: string
  title: string
  images: Record<string, { id: string; url: string }>
}

/** Creates a draft over HTTP (fails the test on anything but 201). */
export async function createListing(api: TestApi, user: TestUser, kind: Kind, body: Record<string, unknown>) {
  const response = await api.request('POST', `/listing/${kind}/my/`, { token: user.access, body })
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body as EditorListing
}

/** A draft ready to publish: complete fields, plus a season rate for vehicles. */
export async function createCompleteListing(api: TestApi, user: TestUser, kind: Kind, catalog?: Catalog) {
  const listing = await createListing(api, user, kind, completeListing(kind, await uploadedImage(api, user), catalog))
  if (kind === 'recreational_vehicle') {
    const rate = await api.request('POST', `/listing/${kind}/${listing.id}/season-rate/`, {
      token: user.access,
      body: { season: 'High season', rate_in_cents: 12900, color: 'red' },
    })
    if (rate.status !== 201) throw new Error(`rate failed: ${rate.status} ${JSON.stringify(rate.body)}`)
  }
  return listing
}
