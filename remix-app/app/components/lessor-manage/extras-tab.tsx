import { extraLimits, listingLimits } from '@driftway/domain/listing-options'
import { useFieldArray } from 'react-hook-form'
import { Button, Checkbox, Input, Select } from '~/components/ui'
import { ListPlus, PackagePlus, Trash2 } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { useZodForm } from '~/lib/forms'
import { TextArea } from '../lessor-wizard/field-grid'
import { MoneyInput, useManageErrors } from './form-fields'
import {
  type ExtraFormValues,
  emptyCondition,
  emptyExtraForm,
  extraFormSchema,
  extraToForm,
  extraUnitOptions,
} from './form-model'
import { ItemList, ItemTitle, ManageForm, money, ns, Panel, useEditableForm } from './shared'
import type { ManagedExtra, ManagedListing } from './types'

/** "Ages 3–12", "From 18 years", "Up to 6 years": only the bounds the lessor gave (0 is a bound). */
function useAgeText() {
  const { t } = useTranslation(ns)
  return (extra: Pick<ManagedExtra, 'age_from' | 'age_to'>): string | null => {
    const { age_from: from, age_to: to } = extra
    if (from !== null && to !== null) return t('extras.ageRange', { from, to })
    if (from !== null) return t('extras.ageFrom', { count: from })
    if (to !== null) return t('extras.ageTo', { count: to })
    return null
  }
}

