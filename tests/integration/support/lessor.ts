import { asSystem } from '@driftway/collections'
import { addDaysToKey, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import type { RequiredDataFromCollectionSlug } from 'payload'
import sharp from 'sharp'
import { createSignedInUser, type TestUser } from './accounts'
import type { TestApi } from './api'
import { completeListing } from './listing-bodies'

export { pdfDocument } from './documents'
export { completeListing }

/**
 * Lessors, files and complete listings for the lessor API tests (listing management, calendar,
 * uploads). Users come from `createSignedInUser` (accounts.ts); what the lessor needs around the
 * account (payout merchant, RV plan) is written directly with the Local API.
 */

export type Kind = 'recreational_vehicle' | 'campsite' | 'boat'
export const kinds: Kind[] = ['recreational_vehicle', 'campsite', 'boat']
const roleOf: Record<Kind, 2 | 3 | 4> = { recreational_vehicle: 2, campsite: 3, boat: 4 }

const BERLIN = 'Europe/Berlin'
/** Unix seconds of 12:00 Berlin time `days` from today (the listings below are in Germany). */
export const noonIn = (days: number) =>
  localNoonTimestamp(addDaysToKey(nightKeyOf(Math.floor(Date.now() / 1000), BERLIN), days), BERLIN)

/** A payout merchant for `user` (what a completed lessor profile gets). */
export async function giveMerchant(api: TestApi, user: Pick<TestUser, 'id'>, status = 'live') {
  return api.payload.create({
    collection: 'merchants',
    data: { user: user.id, provider: 'sandbox', provider_account_id: `acct_${user.id.slice(0, 8)}`, status },
    ...asSystem(),
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
    ...asSystem(),
  })
  return api.payload.create({
    collection: 'subscriptions',
    data: { user: user.id, plan: plan.id, status: 'active', ...extra },
    ...asSystem(),
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

/** POST a file as multipart field `file` (or `field`). */
export function uploadFile(
  api: TestApi,
  token: string | undefined,
  data: Buffer,
  filename: string,
  options: { path?: string; field?: string; type?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value)
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
  const { payload } = api
  const amenity = async (data: RequiredDataFromCollectionSlug<'amenities'>) =>
    (await payload.create({ collection: 'amenities', data, ...asSystem() })).id
  return {
    amenity: {
      recreational_vehicle: await amenity({ kind: 'recreational_vehicle', section: 'kitchen', name: 'Fridge' }),
      campsite: await amenity({ kind: 'campsite', section: 'sanitary', name: 'Showers' }),
      boat: await amenity({ kind: 'boat', section: 'navigation', name: 'GPS' }),
    },
    situation: (await payload.create({ collection: 'location-situations', data: { name: 'By a lake' }, ...asSystem() }))
      .id,
    activity: (await payload.create({ collection: 'activities', data: { name: 'Swimming' }, ...asSystem() })).id,
  }
}
export type Catalog = Awaited<ReturnType<typeof createCatalog>>

/** The editor shape of a listing, as far as the tests read it. */
type EditorListing = Record<string, unknown> & {
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
  const listing = await createListing(
    api,
    user,
    kind,
    completeListing(kind, await uploadedImage(api, user), { catalog }),
  )
  if (kind === 'recreational_vehicle') {
    const rate = await api.request('POST', `/listing/${kind}/${listing.id}/season-rate/`, {
      token: user.access,
      body: { season: 'High season', rate_in_cents: 12900, color: 'red' },
    })
    if (rate.status !== 201) throw new Error(`rate failed: ${rate.status} ${JSON.stringify(rate.body)}`)
  }
  return listing
}
