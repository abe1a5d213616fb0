import type { ListingKind } from '@driftway/domain'

type MediaDoc = { filename?: string | null; sizes?: Record<string, { filename?: string | null } | undefined> | null }
type Relation<T> = T | string | null | undefined
type ListingDoc = Record<string, unknown> & {
  id: string
  kind: ListingKind
  images?: { slot?: string | null; image?: Relation<MediaDoc> }[] | null
  lessor?: Relation<{ id: string; company_name?: string | null; photo?: Relation<MediaDoc> }>
}

const asDoc = <T>(value: Relation<T>): T | undefined => (value && typeof value === 'object' ? value : undefined)

/** Absolute URL of a stored media file, preferring a resized variant. */
export function mediaUrl(publicUrl: string, media: Relation<MediaDoc>, size?: string): string | null {
  const doc = asDoc(media)
  if (!doc?.filename) return null
  const variant = size ? doc.sizes?.[size]?.filename : undefined
  return `${publicUrl}/media/${encodeURIComponent(variant ?? doc.filename)}`
}

const kindFacts: Record<ListingKind, string[]> = {
  recreational_vehicle: ['sleeps', 'seats_num', 'rv_type', 'transmission_type', 'fuel_type', 'km_limit_per_day'],
  campsite: ['pitches_num', 'area_m2', 'suitability', 'people_per_pitch'],
  boat: ['onboard_capacity', 'motor_horse_power', 'length', 'boat_type', 'cabins_number'],
}

/** The listing card of listings spec §2, shared by search, popular and wishlists. */
export function toListingCard(doc: ListingDoc, publicUrl: string) {
  const images: Record<string, string> = {}
  for (const entry of doc.images ?? []) {
    const url = mediaUrl(publicUrl, entry.image, 'card')
    if (entry.slot && url) images[entry.slot] = url
  }
  const lessor = asDoc(doc.lessor)
  const facts = Object.fromEntries(kindFacts[doc.kind].map((field) => [field, doc[field] ?? null]))
  return {
    id: String(doc.id),
    kind: doc.kind,
    title: String(doc.title ?? ''),
    title_de: (doc.title_de as string | null | undefined) ?? null,
    city: (doc.city as string | null) ?? null,
    country: (doc.country as string | null) ?? null,
    country_iso2: (doc.country_iso2 as string | null) ?? null,
    latitude: (doc.latitude as number | null) ?? null,
    longitude: (doc.longitude as number | null) ?? null,
    images,
    main_image_url: Object.values(images)[0] ?? null,
    default_rate_in_cents: Number(doc.default_rate_in_cents ?? 0),
    currency: String(doc.currency ?? 'EUR'),
    default_min_rent_days: Number(doc.default_min_rent_days ?? 1),
    is_instant_booking_allowed: Boolean(doc.is_instant_booking_allowed),
    lessor: lessor
      ? { id: String(lessor.id), company_name: lessor.company_name ?? null, photo: mediaUrl(publicUrl, lessor.photo, 'thumbnail') }
      : null,
    comments: {
      comments_count: Number(doc.comments_count ?? 0),
      average_rating: (doc.average_rating as number | null | undefined) ?? null,
    },
    ...facts,
  }
}

export type ListingCard = ReturnType<typeof toListingCard>
