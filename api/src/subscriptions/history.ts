import { asUser } from '@driftway/collections'
import type { Subscription, Transaction } from '@driftway/collections/payload-types'
import type { Payload } from 'payload'
import type { UserDoc } from '../auth/users'
import { billingErrors } from './errors'
import type { TransactionRow } from './schemas'

/** A lessor's billing history: their subscription transactions and invoices (accounts §7). */

/** A page of the lessor's subscription transactions, newest first, each with its invoice's URL when it has one. */
export async function transactionPage(
  payload: Payload,
  user: UserDoc,
  page: number,
  pageSize: number,
  invoiceUrl: (transactionId: string) => string,
) {
  const result = await payload.find({
    collection: 'transactions',
    where: { and: [{ user: { equals: user.id } }, { kind: { equals: 'subscription' } }] },
    sort: ['-date_ts', '-createdAt'],
    page,
    limit: pageSize,
    depth: 0,
    ...asUser(user),
  })
  return {
    count: result.totalDocs,
    page,
    page_size: pageSize,
    subscription_transactions: (result.docs as Transaction[]).map(
      (doc): TransactionRow => ({
        id: String(doc.id),
        date_ts: doc.date_ts,
        amount_in_cents: doc.amount_in_cents,
        total_in_cents: doc.total_in_cents,
        currency_code: doc.currency_code,
        payment_method: doc.payment_method ?? null,
        status: doc.status,
        card_number: doc.card_number ?? null,
        invoice_number: doc.invoice_number ?? null,
        description: doc.description ?? null,
        invoice_pdf: doc.invoice_number ? invoiceUrl(String(doc.id)) : null,
      }),
    ),
  }
}

/** One invoice of its owner (anyone else: 404, its existence not revealed). */
export async function invoiceOf(payload: Payload, user: UserDoc, id: string) {
  const { docs } = await payload.find({
    collection: 'transactions',
    where: {
      and: [
        { id: { equals: id } },
        { user: { equals: user.id } },
        { kind: { equals: 'subscription' } },
        { invoice_number: { exists: true } },
      ],
    },
    limit: 1,
    depth: 1,
    ...asUser(user),
  })
  const transaction = docs[0] as Transaction | undefined
  if (!transaction) throw billingErrors.transactionNotFound()
  const subscription =
    transaction.subscription && typeof transaction.subscription === 'object'
      ? (transaction.subscription as Subscription)
      : null
  return { transaction, subscription }
}
