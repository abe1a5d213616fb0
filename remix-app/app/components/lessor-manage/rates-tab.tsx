import { formatDateRange, nightKeyOf } from '@driftway/domain/dates'
import { listingLimits, rateColors } from '@driftway/domain/listing-options'
import { useMemo } from 'react'
import { Button, Checkbox, Input } from '~/components/ui'
import { Banknote, Save, Tags } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { useZodForm } from '~/lib/forms'
import { rentalUnitContext } from '~/lib/listings'
import { MinDaysInput, MoneyInput, useManageErrors } from './form-fields'
import {
  centsToMajorInput,
  defaultRateFormSchema,
  emptyRateForm,
  nextRateColor,
  type RateFormValues,
  rateFormSchema,
  rateToForm,
} from './form-model'
import {
  ErrorBanner,
  ItemList,
  ItemTitle,
  ManageForm,
  money,
  ns,
  Panel,
  rateColorHex,
  Swatch,
  useEditableForm,
  useManageCall,
} from './shared'
import type { ManagedListing } from './types'

function DefaultRatePanel({ listing }: { listing: ManagedListing }) {
  const { t } = useTranslation(ns)
  const currency = listing.currency || 'EUR'
  const defaults = {
    price: centsToMajorInput(listing.default_rate_in_cents, currency),
    min_days: listing.default_min_rent_days ? String(listing.default_min_rent_days) : '1',
  }
  const form = useZodForm(defaultRateFormSchema, defaults)
  const errorOf = useManageErrors(form, rentalUnitContext(listing.kind))
  const call = useManageCall('default-rate', {
    form,
    fieldMap: { default_rate_in_cents: 'price', default_min_rent_days: 'min_days' },
    success: t('rates.defaultSaved'),
    onSuccess: () => form.reset(form.getValues()),
  })
  return (
    <Panel
      title={t('rates.defaultTitle')}
      description={t('rates.defaultLead')}
      icon={<Banknote />}
      testId="default-rate-panel"
    >
      <ErrorBanner text={call.banner} />
      <form
        method="post"
        noValidate
        onSubmit={form.handleSubmit((values) => call.submit('default-rate', { values }))}
        className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        <MoneyInput
          currency={currency}
          label={t('rates.price', { context: rentalUnitContext(listing.kind) })}
          {...form.register('price')}
          error={errorOf('price')}
        />
        <MinDaysInput kind={listing.kind} {...form.register('min_days')} error={errorOf('min_days')} />
        <Button type="submit" loading={call.busy} className="sm:mt-[1.6rem]" icon={<Save className="size-4" />}>
          {t('common.save')}
        </Button>
      </form>
    </Panel>
  )
}

