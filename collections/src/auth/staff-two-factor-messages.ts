/**
 * What `POST /api/staff/login` answers when the authenticator code is missing or wrong
 * (collections/src/collections/Staff.twoFactor.ts), shared with the admin's login form
 * (cms/src/components/StaffLoginForm.tsx). The answer carries `errors[0].data.error_key` where
 * Payload formats the error itself; in the built admin its error class may reach the REST
 * handler as another copy of Payload's `APIError`, and then only the message comes through —
 * so the form recognises the message too. No imports: this file is bundled into the browser.
 */
export const staffTwoFactorMessages = {
  otp_required: 'Enter the code from your authenticator app.',
  otp_invalid: 'That code is not valid. Enter the current code from your authenticator app.',
  otp_paused: 'Too many wrong codes. Try again in a few minutes.',
} as const

export type StaffTwoFactorErrorKey = keyof typeof staffTwoFactorMessages
