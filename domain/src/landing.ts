import { z } from 'zod'
import { landingContentTypes, landingPageTypes } from './listing-options'

/**
 * The landing-page content form (listings spec §2, §5 "another reading"): what the site's form
 * validates and the API's create call takes. Rich-text fields are HTML from the editor; the CMS
 * stores them sanitized (collections/src/fields/richText.ts), so limits here are on the raw input.
 */
const trimmed = (max: number) => z.string().trim().max(max)
const required = (max: number) => z.string().trim().min(1, 'common.required').max(max)
const html = (max: number) => z.string().max(max)
const id = z.string().min(1).max(100)

export const landingSlugSchema = z
  .string()
  .regex(/^[a-z-]{1,75}$/, 'Use 1-75 lowercase letters and hyphens.')
  .describe('Route slug: 1-75 lowercase letters and hyphens; left out, it is made from the type and the city')

export const landingSectionSchema = z.object({
  order: z.number().int().min(0).max(10_000),
  title: required(200),
  description: html(40_000),
  image_objects: z
    .array(z.object({ image: id }))
    .max(20)
    .default([]),
})

export const landingFaqSchema = z.object({
  order: z.number().int().min(0).max(10_000),
  question: required(300),
  answer: required(3000),
})

const landingShape = {
  type: z.enum(landingContentTypes),
  page_type: z.enum(landingPageTypes),
  country: trimmed(35),
  city: trimmed(35),
  region: trimmed(75),
  slug: landingSlugSchema,
  meta: z.object({ title: required(200), description: required(500), keywords: trimmed(500).default('') }),
  main_title: required(200),
  main_description: html(40_000),
  /** A media id from POST /file/upload/v1/; required to publish. */
  main_image: id.nullable(),
  sections: z.array(landingSectionSchema).max(50),
  faqs: z.array(landingFaqSchema).max(100),
  /** `draft` keeps the page off the public site (or takes a published page off it); `published` shows it. */
  status: z.enum(['draft', 'published']),
}

export const landingFormSchema = z.object({
  ...landingShape,
  country: landingShape.country.default(''),
  city: landingShape.city.default(''),
  region: landingShape.region.default(''),
  slug: landingShape.slug.optional(),
  main_image: landingShape.main_image.optional(),
  sections: landingShape.sections.default([]),
  faqs: landingShape.faqs.default([]),
  status: landingShape.status.default('published'),
})
export type LandingForm = z.infer<typeof landingFormSchema>

/** PATCH: any subset of the form (nothing defaulted: what is left out stays). */
export const landingPatchSchema = z.object(landingShape).partial()
