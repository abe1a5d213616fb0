import { asSystem, type PartnerImportOutput } from '@driftway/collections'
import type { Listing, User } from '@driftway/collections/payload-types'
import {
  currentTimestamp,
  isSupportedCurrency,
  lessorRoleForKind,
  listingImageSlots,
  listingLimits,
} from '@driftway/domain'
import { textToHtml } from '@driftway/domain/listing-editor'
import type { FastifyInstance } from 'fastify'
import type { Payload } from 'payload'
import { withTransaction } from '../http/transaction'
import {
  type PartnerFleetItem,
  type PartnerIdField,
  type PartnerSlug,
  partnerIdField,
  partnerKind,
  partnerNames,
} from './types'

/** Photos are plain files on the partner's CDN: fetched without the API's breaker, with a limit of their own. */
const PHOTO_TIMEOUT_MS = 15_000
/** A listing keeps at most this many of the feed's photos (the slots of its kind cap it too). */
const MAX_PHOTOS = 6

/** The address of a partner's company account; the `.invalid` name is never mailed (RFC 2606). */
export const partnerAccountEmail = (partner: PartnerSlug): string => `${partner}@partners.driftway.invalid`

/**
 * The lessor account (a company) that owns the partner's imported fleet, created on the first
 * import. It has no password, so nobody signs in to it; staff see it in the admin.
 */
export async function ensurePartnerAccount(payload: Payload, partner: PartnerSlug): Promise<User> {
  const found = await payload.find({
    collection: 'users',
    where: { partner: { equals: partner } },
    limit: 1,
    depth: 0,
    ...asSystem(),
  })
  if (found.docs[0]) return found.docs[0]
  return payload.create({
    collection: 'users',
    data: {
      email: partnerAccountEmail(partner),
      role: lessorRoleForKind(partnerKind[partner]),
      partner,
      company_name: partnerNames[partner],
      company_type: 'Company',
      currency_code: 'EUR',
      lang_code: 'en',
      is_profile_completed: true,
      is_email_verified: true,
      // The partner's own system mails its customers; our booking mails go to the partner's desk later.
      rental_digest_opt_out: true,
    },
    depth: 0,
    ...asSystem(),
  })
}

/** Listing fields an import writes: the title, description and currency always, the rest by kind. */
type FeedListingData = Pick<Listing, 'title' | 'description' | 'currency'> &
  Partial<Omit<Listing, 'id' | 'createdAt' | 'updatedAt'>>

/** The listing fields a feed item decides (everything else on an imported listing stays as staff left it). */
function listingData(partner: PartnerSlug, item: PartnerFleetItem): FeedListingData {
  const home = item.home
  // A currency we cannot charge makes the item fail (counted, the rest of the feed goes on).
  if (!isSupportedCurrency(item.currency))
    throw new Error(`${partnerNames[partner]} prices ${item.external_id} in ${item.currency}, which we cannot charge`)
  const common: FeedListingData = {
    title: item.title.slice(0, listingLimits.titleMax),
    description:
      textToHtml(item.description.slice(0, listingLimits.descriptionMax)) || `<p>${partnerNames[partner]}</p>`,
    currency: item.currency,
    default_rate_in_cents: item.daily_rate_in_cents,
    street_address: home.name.slice(0, 200),
    city: home.city,
    country_iso2: home.country_iso2,
    latitude: home.latitude,
    longitude: home.longitude,
    // The partner confirms at once (booking §7): its listings are booked, not requested.
    is_instant_booking_allowed: true,
    is_indie_camper: partner === 'indie',
    partner_locations: [home, ...item.locations.filter((l) => l.code !== home.code)],
  }
  if (item.kind === 'recreational_vehicle')
    return {
      ...common,
      rv_type: 'Campervan',
      brand: item.brand,
      model: item.model,
      seats_num: item.seats,
      sleeps: item.sleeps,
      transmission_type: item.transmission_type,
      fuel_type: item.fuel_type,
    }
  if (item.kind === 'campsite')
    return {
      ...common,
      suitability: ['Tent', 'Campervan', 'Caravan'],
      pitches_num: 1,
      people_per_pitch: item.seats,
    }
  return {
    ...common,
    brand: item.brand,
    model: item.model,
    onboard_capacity: item.seats,
    berths_number: item.sleeps,
    fuel_type: item.fuel_type,
  }
}

/** The partner's id field of the listing (`mcrent_vehicle_id`, …) set to the feed item's id. */
const externalId = (partner: PartnerSlug, id: string): Partial<Pick<Listing, PartnerIdField>> => ({
  [partnerIdField[partner]]: id,
})

