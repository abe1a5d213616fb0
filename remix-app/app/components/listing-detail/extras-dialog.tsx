import { formatMoney } from '@driftway/domain/money'
import { Button, Dialog } from '~/components/ui'
import { PackagePlus } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { extraAgeRange, localizedName, maxQuantity, optionalExtras } from './extras'
import { Stepper } from './party-selector'
import type { DetailExtra, ListingDetail, Quote } from './types'

export type ExtraQuantities = Record<string, number>

/**
 * Extras modal (listings spec §2): only the optional extras (non-included, non-mandatory), each with
 * a quantity within its limits; mandatory and included ones appear in the price breakdown. At most
 * 650 px tall, scrolling inside. Changes re-price the stay at once.
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
  const optional = optionalExtras(listing.extra_amenities)
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
              const ages = extraAgeRange(extra)
              return (
                <li key={extra.id} data-testid="extra-option" data-extra-id={extra.id}>
                  <Stepper
                    label={localizedName(extra, i18n.language)}
                    hint={[
                      priceLabel(extra),
                      ages ? t('extras.ages', ages) : null,
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
      </div>
    </Dialog>
  )
}