function ColorPicker({ value, onChange }: { value: string; onChange: (color: (typeof rateColors)[number]) => void }) {
  const { t } = useTranslation(ns)
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('rates.color')}</legend>
      <div className="flex flex-wrap gap-2">
        {rateColors.map((color) => (
          <label
            key={color}
            title={t(`rates.colors.${color}`)}
            data-testid={`rate-color-${color}`}
            className={cn(
              'inline-flex size-9 cursor-pointer items-center justify-center rounded-full border-2 transition-transform has-focus-visible:shadow-focus',
              value === color ? 'scale-110 border-ink' : 'border-transparent hover:scale-105',
            )}
          >
            <input
              type="radio"
              name="rate-color"
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              aria-label={t(`rates.colors.${color}`)}
              className="sr-only"
            />
            <span aria-hidden className="size-6 rounded-full" style={{ backgroundColor: rateColorHex[color] }} />
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function RateForm({ listing, timezone }: { listing: ManagedListing; timezone: string }) {
  const { t, i18n } = useTranslation(ns)
  const currency = listing.currency || 'EUR'
  const campsite = listing.kind === 'campsite'
  const schema = useMemo(() => rateFormSchema(listing.kind), [listing.kind])
  const empty = () => emptyRateForm(nextRateColor(listing.season_rates))
  const form = useZodForm(schema, empty())
  const errorOf = useManageErrors(form, rentalUnitContext(listing.kind))
  const editor = useEditableForm<RateFormValues>('rate', {
    form,
    empty,
    fieldMap: {
      rate_in_cents: 'price',
      extra_charge_per_adult_in_cents: 'extra_adult',
      extra_charge_per_child_in_cents: 'extra_child',
      start_timestamp: 'start',
      end_timestamp: 'end',
    },
    success: t('rates.saved'),
  })
  const color = form.watch('color')
  const apply = form.watch('apply')
  const seasonsOf = (rateId: string) => listing.season_availability.filter((season) => season.season_rate === rateId)

  return (
    <Panel title={t('rates.title')} description={t('rates.lead')} icon={<Tags />} testId="rates-panel">
      <ManageForm editor={editor}>
        <Input
          label={t('rates.name')}
          placeholder={t('rates.namePlaceholder')}
          maxLength={listingLimits.seasonNameMax}
          {...form.register('season')}
          error={errorOf('season')}
        />
        <MoneyInput
          currency={currency}
          label={t('rates.price', { context: rentalUnitContext(listing.kind) })}
          {...form.register('price')}
          error={errorOf('price')}
        />
        <div className="sm:col-span-2">
          <ColorPicker value={color} onChange={(next) => form.setValue('color', next, { shouldDirty: true })} />
        </div>
        {campsite && (
          <>
            <Input
              type="number"
              min={listingLimits.maxGuestsMin}
              max={listingLimits.maxGuestsMax}
              label={t('rates.maxGuests')}
              {...form.register('max_guests_allowed')}
              error={errorOf('max_guests_allowed')}
            />
            <div className="hidden sm:block" />
            <MoneyInput
              currency={currency}
              label={t('rates.extraAdult')}
              {...form.register('extra_adult')}
              error={errorOf('extra_adult')}
            />
            <MoneyInput
              currency={currency}
              label={t('rates.extraChild')}
              {...form.register('extra_child')}
              error={errorOf('extra_child')}
            />
          </>
        )}
        <Checkbox
          className="sm:col-span-2"
          label={editor.editing ? t('rates.applyMore') : t('rates.apply')}
          description={t('rates.applyHint')}
          data-testid="rate-apply"
          {...form.register('apply')}
        />
        {apply && (
          <div className="grid gap-4 rounded-xl bg-surface-muted p-4 sm:col-span-2 sm:grid-cols-3">
            <Input type="date" label={t('fields.start')} {...form.register('start')} error={errorOf('start')} />
            <Input type="date" label={t('fields.end')} {...form.register('end')} error={errorOf('end')} />
            <MinDaysInput kind={listing.kind} {...form.register('min_rent_dates')} error={errorOf('min_rent_dates')} />
          </div>
        )}
      </ManageForm>

      <ItemList
        className="mt-6"
        name="rate"
        items={listing.season_rates}
        marker={(rate) => <Swatch color={rate.color} className="size-4" />}
        onEdit={(rate) => editor.edit(rate.id, rateToForm(rate, currency))}
        deleteText={(rate) => t('rates.deleteText', { name: rate.season })}
      >
        {(rate) => {
          const seasons = seasonsOf(rate.id)
          return (
            <>
              <ItemTitle>{rate.season}</ItemTitle>
              <p className="text-sm font-medium text-ink">
                {money(rate.rate_in_cents, currency, i18n.language)}{' '}
                {t('rates.rateUnit', { context: rentalUnitContext(listing.kind) })}
                {campsite && rate.extra_charge_per_adult_in_cents !== null && (
                  <span className="font-normal text-ink-muted">
                    {' · '}
                    {t('rates.extraCharges', {
                      adult: money(rate.extra_charge_per_adult_in_cents, currency, i18n.language),
                      child: money(rate.extra_charge_per_child_in_cents ?? 0, currency, i18n.language),
                    })}
                  </span>
                )}
              </p>
              <p className="text-sm text-ink-muted">
                {seasons.length === 0
                  ? t('rates.notUsed')
                  : seasons
                      .map((season) =>
                        formatDateRange(
                          nightKeyOf(season.start_timestamp, timezone),
                          nightKeyOf(season.end_timestamp, timezone),
                          i18n.language,
                        ),
                      )
                      .join(', ')}
                {campsite && rate.max_guests_allowed
                  ? ` · ${t('rates.guests', { count: rate.max_guests_allowed })}`
                  : ''}
              </p>
            </>
          )
        }}
      </ItemList>
    </Panel>
  )
}

/** The Rates tab: the default nightly rate and the season rates with their calendar colours. */
export function RatesTab({ listing, timezone }: { listing: ManagedListing; timezone: string }) {
  return (
    <div className="grid gap-6">
      <DefaultRatePanel listing={listing} />
      <RateForm listing={listing} timezone={timezone} />
    </div>
  )
}
