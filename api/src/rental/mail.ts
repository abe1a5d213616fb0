import { createHmac, timingSafeEqual } from 'node:crypto'
import { asSystem } from '@driftway/collections'
import type { Offer, RentalRequest, User } from '@driftway/collections/payload-types'
import {
  currentTimestamp,
  formatDateRange,
  formatMoney,
  kindForLessorRole,
  type ListingKind,
  Role,
  rentalUnitOf,
} from '@driftway/domain'
import { offerTotal, rentalDayOf } from '@driftway/domain/rental'
import type { FastifyInstance } from 'fastify'
import type { Where } from 'payload'
import { decodeUid, encodeUid } from '../auth/reset-token'
import { purposeKey } from '../auth/tokens'
import type { ApiEnv } from '../env'
import { withTransaction } from '../http/transaction'
import { idOf } from '../listings/pricing-input'
import { type MailLanguage, pickMailLanguage } from '../mail/language'
import { escapeHtml, renderTemplate } from '../mail/templates'
import { lessorBoard } from './board'

/** A lessor gets at most one digest in this time. */
const DIGEST_INTERVAL_SECONDS = 24 * 60 * 60
const LESSOR_BATCH = 500

/** The site pages the mails link to. */
const travelerRequestsLink = (env: ApiEnv, kind: ListingKind) => `${env.siteUrl}/rental/requests?kind=${kind}`
const boardLink = (env: ApiEnv) => `${env.siteUrl}/rental/board`

/**
 * The digest's unsubscribe link `{SITE_URL}/rental/unsubscribe/{uidb64}/{token}`: an HMAC of the
 * user id with a key of its own purpose. It does not expire (an old digest's link still works) and
 * only ever turns the digest off.
 */
const unsubscribeMac = (env: ApiEnv, userId: string) =>
  createHmac('sha256', purposeKey(env.jwtSecret, 'rental_digest_unsubscribe')).update(userId).digest('base64url')

const unsubscribeLink = (env: ApiEnv, userId: string) =>
  `${env.siteUrl}/rental/unsubscribe/${encodeUid(userId)}/${unsubscribeMac(env, userId)}`

/** The user id an unsubscribe link names, or null when the link is not one the API made. */
export function checkUnsubscribe(env: ApiEnv, uid: string, token: string): string | null {
  const userId = decodeUid(uid)
  if (!userId) return null
  const expected = Buffer.from(unsubscribeMac(env, userId))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null
}

const labels = {
  en: {
    perUnit: { night: 'per night', day: 'per day' },
    total: 'Total',
    travelers: 'travelers',
    flexible: 'flexible ±',
  },
  de: {
    perUnit: { night: 'pro Nacht', day: 'pro Tag' },
    total: 'Gesamt',
    travelers: 'Reisende',
    flexible: 'flexibel ±',
  },
} as const

const dayRange = (pickup: number, returnAt: number, lang: MailLanguage) =>
  formatDateRange(rentalDayOf(pickup), rentalDayOf(returnAt), lang)

/** A new offer → mail to the request's traveler (after the offer was stored). */
export function sendOfferMail(app: FastifyInstance, offer: Offer, kind: ListingKind): void {
  const { payload, env } = app.ctx
  app.mailer.sendInBackground(async () => {
    const [traveler, listing] = await Promise.all([
      payload.findByID({ collection: 'users', id: idOf(offer.traveller)!, depth: 0, ...asSystem() }),
      payload.findByID({ collection: 'listings', id: idOf(offer.listing)!, depth: 0, ...asSystem() }),
    ])
    if (!traveler?.email) return
    const lang = pickMailLanguage(traveler.lang_code)
    const label = labels[lang]
    const currency = listing.currency ?? 'EUR'
    const { total_in_cents } = offerTotal(offer)
    await app.mailer.sendTemplate('rentalOfferReceived', {
      to: traveler.email,
      lang,
      vars: {
        name: traveler.first_name ?? '',
        link: travelerRequestsLink(env, kind),
        details: [
          [listing.title, listing.city].filter(Boolean).join(', '),
          dayRange(offer.pickup_timestamp, offer.return_timestamp, lang),
          // Priced per night (decision 0067); a campervan's nights are its rental days, so it reads per day.
          `${formatMoney(offer.price_in_cents, currency, lang)} ${label.perUnit[rentalUnitOf(kind)]}`,
          `${label.total}: ${formatMoney(total_in_cents, currency, lang)}`,
        ],
      },
    })
  })
}

