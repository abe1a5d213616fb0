import { PackagePlus, Pencil, Plus, Save } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, Button, Checkbox, Input, Select } from '~/components/ui'
import { useZodForm } from '~/lib/forms'
import { MoneyInput, useManageErrors } from './form-fields'
import { type ExtraFormValues, emptyExtraForm, extraFormSchema, extraToForm, extraUnitOptions } from './form-model'
import { DeleteButton, EmptyRow, ErrorBanner, money, ns, Panel, useManageCall } from './shared'
import type { ManagedListing } from './types'

/** The Extras tab: extra amenities travellers can add (or get included), with price and quantity. */
export function ExtrasTab({ listing }: { listing: ManagedListing }) {
  const { t, i18n } = useTranslation(ns)
  const currency = listing.currency || 'EUR'
  const [editing, setEditing] = useState<string | null>(null)
  const form = useZodForm(extraFormSchema, emptyExtraForm())
  const errorOf = useManageErrors(form)
  const call = useManageCall<ExtraFormValues>('extra-save', {
    form,
    fieldMap: { price_in_cents: 'price', recurrence: 'unit' },
    success: t('extras.saved'),
    onSuccess: () => {
      setEditing(null)
      form.reset(emptyExtraForm())
    },
  })
  const remove = useManageCall('extra-delete', { success: t('extras.deleted') })
  const unit = form.watch('unit')
  const included = form.watch('included') || unit === 'included'
  const unitOptions = extraUnitOptions.map((value) => ({ value, label: t(`extras.units.${value}`) }))

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <Panel
        title={editing ? t('extras.editTitle') : t('extras.title')}
        description={t('extras.lead')}
        icon={<PackagePlus />}
        testId="extras-panel"
      >
        <ErrorBanner text={call.banner} testId="extra-error" />
        <form
          id="extra-form"
          noValidate
          onSubmit={form.handleSubmit((values) => call.submit('extra-save', { id: editing, values }))}
          className="grid gap-4 sm:grid-cols-2"
          data-testid="extra-form"
        >
          <Input
            label={t('extras.name')}
            placeholder={t('extras.namePlaceholder')}
            maxLength={75}
            {...form.register('name')}
            error={errorOf('name')}
          />
          <Input
            label={t('extras.nameDe')}
            hint={t('extras.nameDeHint')}
            maxLength={75}
            {...form.register('name_de')}
            error={errorOf('name_de')}
          />
          <Select label={t('extras.unit')} options={unitOptions} {...form.register('unit')} error={errorOf('unit')} />
          <MoneyInput
            currency={currency}
            label={t('extras.price')}
            disabled={included}
            placeholder={included ? '0' : undefined}
            {...form.register('price')}
            error={included ? undefined : errorOf('price')}
          />
          <Input
            type="number"
            min={1}
            inputMode="numeric"
            label={t('extras.available')}
            hint={t('extras.availableHint')}
            {...form.register('available')}
            error={errorOf('available')}
          />
          <div className="flex flex-col justify-center gap-3 pt-1">
            <Checkbox label={t('extras.mandatory')} {...form.register('mandatory')} />
            <Checkbox label={t('extras.included')} {...form.register('included')} />
          </div>
          <Input
            containerClassName="sm:col-span-2"
            label={t('extras.description')}
            maxLength={1000}
            {...form.register('description')}
            error={errorOf('description')}
          />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button
              type="submit"
              loading={call.busy}
              icon={editing ? <Save className="size-4" /> : <Plus className="size-4" />}
            >
              {editing ? t('extras.update') : t('extras.add')}
            </Button>
            {editing && (
              <Button
                variant="ghost"
                onClick={() => {
                  setEditing(null)
                  form.reset(emptyExtraForm())
                  call.clearBanner()
                }}
              >
                {t('common.cancelEdit')}
              </Button>
            )}
          </div>
        </form>
      </Panel>

      <Panel
        title={t('extras.listTitle')}
        description={t('extras.listLead', { count: listing.extra_amenities.length })}
      >
        {listing.extra_amenities.length === 0 ? (
          <EmptyRow>{t('extras.empty')}</EmptyRow>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line" data-testid="extra-table">
            {listing.extra_amenities.map((extra) => (
              <li key={extra.id} className="flex items-center gap-3 py-3 pr-2 pl-4" data-testid="extra-row">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-[0.9375rem] font-semibold text-ink">
                    {i18n.language === 'de' && extra.name_de ? extra.name_de : extra.name}
                    {extra.mandatory && <Badge tone="warning">{t('extras.mandatory')}</Badge>}
                    {extra.included && <Badge tone="success">{t('extras.included')}</Badge>}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {extra.included
                      ? t('extras.free')
                      : `${money(extra.price_in_cents, extra.currency || currency, i18n.language)} ${t(`extras.unitsShort.${extra.unit}`)}`}
                    {' · '}
                    {t('extras.availableShort', { count: extra.available })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('common.edit')}
                  title={t('common.edit')}
                  icon={<Pencil className="size-4" />}
                  onClick={() => {
                    setEditing(extra.id)
                    form.reset(extraToForm(extra, currency))
                    call.clearBanner()
                    document.getElementById('extra-form')?.scrollIntoView({ behavior: 'smooth', block: 'center' })
                  }}
                />
                <DeleteButton
                  label={t('common.delete')}
                  title={t('extras.deleteTitle')}
                  text={t('extras.deleteText', { name: extra.name })}
                  busy={remove.busy}
                  onConfirm={() => remove.submit('extra-delete', { id: extra.id })}
                />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  )
}
