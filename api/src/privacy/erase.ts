import { actAs, asSystem } from '@driftway/collections'
import { recordAudit } from '@driftway/collections/audit/record'
import { currentTimestamp } from '@driftway/domain'
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import type { UserDoc } from '../auth/users'
import { withTransaction } from '../http/transaction'
import { personalValues, scrubText } from './scrub'

type Doc = Record<string, unknown> & { id: string }

/** The address an erased account keeps: unique, and on the reserved .invalid domain so no mail goes out. */
export const erasedEmail = (id: string) => `deleted-${id}@deleted.driftway.invalid`

/** Listing fields that can reach or locate the lessor in person (a private campsite is someone's home). */
const listingContactFields = ['street_address', 'house_number', 'contact_phone', 'contact_whatsapp', 'licence_plate']
/** A booking's guest details, given by its traveler. */
const bookingGuestFields = ['traveller_name', 'traveller_phone', 'description', 'license_plate']

async function findAll(req: PayloadRequest, collection: CollectionSlug, where: Where): Promise<Doc[]> {
  const { docs } = await req.payload.find({ collection, where, depth: 0, pagination: false, ...asSystem(), req })
  // Erasure walks every collection by field name (a slug chosen at run time): the generated
  // per-collection interfaces have no index signature, a shallow copy's plain object type does.
  return docs.map((doc) => ({ ...doc }))
}

async function updateDoc(req: PayloadRequest, collection: CollectionSlug, id: string, data: Record<string, unknown>) {
  await req.payload.update({
    collection,
    id,
    // The fields to clear are named at run time; Payload types `data` per slug (its validation still runs).
    data: data as never,
    depth: 0,
    ...asSystem(),
    context: { erasingAccount: true },
    req,
  })
}

async function deleteWhere(req: PayloadRequest, collection: CollectionSlug, where: Where) {
  const result = await req.payload.delete({
    collection,
    where,
    ...asSystem(),
    context: { deletingAccount: true },
    req,
  })
  if (result.errors.length > 0) throw new Error(`could not delete ${collection}: ${result.errors[0]?.message}`)
}

/**
 * Erases a marketplace account (DELETE /user/me/): afterwards the person's name, e-mail, phone,
 * address, photo and documents appear nowhere, while what others and accounting must keep stays.
 *
 * - the account: contact data, names, numbers, Google link and password gone; an .invalid e-mail;
 * - gone entirely: wishlists, sign-in sessions, rental requests, offers and deals they made,
 *   contact-form messages and stored mails, their photos and documents (files on disk too);
 * - kept without their details: bookings (dates, prices, status — the traveler's guest details
 *   removed), their listings (taken offline, without photos, papers and contact data, because
 *   bookings name them), chats and messages (the other party's view; the person's details removed
 *   from every text), reviews and replies (shown as "Former member"), payout and billing records
 *   (the bank account holder's name removed).
 *
 * Database changes happen in one transaction; the files are deleted after it commits.
 */
export async function eraseAccount(payload: Payload, user: UserDoc, options: { clientIp?: string | null } = {}) {
  const id = String(user.id)
  const mine = (field: string): Where => ({ [field]: { equals: id } })
  const values = personalValues(user)
  const scrub = (text: unknown) => scrubText(typeof text === 'string' ? text : null, values)

  const files = await withTransaction(payload, async (req) => {
    await deleteWhere(req, 'wishlists', mine('owner'))
    await deleteWhere(req, 'auth-sessions', mine('user'))
    const requests = await findAll(req, 'rental-requests', mine('traveller'))
    if (requests.length > 0) {
      await deleteWhere(req, 'offers', { rental_request: { in: requests.map((request) => request.id) } })
    }
    await deleteWhere(req, 'rental-requests', mine('traveller'))
    await deleteWhere(req, 'offers', mine('lessor'))
    await deleteWhere(req, 'last-minute-deals', mine('lessor'))
    await deleteWhere(req, 'contact-messages', { email: { equals: user.email } })
    await deleteWhere(req, 'mail-outbox', { to: { equals: user.email } })

    for (const listing of await findAll(req, 'listings', mine('lessor'))) {
      const data: Record<string, unknown> = { is_draft: true, images: [], documents: [] }
      for (const field of listingContactFields) data[field] = null
      for (const field of ['title', 'title_de', 'description', 'location_context', 'checkin_checkout_time_info']) {
        if (typeof listing[field] === 'string') data[field] = scrub(listing[field])
      }
      await updateDoc(req, 'listings', listing.id, data)
    }
    for (const reservation of await findAll(req, 'manual-reservations', mine('lessor'))) {
      if (reservation.comment)
        await updateDoc(req, 'manual-reservations', reservation.id, { comment: scrub(reservation.comment) })
    }
    for (const booking of await findAll(req, 'bookings', mine('traveller'))) {
      const data: Record<string, unknown> = { persons: [] }
      for (const field of bookingGuestFields) data[field] = null
      await updateDoc(req, 'bookings', booking.id, data)
    }
    const chats = await findAll(req, 'chats', { or: [mine('traveller'), mine('lessor')] })
    for (const chat of chats) {
      await updateDoc(req, 'chats', chat.id, { last_message_preview: scrub(chat.last_message_preview) })
    }
    if (chats.length > 0) {
      const messages = await findAll(req, 'messages', {
        or: [{ chat: { in: chats.map((chat) => chat.id) } }, mine('author')],
      })
      for (const message of messages) {
        const own = message.author === id
        await updateDoc(req, 'messages', message.id, {
          message: scrub(message.message),
          // Their attachments point at their own (now deleted) files.
          ...(own ? { attachments: [] } : {}),
        })
      }
    }
    for (const collection of ['reviews', 'review-replies'] as const) {
      for (const doc of await findAll(req, collection, mine('author'))) {
        await updateDoc(req, collection, doc.id, { comment: scrub(doc.comment) })
      }
    }
    for (const account of await findAll(req, 'bank-accounts', mine('user'))) {
      await updateDoc(req, 'bank-accounts', account.id, { holder_name: null })
    }

    await updateDoc(req, 'users', id, {
      email: erasedEmail(id),
      first_name: null,
      last_name: null,
      company_name: null,
      phone: null,
      address: null,
      postal_code: null,
      city: null,
      date_of_birth_timestamp: null,
      coc_number: null,
      vat_number: null,
      photo: null,
      google_sub: null,
      password_hash: null,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at_ts: null,
      totp_last_step: null,
      lang_code: null,
      is_profile_completed: false,
      is_email_verified: false,
      is_active: false,
      deleted_at_ts: currentTimestamp(),
    })
    actAs(req, { ...user, collection: 'users' })
    await recordAudit(req, {
      action: 'account.erased',
      targetCollection: 'users',
      targetId: id,
      clientIp: options.clientIp ?? null,
    })
    return {
      media: (await findAll(req, 'media', mine('owner'))).map((doc) => doc.id),
      documents: (await findAll(req, 'private-files', mine('owner'))).map((doc) => doc.id),
    }
  })

  // Files last: deleting one removes it from disk, which no rollback could undo.
  const failures: unknown[] = []
  for (const [collection, ids] of [
    ['media', files.media],
    ['private-files', files.documents],
  ] as const) {
    for (const fileId of ids) {
      await payload.delete({ collection, id: fileId, ...asSystem() }).catch((error) => failures.push(error))
    }
  }
  return { failedFileDeletions: failures }
}
