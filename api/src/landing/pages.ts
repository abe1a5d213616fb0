import type { LandingPage, Media } from '@driftway/collections/payload-types'
import { z } from 'zod'
import { mediaFileUrl } from '../uploads'

/** A landing-page photo as the site shows it (focal point in percent, Payload's own). */
export const landingImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  card_url: z.string().nullable(),
  large_url: z.string().nullable(),
  alt: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  focal_x: z.number().nullable(),
  focal_y: z.number().nullable(),
})

/** GET /landing-page/get/{slug}/v1/ and every write's answer (decision 0065). */
export const landingPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  type: z.enum(['campervan', 'campsite', 'boat']),
  page_type: z.enum(['city', 'country', 'recreational_regions']),
  country: z.string(),
  city: z.string(),
  region: z.string(),
  meta: z.object({ title: z.string(), description: z.string(), keywords: z.string() }),
  main_title: z.string(),
  /** Sanitized HTML (the rich-text toolbar's tags only). */
  main_description: z.string(),
  main_image: landingImageSchema.nullable(),
  sections: z.array(
    z.object({
      id: z.string(),
      order: z.number(),
      title: z.string(),
      description: z.string(),
      image_objects: z.array(z.object({ image: landingImageSchema })),
    }),
  ),
  faqs: z.array(z.object({ id: z.string(), order: z.number(), question: z.string(), answer: z.string() })),
  status: z.enum(['draft', 'published']),
  created_at: z.string(),
  updated_at: z.string(),
})
export type LandingPageView = z.infer<typeof landingPageSchema>

/** One row of the management list and the slug list. */
export const landingSummarySchema = landingPageSchema.pick({
  id: true,
  slug: true,
  type: true,
  page_type: true,
  country: true,
  city: true,
  region: true,
  main_title: true,
  status: true,
  updated_at: true,
})

function imageOf(publicUrl: string, value: unknown): z.infer<typeof landingImageSchema> | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Media
  const url = mediaFileUrl(publicUrl, media)
  if (!url) return null
  return {
    id: String(media.id),
    url,
    card_url: mediaFileUrl(publicUrl, media, 'card'),
    large_url: mediaFileUrl(publicUrl, media, 'large'),
    alt: media.alt ?? null,
    width: media.width ?? null,
    height: media.height ?? null,
    focal_x: typeof media.focalX === 'number' ? media.focalX : null,
    focal_y: typeof media.focalY === 'number' ? media.focalY : null,
  }
}

const byOrder = <T extends { order: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order)

/** A stored page (depth 1: images populated) as the API answers it; sections and FAQs in their order. */
export function toLandingView(publicUrl: string, doc: LandingPage): LandingPageView {
  return {
    id: String(doc.id),
    slug: doc.slug ?? '',
    type: doc.type,
    page_type: doc.page_type,
    country: doc.country ?? '',
    city: doc.city ?? '',
    region: doc.region ?? '',
    meta: { title: doc.meta.title, description: doc.meta.description, keywords: doc.meta.keywords ?? '' },
    main_title: doc.main_title,
    main_description: doc.main_description ?? '',
    main_image: imageOf(publicUrl, doc.main_image),
    sections: byOrder(
      (doc.sections ?? []).map((section) => ({
        id: String(section.id ?? ''),
        order: section.order,
        title: section.title,
        description: section.description ?? '',
        image_objects: (section.image_objects ?? []).flatMap((item) => {
          const image = imageOf(publicUrl, item.image)
          return image ? [{ image }] : []
        }),
      })),
    ),
    faqs: byOrder(
      (doc.faqs ?? []).map((faq) => ({
        id: String(faq.id ?? ''),
        order: faq.order,
        question: faq.question,
        answer: faq.answer,
      })),
    ),
    status: doc._status === 'draft' ? 'draft' : 'published',
    created_at: doc.createdAt,
    updated_at: doc.updatedAt,
  }
}
