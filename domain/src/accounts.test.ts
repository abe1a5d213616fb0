import { describe, expect, it } from 'vitest'
import {
  ageInYears,
  changePasswordSchema,
  dateOfBirthSchema,
  emailSchema,
  firstIssueOrTrue,
  passwordSchema,
  registrationSchema,
  signupConfirmationSchema,
  signupNameSchema,
  wishlistNameSchema,
} from './accounts'

describe('account rules', () => {
  it('normalises e-mail and reports the spec message', () => {
    expect(emailSchema.parse('  Anna@Example.COM ')).toBe('anna@example.com')
    expect(firstIssueOrTrue(emailSchema, 'not-an-email')).toBe('Please use a valid email address')
    expect(firstIssueOrTrue(emailSchema, 'a@b.c')).toBe('Please use a valid email address')
    expect(firstIssueOrTrue(emailSchema, `${'a'.repeat(250)}@b.com`)).toBe('Please use a valid email address')
    expect(firstIssueOrTrue(emailSchema, '   ')).toBe('Please enter email')
  })

  it('checks passwords with the spec messages', () => {
    expect(firstIssueOrTrue(passwordSchema, 'Secret1')).toBe(true)
    expect(firstIssueOrTrue(passwordSchema, 'Se1')).toBe('The value is too short (min 6 characters).')
    expect(firstIssueOrTrue(passwordSchema, `Aa1${'x'.repeat(126)}`)).toBe(
      'The value is too long (max 128 characters).',
    )
    expect(firstIssueOrTrue(passwordSchema, 'secret1')).toBe('Password must have at least 1 uppercase character')
    expect(firstIssueOrTrue(passwordSchema, 'SECRET1')).toBe('Password must have at least 1 lowercase character')
    expect(firstIssueOrTrue(passwordSchema, 'Secrets')).toBe('Password must have at least 1 number')
    expect(firstIssueOrTrue(passwordSchema, undefined)).toBe('Please enter password')
  })

  it('treats whitespace-only text as empty and enforces lengths', () => {
    expect(firstIssueOrTrue(signupNameSchema('first name'), '  ')).toBe('Please enter first name')
    expect(firstIssueOrTrue(signupNameSchema('first name'), 'x'.repeat(36))).toBe(
      'The value is too long (max 35 characters).',
    )
    expect(firstIssueOrTrue(wishlistNameSchema, ' Summer ')).toBe(true)
    expect(firstIssueOrTrue(wishlistNameSchema, 'x'.repeat(71))).toBe('The value is too long (max 70 characters).')
  })

  it('requires confirmations to match', () => {
    const result = signupConfirmationSchema.safeParse({
      email: 'a@example.com',
      confirm_email: 'b@example.com',
      password: 'Secret1',
      confirm_password: 'Secret2',
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Email does not match the confirm email',
      'Password does not match the confirm password',
    ])
    expect(
      changePasswordSchema.safeParse({ old_password: 'x', new_password1: 'Secret1', new_password2: 'Secret1' }).success,
    ).toBe(true)
  })

  it('requires adults', () => {
    const now = Date.UTC(2025, 5, 15) / 1000
    expect(ageInYears(Date.UTC(2007, 5, 15) / 1000, now)).toBe(18)
    expect(ageInYears(Date.UTC(2007, 5, 16) / 1000, now)).toBe(17)
    expect(firstIssueOrTrue(dateOfBirthSchema, Math.floor(Date.now() / 1000) - 3600)).toBe('mustBe18YearsOld')
  })

  it('needs a personal name for travelers and a company name for lessors', () => {
    const base = { email: 'a@example.com', password: 'Secret1' }
    expect(registrationSchema.safeParse({ ...base, role: 1, first_name: 'Ann', last_name: 'Lee' }).data).toMatchObject({
      currency_code: 'EUR',
      is_profile_completed: false,
    })
    expect(registrationSchema.safeParse({ ...base, role: 2 }).error?.issues[0]?.path).toEqual(['company_name'])
    expect(registrationSchema.safeParse({ ...base, role: 9, company_name: 'X' }).success).toBe(false)
  })
})
