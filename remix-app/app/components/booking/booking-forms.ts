import {
  type BookingDetailsInput,
  bookingDetailsIssues,
  bookingDetailsSchema,
  bookingPaymentSchema,
} from '@driftway/domain/booking-form'
import type { BookingPaymentMethod } from '@driftway/domain/booking-status'
import type { ListingKind } from '@driftway/domain/roles'
import { useMemo } from 'react'
import type { Path } from 'react-hook-form'
import type { z } from 'zod'
import type { PartyCounts } from '~/components/listing-detail/quote-request'
import { useZodForm } from '~/lib/forms'

/** The traveler and trip details a signed-in traveler's profile fills in (booking §3). */
export type BookingPrefill = {
  email: string
  first_name: string
  last_name: string
  phone: string
  address: string
  postal_code: string
  city: string
  company_country_code_iso2: string
  date_of_birth_timestamp: number | null
}

/** A campsite guest row before it is filled in. */
export const blankPerson = { first_name: '', last_name: '', birthdate: '' }

/** Fields of step 1 that live in the details form; an API error on any other goes with step 2. */
const detailFields = new Set<string>(Object.keys(bookingDetailsSchema.shape))

/**
 * The field of the details form an API field error (`persons.0.first_name` too) belongs to, or null:
 * the country's name the API checks is shown at the country picker.
 */
export function detailsFieldOf(field: string): Path<BookingDetailsInput> | null {
  if (field === 'company_country') return 'company_country_code_iso2'
  return detailFields.has(field.split('.')[0] ?? '') ? (field as Path<BookingDetailsInput>) : null
}

/** Step 1: the traveler (prefilled from the profile) and the trip, checked across fields for the listing. */
export function useBookingDetailsForm({
  kind,
  party,
  user,
  requiresPersons,
}: {
  kind: ListingKind
  party: PartyCounts
  user: BookingPrefill | null
  requiresPersons: boolean
}) {
  return useZodForm(
    bookingDetailsSchema,
    {
      email: user?.email ?? '',
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      phone: user?.phone ?? '',
      address: user?.address ?? '',
      postal_code: user?.postal_code ?? '',
      city: user?.city ?? '',
      company_country_code_iso2: user?.company_country_code_iso2 ?? '',
      date_of_birth_timestamp: user?.date_of_birth_timestamp ?? undefined,
      adults_num: party.adults_num,
      children_num: party.children_num,
      description: '',
      persons: requiresPersons
        ? Array.from({ length: party.adults_num + party.children_num }, () => ({ ...blankPerson }))
        : [],
      // Empty inputs: the schema reads '' as "not given".
      vehicle_length: '',
      vehicle_width: '',
      license_plate: '',
    },
    {
      extraIssues: (values) => {
        const parsed = bookingDetailsSchema.safeParse(values)
        return parsed.success ? bookingDetailsIssues(parsed.data, { kind, requiresPersons }) : []
      },
    },
  )
}
export type BookingDetailsForm = ReturnType<typeof useBookingDetailsForm>

/** Step 2: a payment method allowed for the currency and the terms (unticked until the traveler ticks them). */
export function useBookingPaymentForm(currency: string, methods: BookingPaymentMethod[]) {
  const schema = useMemo(() => bookingPaymentSchema(currency), [currency])
  return useZodForm(schema, { payment_method: methods[0] })
}
export type BookingPaymentForm = ReturnType<typeof useBookingPaymentForm>

type BookingPaymentInput = z.input<ReturnType<typeof bookingPaymentSchema>>
const paymentFields = new Set<string>(Object.keys(bookingPaymentSchema('EUR').shape))

/** Whether an API field error belongs to a field of the payment form. */
export const isPaymentField = (field: string): field is Path<BookingPaymentInput> => paymentFields.has(field)
