import { asSystem } from '@driftway/collections'
import { verifyPassword } from '@driftway/collections/auth/password'
import { changePasswordSchema, emailOnlySchema, emailVerificationSchema, registrationSchema } from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ValidationError } from 'payload'
import { z } from 'zod'
import { currentUser, requireUser } from '../../auth/plugin'
import { revokeUserSessions } from '../../auth/sessions'
import { verifyToken } from '../../auth/tokens'
import { findUserByEmail, findUserById, isUsableAccount, type UserWithSecret } from '../../auth/users'
import { notFound } from '../../http/errors'
import { auditLogRoutes } from './audit-log'
import {
  accountErrors,
  detailSchema,
  mailLanguageFor,
  mailRateLimit,
  sendVerificationMail,
  sendWelcomeMail,
} from './common'
import { privacyRoutes } from './privacy'
import { profileRoutes } from './profile'
import { currentUserSchema, publicUserSchema, toCurrentUser, toPublicUser } from './shapes'

/** A unique-index failure on `email` (two sign-ups racing past the lookup). */
export const isEmailTaken = (error: unknown): boolean =>
  error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'email')

/** Registration, e-mail confirmation, the own account and other users' public profiles (accounts §7). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx

  app.post(
    '/user/',
    {
      config: { ...mailRateLimit(app), errors: ['email_exists'] },
      schema: {
        tags: ['accounts'],
        summary: 'Sign up (traveler: role 1; lessors: roles 2, 3, 4 with company_name)',
        description:
          'Creates an unconfirmed account and e-mails `{SITE_URL}/confirm-email/{key}`. A taken e-mail → 400 email_exists with fields.email ["email exists"].',
        body: registrationSchema,
        response: { 201: currentUserSchema },
      },
    },
    async (request, reply) => {
      const input = request.body
      if (await findUserByEmail(payload, input.email)) throw accountErrors.emailExists()
      const isTraveler = input.role === 1
      let user: UserWithSecret
      try {
        user = await payload.create({
          collection: 'users',
          data: {
            email: input.email,
            password: input.password,
            role: input.role,
            first_name: input.first_name,
            last_name: input.last_name,
            company_name: isTraveler ? undefined : input.company_name,
            currency_code: input.currency_code,
            lang_code: input.lang_code || mailLanguageFor(request),
            // A new profile is never complete: the profile form decides that (PATCH /user/me/).
            is_profile_completed: false,
          },
          ...asSystem(),
          depth: 0,
        })
      } catch (error) {
        if (isEmailTaken(error)) throw accountErrors.emailExists()
        throw error
      }
      app.mailer.sendInBackground(() => sendVerificationMail(app, request, user))
      reply.status(201)
      return toCurrentUser(payload, env.publicUrl, (await findUserById(payload, user.id, { withSecret: true })) ?? user)
    },
  )

  app.post(
    '/user/email/verify/',
    {
      config: { errors: ['invalid_verification_key'] },
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the e-mail address with the key from the confirmation link',
        description:
          'Keys are signed and expire after 3 days → 400 invalid_verification_key. Confirming twice is fine.',
        body: emailVerificationSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const claims = await verifyToken(env, 'email_verify', request.body.key)
      const user = claims ? await findUserById(payload, String(claims.sub)) : null
      if (!claims || !user || !isUsableAccount(user) || user.email !== claims.email)
        throw accountErrors.invalidVerificationKey()
      if (!user.is_email_verified) {
        await payload.update({
          collection: 'users',
          id: user.id,
          data: { is_email_verified: true },
          ...asSystem(),
          depth: 0,
        })
        app.mailer.sendInBackground(() => sendWelcomeMail(app, request, user))
      }
      return { detail: 'E-mail address confirmed.' }
    },
  )

  app.post(
    '/user/resend-email/',
    {
      config: mailRateLimit(app),
      schema: {
        tags: ['accounts'],
        summary: 'Send the confirmation e-mail again',
        description: 'Always 200 (whether or not the account exists); mails only unconfirmed, active accounts.',
        body: emailOnlySchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(payload, request.body.email)
      if (user && isUsableAccount(user) && !user.is_email_verified) {
        app.mailer.sendInBackground(() => sendVerificationMail(app, request, user))
      }
      return { detail: 'Email was sent.' }
    },
  )

  app.get(
    '/user/me/',
    {
      onRequest: [requireUser],
      config: { errors: ['no_active_account'] },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (own profile, all fields)',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const user = await findUserById(payload, currentUser(request).id, { withSecret: true })
      if (!user) throw accountErrors.noActiveAccount()
      return toCurrentUser(payload, env.publicUrl, user)
    },
  )

  await app.register(profileRoutes)

  await app.register(privacyRoutes)
  await app.register(auditLogRoutes)

  app.post(
    '/user/me/password/change/',
    {
      onRequest: [requireUser],
      config: { errors: ['no_active_account', 'reset_password'] },
      schema: {
        tags: ['accounts'],
        summary: 'Change the password',
        description: 'Wrong old password → 400 reset_password. Other sessions are signed out; this one stays.',
        body: changePasswordSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const user = await findUserById(payload, currentUser(request).id, { withSecret: true })
      if (!user) throw accountErrors.noActiveAccount()
      if (!user.password_hash) throw accountErrors.noPasswordYet()
      if (!(await verifyPassword(request.body.old_password, user.password_hash))) throw accountErrors.wrongOldPassword()
      await payload.update({
        collection: 'users',
        id: user.id,
        data: { password: request.body.new_password1 },
        ...asSystem(),
        depth: 0,
      })
      await revokeUserSessions(payload, user.id, { exceptSid: request.sessionId ?? undefined })
      return { detail: 'New password has been saved.' }
    },
  )

  app.get(
    '/user/:id/',
    {
      onRequest: [requireUser],
      config: { errors: ['user_not_found'] },
      schema: {
        tags: ['accounts'],
        summary: "Another user's public profile",
        description:
          'Name (travelers: first name and last initial), company, city (lessors) and photo; never e-mail, phone or address. A deleted account answers as "Former member" (is_former_member: true) with nothing else.',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: publicUserSchema },
      },
    },
    async (request) => {
      const user = await findUserById(payload, request.params.id)
      // An erased account still has its reviews and chats: they show it as a former member.
      if (!user || (!isUsableAccount(user) && !user.deleted_at_ts)) throw notFound('user_not_found', 'User not found.')
      return toPublicUser(payload, env.publicUrl, user)
    },
  )
}
