import { EMAIL_EXISTS_MESSAGE, accountErrorKeys as keys } from '@driftway/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { encodeUid, lockAccountLink, makeResetToken } from '../../auth/reset-token'
import type { SessionMeta } from '../../auth/sessions'
import { signEmailVerificationKey } from '../../auth/tokens'
import type { UserWithSecret } from '../../auth/users'
import { ApiError, badRequest, notFound, unauthorized } from '../../http/errors'
import { pickMailLanguage } from '../../mail/language'

/** The errors of accounts §8 (and the keys the spec left to us), worded once. */
export const accountErrors = {
  noActiveAccount: () => unauthorized(keys.noActiveAccount, 'No active account found with the given credentials'),
  emailNotActivated: () =>
    new ApiError(
      keys.emailNotActivated,
      'Your e-mail address is not confirmed yet. Check your inbox or request a new confirmation e-mail.',
    ),
  tooManyLoginAttempts: () =>
    new ApiError(keys.tooManyLoginAttempts, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.'),
  emailExists: (message = 'A user with this e-mail address already exists.') =>
    badRequest(keys.emailExists, message, { email: [EMAIL_EXISTS_MESSAGE] }),
  userNotFound: () => notFound(keys.userNotFound, 'User with this e-mail address was not found.'),
  invalidResetLink: () => badRequest(keys.invalidToken, 'The password reset link is invalid or has expired.'),
  wrongOldPassword: () =>
    badRequest(keys.resetPassword, 'Your old password was entered incorrectly. Please enter it again.'),
  noPasswordYet: () =>
    badRequest(keys.resetPassword, 'This account has no password yet. Use "Forgot password" to set one.'),
  invalidVerificationKey: () =>
    badRequest(keys.invalidVerificationKey, 'The confirmation link is invalid or has expired.'),
  googleNoAccount: () =>
    unauthorized(
      keys.authenticationFailed,
      "No account uses this Google address. Go to the sign-up page, choose an option and select 'Continue with Google.'",
    ),
  profileIncomplete: () => badRequest(keys.profileIncomplete, 'Complete your profile before opening a payout account.'),
  merchantNotFound: () => notFound(keys.merchantNotFound, 'No payout account exists for this user yet.'),
  bankAccountNotFound: () => notFound(keys.bankAccountNotFound, 'This bank account does not belong to the merchant.'),
  sandboxOnly: () => badRequest(keys.sandboxOnly, 'Statuses can only be simulated for sandbox merchants.'),
  otpRequired: () =>
    unauthorized(keys.otpRequired, 'Enter the 6-digit code of your authenticator app to finish signing in.'),
  invalidOtp: () =>
    unauthorized(keys.invalidOtp, 'This code is wrong or has expired. Enter the current code of your app.'),
  accountLocked: () =>
    new ApiError(
      keys.accountLocked,
      'This account is locked. Choose a new password with "Forgot password" to unlock it.',
    ),
  invalidLockLink: () => badRequest(keys.invalidToken, 'The link to lock the account is invalid or has expired.'),
}

export const detailSchema = z.object({ detail: z.string() })
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() })

export const sessionMeta = (request: FastifyRequest): SessionMeta => ({
  ip: request.clientIp,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
})

export const mailLanguageFor = (request: FastifyRequest, user?: Pick<UserWithSecret, 'lang_code'> | null) =>
  pickMailLanguage(user?.lang_code, request.headers['accept-language'])

/** "Anna" for the greeting: first name, else company, else the e-mail's local part. */
export const greetingName = (user: Pick<UserWithSecret, 'first_name' | 'company_name' | 'email'>) =>
  user.first_name || user.company_name || user.email.split('@')[0] || ''

/** `{SITE_URL}/confirm-email/{key}` in the user's language. Throws when delivery fails. */
export async function sendVerificationMail(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserWithSecret,
): Promise<void> {
  const key = await signEmailVerificationKey(app.ctx.env, { sub: String(user.id), email: user.email })
  await app.mailer.sendTemplate('verification', {
    to: user.email,
    lang: mailLanguageFor(request, user),
    vars: { name: greetingName(user), link: `${app.ctx.env.siteUrl}/confirm-email/${encodeURIComponent(key)}` },
  })
}

/** `{SITE_URL}/reset-password/{uidb64}/{token}`, as a reset or as a guest's "set your password". */
export async function sendPasswordLinkMail(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserWithSecret,
  template: 'reset' | 'guestSetPassword',
): Promise<void> {
  const link = `${app.ctx.env.siteUrl}/reset-password/${encodeUid(String(user.id))}/${makeResetToken(app.ctx.env, user)}`
  await app.mailer.sendTemplate(template, {
    to: user.email,
    lang: mailLanguageFor(request, user),
    vars: { name: greetingName(user), link },
  })
}

export async function sendWelcomeMail(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserWithSecret,
): Promise<void> {
  await app.mailer.sendTemplate('welcome', {
    to: user.email,
    lang: mailLanguageFor(request, user),
    vars: { name: greetingName(user), link: app.ctx.env.siteUrl },
  })
}

/** A security notice to the account's owner with the "this was not me: lock my account" link. */
export async function sendSecurityMail(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserWithSecret,
  template: 'signInFailures' | 'payoutChanged' | 'twoFactorOff' | 'paymentMethodChanged',
): Promise<void> {
  await app.mailer.sendTemplate(template, {
    to: user.email,
    lang: mailLanguageFor(request, user),
    vars: { name: greetingName(user), link: lockAccountLink(app.ctx.env, user) },
  })
}

/** Route `config` that applies the per-IP limit of e-mail-sending anonymous endpoints. */
export const mailRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.ctx.env.mailRateLimitMax, timeWindow: app.ctx.env.mailRateLimitWindowSeconds * 1000 },
})
