import type { Plan, Subscription, Transaction } from '@driftway/collections/payload-types'
import { formatMoment, formatMoney } from '@driftway/domain'
import PDFDocument from 'pdfkit'
import type { UserDoc } from '../auth/users'

const statusLabel: Record<string, string> = { paid: 'Paid', failed: 'Payment failed', open: 'Open' }

/**
 * The invoice PDF of a subscription transaction, drawn offline with pdfkit (decision 0069) from our
 * own record, for the sandbox and Stripe alike: seller, the lessor's company, what was billed,
 * amount, total and how it was paid. Standard PDF fonts only, so nothing is fetched.
 */
export function invoicePdf(
  transaction: Transaction,
  subscription: Subscription | null,
  owner: UserDoc,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Driftway invoice ${transaction.invoice_number ?? transaction.id}`,
      Author: 'Driftway',
      Subject: 'Subscription invoice',
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const money = (cents: number) => formatMoney(cents, transaction.currency_code, 'en')
  const plan = subscription?.plan && typeof subscription.plan === 'object' ? (subscription.plan as Plan) : null
  const left = 56
  const right = doc.page.width - 56

  doc.fillColor('#166534').font('Helvetica-Bold').fontSize(22).text('Driftway', left, 56)
  doc.fillColor('#52606d').font('Helvetica').fontSize(9).text('Campervans, campsites and boats to rent', left, 82)
  doc
    .fillColor('#1f2933')
    .font('Helvetica-Bold')
    .fontSize(18)
    .text('Invoice', left, 56, { width: right - left, align: 'right' })
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`No. ${transaction.invoice_number ?? transaction.id}`, left, 80, { width: right - left, align: 'right' })
    .text(`Date ${formatMoment(transaction.date_ts, 'en')}`, { width: right - left, align: 'right' })
    .text(`Status ${statusLabel[transaction.status] ?? transaction.status}`, { width: right - left, align: 'right' })

  doc.moveTo(left, 130).lineTo(right, 130).strokeColor('#cbd2d9').stroke()

  const billedTo = [
    owner.company_name || [owner.first_name, owner.last_name].filter(Boolean).join(' '),
    owner.address,
    [owner.postal_code, owner.city].filter(Boolean).join(' '),
    owner.company_country,
    owner.vat_number ? `VAT ${owner.vat_number}` : null,
    owner.email,
  ].filter((line): line is string => Boolean(line))
  doc.fillColor('#52606d').font('Helvetica-Bold').fontSize(9).text('BILLED TO', left, 148)
  doc.fillColor('#1f2933').font('Helvetica').fontSize(11)
  for (const line of billedTo) doc.text(line)

  const tableTop = Math.max(doc.y + 28, 250)
  doc.fillColor('#52606d').font('Helvetica-Bold').fontSize(9)
  doc.text('DESCRIPTION', left, tableTop)
  doc.text('AMOUNT', left, tableTop, { width: right - left, align: 'right' })
  doc
    .moveTo(left, tableTop + 16)
    .lineTo(right, tableTop + 16)
    .stroke()
  const description =
    transaction.description ?? (plan ? `${plan.name} plan (${plan.listing_number} listings)` : 'Subscription')
  doc.fillColor('#1f2933').font('Helvetica').fontSize(11)
  doc.text(description, left, tableTop + 26, { width: right - left - 120 })
  doc.text(money(transaction.amount_in_cents), left, tableTop + 26, { width: right - left, align: 'right' })

  const totalsTop = Math.max(doc.y + 24, tableTop + 70)
  doc
    .moveTo(left + 260, totalsTop - 8)
    .lineTo(right, totalsTop - 8)
    .stroke()
  const credit = transaction.amount_in_cents - transaction.total_in_cents
  let row = totalsTop
  const line = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 13 : 11)
    doc.text(label, left + 260, row)
    doc.text(value, left, row, { width: right - left, align: 'right' })
    row += bold ? 22 : 18
  }
  line('Subtotal (without VAT)', money(transaction.amount_in_cents))
  if (credit > 0) line('Credit and trial', `-${money(credit)}`)
  line('Total', money(transaction.total_in_cents), true)

  doc.fillColor('#52606d').font('Helvetica').fontSize(10)
  doc.text(
    transaction.payment_method
      ? `Paid with ${transaction.payment_method}${transaction.card_number ? ` ${transaction.card_number}` : ''}.`
      : 'No payment method on file.',
    left,
    row + 24,
  )
  doc.text(
    'Prices of plans are without VAT. Questions about this invoice: reply to any Driftway e-mail.',
    left,
    row + 40,
  )
  doc.end()
  return done
}
