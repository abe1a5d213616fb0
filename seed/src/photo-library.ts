/**
 * Generated photos as `media` documents. Each distinct (kind, slot, style, variant) is rendered and
 * uploaded once and then shared by listings, so the seed stays fast while every listing has a full
 * set of photos. Renders run a few at a time ahead of the (sequential) uploads.
 */
import { asSystem } from '@driftway/collections'
import type { ListingKind } from '@driftway/domain'
import type { SeedContext } from './context'
import { type PhotoRequest, renderPhoto, slotsForKind as slotsOf } from './photos'
import { renderAvatar } from './photos/avatar'
import { hashSeed } from './photos/rng'

export type PhotoKey = { kind: ListingKind; slot: string; style?: string; variant: number }

const kindLabel: Record<ListingKind, string> = { recreational_vehicle: 'campervan', campsite: 'campsite', boat: 'boat' }
const kindShort: Record<ListingKind, string> = { recreational_vehicle: 'rv', campsite: 'campsite', boat: 'boat' }

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const photoFilename = (key: PhotoKey): string =>
  `seed-${kindShort[key.kind]}-${slug(key.slot)}${key.style ? `-${slug(key.style)}` : ''}-${key.variant}.jpg`

const RENDER_AHEAD = 4

export class PhotoLibrary {
  private readonly wanted = new Map<string, PhotoKey>()
  private readonly ids = new Map<string, string>()

  constructor(private readonly ctx: SeedContext) {}

  /** Registers a photo the seed will need; returns the name to look its media id up by later. */
  want(key: PhotoKey): string {
    const name = photoFilename(key)
    this.wanted.set(name, key)
    return name
  }

  id(name: string): string {
    const id = this.ids.get(name)
    if (!id) throw new Error(`photo ${name} was not uploaded`)
    return id
  }

  /**
   * Names of every uploaded listing photo of a kind, by slot, recognised by file name (works on a
   * database seeded by an earlier run, where nothing was `want`ed in this process).
   */
  namesBySlot(kind: ListingKind): Map<string, string[]> {
    const bySlot = new Map<string, string[]>()
    for (const slot of slotsOf(kind)) {
      const prefix = `seed-${kindShort[kind]}-${slug(slot)}-`
      const names = [...this.ids.keys()].filter((name) => name.startsWith(prefix))
      if (names.length > 0) bySlot.set(slot, names)
    }
    return bySlot
  }

  /** Loads the ids of photos an earlier (interrupted) run already uploaded. */
  async loadExisting(): Promise<void> {
    const { docs } = await this.ctx.payload.find({
      collection: 'media',
      where: { filename: { like: 'seed-' } },
      pagination: false,
      depth: 0,
      ...asSystem(),
      select: { filename: true },
    })
    for (const doc of docs as { id: string; filename?: string }[]) if (doc.filename) this.ids.set(doc.filename, doc.id)
  }

  /** Renders and uploads every wanted photo that is not in the database yet. */
  async upload(): Promise<void> {
    await this.loadExisting()
    const missing = [...this.wanted].filter(([name]) => !this.ids.has(name))
    const renders: Promise<Buffer>[] = []
    let started = 0
    const kick = (done: number) => {
      while (started < missing.length && started - done < RENDER_AHEAD) {
        const [, key] = missing[started]!
        const request: PhotoRequest = {
          kind: key.kind,
          slot: key.slot,
          seed: hashSeed(photoFilename(key)),
          style: key.style as PhotoRequest['style'],
        }
        renders[started] = renderPhoto(request)
        started += 1
      }
    }
    for (let i = 0; i < missing.length; i++) {
      kick(i)
      const [name, key] = missing[i]!
      const data = await renders[i]!
      const doc = await this.ctx.create(
        'media',
        { alt: `${key.slot} of a ${kindLabel[key.kind]} for rent` },
        { file: { data, mimetype: 'image/jpeg', name, size: data.length } },
      )
      this.ids.set(name, doc.id)
      if ((i + 1) % 25 === 0 || i === missing.length - 1) this.ctx.step(`  photos ${i + 1}/${missing.length}`)
    }
  }

  /** A profile picture (initials) for a user or company. */
  async avatar(displayName: string, fileStem: string): Promise<string> {
    const name = `seed-avatar-${slug(fileStem)}.jpg`
    const existing = await this.ctx.findOne('media', { filename: { equals: name } })
    if (existing) return existing.id
    const data = await renderAvatar(displayName)
    const doc = await this.ctx.create(
      'media',
      { alt: `Profile picture of ${displayName}` },
      { file: { data, mimetype: 'image/jpeg', name, size: data.length } },
    )
    return doc.id
  }
}
