import { type SeasonRateValues, validateSeasonRate } from '@driftway/domain/listing-editor-season-rates'
import { listingLimits, type RateColor, rateColors } from '@driftway/domain/listing-options'
import { formatMoney } from '@driftway/domain/money'
import type { ListingKind } from '@driftway/domain/roles'
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { Swatch } from '~/components/lessor-manage/shared'
import { Button, Input, Select, useToast } from '~/components/ui'
import { Plus, Trash2 } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { apiErrorText } from '~/lib/forms'
import { rentalUnitContext } from '~/lib/listings'
import { editorMessage } from './messages'

export type SeasonRate = {
  id: string
  season: string
  color: RateColor
  rate_in_cents: number
  currency?: string | null
  max_guests_allowed?: number | null
  extra_charge_per_adult_in_cents?: number | null
  extra_charge_per_child_in_cents?: number | null
}

type ActionAnswer = { ok: boolean; error_key?: string; error_msg?: string; fields?: Record<string, string[]> }

const empty: SeasonRateValues = {
  season: '',
  color: 'blue',
  rate: '',
  max_guests_allowed: '',
  extra_adult: '',
  extra_child: '',
}

/** The season rates of the listing, with an add form (needed before a vehicle can be published). */
export function SeasonRatesEditor({
  kind,
  rates,
  currency,
  error,
}: {
  kind: ListingKind
  rates: SeasonRate[]
  currency: string
  error?: string
}) {
  const { t, i18n } = useTranslation('lessor')
  const toast = useToast()
  const adder = useFetcher<ActionAnswer>({ key: 'season-rate-add' })
  const remover = useFetcher<ActionAnswer>({ key: 'season-rate-delete' })
  const [values, setValues] = useState<SeasonRateValues>(empty)
  const [issues, setIssues] = useState<Record<string, string>>({})

  useEffect(() => {
    if (adder.state !== 'idle' || !adder.data) return
    if (adder.data.ok) {
      setValues(empty)
      setIssues({})
      toast.success(t('rates.added'))
    } else {
      const fields = adder.data.fields ?? {}
      setIssues(Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0] ?? ''])))
      toast.error(
        apiErrorText(
          t,
          { error_key: adder.data.error_key ?? '', error_msg: adder.data.error_msg ?? '' },
          { fallback: t('common.failed'), kind },
        ),
      )
    }
  }, [adder.state, adder.data, t, toast, kind])

  const set = (key: keyof SeasonRateValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }))
  const issue = (key: string) => editorMessage(t, issues[key])

  const add = () => {
    const found = validateSeasonRate(kind, values)
    setIssues(Object.fromEntries(found.map((item) => [item.path, item.message])))
    if (found.length > 0) return
    void adder.submit({ intent: 'add-rate', rate: values }, { method: 'post', encType: 'application/json' })
  }

  return (
    <div className="flex flex-col gap-5" data-testid="season-rates">
      {rates.length > 0 ? (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
          {rates.map((rate) => (
            <li key={rate.id} className="flex items-center gap-3 bg-surface px-4 py-3" data-testid="season-rate">
              <Swatch color={rate.color} />
              <span className="min-w-0 flex-1 truncate font-medium text-ink">{rate.season}</span>
              <span className="text-sm font-semibold text-ink">
                {formatMoney(rate.rate_in_cents, rate.currency || currency, i18n.language)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                aria-label={t('rates.delete', { name: rate.season })}
                loading={remover.state !== 'idle' && (remover.json as { id?: string } | undefined)?.id === rate.id}
                onClick={() =>
                  void remover.submit(
                    { intent: 'delete-rate', id: rate.id },
                    { method: 'post', encType: 'application/json' },
                  )
                }
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={cn('text-sm', error ? 'text-danger' : 'text-ink-muted')} role={error ? 'alert' : undefined}>
          {error ?? t('rates.none')}
        </p>
      )}
      <div
        className="rounded-xl border border-dashed border-line-strong bg-surface-muted/40 p-4"
        data-testid="season-rate-form"
      >
        <p className="mb-3 text-sm font-semibold text-ink">{t('rates.addTitle')}</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Input
            label={t('rates.season')}
            value={values.season}
            onChange={set('season')}
            error={issue('season')}
            maxLength={listingLimits.seasonNameMax}
          />
          <Input
            label={t('rates.rate', { context: rentalUnitContext(kind) })}
            unit={currency}
            inputMode="decimal"
            value={values.rate}
            onChange={set('rate')}
            error={issue('rate') ?? issue('rate_in_cents')}
          />
          <Select
            label={t('rates.color')}
            value={values.color}
            onChange={set('color')}
            options={rateColors.map((color) => ({ value: color, label: t(`lessor-manage:rates.colors.${color}`) }))}
          />
          {kind === 'campsite' && (
            <>
              <Input
                label={t('rates.maxGuests')}
                inputMode="numeric"
                value={values.max_guests_allowed}
                onChange={set('max_guests_allowed')}
                error={issue('max_guests_allowed')}
              />
              <Input
                label={t('rates.extraAdult')}
                unit={currency}
                inputMode="decimal"
                value={values.extra_adult}
                onChange={set('extra_adult')}
                error={issue('extra_adult')}
              />
              <Input
                label={t('rates.extraChild')}
                unit={currency}
                inputMode="decimal"
                value={values.extra_child}
                onChange={set('extra_child')}
                error={issue('extra_child')}
              />
            </>
          )}
        </div>
        <div className="mt-4">
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus className="size-4" />}
            loading={adder.state !== 'idle'}
            onClick={add}
            data-testid="season-rate-add"
          >
            {t('rates.add')}
          </Button>
        </div>
      </div>
    </div>
  )
}
