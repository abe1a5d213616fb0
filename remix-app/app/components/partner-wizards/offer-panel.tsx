import { formatMoney } from '@driftway/domain/money'
import type { ListingKind } from '@driftway/domain/roles'
import { Alert, Button, ButtonLink, Skeleton } from '~/components/ui'
import { LogIn, RefreshCw } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { apiErrorText } from '~/lib/forms'
import { type OfferLine, type OfferSelection, offerLines } from './offer-lines'
import type { PartnerOfferResult } from './partner-offer'

/** The kind these wizards book (the campervan partners'): their errors count days (decision 0010). */
const wizardKind: ListingKind = 'recreational_vehicle'

/**
 * A line's words: the rent by days (these wizards are the campervan partners', decision 0010), the
 * plan or package by name, an extra by name and quantity.
 */
function useOfferLineLabel() {
  const { t } = useTranslation('partners')
  return (line: OfferLine): string => {
    if (line.kind === 'rent') return t('price.rent', { count: line.quantity })
    if (line.kind === 'insurance') return t('price.insurance', { name: line.name })
    if (line.kind === 'package') return t('price.package', { name: line.name })
    if (line.kind === 'distance') return t('price.distance')
    if (line.kind === 'other') return t('price.other')
    return line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name
  }
}

/**
 * The price-details panel above a partner wizard (booking §2): the partner's lines and total for
 * the choices so far, a skeleton before the first answer, and why it failed — with the sign-in
 * for a visitor (partner offers are a traveler's calls, booking §6).
 */
export function OfferPanel({
  result,
  loading,
  selection,
  onRetry,
  returnTo,
}: {
  result: PartnerOfferResult | null
  loading: boolean
  selection: OfferSelection
  onRetry: () => void
  /** Where a sign-in returns to (the detail page with its query). */
  returnTo: string
}) {
  const { t, i18n } = useTranslation('partners')
  const label = useOfferLineLabel()
  if (result && !result.ok) {
    if (result.error_key === 'sign_in_required')
      return (
        <Alert
          tone="info"
          title={t('offer.signInTitle')}
          data-testid="offer-sign-in"
          actions={
            <ButtonLink
              size="sm"
              to={`/login?redirect=${encodeURIComponent(returnTo)}`}
              icon={<LogIn className="size-4" />}
            >
              {t('offer.signIn')}
            </ButtonLink>
          }
        >
          {t('offer.signInText')}
        </Alert>
      )
    return (
      <Alert
        tone="danger"
        data-testid="offer-error"
        data-error-key={result.error_key}
        actions={
          result.error_key === 'partner_unavailable' ? (
            <Button size="sm" variant="secondary" onClick={onRetry} icon={<RefreshCw className="size-4" />}>
              {t('offer.retry')}
            </Button>
          ) : undefined
        }
      >
        {result.error_key === 'seat_limit_exceeded' && result.seats
          ? t('offer.seats', { count: result.seats })
          : apiErrorText(t, result, { fallback: t('offer.failed'), kind: wizardKind })}
      </Alert>
    )
  }
  if (!result)
    return (
      <div className="space-y-2.5 rounded-xl border border-line bg-surface-muted/70 p-4" role="status" aria-busy="true">
        <span className="sr-only">{t('offer.loading')}</span>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-3 h-6 w-1/3" />
      </div>
    )
  const { offer } = result
  const money = (amount: number) => formatMoney(amount, offer.currency, i18n.language)
  return (
    <section
      aria-label={t('price.title')}
      aria-busy={loading}
      className={cn(
        'rounded-xl border border-line bg-surface-muted/70 p-4 transition-opacity',
        loading && 'opacity-60',
      )}
      data-testid="offer-panel"
      data-loading={loading ? 'true' : 'false'}
    >
      <h3 className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{t('price.title')}</h3>
      <dl className="mt-2 space-y-1.5 text-sm">
        {offerLines(offer, selection).map((line) => (
          <div key={line.key} className="flex items-start justify-between gap-4" data-testid="offer-line">
            <dt className="min-w-0 text-ink-muted">{label(line)}</dt>
            <dd className="shrink-0 text-ink tabular-nums">
              {line.amount === 0 ? t('price.included') : money(line.amount)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <span className="font-semibold text-ink">{t('price.total')}</span>
        <span
          className="text-lg font-bold text-ink tabular-nums"
          data-testid="offer-total"
          data-amount-minor={offer.total_rent_price_in_cents}
        >
          {money(offer.total_rent_price_in_cents)}
        </span>
      </div>
    </section>
  )
}
