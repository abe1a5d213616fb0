import { actAs, asSystem } from '@driftway/collections'
import { recordAudit } from '@driftway/collections/audit/record'
import {
  BookingStatus,
  currentTimestamp,
  moderationReasonLimits,
  type BookingStatus as Status,
  supportStaff,
} from '@driftway/domain'
import type { ApiErrorKeyOfStatus } from '@driftway/domain/api-errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { findUserById, isUsableAccount, type UserWithSecret } from '../../auth/users'
import { ApiError, notFound } from '../../http/errors'
import { withTransaction } from '../../http/transaction'
import { bookingDetailLines } from '../../mail/booking-details'
import { pickMailLanguage } from '../../mail/language'
import { currentStaff, requireStaff, type StaffPrincipal } from '../../staff/auth'
import { greetingName, sendVerificationMail } from '../accounts/common'

/** Statuses in which the traveler holds a confirmed booking (what "resend its confirmation" means). */
const confirmedStatuses: readonly Status[] = [
  BookingStatus.CONFIRMED,
  BookingStatus.UPCOMING_TRIP,
  BookingStatus.ON_GOING_TRIP,
  BookingStatus.TRIP_COMPLETED,
]

const idParams = z.object({ id: z.string().min(1).max(64) })
const reasonBody = z.object({
  reason: z
    .string()
    .trim()
    .min(moderationReasonLimits.min, `Say why in at least ${moderationReasonLimits.min} characters.`)
    .max(moderationReasonLimits.max, `At most ${moderationReasonLimits.max} characters.`),
})
const done = z.object({ detail: z.string() })

const conflict = (key: ApiErrorKeyOfStatus<409>, message: string) => new ApiError(key, message)
const mailFailed = () =>
  new ApiError('mail_not_sent', 'The e-mail could not be handed to the mail server. Try again in a moment.')

/** Reads one document as the server, or null (unknown or malformed id). */
async function findDoc<T>(request: FastifyRequest, collection: 'bookings' | 'listings' | 'reviews', id: string) {
  return (await request.server.ctx.payload
    .findByID({ collection, id, depth: 0, ...asSystem(), disableErrors: true })
    .catch(() => null)) as (T & { id: string }) | null
}

/** Runs a support action in one transaction, with the staff member as the actor of its audit entry. */
function asStaff<T>(app: FastifyInstance, staff: StaffPrincipal, work: (req: PayloadRequest) => Promise<T>) {
  return withTransaction(app.ctx.payload, async (req) => {
    actAs(req, staff)
    return work(req)
  })
}

/** The recipient of a support mail: an active account that has not been erased. */
async function recipient(app: FastifyInstance, id: unknown): Promise<UserWithSecret> {
  const user = await findUserById(app.ctx.payload, String(id ?? ''))
  if (!user || !isUsableAccount(user)) {
    throw conflict('recipient_unavailable', 'This account was deleted or deactivated: it receives no e-mail.')
  }
  return user
}

