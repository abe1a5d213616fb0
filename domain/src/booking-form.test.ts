import { describe, expect, it } from 'vitest'
import {
  bookingDetailsIssues,
  bookingDetailsSchema,
  bookingPaymentSchema,
  bookingTripSchema,
  insuranceNotice,
  paymentMethodsFor,
} from './booking-form'

const now = Date.UTC(2026, 10, 25) / 1000
const yearsAgo = (years: number) => Date.UTC(2026 - years, 0, 1) / 1000

const guest = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+49 30 1234567',
  address: 'Hauptstr. 1',
  postal_code: '10115',
  city: 'Berlin',
  company_country_code_iso2: 'de',
  date_of_birth_timestamp: yearsAgo(30),
}

describe('booking form', () => {
  it('accepts a complete traveler and trip, children null → 0, blank text → null', () => {
    const parsed = bookingDetailsSchema.parse({ ...guest, adults_num: '2', children_num: null, description: '   ' })
    expect(parsed).toMatchObject({
      adults_num: 2,
      children_num: 0,
      description: null,
      persons: [],
      vehicle_length: null,
    })
  })
  it('refuses no adults, a long message, a minor and odd vehicle sizes', () => {
    const result = bookingDetailsSchema.safeParse({
      ...guest,
      date_of_birth_timestamp: yearsAgo(10),
      adults_num: 0,
      description: 'x'.repeat(251),
      vehicle_length: 60,
      vehicle_width: 0.5,
    })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(
      expect.arrayContaining([
        'date_of_birth_timestamp',
        'adults_num',
        'description',
        'vehicle_length',
        'vehicle_width',
      ]),
    )
  })
  it('checks persons as real dates', () => {
    expect(
      bookingTripSchema.safeParse({
        adults_num: 1,
        persons: [{ first_name: 'A', last_name: 'B', birthdate: '2027-02-30' }],
      }).success,
    ).toBe(false)
  })
  it('limits seats and asks for every campsite person when the listing needs them', () => {
    expect(
      bookingDetailsIssues({ adults_num: 3, children_num: 2, persons: [] }, { kind: 'recreational_vehicle', seats: 4 }),
    ).toHaveLength(1)
    expect(
      bookingDetailsIssues(
        { adults_num: 2, children_num: 1, persons: [] },
        { kind: 'campsite', requiresPersons: true },
      ),
    ).toEqual([{ path: 'persons', message: 'booking:validation.personsIncomplete' }])
    expect(bookingDetailsIssues({ adults_num: 2, children_num: 1, persons: [] }, { kind: 'campsite' })).toEqual([])
  })
  it('offers EUR-only methods for EUR only and needs the terms', () => {
    expect(paymentMethodsFor('EUR')).toContain('ideal')
    expect(paymentMethodsFor('GBP')).not.toContain('ideal')
    expect(bookingPaymentSchema('GBP').safeParse({ terms: true, payment_method: 'sepa' }).success).toBe(false)
    expect(bookingPaymentSchema('EUR').safeParse({ terms: false, payment_method: 'sepa' }).success).toBe(false)
    expect(bookingPaymentSchema('EUR').safeParse({ terms: true, payment_method: 'sepa' }).success).toBe(true)
  })
  it('shows the insurance notice under 25 with basic and from 25 with premium', () => {
    expect(insuranceNotice(yearsAgo(22), 'basic', now)).toBe('upgrade')
    expect(insuranceNotice(yearsAgo(22), 'premium', now)).toBeNull()
    expect(insuranceNotice(yearsAgo(40), 'premium', now)).toBe('downgrade')
    expect(insuranceNotice(yearsAgo(40), 'basic', now)).toBeNull()
    expect(insuranceNotice(undefined, 'basic', now)).toBeNull()
  })
})
