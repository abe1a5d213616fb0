import { landingContentTypes, landingPageTypes, landingRoutePrefix, landingSlug } from '@driftway/domain'
import type { Access, CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { contentStaff, either, staffWith } from '../access'
import { integerField } from '../fields/numbers'
import { optionsFrom } from '../fields/options'
import { htmlField } from '../fields/richText'
import { textField } from '../fields/text'

/** Route slug: 1-75 lowercase letters and hyphens (spec §5 landing form). */
const slugPattern = /^[a-z-]{1,75}$/

/** The public sees published pages only; editors and administrators also drafts (decision 0065). */
const publishedOnly: Access = () => ({ _status: { equals: 'published' } })

/** "Slug from city and type": an empty slug becomes e.g. campervan-hire-munich (the city route's own name). */
const slugFromCityAndType: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || (typeof data.slug === 'string' && data.slug.trim())) return data
  const place = data.city || data.region || data.country
  if (typeof place === 'string' && place.trim() && typeof data.type === 'string') {
    const slug = landingSlug(data.type as (typeof landingContentTypes)[number], place)
    if (slug) data.slug = slug
  }
  return data
}

const siteUrl = () => (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')

/** SEO content pages per country, city or region and listing type (listings spec §2 "Landing-page content form"). */
export const LandingPages: CollectionConfig = {
  slug: 'landing-pages',
  admin: {
    group: 'Content',
    useAsTitle: 'main_title',
    defaultColumns: ['main_title', 'slug', 'type', 'page_type', 'country', 'city', 'region', 'updatedAt'],
    listSearchableFields: ['slug', 'city', 'country', 'region', 'main_title'],
    description:
      'SEO landing pages by country, city or recreational region for campervans, campsites or boats. The slug is the public route.',
    // The city hire page the slug names, live while the editor types (the site listens in preview mode).
    livePreview: {
      url: ({ data }) =>
        `${siteUrl()}/${landingRoutePrefix[(data?.type as (typeof landingContentTypes)[number]) ?? 'campervan'] ?? 'campervan-hire'}/${String(data?.slug ?? '').replace(/^(campervan-hire|campsite-pitch|boat-hire)-/, '')}?preview=landing`,
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 900 },
      ],
    },
    preview: (doc) =>
      `${siteUrl()}/${landingRoutePrefix[(doc?.type as (typeof landingContentTypes)[number]) ?? 'campervan'] ?? 'campervan-hire'}/${String(doc?.slug ?? '').replace(/^(campervan-hire|campsite-pitch|boat-hire)-/, '')}`,
  },
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: { beforeValidate: [slugFromCityAndType] },
  access: {
    read: either(staffWith(contentStaff), publishedOnly),
    readVersions: staffWith(contentStaff),
    create: staffWith(contentStaff),
    update: staffWith(contentStaff),
    delete: staffWith(contentStaff),
  },
  fields: [
    textField('slug', 75, {
      // Not `required`: an empty slug is made from the type and city before validation (hook above).
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'Lowercase letters and hyphens, e.g. campervan-hire-berlin. Left empty, it is made from the type and the city.',
      },
      validate: (value: unknown, { data }: { data: Partial<{ city: string; region: string; country: string }> }) => {
        if ((value === undefined || value === null || value === '') && (data?.city || data?.region || data?.country)) {
          return true
        }
        return typeof value === 'string' && slugPattern.test(value) ? true : 'Use 1-75 lowercase letters and hyphens.'
      },
    }),
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: optionsFrom(landingContentTypes),
      admin: { position: 'sidebar', description: 'Listing type the page is about.' },
    },
    {
      name: 'page_type',
      type: 'select',
      required: true,
      options: optionsFrom(landingPageTypes),
      admin: { position: 'sidebar' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              type: 'row',
              fields: [textField('country', 35), textField('city', 35), textField('region', 75)],
            },
            textField('main_title', 200, { required: true }),
            htmlField('main_description', { required: true }),
            {
              name: 'main_image',
              type: 'upload',
              relationTo: 'media',
              // Required to publish (spec §5); a draft may wait for its photo.
              validate: (value: unknown, { data }: { data: Partial<{ _status: string }> }) =>
                data?._status === 'published' && !value ? 'A published page needs a main image.' : true,
              admin: {
                description:
                  'Upload a 1280×850 px image, PNG or JPEG (shown at 320×240). Set the focal point in the image so the crop keeps the subject.',
              },
            },
          ],
        },
        {
          label: 'Sections',
          fields: [
            {
              name: 'sections',
              type: 'array',
              labels: { singular: 'Section', plural: 'Sections' },
              admin: { initCollapsed: true },
              fields: [
                {
                  type: 'row',
                  fields: [
                    integerField('order', { required: true, min: 0, defaultValue: 0 }),
                    textField('title', 200, { required: true }),
                  ],
                },
                htmlField('description', { required: true }),
                {
                  // Spec name (`image_objects[{image}]`), so the API passes sections through unmapped.
                  name: 'image_objects',
                  label: 'Images',
                  type: 'array',
                  fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
                },
              ],
            },
          ],
        },
        {
          label: 'FAQs',
          fields: [
            {
              name: 'faqs',
              type: 'array',
              labels: { singular: 'FAQ', plural: 'FAQs' },
              admin: { initCollapsed: true },
              fields: [
                integerField('order', { required: true, min: 0, defaultValue: 0 }),
                textField('question', 300, { required: true }),
                { name: 'answer', type: 'textarea', required: true, maxLength: 3000 },
              ],
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            {
              name: 'meta',
              type: 'group',
              label: 'SEO meta',
              fields: [
                textField('title', 200, { required: true }),
                { name: 'description', type: 'textarea', required: true, maxLength: 500 },
                textField('keywords', 500, { admin: { description: 'Comma-separated.' } }),
              ],
            },
          ],
        },
      ],
    },
  ],
}
