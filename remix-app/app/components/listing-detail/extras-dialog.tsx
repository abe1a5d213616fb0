import { formatMoney } from '@driftway/domain'
import { Lock, PackagePlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge, Button, Dialog } from '~/components/ui'
import { Stepper } from './party-selector'
import type { DetailExtra, ListingDetail, Quote } from './types'

export type ExtraQuantities = Record<string, number>

/** The most a traveller may book of an extra (listings spec §5). */
export function maxQuantity(
  extra: DetailExtra,
  listing: Pick<ListingDetail, 'neorent_uid' | 'campnerd_accommodation_id'>,
) {
  const available = Math.max(0, extra.available ?? 1)
  if (listing.campnerd_accommodation_id) return Math.min(1, available)
  if (listing.neorent_uid && extra.unit !== 'per_day') return Math.min(1, available)
  return available
}

export const isLockedExtra = (extra: DetailExtra) => extra.mandatory || extra.included

export const localizedName = (item: { name: string; name_de?: string | null }, lng: string) =>
  lng === 'de' && item.name_de ? item.name_de : item.name

/**
 * Extras modal (listings spec §2): optional extras with a quantity each, within their limits;
 * mandatory and included extras are listed apart, locked. Changes re-price the stay at once.
 */
export function ExtrasDialog({
  open,
  onClose,
  listing,
  quantities,
  onChange,
  quote,
}: {
  open: boolean
  onClose: () => void
  listing: ListingDetail
  quantities: ExtraQuantities
  onChange: (quantities: ExtraQuantities) => void
  quote: Quote | null
}) {
  const { t, i18n } = useTranslation('listing')
  const optional = listing.extra_amenities.filter((extra) => !isLockedExtra(extra))
  const locked = listing.extra_amenities.filter(isLockedExtra)
  const charged = new Map((quote?.extra_amenities ?? []).map((extra) => [extra.id, extra]))

  const priceLabel = (extra: DetailExtra) =>
    t(`extras.unit.${extra.unit}`, {
      price: formatMoney(extra.price_in_cents, extra.currency, i18n.language),
      defaultValue: formatMoney(extra.price_in_cents, extra.currency, i18n.language),
    })

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('extras.title')}
      description={t('extras.lead')}
      icon={<PackagePlus />}
      className="max-w-xl"
      footer={
        <Button onClick={onClose} data-testid="extras-done">
          {t('extras.done')}
        </Button>
      }
    >
      <div className="-mx-1 max-h-[min(650px,60dvh)] overflow-y-auto px-1" data-testid="extras-dialog">
        {optional.length > 0 ? (
          <ul className="divide-y divide-line">
            {optional.map((extra) => {
              const total = charged.get(extra.id)?.total_charge_in_cents
              const quantity = quantities[extra.id] ?? 0
              return (
                <li key={extra.id} data-testid="extra-option" data-extra-id={extra.id}>
                  <Stepper
                    label={localizedName(extra, i18n.language)}
                    hint={[
                      priceLabel(extra),
                      // Age range only when both ends are given; 0 is a valid lower end (§2).
                      extra.age_from != null && extra.age_to != null
                        ? t('extras.ages', { from: extra.age_from, to: extra.age_to })
                        : null,
                      quantity > 0 && total
                        ? t('extras.lineTotal', { amount: formatMoney(total, quote!.currency, i18n.language) })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    value={quantity}
                    min={0}
                    max={maxQuantity(extra, listing)}
                    onChange={(value) => onChange({ ...quantities, [extra.id]: value })}
                    testId={`extra-${extra.id}`}
                  />
                  {extra.description && <p className="-mt-1 pb-3 text-sm text-ink-muted">{extra.description}</p>}
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="text-ink-muted">{t('extras.noneOptional')}</p>
        )}
        {locked.length > 0 && (
          <div className="mt-5">
            <h3 className="text-sm font-semibold text-ink">{t('extras.lockedTitle')}</h3>
            <ul className="mt-2 space-y-2">
              {locked.map((extra) => (
                <li
                  key={extra.id}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 rounded-lg bg-surface-muted px-3.5 py-2.5 text-sm"
                  data-testid="extra-locked"
                >
                  <span className="flex min-w-0 items-center gap-2 text-ink">
                    <Lock className="size-3.5 shrink-0 text-ink-subtle" aria-hidden />
                    {localizedName(extra, i18n.language)}
                  </span>
                  <span className="ml-auto flex items-center gap-2">
                    {!extra.included && <span className="text-ink-muted">{priceLabel(extra)}</span>}
                    <Badge tone={extra.included ? 'success' : 'primary'}>
                      {extra.included ? t('extras.included') : t('extras.mandatory')}
                    </Badge>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Dialog>
  )
}