function digestLines(requests: readonly RentalRequest[], lang: MailLanguage): string[] {
  const label = labels[lang]
  return requests.map((request) =>
    [
      request.location,
      dayRange(request.pickup_timestamp, request.return_timestamp, lang),
      `${request.travellers_num} ${label.travelers}`,
      ...(request.flexibility > 0 ? [`${label.flexible}${request.flexibility}`] : []),
    ].join(' · '),
  )
}

const unsubscribeCopy = {
  en: { line: 'No longer want these e-mails?', link: 'Unsubscribe' },
  de: { line: 'Du möchtest diese E-Mails nicht mehr?', link: 'Abbestellen' },
} as const

/**
 * The daily digest of new matching requests: every lessor who has not unsubscribed and got no
 * digest in the last 24 hours, about the open requests created since their last one (the last 24
 * hours for a first digest) that one of their published listings fits (area, dates). The lessor is
 * marked in a transaction that re-reads them, so two processes sweeping at once send one mail.
 */
export async function sweepRentalDigest(app: FastifyInstance, at = currentTimestamp()): Promise<number> {
  const { payload, env } = app.ctx
  const dueBefore = at - DIGEST_INTERVAL_SECONDS
  const notRecently: Where = {
    or: [{ rental_digest_sent_ts: { exists: false } }, { rental_digest_sent_ts: { less_than_equal: dueBefore } }],
  }
  const { docs: lessors } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { role: { in: [Role.RV_LESSOR, Role.CAMPSITE_LESSOR, Role.BOAT_LESSOR] } },
        { rental_digest_opt_out: { not_equals: true } },
        { deleted_at_ts: { exists: false } },
        notRecently,
      ],
    },
    limit: LESSOR_BATCH,
    depth: 0,
    sort: 'id',
    ...asSystem(),
  })
  let mailed = 0
  for (const lessor of lessors as User[]) {
    const kind = kindForLessorRole(lessor.role)
    if (!kind || !lessor.email) continue
    const since = new Date(Math.max(lessor.rental_digest_sent_ts ?? 0, dueBefore) * 1000).toISOString()
    try {
      const board = await lessorBoard(app, lessor, kind, since)
      if (board.length === 0) continue
      const marked = await withTransaction(payload, async (req) => {
        const current = await payload.findByID({ collection: 'users', id: lessor.id, depth: 0, ...asSystem(), req })
        if ((current.rental_digest_sent_ts ?? 0) > dueBefore || current.rental_digest_opt_out) return false
        await payload.update({
          collection: 'users',
          id: lessor.id,
          data: { rental_digest_sent_ts: at },
          depth: 0,
          ...asSystem(),
          req,
        })
        return true
      })
      if (!marked) continue
      const lang = pickMailLanguage(lessor.lang_code)
      const rendered = renderTemplate(
        'rentalRequestsDigest',
        lang,
        {
          name: lessor.first_name || lessor.company_name || '',
          link: boardLink(env),
          details: digestLines(
            board.map((entry) => entry.request),
            lang,
          ),
        },
        await app.mailer.operator(),
      )
      const link = unsubscribeLink(env, String(lessor.id))
      const copy = unsubscribeCopy[lang]
      await app.mailer.send({
        to: lessor.email,
        subject: rendered.subject,
        text: `${rendered.text}\n\n${copy.line} ${copy.link}: ${link}`,
        html: rendered.html.replace(
          '</body>',
          `<p style="color:#666;font-size:13px">${escapeHtml(copy.line)} <a href="${escapeHtml(link)}">${escapeHtml(copy.link)}</a></p>\n</body>`,
        ),
        template: 'rentalRequestsDigest',
        lang,
      })
      mailed += 1
    } catch (error) {
      app.log.error({ err: error, lessor: lessor.id }, 'rental digest failed for a lessor')
    }
  }
  return mailed
}
