import { asStaff, asSystem, asVisitor } from '@driftway/collections'
import type { LandingPage } from '@driftway/collections/payload-types'
import { landingContentTypes, landingFormSchema, landingPageTypes, landingPatchSchema } from '@driftway/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Where } from 'payload'
import { z } from 'zod'
import { ApiError, notFound } from '../http/errors'
import { withTransaction } from '../http/transaction'
import { validationError } from '../http/validation'
import { currentEditor, landingPrincipal, optionalContentEditor, requireContentEditor } from '../landing/auth'
import { landingPageSchema, landingSummarySchema, toLandingView } from '../landing/pages'

const slugParams = z.object({ slug: z.string().min(1).max(75) })
const notFoundPage = () => notFound('landing_page_not_found', 'No landing page with this slug.')
const slugTaken = () =>
  new ApiError('landing_slug_taken', 'A landing page with this slug exists already. Choose another slug.', {
    slug: ['This slug is taken.'],
  })

/**
 * The landing-page calls of listings §7 (decision 0065). Reads are public and see published pages;
 * an editor's staff token (`Authorization: JWT …`) also shows drafts. Writes are for content staff
 * (editor, admin) only: anonymous 401, travelers, lessors and support 403. The CMS collection's own
 * access rules decide every Local API call as well (asStaff / asVisitor), so the admin and the API agree.
 */
