import { randomUUID } from 'node:crypto'
import { hashPassword, verifyPassword } from '@driftway/collections/auth/password'
import {
  emailOnlySchema,
  langCodeSchema,
  loginSchema,
  resetPasswordSchema,
  roles,
  validationMessages,
} from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createGoogleVerifier } from '../../auth/google'
import { checkResetToken, decodeUid } from '../../auth/reset-token'
import { endSession, revokeUserSessions, rotateSession, startSession } from '../../auth/sessions'
import { LoginThrottle } from '../../auth/throttle'
import { findUserByEmail, findUserById, isUsableAccount, type UserWithSecret } from '../../auth/users'
import {
  accountErrors,
  detailSchema,
  mailLanguageFor,
  mailRateLimit,
  sendPasswordLinkMail,
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
  const throttle = new LoginThrottle({
    perAccount: env.loginMaxFailuresPerAccount,
    perIp: env.loginMaxFailuresPerIp,
    windowSeconds: env.loginFailureWindowSeconds,
  })
  // Verified against when the e-mail is unknown, so both failures take the same time.
  const dummyHash = await hashPassword(randomUUID())
  const verifyGoogleToken = createGoogleVerifier(env)

  app.post(
    '/auth/token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Errors: 401 no_active_account (unknown e-mail, wrong password, deleted account — one message), 403 email_not_activated (right password, unconfirmed e-mail), 429 too_many_login_attempts.',
        body: loginSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body
      const wait = throttle.retryAfter(email, request.ip)
      if (wait > 0) {
        reply.header('retry-after', String(wait))
        throw accountErrors.tooManyLoginAttempts()
      }
      const user = await findUserByEmail(payload, email, { withSecret: true })
      const passwordOk = await verifyPassword(password, user?.password_hash || dummyHash)
      if (!user?.password_hash || !passwordOk || !isUsableAccount(user)) {
        throttle.recordFailure(email, request.ip)
        throw accountErrors.noActiveAccount()
      }
      // Only after the password proved who is asking, so this reveals nothing to a guesser.
      if (!user.is_email_verified) throw accountErrors.emailNotActivated()
      throttle.recordSuccess(email)
      return startSession(payload, env, user, sessionMeta(request))
    },
  )

  app.post(
    '/auth/token/refresh/',
    {
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
      config: mailRateLimit(app),
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
        data: { password: request.body.new_password1, is_email_verified: true },
        overrideAccess: true,
        depth: 0,
      })
      await revokeUserSessions(payload, user.id)
      return { detail: 'Password has been reset with the new password.' }
    },
  )

  app.post(
    '/user/auth/google/',
    {
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
        overrideAccess: true,
      })
      let user =
        (bySub.docs[0] as unknown as UserWithSecret | undefined) ?? (await findUserByEmail(payload, identity.email))
      let isNewUser = false
      if (user) {
        if (!isUsableAccount(user)) throw accountErrors.noActiveAccount()
        if (user.google_sub !== identity.sub || !user.is_email_verified) {
          user = (await payload.update({
            collection: 'users',
            id: user.id,
            data: { google_sub: identity.sub, is_email_verified: true },
            overrideAccess: true,
            depth: 0,
          })) as unknown as UserWithSecret
        }
      } else {
        const role = request.body.role
        if (!role) throw accountErrors.googleNoAccount()
        user = (await payload.create({
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
          overrideAccess: true,
          depth: 0,
        })) as unknown as UserWithSecret
        isNewUser = true
        const created = user
        app.mailer.sendInBackground(() => sendWelcomeMail(app, request, created))
      }
      const tokens = await startSession(payload, env, user, sessionMeta(request))
      return { access_token: tokens.access, refresh_token: tokens.refresh, is_new_user: isNewUser }
    },
  )
}
