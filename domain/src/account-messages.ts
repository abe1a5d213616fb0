/**
 * The accounts' message texts (accounts spec §5, §8), apart from the schemas that use them
 * (accounts.ts): the site shows them on pages that build no account schema — a wishlist heart on
 * a search card — and importing accounts.ts would build them all as the page loads (issue 17).
 */

/** The generic messages of accounts spec §5. */
export const validationMessages = {
  required: (field: string) => `Please enter ${field}`,
  tooShort: (min: number) => `The value is too short (min ${min} characters).`,
  tooLong: (max: number) => `The value is too long (max ${max} characters).`,
  invalidEmail: 'Please use a valid email address',
  passwordUppercase: 'Password must have at least 1 uppercase character',
  passwordLowercase: 'Password must have at least 1 lowercase character',
  passwordNumber: 'Password must have at least 1 number',
  passwordMismatch: 'Password does not match the confirm password',
  emailMismatch: 'Email does not match the confirm email',
  /** A message key, not text: the site translates it. */
  mustBe18YearsOld: 'mustBe18YearsOld',
} as const

/** The e-mail field error of a taken address (§8 "Registration, field error on e-mail"). */
export const EMAIL_EXISTS_MESSAGE = 'email exists'

export const phoneNumberMessage = 'Please enter a valid phone number'

/** How an erased account appears on what it leaves behind (reviews, chats). */
export const FORMER_MEMBER_NAME = 'Former member'
