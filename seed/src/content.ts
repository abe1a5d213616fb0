/** CMS content of the demo: landing pages with images from the photo library, the demo operator's imprint. */
import { asSystem } from '@driftway/collections'
import type { SeedContext } from './context'
import { demoImprint } from './fixtures/imprint'
import { landingPages } from './fixtures/landing-pages'
import type { PhotoLibrary } from './photo-library'

/** Registers the photos the landing pages use (before the library uploads). */
export function wantLandingPhotos(photos: PhotoLibrary): Map<string, string[]> {
  const names = new Map<string, string[]>()
  for (const page of landingPages) {
    names.set(
      page.slug,
      page.photos.slots.map((slot, i) => photos.want({ kind: page.photos.kind, slot, variant: 100 + i })),
    )
  }
  return names
}

export async function seedLandingPages(
  ctx: SeedContext,
  photos: PhotoLibrary,
  names: Map<string, string[]>,
): Promise<void> {
  ctx.step(`landing pages (${landingPages.length})`)
  for (const page of landingPages) {
    const [main, ...rest] = (names.get(page.slug) ?? []).map((name) => photos.id(name))
    const { photos: _photos, sections, faqs, ...fields } = page
    const id = await ctx.findOrCreate(
      'landing-pages',
      { slug: { equals: page.slug } },
      {
        ...fields,
        // Landing pages have drafts (decision 0065): the demo's pages are published.
        _status: 'published',
        main_image: main,
        sections: sections.map((section, order) => ({
          ...section,
          order,
          image_objects: rest.length > 0 ? [{ image: rest[order % rest.length] }] : [],
        })),
        faqs: faqs.map((faq, order) => ({ ...faq, order })),
      },
    )
    // A database seeded before drafts existed holds the page without a status: publish it.
    const stored = await ctx.payload.findByID({ collection: 'landing-pages', id, depth: 0, ...asSystem() })
    if (stored._status !== 'published') {
      await ctx.payload.update({ collection: 'landing-pages', id, data: { _status: 'published' }, ...asSystem() })
    }
  }
}

/**
 * The demo operator's imprint (decision 0112), never over an operator's own; not part of
 * `--catalog`, so production starts without one and the site says so until an administrator saves it.
 */
export async function seedDemoImprint(ctx: SeedContext): Promise<void> {
  const imprint = await ctx.payload.findGlobal({ slug: 'imprint', depth: 0, ...asSystem() })
  if (!imprint.operator_name) await ctx.payload.updateGlobal({ slug: 'imprint', data: demoImprint, ...asSystem() })
}