/**
 * Support actions (issue 20) the CMS admin calls for support and administrators: resend a
 * booking's confirmation or a user's verification mail, unpublish a listing or hide a review with
 * a reason. Each is audited (who, what, before/after, why, client address) in `audit-log`.
 * Support never edits these documents directly: the collections give it read access only.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  const onRequest = [requireStaff(supportStaff)]
  const tags = ['staff']

  app.post(
    '/staff/bookings/:id/resend-confirmation/',
    {
      onRequest,
      config: { errors: ['booking_not_found', 'booking_not_confirmed', 'recipient_unavailable', 'mail_not_sent'] },
      schema: {
        tags,
        summary: "Resend a booking's confirmation to its traveler (support, admin)",
        description:
          'Staff token as `Authorization: JWT …`. 404 booking_not_found; 409 booking_not_confirmed (not confirmed yet or cancelled), recipient_unavailable (deleted account); 502 mail_not_sent.',
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      const staff = currentStaff(request)
      type Booking = Parameters<typeof bookingDetailLines>[0] & { status: Status; traveller: unknown; listing: unknown }
      const booking = await findDoc<Booking>(request, 'bookings', request.params.id)
      if (!booking) throw notFound('booking_not_found', 'No booking with this id.')
      if (!confirmedStatuses.includes(booking.status)) {
        throw conflict('booking_not_confirmed', 'Only a confirmed booking has a confirmation to resend.')
      }
      const traveler = await recipient(app, booking.traveller)
      const listing = (await payload
        .findByID({ collection: 'listings', id: String(booking.listing), depth: 0, ...asSystem() })
        .catch(() => null)) as Parameters<typeof bookingDetailLines>[1] | null
      const lang = pickMailLanguage(traveler.lang_code)
      try {
        await app.mailer.sendTemplate('bookingConfirmation', {
          to: traveler.email,
          lang,
          vars: {
            name: greetingName(traveler),
            link: `${env.siteUrl}/my-bookings`,
            details: bookingDetailLines(booking, listing ?? {}, lang),
          },
        })
      } catch (error) {
        request.log.error({ err: error }, 'support could not resend a booking confirmation')
        throw mailFailed()
      }
      await asStaff(app, staff, (req) =>
        recordAudit(req, {
          action: 'support.booking_confirmation_resent',
          targetCollection: 'bookings',
          targetId: booking.id,
          after: { recipient_user: String(traveler.id), status: booking.status },
          clientIp: request.clientIp,
        }),
      )
      return { detail: 'The booking confirmation was sent again.' }
    },
  )

  app.post(
    '/staff/users/:id/resend-verification/',
    {
      onRequest,
      config: { errors: ['user_not_found', 'recipient_unavailable', 'already_verified', 'mail_not_sent'] },
      schema: {
        tags,
        summary: "Resend a user's e-mail confirmation link (support, admin)",
        description:
          '404 user_not_found; 409 already_verified, recipient_unavailable (deleted or deactivated account); 502 mail_not_sent.',
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      const staff = currentStaff(request)
      const found = await findUserById(payload, request.params.id)
      if (!found) throw notFound('user_not_found', 'No user with this id.')
      const user = await recipient(app, found.id)
      if (user.is_email_verified) throw conflict('already_verified', 'This e-mail address is already confirmed.')
      try {
        await sendVerificationMail(app, request, user)
      } catch (error) {
        request.log.error({ err: error }, 'support could not resend a verification mail')
        throw mailFailed()
      }
      await asStaff(app, staff, (req) =>
        recordAudit(req, {
          action: 'support.verification_resent',
          targetCollection: 'users',
          targetId: String(user.id),
          clientIp: request.clientIp,
        }),
      )
      return { detail: 'The confirmation e-mail was sent again.' }
    },
  )

  app.post(
    '/staff/listings/:id/unpublish/',
    {
      onRequest,
      config: { errors: ['listing_not_found', 'listing_not_published'] },
      schema: {
        tags,
        summary: 'Take a listing offline with a reason the lessor is told (support, admin)',
        description:
          'The listing becomes a draft, leaves search at once, and carries the reason (shown to its lessor, mailed to them) until they publish again. 404 listing_not_found; 409 listing_not_published.',
        params: idParams,
        body: reasonBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const staff = currentStaff(request)
      const { reason } = request.body
      type Listing = { is_draft?: boolean; lessor?: unknown; title?: string; kind?: string }
      const listing = await findDoc<Listing>(request, 'listings', request.params.id)
      if (!listing) throw notFound('listing_not_found', 'No listing with this id.')
      if (listing.is_draft !== false) throw conflict('listing_not_published', 'The listing is not published.')
      const now = currentTimestamp()
      await asStaff(app, staff, async (req) => {
        await payload.update({
          collection: 'listings',
          id: listing.id,
          data: { is_draft: true, unpublished_reason: reason, unpublished_at_ts: now },
          depth: 0,
          ...asSystem(),
          req,
        })
        await recordAudit(req, {
          action: 'support.listing_unpublished',
          targetCollection: 'listings',
          targetId: listing.id,
          before: { is_draft: false },
          after: { is_draft: true },
          reason,
          clientIp: request.clientIp,
        })
      })
      const lessor = await findUserById(payload, String(listing.lessor ?? ''))
      if (lessor && isUsableAccount(lessor)) {
        const lang = pickMailLanguage(lessor.lang_code)
        app.mailer.sendInBackground(() =>
          app.mailer.sendTemplate('listingUnpublished', {
            to: lessor.email,
            lang,
            vars: {
              name: greetingName(lessor),
              link: `${env.siteUrl}/lessor/listings/${encodeURIComponent(listing.id)}/edit`,
              details: [`${lang === 'de' ? 'Inserat' : 'Listing'}: ${listing.title ?? ''}`, reason],
            },
          }),
        )
      }
      return { detail: 'The listing is offline; its lessor was told why.' }
    },
  )

  for (const hide of [true, false]) {
    app.post(
      `/staff/reviews/:id/${hide ? 'hide' : 'unhide'}/`,
      {
        onRequest,
        config: { errors: ['review_not_found', hide ? 'review_already_hidden' : 'review_not_hidden'] },
        schema: {
          tags,
          summary: hide
            ? 'Hide a review from the public with a reason (support, admin)'
            : 'Show a hidden review again, with a reason (support, admin)',
          description: `404 review_not_found; 409 ${hide ? 'review_already_hidden' : 'review_not_hidden'}. The listing's rating counts only visible reviews.`,
          params: idParams,
          body: reasonBody,
          response: { 200: done },
        },
      },
      async (request) => {
        const staff = currentStaff(request)
        const { reason } = request.body
        const review = await findDoc<{ is_hidden?: boolean | null }>(request, 'reviews', request.params.id)
        if (!review) throw notFound('review_not_found', 'No review with this id.')
        if (Boolean(review.is_hidden) === hide) {
          throw hide
            ? conflict('review_already_hidden', 'The review is already hidden.')
            : conflict('review_not_hidden', 'The review is not hidden.')
        }
        await asStaff(app, staff, async (req) => {
          await payload.update({
            collection: 'reviews',
            id: review.id,
            data: hide
              ? { is_hidden: true, hidden_reason: reason, hidden_at_ts: currentTimestamp() }
              : { is_hidden: false, hidden_reason: null, hidden_at_ts: null },
            depth: 0,
            ...asSystem(),
            req,
          })
          await recordAudit(req, {
            action: hide ? 'support.review_hidden' : 'support.review_shown',
            targetCollection: 'reviews',
            targetId: review.id,
            before: { is_hidden: Boolean(review.is_hidden) },
            after: { is_hidden: hide },
            reason,
            clientIp: request.clientIp,
          })
        })
        return { detail: hide ? 'The review is hidden.' : 'The review is visible again.' }
      },
    )
  }
}
