import { formatDate } from '@driftway/domain/dates'
import { formatMoney } from '@driftway/domain/money'
import { Link } from 'react-router'
import { Badge, type BadgeTone } from '~/components/ui'
import { ChevronLeft, ChevronRight, FileDown, ReceiptText } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cardNumberTail, dayOfTimestamp, pageCount, type TransactionsPage } from '~/lib/billing'
import { cn } from '~/lib/cn'

const statusTones: Record<string, BadgeTone> = {
  paid: 'success',
  succeeded: 'success',
  open: 'accent',
  pending: 'accent',
  failed: 'danger',
  uncollectible: 'danger',
  refunded: 'neutral',
  void: 'neutral',
}

/** Accounts §9: these columns are hidden below 700 px; the card number shows its last 6 there. */
const wide = 'hidden min-[700px]:table-cell'

/** Where an invoice PDF downloads from: the site's resource route, which adds the owner's token. */
const invoiceHref = (transactionId: string) => `/billing/invoice/${encodeURIComponent(transactionId)}`

/**
 * The transactions table (accounts §2, §9): pages of 5 from the API, paging links only when there
 * is more than one page, an invoice PDF per row.
 */
export function TransactionsTable({ transactions }: { transactions: TransactionsPage }) {
  const { t, i18n } = useTranslation('billing')
  const rows = transactions.subscription_transactions
  const pages = pageCount(transactions.count, transactions.page_size)
  const day = (timestamp: number) => formatDate(dayOfTimestamp(timestamp), i18n.language, { dateStyle: 'medium' })
  const status = (value: string) => t(`transactions.statuses.${value}`, { defaultValue: value })
  const method = (value: string | null) =>
    value ? t(`transactions.methods.${value}`, { defaultValue: value.replaceAll('_', ' ') }) : '—'

  if (transactions.count === 0) {
    return (
      <p
        className="mt-5 flex items-center gap-3 rounded-xl border border-dashed border-line-strong px-4 py-6 text-[0.9375rem] text-ink-muted"
        data-testid="transactions-empty"
      >
        <ReceiptText className="size-5 shrink-0 text-ink-subtle" aria-hidden />
        {t('transactions.empty')}
      </p>
    )
  }

  const th =
    'px-2 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase first:pl-3 last:pr-3 min-[700px]:px-3 min-[700px]:first:pl-4 min-[700px]:last:pr-4'
  const td =
    'px-2 py-3.5 align-middle first:pl-3 last:pr-3 min-[700px]:px-3 min-[700px]:first:pl-4 min-[700px]:last:pr-4'
  return (
    <>
      <div className="mt-5 overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-[0.9375rem]" data-testid="transactions-table">
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className={th}>
                {t('transactions.date')}
              </th>
              <th scope="col" className={cn(th, wide, 'text-right')}>
                {t('transactions.amount')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('transactions.total')}
              </th>
              <th scope="col" className={cn(th, wide)}>
                {t('transactions.method')}
              </th>
              <th scope="col" className={th}>
                {t('transactions.card')}
              </th>
              <th scope="col" className={cn(th, wide)}>
                {t('transactions.status')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {/* Narrow screens: the download links say what they are; the header stays for screen readers. */}
                <span className="max-[699px]:sr-only">{t('transactions.invoice')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.id} data-testid="transaction-row" data-status={row.status}>
                <td className={td}>
                  <span className="font-medium whitespace-nowrap text-ink">{day(row.date_ts)}</span>
                  {row.description && (
                    <span className="hidden text-sm text-ink-muted min-[700px]:block">{row.description}</span>
                  )}
                </td>
                <td className={cn(td, wide, 'text-right whitespace-nowrap text-ink-muted tabular-nums')}>
                  {formatMoney(row.amount_in_cents, row.currency_code, i18n.language)}
                </td>
                <td
                  className={cn(td, 'text-right font-semibold whitespace-nowrap text-ink tabular-nums')}
                  data-testid="transaction-total"
                >
                  {formatMoney(row.total_in_cents, row.currency_code, i18n.language)}
                </td>
                <td className={cn(td, wide, 'text-ink-muted')}>{method(row.payment_method)}</td>
                <td className={cn(td, 'whitespace-nowrap text-ink-muted tabular-nums')} data-testid="transaction-card">
                  {row.card_number ? (
                    <>
                      <span className="min-[700px]:hidden">{cardNumberTail(row.card_number)}</span>
                      <span className="hidden min-[700px]:inline">{row.card_number}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={cn(td, wide)}>
                  <Badge tone={statusTones[row.status] ?? 'neutral'}>{status(row.status)}</Badge>
                </td>
                <td className={cn(td, 'text-right')}>
                  {row.invoice_pdf ? (
                    <a
                      href={invoiceHref(row.id)}
                      download
                      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-primary hover:bg-primary-soft focus-visible:shadow-focus focus-visible:outline-none"
                      aria-label={t('transactions.downloadLabel', { date: day(row.date_ts) })}
                      data-testid="invoice-download"
                    >
                      <FileDown className="size-4" aria-hidden />
                      <span className="hidden min-[700px]:inline">{t('transactions.download')}</span>
                    </a>
                  ) : (
                    <span className="text-ink-subtle">{t('transactions.noInvoice')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && <Pager page={transactions.page} pages={pages} />}
    </>
  )
}

function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('billing')
  const link =
    'inline-flex h-9 items-center gap-1 rounded-md border border-line-strong bg-surface px-3 text-sm font-semibold text-ink shadow-xs hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none'
  const off = 'pointer-events-none opacity-45'
  const to = (target: number) => `?tab=billing&page=${target}`
  return (
    <nav
      aria-label={t('transactions.pagination')}
      className="mt-4 flex items-center justify-between gap-3"
      data-testid="transactions-pager"
    >
      <Link
        to={to(page - 1)}
        preventScrollReset
        className={cn(link, page <= 1 && off)}
        aria-disabled={page <= 1 || undefined}
        tabIndex={page <= 1 ? -1 : undefined}
        rel="prev"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t('transactions.previous')}
      </Link>
      <span className="text-sm text-ink-muted">{t('transactions.page', { page, pages })}</span>
      <Link
        to={to(page + 1)}
        preventScrollReset
        className={cn(link, page >= pages && off)}
        aria-disabled={page >= pages || undefined}
        tabIndex={page >= pages ? -1 : undefined}
        rel="next"
      >
        {t('transactions.next')}
        <ChevronRight className="size-4" aria-hidden />
      </Link>
    </nav>
  )
}
