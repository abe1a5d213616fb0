import { randomUUID } from 'node:crypto'
import { asSystem } from '@driftway/collections'
import { hashPassword, verifyPassword } from '@driftway/collections/auth/password'
import {
  currentTimestamp,
  emailOnlySchema,
  langCodeSchema,
  loginSchema,
  reauthSchema,
  resetPasswordSchema,
  roles,
  validationMessages,
} from '@driftway/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createGoogleVerifier } from '../../auth/google'
import { currentUser, requireUser } from '../../auth/plugin'
import { checkLockToken, checkResetToken, decodeUid } from '../../auth/reset-token'
import { endSession, markReauthenticated, revokeUserSessions, rotateSession, startSession } from '../../auth/sessions'
import { LoginThrottle } from '../../auth/throttle'
import { hasTwoFactor, useTotpCode } from '../../auth/two-factor'
import { findUserByEmail, findUserById, isUsableAccount, type UserWithSecret } from '../../auth/users'
import { badRequest } from '../../http/errors'
import { RedisFailureStore } from '../../redis/failure-store'
import {
  accountErrors,
  detailSchema,
  mailLanguageFor,
  mailRateLimit,
  sendPasswordLinkMail,
  sendSecurityMail,
  sendWelcomeMail,
  sessionMeta,
  tokenPairSchema,
} from './common'

const refreshBody = z
  .object({
    refresh: z.string().trim().min(1).optional(),
    /** Older clients send the refresh token under this name. */
    refreshToken: z.string().trim().min(1).optional(),
    idToken: z.string().optional(),
  })
  .refine((body) => Boolean(body.refresh || body.refreshToken), {
    path: ['refresh'],
    message: validationMessages.required('refresh'),
  })

const optionalRole = z.preprocess(
  (value) => (value === null || value === '' ? undefined : typeof value === 'string' ? Number(value) : value),
  z.literal([...roles]).optional(),
)

const googleBody = z
  .object({
    /** The ID token from Sign in with Google (`credential`); `id_token` is accepted as well. */
    credential: z.string().trim().min(1).optional(),
    id_token: z.string().trim().min(1).optional(),
    /** Sent from the sign-up page (the site defaults it to 1); without it no account is created. */
    role: optionalRole,
    lang_code: langCodeSchema.optional(),
  })
  .refine((body) => Boolean(body.credential || body.id_token), {
    path: ['credential'],
    message: validationMessages.required('credential'),
  })

const googleTokens = z.object({ access_token: z.string(), refresh_token: z.string(), is_new_user: z.boolean() })

const truncate = (value: string | undefined, max: number) => (value ? value.slice(0, max) : undefined)

