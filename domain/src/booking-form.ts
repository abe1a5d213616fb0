import { z } from 'zod'
import {
  ageInYears,
  guestDetailsSchema,
  MINIMUM_USER_AGE,
  optionalText,
  profileNameSchema,
  validationMessages,
} from './accounts'
import type { BookingPaymentMethod } from './booking-status'
import { nightKeySchema } from './date-schemas'
import { currentTimestamp, localNoonTimestamp } from './dates'

/**
 * The booking form (booking spec §3 "Booking form", §5 "Booking form"): what the site's booking
 * page validates with react-hook-form and what the API checks again on `POST booking/travel/`.
 * Messages are the accounts wording (the site translates them); keys are stable.
 */

/** The insurance age threshold of §5/§9: under 25 with basic, or 25+ with premium, gets a notice. */
export const INSURANCE_AGE_THRESHOLD = 25
export const BOOKING_MESSAGE_MAX_LENGTH = 250
export const LICENSE_PLATE_MAX_LENGTH = 50
export const MAX_PARTY_SIZE = 100

export const bookingFormMessages = {
  adultsMin: 'booking:validation.adultsMin',
  tooManyPersons: 'booking:validation.tooManyPersons',
  vehicleLength: 'booking:validation.vehicleLength',
  vehicleWidth: 'booking:validation.vehicleWidth',
  personsIncomplete: 'booking:validation.personsIncomplete',
  paymentMethod: 'booking:validation.paymentMethod',
} as const

/** Counts from inputs: numbers or numeric text; null and '' become 0 (§5 "children min 0 (null becomes 0)"). */
const count = (min: number, message?: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? 0 : Number(value)),
    z
      .number()
      .int()
      .min(min, message ?? validationMessages.required('a number'))
      .max(MAX_PARTY_SIZE),
  )

/** Vehicle dimensions in metres with at most two decimals; empty means not given. */
const metres = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? null : Number(value)),
    z.number(message).min(min, message).max(max, message).nullable(),
  )

/** One person of a campsite booking (§3 "Campsite persons"). */
export const bookingPersonSchema = z.object({
  first_name: profileNameSchema('first name'),
  last_name: profileNameSchema('last name'),
  birthdate: nightKeySchema,
})
export type BookingPerson = z.infer<typeof bookingPersonSchema>

/** The trip part of the form: party, message, campsite persons and vehicle. */
export const bookingTripSchema = z.object({
  adults_num: count(1, bookingFormMessages.adultsMin),
  children_num: count(0),
  description: optionalText(BOOKING_MESSAGE_MAX_LENGTH),
  persons: z
    .array(bookingPersonSchema)
    .max(MAX_PARTY_SIZE * 2)
    .default([]),
  vehicle_length: metres(1, 50, bookingFormMessages.vehicleLength),
  vehicle_width: metres(1, 10, bookingFormMessages.vehicleWidth),
  license_plate: optionalText(LICENSE_PLATE_MAX_LENGTH),
})

/**
 * Step 1 of the booking page: the traveler (the guest creation payload of §3) and the trip. The
 * country is its code: the payload's English name follows from it when the details are sent.
 */
export const bookingDetailsSchema = guestDetailsSchema.omit({ company_country: true }).extend(bookingTripSchema.shape)
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>
export type BookingDetails = z.output<typeof bookingDetailsSchema>

/**
 * Payment methods by currency (accounts §9 / issue 11): card, PayPal, Google Pay and Apple Pay
 * always; iDEAL, SEPA and Bancontact only for EUR. Names are booking §4's.
 */
const everyCurrencyMethods: readonly BookingPaymentMethod[] = ['creditcard', 'paypal-ppcp', 'google-pay', 'apple-pay']
const euroOnlyMethods: readonly BookingPaymentMethod[] = ['ideal', 'sepa', 'bcmc']

export function paymentMethodsFor(currency: string): BookingPaymentMethod[] {
  return currency.toUpperCase() === 'EUR' ? [...everyCurrencyMethods, ...euroOnlyMethods] : [...everyCurrencyMethods]
}

/** Step 2: the terms checkbox and a payment method allowed for the booking's currency. */
export const bookingPaymentSchema = (currency: string) =>
  z.object({
    terms: z.literal(true, { error: 'accounts:validation.terms' }),
    payment_method: z.enum(paymentMethodsFor(currency) as [BookingPaymentMethod, ...BookingPaymentMethod[]], {
      error: bookingFormMessages.paymentMethod,
    }),
  })

/**
 * Rules across fields of a listing (§5): seats for partner listings, every person of a campsite
 * listed with a real adult among them. Returns issues as `{path, message}` so the site can show them
 * under their fields and the API can answer them as field errors.
 */
export function bookingDetailsIssues(
  details: Pick<BookingDetails, 'adults_num' | 'children_num' | 'persons'>,
  listing: { kind: 'recreational_vehicle' | 'campsite' | 'boat'; seats?: number | null; requiresPersons?: boolean },
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = []
  const party = details.adults_num + details.children_num
  if (typeof listing.seats === 'number' && listing.seats > 0 && party > listing.seats) {
    issues.push({ path: 'children_num', message: bookingFormMessages.tooManyPersons })
  }
  if (listing.kind === 'campsite' && listing.requiresPersons && details.persons.length !== party) {
    issues.push({ path: 'persons', message: bookingFormMessages.personsIncomplete })
  }
  return issues
}

/**
 * Whether the insurance notice of §2 applies: under 25 with basic insurance (should upgrade), or 25
 * and over with premium (may downgrade). `null` when it does not.
 */
export function insuranceNotice(
  dateOfBirthTimestamp: number | null | undefined,
  insurance: 'basic' | 'premium' | null | undefined,
  nowTimestamp = currentTimestamp(),
): 'upgrade' | 'downgrade' | null {
  if (typeof dateOfBirthTimestamp !== 'number' || !insurance) return null
  const age = ageInYears(dateOfBirthTimestamp, nowTimestamp)
  if (age < MINIMUM_USER_AGE) return null
  if (age < INSURANCE_AGE_THRESHOLD && insurance === 'basic') return 'upgrade'
  if (age >= INSURANCE_AGE_THRESHOLD && insurance === 'premium') return 'downgrade'
  return null
}

/** A person's birth date as the unix second of its noon in UTC (for `ageInYears`). */
export const birthdateTimestamp = (birthdate: string): number => localNoonTimestamp(birthdate, 'UTC')

/** Whether `method` may pay a booking in `currency`. */
export const isPaymentMethodFor = (currency: string, method: string): method is BookingPaymentMethod =>
  (paymentMethodsFor(currency) as string[]).includes(method)