async function fetchPhoto(url: string): Promise<{ data: Buffer; mimetype: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS) })
  const mimetype = (response.headers.get('content-type') ?? '').split(';')[0]!.trim()
  if (!response.ok) throw new Error(`photo ${url} answered ${response.status}`)
  if (mimetype !== 'image/jpeg' && mimetype !== 'image/png')
    throw new Error(`photo ${url} is ${mimetype}, not JPEG or PNG`)
  return { data: Buffer.from(await response.arrayBuffer()), mimetype }
}

/** Uploads the feed's photos into the kind's slots in order (the first is the card's photo). */
async function uploadPhotos(payload: Payload, partner: PartnerSlug, item: PartnerFleetItem) {
  const slots = listingImageSlots[item.kind]
  const images: NonNullable<Listing['images']> = []
  for (const [index, url] of item.photos.slice(0, Math.min(MAX_PHOTOS, slots.length)).entries()) {
    const { data, mimetype } = await fetchPhoto(url)
    const extension = mimetype === 'image/png' ? 'png' : 'jpg'
    const media = await payload.create({
      collection: 'media',
      data: { alt: `${item.title} (${slots[index]})` },
      file: {
        data,
        mimetype,
        name: `partner-${partner}-${item.external_id}-${index + 1}.${extension}`,
        size: data.length,
      },
      depth: 0,
      ...asSystem(),
    })
    images.push({ slot: slots[index]!, image: String(media.id) })
  }
  return images
}

const mediaIdsOf = (listing: Listing): string[] =>
  (listing.images ?? []).map((row) => (typeof row.image === 'object' ? String(row.image.id) : String(row.image)))

/**
 * Imports one partner's feed (decision 0092): every item becomes or updates the listing with the
 * same partner id, owned by the partner's account and published; listings of the partner no longer
 * in the feed are unpublished (kept, with their bookings and reviews). An item that fails is logged
 * and skipped, so one bad vehicle does not hold up the fleet. A feed that cannot be read (the
 * partner down) fails the whole run before anything changes, so an outage never unpublishes a fleet.
 */
export async function importPartnerFleet(
  app: FastifyInstance,
  partner: PartnerSlug,
  now = currentTimestamp(),
): Promise<PartnerImportOutput> {
  const { payload } = app.ctx
  const feed = await app.partners.adapter(partner).importFleet()
  const account = await ensurePartnerAccount(payload, partner)
  const idField = partnerIdField[partner]
  const { docs: existing } = await payload.find({
    collection: 'listings',
    where: { partner: { equals: partner } },
    pagination: false,
    depth: 0,
    ...asSystem(),
  })
  const byExternalId = new Map(existing.map((listing) => [String(listing[idField] ?? ''), listing]))
  const output: PartnerImportOutput = { created: 0, updated: 0, unpublished: 0 }
  const seen = new Set<string>()

  for (const item of feed) {
    if (item.kind !== partnerKind[partner] || seen.has(item.external_id)) continue
    seen.add(item.external_id)
    const current = byExternalId.get(item.external_id)
    try {
      const data = listingData(partner, item)
      const photosKey = item.photos.join('\n').slice(0, 4000)
      const newPhotos = current?.partner_photos_key === photosKey ? null : await uploadPhotos(payload, partner, item)
      const sync = {
        ...data,
        ...(newPhotos ? { images: newPhotos, partner_photos_key: photosKey } : {}),
        partner_synced_at_ts: now,
      }
      if (!current) {
        await withTransaction(payload, (req) =>
          payload.create({
            collection: 'listings',
            data: {
              ...sync,
              kind: item.kind,
              lessor: account.id,
              partner,
              ...externalId(partner, item.external_id),
              is_draft: false,
            },
            depth: 0,
            req,
            ...asSystem(),
          }),
        )
        output.created += 1
        continue
      }
      // Back in the feed after leaving it: published again, unless support took it offline.
      const republish = current.is_draft && !current.unpublished_reason ? { is_draft: false } : {}
      await withTransaction(payload, (req) =>
        payload.update({
          collection: 'listings',
          id: current.id,
          data: { ...sync, ...republish },
          depth: 0,
          req,
          ...asSystem(),
        }),
      )
      if (newPhotos) {
        const replaced = mediaIdsOf(current)
        if (replaced.length > 0)
          await payload.delete({ collection: 'media', where: { id: { in: replaced } }, ...asSystem() })
      }
      output.updated += 1
    } catch (error) {
      app.log.error({ err: error, partner, external_id: item.external_id }, 'partner import: item failed')
    }
  }

  for (const listing of existing) {
    if (seen.has(String(listing[idField] ?? '')) || listing.is_draft) continue
    await payload.update({ collection: 'listings', id: listing.id, data: { is_draft: true }, depth: 0, ...asSystem() })
    output.unpublished += 1
  }
  app.log.info({ partner, ...output }, 'partner import done')
  return output
}
