import { describe, expect, it } from 'vitest'
import {
  companyProfileSchema,
  countryIso2Schema,
  firstIssueOrTrue,
  guestDetailsSchema,
  isPrivatePersonLegalType,
  lessorProfilePatchSchema,
  personalProfileSchema,
  phoneNumberSchema,
  travelerProfilePatchSchema,
} from './accounts'

const YEAR = 365.25 * 24 * 3600
const now = Math.floor(Date.now() / 1000)

describe('profile forms', () => {
  it('reports one message per empty required field', () => {
    const result = personalProfileSchema.safeParse({ first_name: ' ', phone: '' })
    const messages = (field: string) =>
      result.error!.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message)
    expect(messages('first_name')).toEqual(['Please enter first name'])
    expect(messages('phone')).toEqual(['Please enter phone'])
    expect(messages('date_of_birth_timestamp')).toEqual(['Please enter date of birth'])
  })

  it('checks phone numbers, age and the company form', () => {
    expect(firstIssueOrTrue(phoneNumberSchema, '+49 (30) 123-4567')).toBe(true)
    expect(firstIssueOrTrue(phoneNumberSchema, '12345')).toBe('Please enter a valid phone number')
    expect(firstIssueOrTrue(phoneNumberSchema, 'call me')).toBe('Please enter a valid phone number')
    expect(
      travelerProfilePatchSchema.safeParse({ date_of_birth_timestamp: now - 17 * YEAR }).error?.issues[0]?.message,
    ).toBe('mustBe18YearsOld')
    expect(companyProfileSchema.safeParse({}).error?.issues.map((issue) => issue.path[0])).toEqual([
      'company_name',
      'company_country',
      'phone',
      'address',
      'city',
      'postal_code',
    ])
  })

  it('asks for a country when its code is empty, and for two letters otherwise', () => {
    expect(firstIssueOrTrue(countryIso2Schema, '')).toBe('Please enter country')
    expect(firstIssueOrTrue(countryIso2Schema, '  ')).toBe('Please enter country')
    expect(firstIssueOrTrue(countryIso2Schema, 'DEU')).toBe('Use a two-letter country code')
    expect(firstIssueOrTrue(countryIso2Schema, 'de')).toBe(true)
  })

  it('turns blank optional company numbers into null and upper-cases country codes', () => {
    expect(lessorProfilePatchSchema.parse({ coc_number: '   ', company_country_code_iso2: 'nl' })).toEqual({
      coc_number: null,
      company_country_code_iso2: 'NL',
    })
    expect(isPrivatePersonLegalType(' Private_Person ')).toBe(true)
    expect(isPrivatePersonLegalType('GMBH')).toBe(false)
  })

  it('normalises guest details', () => {
    const guest = guestDetailsSchema.parse({
      email: ' Gina@Example.com ',
      first_name: 'Gina',
      last_name: 'Gast',
      phone: '+49 170 1234567',
      address: 'Gartenweg 5',
      postal_code: '50667',
      city: 'Köln',
      company_country: 'Germany',
      date_of_birth_timestamp: now - 30 * YEAR,
      company_country_code_iso2: 'de',
    })
    expect(guest).toMatchObject({ email: 'gina@example.com', company_country_code_iso2: 'DE' })
  })
})
