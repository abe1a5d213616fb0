import { nightKeyOf } from '@driftway/domain/dates'
import { useWatch } from 'react-hook-form'
import { FormSection } from '~/components/accounts/profile-forms'
import { Checkbox, Input } from '~/components/ui'
import { Car } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { useFieldErrors } from '~/lib/forms'
import { type BookingDetailsForm, blankPerson } from './booking-forms'

/** Campsite guests by name and the vehicle (booking §3 "Campsite persons"). */
export function CampsiteSection({ form, requiresPersons }: { form: BookingDetailsForm; requiresPersons: boolean }) {
  const { t } = useTranslation('booking')
  const errorOf = useFieldErrors(form)
  const persons = useWatch({ control: form.control, name: 'persons' }) ?? []
  const adults = Number(form.getValues('adults_num')) || 0
  const children = Number(form.getValues('children_num')) || 0
  const today = nightKeyOf(Date.now() / 1000, 'UTC')
  const listed = persons.length > 0
  return (
    <FormSection title={t('campsite.title')} description={t('campsite.text')} icon={<Car />}>
      {requiresPersons ? (
        <p className="mb-4 text-sm text-ink-muted">{t('campsite.personsRequired')}</p>
      ) : (
        <Checkbox
          className="mb-5"
          label={t('campsite.addPersons')}
          checked={listed}
          data-testid="add-persons"
          onChange={(event) =>
            form.setValue(
              'persons',
              event.target.checked ? Array.from({ length: adults + children }, () => ({ ...blankPerson })) : [],
              { shouldValidate: true },
            )
          }
        />
      )}
      {errorOf('persons') && (
        <p role="alert" className="mb-4 text-sm font-medium text-danger">
          {errorOf('persons')}
        </p>
      )}
      {persons.map((_, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the party, never reordered
          key={index}
          className="mb-5 grid gap-4 rounded-lg border border-line p-4 sm:grid-cols-3"
          data-testid="person-row"
        >
          <legend className="px-1 text-sm font-semibold text-ink">{t('campsite.person', { number: index + 1 })}</legend>
          <Input
            label={t('campsite.firstName')}
            maxLength={30}
            error={errorOf(`persons.${index}.first_name`)}
            {...form.register(`persons.${index}.first_name`)}
          />
          <Input
            label={t('campsite.lastName')}
            maxLength={30}
            error={errorOf(`persons.${index}.last_name`)}
            {...form.register(`persons.${index}.last_name`)}
          />
          <Input
            label={t('campsite.birthdate')}
            type="date"
            max={today}
            error={errorOf(`persons.${index}.birthdate`)}
            {...form.register(`persons.${index}.birthdate`)}
          />
        </fieldset>
      ))}
      <div className="grid gap-5 sm:grid-cols-3">
        <Input
          label={t('campsite.vehicleLength')}
          type="number"
          inputMode="decimal"
          step="0.1"
          min={1}
          max={50}
          unit={t('campsite.metres')}
          error={errorOf('vehicle_length')}
          {...form.register('vehicle_length')}
        />
        <Input
          label={t('campsite.vehicleWidth')}
          type="number"
          inputMode="decimal"
          step="0.1"
          min={1}
          max={10}
          unit={t('campsite.metres')}
          error={errorOf('vehicle_width')}
          {...form.register('vehicle_width')}
        />
        <Input
          label={t('campsite.licensePlate')}
          maxLength={50}
          error={errorOf('license_plate')}
          {...form.register('license_plate')}
        />
      </div>
    </FormSection>
  )
}
