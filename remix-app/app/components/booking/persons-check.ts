import type { BookingDetails } from '@driftway/domain/booking-form'
import { useToast } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import { apiErrorText } from '~/lib/forms'
import type { PersonsCheck } from '~/routes/booking/persons-check'

/**
 * The persons check of a campsite from an external accommodation system (booking §5 "person data is
 * validated", §8 "Person validation"): before the payment step, the travelers go to the API; a
 * success toast says the data is valid, an error toast gives the API's message and the step stays.
 */
export function usePersonsCheck(required: boolean) {
  const toast = useToast()
  const { t } = useTranslation('booking')
  return async (
    details: Pick<BookingDetails, 'persons' | 'adults_num' | 'children_num' | 'vehicle_length' | 'vehicle_width'>,
  ) => {
    if (!required) return true
    let result: PersonsCheck
    try {
      const response = await fetch('/booking-persons-check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          persons: details.persons,
          adults_num: details.adults_num,
          children_num: details.children_num,
          vehicle_length: details.vehicle_length,
          vehicle_width: details.vehicle_width,
        }),
      })
      result = (await response.json()) as PersonsCheck
    } catch {
      result = { ok: false, error_key: 'network_error', error_msg: '' }
    }
    if (result.ok) {
      toast.success(t('campsite.personsValid'))
      return true
    }
    const field = result.fields ? Object.values(result.fields)[0]?.[0] : undefined
    toast.error(field ?? apiErrorText(t, result, { fallback: t('campsite.personsInvalid') }), { duration: 8000 })
    return false
  }
}