/** The Extras tab: extra amenities travelers can add (or get included), with price and quantity. */
export function ExtrasTab({ listing }: { listing: ManagedListing }) {
  const { t, i18n } = useTranslation(ns)
  const currency = listing.currency || 'EUR'
  const form = useZodForm(extraFormSchema, emptyExtraForm())
  const errorOf = useManageErrors(form)
  const editor = useEditableForm<ExtraFormValues>('extra', {
    form,
    empty: emptyExtraForm,
    fieldMap: { price_in_cents: 'price', recurrence: 'unit' },
    success: t('extras.saved'),
  })
  const conditions = useFieldArray({ control: form.control, name: 'conditions' })
  const ageText = useAgeText()
  const unit = form.watch('unit')
  const included = form.watch('included') || unit === 'included'
  const description = form.watch('description') ?? ''
  const unitOptions = extraUnitOptions.map((value) => ({ value, label: t(`extras.units.${value}`) }))

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] xl:items-start">
      <Panel
        title={editor.editing ? t('extras.editTitle') : t('extras.title')}
        description={t('extras.lead')}
        icon={<PackagePlus />}
        testId="extras-panel"
      >
        <ManageForm editor={editor}>
          <Input
            label={t('extras.name')}
            placeholder={t('extras.namePlaceholder')}
            maxLength={listingLimits.extraNameMax}
            {...form.register('name')}
            error={errorOf('name')}
          />
          <Input
            label={t('extras.nameDe')}
            hint={t('extras.nameDeHint')}
            maxLength={listingLimits.extraNameMax}
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
            <Checkbox
              label={t('extras.mandatory')}
              description={t('extras.mandatoryHint')}
              {...form.register('mandatory')}
            />
            <Checkbox label={t('extras.included')} {...form.register('included')} />
          </div>
          <fieldset className="grid grid-cols-2 gap-x-3 gap-y-1.5 sm:col-span-2 sm:gap-x-4">
            <legend className="sr-only">{t('extras.ages')}</legend>
            <Input
              type="number"
              min={0}
              max={extraLimits.ageMax}
              inputMode="numeric"
              label={t('extras.ageFromLabel')}
              placeholder="0"
              {...form.register('age_from')}
              error={errorOf('age_from')}
            />
            <Input
              type="number"
              min={0}
              max={extraLimits.ageMax}
              inputMode="numeric"
              label={t('extras.ageToLabel')}
              placeholder={String(extraLimits.ageMax)}
              {...form.register('age_to')}
              error={errorOf('age_to')}
            />
            <p className="col-span-2 text-sm text-ink-muted">{t('extras.agesHint')}</p>
          </fieldset>
          <div className="sm:col-span-2">
            <TextArea
              label={t('extras.description')}
              rows={3}
              maxLength={extraLimits.descriptionMax}
              counter={`${description.length} / ${extraLimits.descriptionMax}`}
              {...form.register('description')}
              error={errorOf('description')}
            />
          </div>
          <fieldset className="flex flex-col gap-3 sm:col-span-2" data-testid="extra-conditions">
            <legend className="mb-1 text-sm font-medium text-ink">{t('extras.conditions')}</legend>
            <p className="text-sm text-ink-muted">{t('extras.conditionsHint')}</p>
            {conditions.fields.map((row, index) => (
              <div
                key={row.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-3 rounded-xl border border-line bg-surface-muted/40 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
                data-testid="extra-condition"
              >
                <Input
                  label={t('extras.conditionLine', { number: index + 1 })}
                  placeholder={t('extras.conditionLinePlaceholder')}
                  maxLength={extraLimits.conditionMax}
                  {...form.register(`conditions.${index}.line`)}
                  error={errorOf(`conditions.${index}.line`)}
                />
                <Input
                  containerClassName="col-start-1 sm:col-start-auto"
                  label={t('extras.conditionSubline')}
                  placeholder={t('extras.conditionSublinePlaceholder')}
                  maxLength={extraLimits.conditionMax}
                  {...form.register(`conditions.${index}.subline`)}
                  error={errorOf(`conditions.${index}.subline`)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="col-start-2 row-start-1 mt-7 text-danger hover:bg-danger-soft sm:col-start-3"
                  aria-label={t('extras.conditionRemove', { number: index + 1 })}
                  title={t('extras.conditionRemove', { number: index + 1 })}
                  icon={<Trash2 className="size-4" />}
                  onClick={() => conditions.remove(index)}
                />
              </div>
            ))}
            {conditions.fields.length < extraLimits.conditionsMax && (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<ListPlus className="size-4" />}
                  onClick={() => conditions.append(emptyCondition())}
                >
                  {t('extras.conditionAdd')}
                </Button>
              </div>
            )}
          </fieldset>
        </ManageForm>
      </Panel>

      <Panel
        title={t('extras.listTitle')}
        description={t('extras.listLead', { count: listing.extra_amenities.length })}
      >
        <ItemList
          name="extra"
          items={listing.extra_amenities}
          onEdit={(extra) => editor.edit(extra.id, extraToForm(extra, currency))}
          deleteText={(extra) => t('extras.deleteText', { name: extra.name })}
        >
          {(extra) => {
            const ages = ageText(extra)
            return (
              <>
                <ItemTitle
                  badges={[
                    { tone: 'warning', label: t('extras.mandatory'), show: extra.mandatory },
                    { tone: 'success', label: t('extras.included'), show: extra.included },
                  ]}
                >
                  {i18n.language === 'de' && extra.name_de ? extra.name_de : extra.name}
                </ItemTitle>
                <p className="text-sm text-ink-muted">
                  {extra.included
                    ? t('extras.free')
                    : `${money(extra.price_in_cents, extra.currency || currency, i18n.language)} ${t(`extras.unitsShort.${extra.unit}`)}`}
                  {' · '}
                  {t('extras.availableShort', { count: extra.available })}
                  {ages ? ` · ${ages}` : ''}
                </p>
                {extra.description && (
                  <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted" data-testid="extra-description">
                    {extra.description}
                  </p>
                )}
                {extra.conditions.length > 0 && (
                  <ul className="mt-1 flex flex-col gap-0.5 text-sm" data-testid="extra-conditions-list">
                    {extra.conditions.map((condition, index) => (
                      // Conditions have no ids of their own; their order is their identity.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      <li key={index} className="text-ink">
                        <span className="font-medium">{condition.line}</span>
                        {condition.subline && <span className="text-ink-muted"> · {condition.subline}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )
          }}
        </ItemList>
      </Panel>
    </div>
  )
}
