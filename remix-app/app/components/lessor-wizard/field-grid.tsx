import { type EditorField, type FormValues, isFieldVisible } from '@driftway/domain/listing-editor-fields'
import type { ListingKind } from '@driftway/domain/roles'
import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { Checkbox, Input, Select } from '~/components/ui'
import { controlClasses, describedBy, Field } from '~/components/ui/field'
import { Check } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { countryOptions } from '~/lib/account-forms'
import { cn } from '~/lib/cn'
import { kindKeys } from '~/lib/listings'
import { layoutOf } from './layout'
import { editorMessage } from './messages'

type Choice = { value: string; label: string; group?: string }
/** Options the API lists (amenities, surroundings, activities), by field name. */
export type DynamicChoices = Record<string, Choice[]>

type WizardForm = UseFormReturn<FormValues>

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  ComponentProps<'textarea'> & { label: ReactNode; error?: string; hint?: ReactNode; counter?: string }
>(function TextArea({ id, label, error, hint, counter, className, ...rest }, ref) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <Field id={inputId} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={inputId}
        className={cn(controlClasses({ invalid: Boolean(error) }), 'h-auto min-h-28 py-2.5 leading-relaxed', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error })}
        {...rest}
      />
      {counter && <span className="-mt-1 self-end text-xs text-ink-subtle">{counter}</span>}
    </Field>
  )
})