export const landingPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  app.decorateRequest('landingEditor', null)
  const tags = ['landing-pages']
  const view = (doc: LandingPage) => toLandingView(env.publicUrl, doc)

  /** The newest version an editor may see (drafts included for editors), or null. */
  async function findBySlug(request: FastifyRequest, slug: string, depth = 1): Promise<LandingPage | null> {
    const editor = landingPrincipal(request)
    const found = await payload.find({
      collection: 'landing-pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth,
      draft: Boolean(editor),
      ...(editor ?? asVisitor()),
    })
    return (found.docs[0] as LandingPage | undefined) ?? null
  }

  /** Every image the form names must be a stored public photo: else 400 on that field (never a 500). */
  async function checkImages(body: {
    main_image?: string | null
    sections?: { image_objects?: { image: string }[] }[]
  }): Promise<void> {
    const wanted: [string, string][] = []
    if (body.main_image) wanted.push(['main_image', body.main_image])
    body.sections?.forEach((section, index) => {
      section.image_objects?.forEach((item, at) => {
        wanted.push([`sections.${index}.image_objects.${at}.image`, item.image])
      })
    })
    const fields: Record<string, string[]> = {}
    for (const [field, id] of wanted) {
      const media = await payload
        .findByID({ collection: 'media', id, depth: 0, disableErrors: true, ...asSystem() })
        .catch(() => null)
      if (!media) fields[field] = ['No uploaded image with this id.']
    }
    if (Object.keys(fields).length > 0) throw validationError(fields)
  }

  /** Field errors Payload found (required image to publish, slug pattern) as a 400 with `fields`. */
  const mapWriteError = (error: unknown): never => {
    const data = (error as { data?: { errors?: { path: string; message: string }[] } }).data
    const issues = data?.errors
    if (Array.isArray(issues) && issues.length > 0) {
      if (issues.some((issue) => issue.path === 'slug' && /unique|taken|already/i.test(issue.message)))
        throw slugTaken()
      throw validationError(Object.fromEntries(issues.map((issue) => [issue.path, [issue.message]])))
    }
    throw error
  }

  app.get(
    '/landing-page/create/v1/',
    {
      onRequest: [optionalContentEditor],
      schema: {
        tags,
        summary: 'Landing pages per content type (management list; public: published only)',
        description:
          'Filters: type, page_type, q (city, country, region or title contains). Editors (staff JWT) also see drafts. Page size up to 1000 (spec §9).',
        querystring: z.object({
          type: z.enum(landingContentTypes).optional(),
          page_type: z.enum(landingPageTypes).optional(),
          q: z.string().trim().max(75).optional(),
          limit: z.coerce.number().int().min(1).max(1000).default(1000),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
        response: { 200: z.object({ count: z.number(), results: z.array(landingSummarySchema) }) },
      },
    },
    async (request) => {
      const { type, page_type, q, limit, offset } = request.query
      const and: Where[] = []
      if (type) and.push({ type: { equals: type } })
      if (page_type) and.push({ page_type: { equals: page_type } })
      if (q) {
        and.push({
          or: ['city', 'country', 'region', 'main_title', 'slug'].map((field) => ({ [field]: { like: q } })),
        })
      }
      const editor = landingPrincipal(request)
      // Payload pages by page number; the contract's offset is a multiple of the limit in practice.
      const found = await payload.find({
        collection: 'landing-pages',
        where: and.length > 0 ? { and } : {},
        sort: ['country', 'city', 'region', 'slug'],
        limit,
        page: Math.floor(offset / limit) + 1,
        depth: 0,
        draft: Boolean(editor),
        ...(editor ?? asVisitor()),
      })
      return {
        count: found.totalDocs,
        results: (found.docs as LandingPage[]).map((doc) => landingSummarySchema.parse(view(doc))),
      }
    },
  )

  app.post(
    '/landing-page/create/v1/',
    {
      onRequest: [requireContentEditor],
      config: { errors: ['landing_slug_taken'] },
      schema: {
        tags,
        summary: 'Create a landing page (content editors and administrators)',
        description:
          'Body: the landing content form. Rich text is stored sanitized (toolbar tags only; empty rich text becomes ""). The slug, when left out, is made from the type and the city (campervan-hire-munich). `status: published` (default) needs main_image. 409 landing_slug_taken.',
        body: landingFormSchema,
        response: { 201: landingPageSchema },
      },
    },
    async (request, reply) => {
      const { status, ...form } = request.body
      await checkImages(form)
      const existing = form.slug ? await findBySlug(request, form.slug, 0) : null
      if (existing) throw slugTaken()
      const created = await withTransaction(payload, (req) =>
        payload
          .create({
            collection: 'landing-pages',
            data: { ...form, _status: status },
            draft: status === 'draft',
            depth: 1,
            req,
            ...asStaff(currentEditor(request)),
          })
          .catch(mapWriteError),
      )
      return reply.status(201).send(view(created as LandingPage))
    },
  )

  app.get(
    '/landing-page/get/:slug/v1/',
    {
      onRequest: [optionalContentEditor],
      config: { errors: ['landing_page_not_found'] },
      schema: {
        tags,
        summary: 'One landing page by slug (public: published only; editors: the newest draft)',
        params: slugParams,
        response: { 200: landingPageSchema },
      },
    },
    async (request) => {
      const doc = await findBySlug(request, request.params.slug)
      if (!doc) throw notFoundPage()
      return view(doc)
    },
  )

  app.patch(
    '/landing-page/get/:slug/v1/',
    {
      onRequest: [requireContentEditor],
      config: { errors: ['landing_page_not_found', 'landing_slug_taken'] },
      schema: {
        tags,
        summary: 'Change a landing page (content editors and administrators)',
        description:
          'Any fields of the content form; sections and faqs replace the lists. `status: draft` saves a draft the public does not see (the published page stays); `published` publishes.',
        params: slugParams,
        body: landingPatchSchema,
        response: { 200: landingPageSchema },
      },
    },
    async (request) => {
      const current = await findBySlug(request, request.params.slug, 0)
      if (!current) throw notFoundPage()
      const { status, ...changes } = request.body
      await checkImages(changes)
      if (changes.slug && changes.slug !== current.slug && (await findBySlug(request, changes.slug, 0)))
        throw slugTaken()
      const nextStatus = status ?? (current._status === 'draft' ? 'draft' : 'published')
      const updated = await withTransaction(payload, (req) =>
        payload
          .update({
            collection: 'landing-pages',
            id: current.id,
            data: { ...changes, _status: nextStatus },
            draft: nextStatus === 'draft',
            depth: 1,
            req,
            ...asStaff(currentEditor(request)),
          })
          .catch(mapWriteError),
      )
      return view(updated as LandingPage)
    },
  )

  app.delete(
    '/landing-page/delete/:slug/',
    {
      onRequest: [requireContentEditor],
      config: { errors: ['landing_page_not_found'] },
      schema: {
        tags,
        summary: 'Delete a landing page (content editors and administrators)',
        description: 'Query `type` (campervan, campsite, boat), when given, must be the page’s type, else 404.',
        params: slugParams,
        querystring: z.object({ type: z.enum(landingContentTypes).optional() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const current = await findBySlug(request, request.params.slug, 0)
      if (!current || (request.query.type && current.type !== request.query.type)) throw notFoundPage()
      await withTransaction(payload, (req) =>
        payload.delete({ collection: 'landing-pages', id: current.id, req, ...asStaff(currentEditor(request)) }),
      )
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/landing-page/slug/',
    {
      onRequest: [optionalContentEditor],
      schema: {
        tags,
        summary: 'Slugs of the published landing pages (for links and the sitemap)',
        querystring: z.object({ type: z.enum(landingContentTypes).optional() }),
        response: { 200: z.object({ results: z.array(landingSummarySchema) }) },
      },
    },
    async (request) => {
      // Public list: published pages only, whoever asks (drafts are not linked from anywhere).
      const found = await payload.find({
        collection: 'landing-pages',
        where: request.query.type ? { type: { equals: request.query.type } } : {},
        sort: 'slug',
        limit: 1000,
        depth: 0,
        pagination: false,
        ...asVisitor(),
      })
      return { results: (found.docs as LandingPage[]).map((doc) => landingSummarySchema.parse(view(doc))) }
    },
  )
}
