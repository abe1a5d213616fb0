import type { FormValues } from '@driftway/domain/listing-editor-fields'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { Button, Input } from '~/components/ui'
import { Plus, Trash2 } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { editorMessage } from './messages'

/** The cancellation table (spec §5 "Cancellation terms"): days before the trip and the fee in percent. */
export function CancellationTermsEditor({ form }: { form: UseFormReturn<FormValues> }) {
  const { t } = useTranslation('lessor')
  // FormValues is an open record (the editor's fields come from the listing kind), which leaves
  // react-hook-form no array paths to name; `cancellation_terms` is one (TermRow[]).
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'cancellation_terms' as never })
  const errors = form.formState.errors.cancellation_terms
  const listError = editorMessage(t, errors?.message ?? errors?.root?.message)
  return (
    <div className="flex flex-col gap-4" data-testid="cancellation-terms">
      <p className="text-sm leading-relaxed text-ink-muted">{t('cancellation.lead')}</p>
      <ul className="flex flex-col gap-3">
        {fields.map((row, index) => (
          <li
            key={row.id}
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-3 rounded-xl border border-line bg-surface-muted/40 p-3 sm:p-4"
            data-testid="cancellation-term"
          >
            <Input
              label={t('cancellation.days')}
              unit={t('units.daysBefore')}
              inputMode="numeric"
              error={editorMessage(t, errors?.[index]?.days?.message)}
              {...form.register(`cancellation_terms.${index}.days`)}
            />
            <Input
              label={t('cancellation.percent')}
              unit="%"
              inputMode="numeric"
              error={editorMessage(t, errors?.[index]?.percent?.message)}
              {...form.register(`cancellation_terms.${index}.percent`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="mt-7 text-danger"
              aria-label={t('cancellation.remove')}
              onClick={() => remove(index)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      {listError && (
        <p className="text-sm text-danger" role="alert">
          {listError}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus className="size-4" />}
          onClick={() => append({ days: '', percent: '' })}
        >
          {t('cancellation.add')}
        </Button>
      </div>
    </div>
  )
}
