import { dateTimeFormat } from '@driftway/domain/intl'
import type { ListingKind } from '@driftway/domain/roles'
import { FormSection } from '~/components/accounts/profile-forms'
import type { PartyCounts } from '~/components/listing-detail/quote-request'
import { Input } from '~/components/ui'
import { controlClasses, Field } from '~/components/ui/field'
import { CalendarDays, Users } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { useFieldErrors } from '~/lib/forms'
import { rentalUnitContext } from '~/lib/listings'
import type { BookingDetailsForm } from './booking-forms'

/** Dates (from the listing page), the party and a message to the host. */
export function TripSection({
  kind,
  range,
  party,
  form,
  nights,
}: {
  kind: ListingKind
  range: { start: string; end: string }
  party: PartyCounts
  form: BookingDetailsForm
  nights: number
}) {
  const { t, i18n } = useTranslation('booking')
  const errorOf = useFieldErrors(form)
  const dateFormat = dateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const day = (key: string) => dateFormat.format(new Date(`${key}T12:00:00Z`))
  return (
    <FormSection
      title={t('trip.title')}
      description={t('trip.text', { context: rentalUnitContext(kind) })}
      icon={<CalendarDays />}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="rounded-lg border border-line bg-surface-muted px-4 py-3 sm:col-span-2">
          <p className="text-sm text-ink-muted">{t('trip.dates')}</p>
          <p className="font-semibold text-ink" data-testid="trip-dates">
            {day(range.start)} – {day(range.end)}{' '}
            <span className="font-normal text-ink-muted">
              · {t('trip.nights', { count: nights, context: rentalUnitContext(kind) })}
            </span>
          </p>
        </div>
        {kind === 'campsite' ? (
          <div className="rounded-lg border border-line px-4 py-3 sm:col-span-2" data-testid="trip-party">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <Users className="size-4 text-primary" aria-hidden />
              {t('list.adults', { count: party.adults_num })} · {t('list.children', { count: party.children_num })} ·{' '}
              {t('trip.pitches', { count: party.pitches_num })}
            </p>
            <p className="mt-0.5 text-sm text-ink-muted">{t('trip.partyFixed')}</p>
          </div>
        ) : (
          <>
            <Input
              label={t('trip.adults')}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              error={errorOf('adults_num')}
              data-testid="adults-input"
              {...form.register('adults_num')}
            />
            <Input
              label={t('trip.children')}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              error={errorOf('children_num')}
              {...form.register('children_num')}
            />
          </>
        )}
        <Field
          id="booking-message"
          label={t('trip.message')}
          hint={t('trip.messageHint')}
          error={errorOf('description')}
          className="sm:col-span-2"
        >
          <textarea
            id="booking-message"
            rows={3}
            maxLength={250}
            placeholder={t('trip.messagePlaceholder')}
            className={cn(controlClasses({ invalid: Boolean(errorOf('description')) }), 'h-auto py-2.5')}
            {...form.register('description')}
          />
        </Field>
      </div>
    </FormSection>
  )
}
