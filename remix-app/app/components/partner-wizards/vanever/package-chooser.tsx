import { formatMoney } from '@driftway/domain/money'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { PartnerFlowProps } from '~/components/listing-detail/partner-flows'
import { Badge, Button, Dialog } from '~/components/ui'
import { Check, CircleCheck, ShieldCheck, Undo2 } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { PartnerChoices } from '~/lib/partner-booking'
import { partnerBookingHref } from '~/lib/partner-trip'
import { OfferPanel } from '../offer-panel'
import { usePartnerOffer } from '../use-partner-offer'
import { useStepDelay } from '../wizard-steps'
import { sortPackages, togglePackage, type VaneverPackage } from './packages'

/**
 * Vanever's package chooser (booking §2): the packages of the partner's offer as cards by price
 * ascending, each with its total and its products (insurance, cancellation policy) and their
 * conditions. Clicking the selected card deselects it; Confirm leads to the booking page.
 */
export function PackageChooser({
  open,
  onClose,
  listing,
  range,
  stamps,
  choices: baseChoices,
  returnTo,
}: PartnerFlowProps) {
  const listingId = listing.id
  const { t, i18n } = useTranslation('partners')
  const navigate = useNavigate()
  const [selected, setSelected] = useState<string | null>(baseChoices.package_id ?? null)
  const delay = useStepDelay()
  const choices: PartnerChoices = { ...baseChoices, package_id: selected ?? undefined }
  // The bare offer lists the packages; with one chosen, the panel shows the trip's total with it.
  const { package_id: _chosenBefore, ...plainChoices } = baseChoices
  const catalogue = usePartnerOffer('vanever', listingId, open ? { ...stamps, choices: plainChoices } : null)
  const priced = usePartnerOffer('vanever', listingId, open && selected ? { ...stamps, choices } : null)
  const shown = selected ? priced : catalogue
  const packages = catalogue.result?.ok ? sortPackages(catalogue.result.offer.packages) : null
  const currency = catalogue.result?.ok ? catalogue.result.offer.currency : 'EUR'

  const close = () => {
    delay.cancel()
    onClose()
  }
  const confirm = () =>
    delay.run(() => navigate(partnerBookingHref('recreational_vehicle', listingId, range, choices, {})))

  return (
    <Dialog
      open={open}
      onClose={close}
      icon={<ShieldCheck />}
      title={t('vanever.title')}
      description={t('vanever.lead')}
      className="sm:max-w-2xl lg:max-w-4xl"
      footer={
        <>
          <Button variant="secondary" onClick={close} data-testid="package-cancel">
            {t('vanever.cancel')}
          </Button>
          <Button
            onClick={confirm}
            loading={delay.busy}
            disabled={!selected || !priced.result?.ok || priced.loading}
            icon={<Check className="size-4" />}
            data-testid="package-confirm"
          >
            {t('vanever.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-5" data-testid="package-chooser" data-selected={selected ?? ''}>
        <OfferPanel
          result={shown.result ?? catalogue.result}
          loading={shown.loading}
          selection={{ package_id: selected }}
          onRetry={shown.retry}
          returnTo={returnTo}
        />
        {packages &&
          (packages.length === 0 ? (
            <p className="text-ink-muted">{t('vanever.none')}</p>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-3" aria-label={t('vanever.listLabel')}>
              {packages.map((pkg, index) => (
                <li key={pkg.id} className="flex">
                  <PackageCard
                    pkg={pkg}
                    money={(amount) => formatMoney(amount, currency, i18n.language)}
                    selected={selected === pkg.id}
                    cheapest={index === 0}
                    onClick={() => setSelected((current) => togglePackage(current, pkg.id))}
                  />
                </li>
              ))}
            </ul>
          ))}
        {!selected && packages && packages.length > 0 && (
          <p className="text-sm text-ink-subtle" data-testid="package-hint">
            {t('vanever.hint')}
          </p>
        )}
      </div>
    </Dialog>
  )
}

function PackageCard({
  pkg,
  money,
  selected,
  cheapest,
  onClick,
}: {
  pkg: VaneverPackage
  money: (amount: number) => string
  selected: boolean
  cheapest: boolean
  onClick: () => void
}) {
  const { t } = useTranslation('partners')
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      data-testid={`package-${pkg.id}`}
      data-selected={selected ? 'true' : 'false'}
      className={cn(
        'relative flex w-full flex-col rounded-2xl border bg-surface p-5 text-left transition-[border-color,box-shadow] focus-visible:shadow-focus focus-visible:outline-none',
        selected ? 'border-primary shadow-md ring-1 ring-primary' : 'border-line-strong hover:border-stone-400',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-2xl font-bold text-forest-950 tabular-nums" data-testid="package-price">
          {money(pkg.price_in_cents)}
        </span>
        {selected ? (
          <Badge tone="primary" variant="solid" icon={<Check className="size-3.5" />}>
            {t('vanever.selected')}
          </Badge>
        ) : cheapest ? (
          <Badge tone="accent">{t('vanever.lowestPrice')}</Badge>
        ) : null}
      </span>
      <span className="text-xs text-ink-subtle">{t('vanever.perTrip')}</span>
      <span className="mt-4 space-y-4 border-t border-line pt-4">
        {pkg.products.map((product) => (
          <span key={product.id} className="block" data-testid="package-product">
            <span className="flex items-start gap-2">
              {product.type === 'insurance' ? (
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              ) : (
                <Undo2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              )}
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{product.name}</span>
                <span className="block text-xs text-ink-subtle">
                  {t(`vanever.type.${product.type}`)} · {money(product.price_in_cents)}
                </span>
              </span>
            </span>
            {product.conditions.length > 0 && (
              <span className="mt-2 block space-y-1 pl-6">
                {product.conditions.map((condition) => (
                  <span key={condition.id} className="flex items-start gap-1.5 text-sm text-ink-muted">
                    <CircleCheck className="mt-0.5 size-3.5 shrink-0 text-success" aria-hidden />
                    <span>
                      {condition.line}
                      {condition.subline && <span className="block text-xs text-ink-subtle">{condition.subline}</span>}
                    </span>
                  </span>
                ))}
              </span>
            )}
          </span>
        ))}
      </span>
    </button>
  )
}