/** Toggle chips for a list of choices (suitability, deposit methods, amenities). */
function ChoiceChips({
  name,
  label,
  choices,
  value,
  onChange,
  error,
}: {
  name: string
  label: ReactNode
  choices: Choice[]
  value: string[]
  onChange: (next: string[]) => void
  error?: string
}) {
  const { t } = useTranslation('lessor')
  const groups = [...new Set(choices.map((choice) => choice.group ?? ''))]
  // Amenity sections are API keys (engine_drive_technology); unknown ones read as words.
  const sectionLabel = (section: string) =>
    t(`amenitySections.${section}`, { defaultValue: section.replace(/_/g, ' ') })
  return (
    <fieldset
      // Grouped chips (amenity sections) need more air between groups than between their rows.
      className={cn('flex flex-col', groups.length > 1 ? 'gap-4' : 'gap-2')}
      data-testid={`field-${name}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-ink">{label}</legend>
      {groups.map((group) => (
        <div key={group} className="flex flex-col gap-2">
          {group && (
            <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{sectionLabel(group)}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {choices
              .filter((choice) => (choice.group ?? '') === group)
              .map((choice) => {
                const checked = value.includes(choice.value)
                return (
                  <label
                    key={choice.value}
                    className={cn(
                      'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-medium transition-colors select-none',
                      'has-[:focus-visible]:shadow-focus',
                      checked
                        ? 'border-primary bg-primary-soft text-forest-900'
                        : 'border-line-strong bg-surface text-ink hover:border-stone-400',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      name={name}
                      value={choice.value}
                      checked={checked}
                      onChange={() =>
                        onChange(checked ? value.filter((item) => item !== choice.value) : [...value, choice.value])
                      }
                    />
                    {checked && <Check className="size-3.5" strokeWidth={3} aria-hidden />}
                    {choice.label}
                  </label>
                )
              })}
          </div>
        </div>
      ))}
      {error && (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function YesNo({
  name,
  label,
  value,
  onChange,
  error,
}: {
  name: string
  label: ReactNode
  value: string
  onChange: (next: string) => void
  error?: string
}) {
  const { t } = useTranslation('lessor')
  return (
    <fieldset className="flex flex-col gap-1.5" data-testid={`field-${name}`}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="inline-flex w-fit rounded-lg border border-line-strong bg-surface p-1 shadow-xs">
        {(['yes', 'no'] as const).map((option) => (
          <label
            key={option}
            className={cn(
              'cursor-pointer rounded-md px-5 py-1.5 text-sm font-semibold transition-colors has-[:focus-visible]:shadow-focus',
              value === option ? 'bg-primary text-on-primary' : 'text-ink-muted hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {t(`common.${option}`)}
          </label>
        ))}
      </div>
      {error && (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

const numericTypes = new Set(['int', 'decimal', 'money', 'percent', 'year'])

/** One field of the step, by its type. */
function EditorFieldControl({
  kind,
  field,
  form,
  choices,
  currency,
}: {
  kind: ListingKind
  field: EditorField
  form: WizardForm
  choices?: Choice[]
  currency: string
}) {
  const { t, i18n } = useTranslation('lessor')
  // A pitch or a boat is arrived at and left, not picked up: some labels have the kind's own wording.
  const fieldLabel = t(`fields.${field.name}`, { context: kindKeys[kind] })
  const label = (
    <>
      {fieldLabel}
      {field.required && (
        <span className="ml-0.5 text-danger" aria-hidden>
          *
        </span>
      )}
    </>
  )
  const error = editorMessage(t, form.formState.errors[field.name]?.message as string | undefined)
  const hint = t(`hints.${field.name}`, { context: kindKeys[kind], defaultValue: '' }) || undefined
  const optionLabel = (value: string) => t(`options.${value}`, { defaultValue: value })
  const testId = `field-${field.name}`

  if (field.type === 'multi') {
    const list: Choice[] = choices ?? (field.options ?? []).map((value) => ({ value, label: optionLabel(value) }))
    return (
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: control }) => (
          <ChoiceChips
            name={field.name}
            label={label}
            choices={list}
            value={(control.value as string[] | undefined) ?? []}
            onChange={(next) => control.onChange(next)}
            error={error}
          />
        )}
      />
    )
  }
  if (field.type === 'yesno') {
    return (
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: control }) => (
          <YesNo
            name={field.name}
            label={label}
            value={(control.value as string | undefined) ?? ''}
            onChange={control.onChange}
            error={error}
          />
        )}
      />
    )
  }
  if (field.type === 'checkbox') {
    return <Checkbox label={fieldLabel} description={hint} data-testid={testId} {...form.register(field.name)} />
  }
  if (field.type === 'select' || field.type === 'country') {
    const options =
      field.type === 'country'
        ? countryOptions(i18n.language)
        : (field.options ?? []).map((value) => ({ value, label: optionLabel(value) }))
    return (
      <Select
        label={label}
        options={options}
        placeholder={t('common.choose')}
        error={error}
        hint={hint}
        data-testid={testId}
        {...form.register(field.name)}
      />
    )
  }
  if (field.type === 'textarea') {
    const value = String(form.watch(field.name) ?? '')
    return (
      <TextArea
        label={label}
        error={error}
        hint={hint}
        rows={field.name === 'description' ? 7 : 3}
        counter={field.maxLength ? `${value.length} / ${field.maxLength}` : undefined}
        data-testid={testId}
        {...form.register(field.name)}
      />
    )
  }
  const unit =
    field.type === 'money' ? currency : field.unit ? t(`units.${field.unit}`, { defaultValue: field.unit }) : undefined
  return (
    <Input
      label={label}
      unit={unit}
      error={error}
      hint={hint}
      inputMode={
        numericTypes.has(field.type)
          ? field.type === 'decimal' || field.type === 'money'
            ? 'decimal'
            : 'numeric'
          : undefined
      }
      autoComplete="off"
      data-testid={testId}
      {...form.register(field.name)}
    />
  )
}

/** The plain fields of one group as a responsive grid. */
export function FieldGrid({
  kind,
  fields,
  form,
  dynamic,
  currency,
}: {
  kind: ListingKind
  fields: EditorField[]
  form: WizardForm
  dynamic: DynamicChoices
  currency: string
}) {
  const values = form.watch()
  return (
    <div className="grid grid-cols-1 gap-x-5 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
      {fields
        .filter((field) => isFieldVisible(kind, field, values))
        .map((field) => (
          <div
            key={field.name}
            className={cn(
              layoutOf(field).wide || field.type === 'textarea' ? 'sm:col-span-2 lg:col-span-3' : undefined,
              layoutOf(field).double && 'sm:col-span-2',
            )}
          >
            <EditorFieldControl
              kind={kind}
              field={field}
              form={form}
              choices={dynamic[field.name]}
              currency={currency}
            />
          </div>
        ))}
    </div>
  )
}