/** Sign-in, token refresh, password reset and Google sign-in (accounts §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  const windowSeconds = env.loginFailureWindowSeconds
  // Shared by every API process through Redis when REDIS_URL is set (decision 0078).
  const throttle = new LoginThrottle(
    { perAccount: env.loginMaxFailuresPerAccount, perIp: env.loginMaxFailuresPerIp, windowSeconds },
    app.redis ? new RedisFailureStore(app.redis.commands, windowSeconds * 1000, app.log) : undefined,
  )
  // Verified against when the e-mail is unknown, so both failures take the same time.
  const dummyHash = await hashPassword(randomUUID())
  const verifyGoogleToken = createGoogleVerifier(env)

  /**
   * A failed proof of identity (password or code) from this client: counted by the throttle, and
   * once an account has had `loginNotifyAfterFailures` failures in the window (from anywhere), its
   * owner gets an e-mail with a link to lock the account.
   */
  async function recordFailure(request: FastifyRequest, email: string, user: UserWithSecret | null): Promise<void> {
    const failures = await throttle.recordFailure(email, request.clientIp)
    if (user && isUsableAccount(user) && failures === env.loginNotifyAfterFailures) {
      app.mailer.sendInBackground(() => sendSecurityMail(app, request, user, 'signInFailures'))
    }
  }

  async function refuseWhileThrottled(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
    const wait = await throttle.retryAfter(email, request.clientIp)
    if (wait > 0) {
      reply.header('retry-after', String(wait))
      throw accountErrors.tooManyLoginAttempts()
    }
  }

  app.post(
    '/auth/token/',
    {
      config: {
        errors: [
          'no_active_account',
          'account_locked',
          'email_not_activated',
          'otp_required',
          'invalid_otp',
          'too_many_login_attempts',
        ],
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (and the authenticator code when two-factor sign-in is on)',
        description:
          'Errors: 401 no_active_account (unknown e-mail, wrong password, deleted account — one message), 403 email_not_activated (right password, unconfirmed e-mail), 403 account_locked (the owner locked it; a password reset unlocks), 401 otp_required (right password, two-factor on, no `otp`), 401 invalid_otp, 429 too_many_login_attempts (this client, per account and overall).',
        body: loginSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request, reply) => {
      const { email, password, otp } = request.body
      await refuseWhileThrottled(request, reply, email)
      const user = await findUserByEmail(payload, email, { withSecret: true })
      const passwordOk = await verifyPassword(password, user?.password_hash || dummyHash)
      if (!user?.password_hash || !passwordOk || !isUsableAccount(user)) {
        await recordFailure(request, email, user)
        throw accountErrors.noActiveAccount()
      }
      // Only after the password proved who is asking, so these reveal nothing to a guesser.
      if (user.locked_at_ts) throw accountErrors.accountLocked()
      if (!user.is_email_verified) throw accountErrors.emailNotActivated()
      if (hasTwoFactor(user)) {
        if (!otp) throw accountErrors.otpRequired()
        if ((await useTotpCode(payload, user, otp)) === null) {
          await recordFailure(request, email, user)
          throw accountErrors.invalidOtp()
        }
      }
      await throttle.recordSuccess(email, request.clientIp)
      return startSession(payload, env, user, sessionMeta(request))
    },
  )

  app.post(
    '/auth/reauth/',
    {
      onRequest: [requireUser],
      config: {
        errors: [
          'reset_password',
          'wrong_password',
          'otp_code_required',
          'otp_code_invalid',
          'too_many_login_attempts',
        ],
      },
      schema: {
        tags: ['auth'],
        summary: 'Prove it is still you: password (and code) again, for money settings',
        description:
          'Marks the current session as freshly signed in, so payout settings work for FRESH_SIGN_IN_MINUTES. 400 wrong_password, 400 otp_code_required / otp_code_invalid (two-factor on), 400 reset_password for accounts without a password (sign in again instead), 429 too_many_login_attempts.',
        body: reauthSchema,
        response: { 200: z.object({ detail: z.string(), fresh_until_ts: z.number() }) },
      },
    },
    async (request, reply) => {
      const signedIn = currentUser(request)
      await refuseWhileThrottled(request, reply, signedIn.email)
      const user = await findUserById(payload, signedIn.id, { withSecret: true })
      if (!user?.password_hash) throw accountErrors.noPasswordYet()
      if (!(await verifyPassword(request.body.password, user.password_hash))) {
        await recordFailure(request, user.email, user)
        throw badRequest('wrong_password', 'The password is not correct.', {
          password: ['The password is not correct.'],
        })
      }
      if (hasTwoFactor(user)) {
        // 400 keys of their own rather than sign-in's 401 ones: the site treats a 401 on a signed-in
        // call as an expired token.
        const otpError = (key: 'otp_code_required' | 'otp_code_invalid', message: string) =>
          badRequest(key, message, { otp: [message] })
        if (!request.body.otp) throw otpError('otp_code_required', 'Enter the 6-digit code of your authenticator app.')
        if ((await useTotpCode(payload, user, request.body.otp)) === null) {
          await recordFailure(request, user.email, user)
          throw otpError('otp_code_invalid', accountErrors.invalidOtp().message)
        }
      }
      await throttle.recordSuccess(user.email, request.clientIp)
      await markReauthenticated(payload, request.sessionId!)
      return {
        detail: 'Thanks, it is you.',
        fresh_until_ts: currentTimestamp() + env.freshSignInSeconds,
      }
    },
  )

  app.post(
    '/auth/lock/:uid/:token/',
    {
      config: { errors: ['invalid_token'] },
      schema: {
        tags: ['auth'],
        summary: 'Lock the account from the link of a security e-mail ("this was not me")',
        description:
          'Signs every session out and refuses sign-in (403 account_locked) until the password is reset. 400 invalid_token for a malformed or expired (7 days) link. Locking twice is harmless.',
        params: z.object({ uid: z.string().max(200), token: z.string().max(200) }),
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const userId = decodeUid(request.params.uid)
      const user = userId ? await findUserById(payload, userId) : null
      if (!user || !isUsableAccount(user) || !checkLockToken(env, user, request.params.token)) {
        throw accountErrors.invalidLockLink()
      }
      if (!user.locked_at_ts) {
        await payload.update({
          collection: 'users',
          id: user.id,
          data: { locked_at_ts: currentTimestamp() },
          ...asSystem(),
          depth: 0,
        })
      }
      await revokeUserSessions(payload, user.id)
      request.log.warn({ user: user.id }, 'account locked by its owner')
      return { detail: 'The account is locked and every session is signed out.' }
    },
  )

  app.post(
    '/auth/token/refresh/',
    {
      config: { errors: ['token_not_valid'] },
      schema: {
        tags: ['auth'],
        summary: 'Swap a refresh token for a new access and refresh token (rotation)',
        description:
          'The refresh token rotates: use the new one next time. Presenting an already used refresh token signs the whole session out (401 token_not_valid).',
        body: refreshBody,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => rotateSession(payload, env, (request.body.refresh ?? request.body.refreshToken)!),
  )

  app.post(
    '/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign this session out: revoke the refresh token and its session family',
        description:
          'Not in the spec (the client there just forgets its tokens): a stolen copy of the tokens must not outlive a logout. Always 204, also for a token that is already invalid.',
        body: refreshBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endSession(payload, env, (request.body.refresh ?? request.body.refreshToken)!)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/auth/password/reset/',
    {
      config: { ...mailRateLimit(app), errors: ['user_not_found'] },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        description:
          'Sends `{SITE_URL}/reset-password/{uidb64}/{token}` (24 h, single use). 404 user_not_found for an unknown e-mail (accounts §8).',
        body: emailOnlySchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(payload, request.body.email, { withSecret: true })
      if (!user || !isUsableAccount(user)) throw accountErrors.userNotFound()
      app.mailer.sendInBackground(() => sendPasswordLinkMail(app, request, user, 'reset'))
      return { detail: 'Password reset e-mail has been sent.' }
    },
  )

  app.post(
    '/auth/password/reset/confirm/:uid/:token/',
    {
      config: { errors: ['invalid_token'] },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset (or guest set-password) link',
        description:
          '400 invalid_token when the link is malformed, expired (24 h) or already used. Confirms the e-mail address too.',
        params: z.object({ uid: z.string().max(200), token: z.string().max(200) }),
        body: resetPasswordSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const userId = decodeUid(request.params.uid)
      const user = userId ? await findUserById(payload, userId, { withSecret: true }) : null
      if (!user || !isUsableAccount(user) || !checkResetToken(env, user, request.params.token)) {
        throw accountErrors.invalidResetLink()
      }
      // The hook hashes `password` into password_hash, which also kills this link. Opening the
      // link proved the mailbox is theirs, so the address counts as confirmed.
      await payload.update({
        collection: 'users',
        id: user.id,
        // A reset also lifts a lock the owner set from a security e-mail: a new password is the way back in.
        data: { password: request.body.new_password1, is_email_verified: true, locked_at_ts: null },
        ...asSystem(),
        depth: 0,
      })
      await revokeUserSessions(payload, user.id)
      return { detail: 'Password has been reset with the new password.' }
    },
  )

  app.post(
    '/user/auth/google/',
    {
      config: {
        errors: [
          'invalid_google_token',
          'google_not_configured',
          'google_unavailable',
          'no_active_account',
          'account_locked',
          'authentication_failed',
        ],
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in or sign up with a Google ID token',
        description:
          'Existing account (by Google subject or e-mail) → signed in and linked. Unknown account: with `role` a confirmed account is created; without it 401 authentication_failed. Bad token → 401 invalid_google_token.',
        body: googleBody,
        response: { 200: googleTokens },
      },
    },
    async (request) => {
      const identity = await verifyGoogleToken((request.body.credential ?? request.body.id_token)!)
      const bySub = await payload.find({
        collection: 'users',
        where: { google_sub: { equals: identity.sub } },
        limit: 1,
        depth: 0,
        ...asSystem(),
      })
      let user = bySub.docs[0] ?? (await findUserByEmail(payload, identity.email))
      let isNewUser = false
      if (user) {
        if (!isUsableAccount(user)) throw accountErrors.noActiveAccount()
        if (user.locked_at_ts) throw accountErrors.accountLocked()
        if (user.google_sub !== identity.sub || !user.is_email_verified) {
          user = await payload.update({
            collection: 'users',
            id: user.id,
            data: { google_sub: identity.sub, is_email_verified: true },
            ...asSystem(),
            depth: 0,
          })
        }
      } else {
        const role = request.body.role
        if (!role) throw accountErrors.googleNoAccount()
        user = await payload.create({
          collection: 'users',
          data: {
            email: identity.email,
            role,
            first_name: truncate(identity.givenName ?? identity.name, 35),
            last_name: truncate(identity.familyName, 35),
            google_sub: identity.sub,
            is_email_verified: true,
            is_profile_completed: false,
            currency_code: 'EUR',
            lang_code: request.body.lang_code ?? mailLanguageFor(request),
          },
          ...asSystem(),
          depth: 0,
        })
        isNewUser = true
        const created = user
        app.mailer.sendInBackground(() => sendWelcomeMail(app, request, created))
      }
      const tokens = await startSession(payload, env, user, sessionMeta(request))
      return { access_token: tokens.access, refresh_token: tokens.refresh, is_new_user: isNewUser }
    },
  )
}
