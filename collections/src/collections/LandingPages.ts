import { landingContentTypes, landingPageTypes } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { anyone, contentStaff, staffWith } from '../access'
import { integerField } from '../fields/numbers'
import { optionsFrom } from '../fields/options'
import { htmlField } from '../fields/richText'
import { textField } from '../fields/text'

/** Route slug: 1-75 lowercase letters and hyphens (spec §5 landing form). */
const slugPattern = /^[a-z-]{1,75}$/

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
  },
  access: {
    read: anyone,
    create: staffWith(contentStaff),
    update: staffWith(contentStaff),
    delete: staffWith(contentStaff),
  },
  fields: [
    textField('slug', 75, {
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Lowercase letters and hyphens, e.g. campervan-hire-berlin.' },
      validate: (value: unknown) =>
        typeof value === 'string' && slugPattern.test(value) ? true : 'Use 1-75 lowercase letters and hyphens.',
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
      type: 'row',
      fields: [textField('country', 35), textField('city', 35), textField('region', 75)],
    },
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
    textField('main_title', 200, { required: true }),
    htmlField('main_description', { required: true }),
    {
      name: 'main_image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Upload 1280×850 px, PNG or JPEG (shown at 320×240).' },
    },
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
}
