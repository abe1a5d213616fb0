import type { FormValues } from '@driftway/domain/listing-editor-fields'
import { type InsuranceType, insuranceAmountFields, insuranceTypes } from '@driftway/domain/listing-options'
import type { UseFormReturn } from 'react-hook-form'
import { Input } from '~/components/ui'
import { ShieldCheck } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { registerOption } from '~/lib/forms'
import { editorMessage } from './messages'

/** Vehicle insurance: one of three exclusive options (default third-party liability) and its amount. */
export function InsuranceEditor({ form, currency }: { form: UseFormReturn<FormValues>; currency: string }) {
  const { t } = useTranslation('lessor')
  const chosen = (form.watch('insurance_type') as InsuranceType | undefined) || insuranceTypes[0]
  const name = insuranceAmountFields[chosen]
  const errors = form.formState.errors
  return (
    <div className="flex flex-col gap-5" data-testid="insurance">
      <div className="grid gap-3 sm:grid-cols-3" role="radiogroup" aria-label={t('fields.insurance_type')}>
        {insuranceTypes.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer flex-col gap-1 rounded-xl border p-4 transition-colors has-[:focus-visible]:shadow-focus',
              chosen === option
                ? 'border-primary bg-primary-soft/60'
                : 'border-line-strong bg-surface hover:border-stone-400',
            )}
          >
            <span className="flex items-center gap-2 font-semibold text-ink">
              <input type="radio" className="accent-forest-700" {...registerOption(form, 'insurance_type', option)} />
              {t(`insurance.${option}.title`)}
            </span>
            <span className="text-sm text-ink-muted">{t(`insurance.${option}.text`)}</span>
          </label>
        ))}
      </div>
      {/* Keyed by option: each option's amount is its own input. */}
      <div key={chosen} className="max-w-sm">
        <Input
          label={
            <>
              {t(`fields.${name}`)}
              {chosen !== 'third_party_liability' && (
                <span className="ml-0.5 text-danger" aria-hidden>
                  *
                </span>
              )}
            </>
          }
          unit={currency}
          inputMode="decimal"
          placeholder="1,000"
          hint={t('insurance.amountHint')}
          error={editorMessage(t, errors[name]?.message as string | undefined)}
          data-testid={`field-${name}`}
          {...form.register(name)}
        />
      </div>
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-forest-600" aria-hidden />
        {t('insurance.note')}
      </p>
    </div>
  )
}
