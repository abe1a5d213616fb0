import { asSystem } from '@driftway/collections'
import type { Payload } from 'payload'
import type { CardAssetLookup, ListingCardDoc } from './card'
import { idOf } from './pricing-input'

type MediaDoc = {
  id: string
  filename?: string | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}
type LessorDoc = { id: string; company_name?: string | null; photo?: string | null }

type Entry<T> = { value: T | null; at: number }

/**
 * The media files and lessor names cards show, for listings read at depth 0. Looked up in one
 * query per kind of document for the ids a page needs and kept for a while: photos do not change
 * once uploaded (a new photo is a new id), lessor names and photos rarely do.
 */
export class CardAssets {
  private readonly media = new Map<string, Entry<MediaDoc>>()
  private readonly lessors = new Map<string, Entry<LessorDoc>>()

  constructor(
    private readonly payload: Payload,
    private readonly ttl = { mediaMs: 10 * 60_000, lessorMs: 60_000 },
    private readonly maxEntries = 50_000,
  ) {}

  private missing<T>(cache: Map<string, Entry<T>>, ids: Iterable<string>, ttlMs: number, now: number): string[] {
    const out = new Set<string>()
    for (const id of ids) {
      const entry = cache.get(id)
      if (!entry || now - entry.at > ttlMs) out.add(id)
    }
    return [...out]
  }

  private store<T extends { id: string }>(cache: Map<string, Entry<T>>, ids: string[], docs: T[], now: number) {
    if (cache.size + ids.length > this.maxEntries) cache.clear()
    const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
    for (const id of ids) cache.set(id, { value: byId.get(id) ?? null, at: now })
  }

  /** Makes sure every photo and lessor of `docs` is known; returns the lookup cards read from. */
  async forDocs(docs: Iterable<ListingCardDoc>): Promise<CardAssetLookup> {
    const now = Date.now()
    const lessorIds = new Set<string>()
    const mediaIds = new Set<string>()
    for (const doc of docs) {
      const lessor = typeof doc.lessor === 'string' ? doc.lessor : null
      if (lessor) lessorIds.add(lessor)
      for (const entry of doc.images ?? []) if (typeof entry.image === 'string') mediaIds.add(entry.image)
    }
    const lessorsToLoad = this.missing(this.lessors, lessorIds, this.ttl.lessorMs, now)
    if (lessorsToLoad.length > 0) {
      // Only public profile fields; users are otherwise private, so access is overridden for these.
      const found = await this.payload.find({
        collection: 'users',
        where: { id: { in: lessorsToLoad } },
        select: { company_name: true, photo: true },
        depth: 0,
        pagination: false,
        ...asSystem(),
      })
      const lessors = found.docs.map((doc) => ({
        id: String(doc.id),
        company_name: (doc as { company_name?: string | null }).company_name ?? null,
        photo: idOf((doc as { photo?: unknown }).photo),
      }))
      this.store(this.lessors, lessorsToLoad, lessors, now)
    }
    for (const id of lessorIds) {
      const photo = this.lessors.get(id)?.value?.photo
      if (photo) mediaIds.add(photo)
    }
    const mediaToLoad = this.missing(this.media, mediaIds, this.ttl.mediaMs, now)
    if (mediaToLoad.length > 0) {
      const found = await this.payload.find({
        collection: 'media',
        where: { id: { in: mediaToLoad } },
        select: { filename: true, sizes: true },
        depth: 0,
        pagination: false,
        ...asSystem(),
      })
      this.store(this.media, mediaToLoad, found.docs, now)
    }
    return {
      media: (id) => this.media.get(id)?.value ?? undefined,
      lessor: (id) => {
        const lessor = this.lessors.get(id)?.value
        return lessor ? { id: lessor.id, company_name: lessor.company_name, photo: lessor.photo ?? null } : undefined
      },
    }
  }
}
