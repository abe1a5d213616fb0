import { asSystem } from '@driftway/collections'
import { newTotpSecret, totpUri } from '@driftway/collections/auth/totp'
import { currentTimestamp, otpCodeSchema } from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireFreshSignIn } from '../../auth/plugin'
import { hasTwoFactor, useTotpCode } from '../../auth/two-factor'
import { findUserById, type UserWithSecret } from '../../auth/users'
import { badRequest } from '../../http/errors'
import { accountErrors, detailSchema, sendSecurityMail } from './common'

const otpBody = z.object({ otp: otpCodeSchema })
const wrongCode = () =>
  badRequest('otp_code_invalid', accountErrors.invalidOtp().message, { otp: [accountErrors.invalidOtp().message] })

/**
 * Two-factor sign-in with an authenticator app (TOTP) for every marketplace user: set up (a new
 * secret and its otpauth:// URI for the QR code), turn on with a first code, turn off with a code.
 * All three need a fresh sign-in, like money settings: a borrowed session must not switch off (or
 * take over) the second factor.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx

  async function ownAccount(id: string): Promise<UserWithSecret> {
    const user = await findUserById(payload, id, { withSecret: true })
    if (!user) throw accountErrors.noActiveAccount()
    return user
  }

  app.post(
    '/user/me/two-factor/setup/',
    {
      onRequest: [requireFreshSignIn],
      config: { errors: ['no_active_account', 'two_factor_enabled'] },
      schema: {
        tags: ['accounts'],
        summary: 'Start setting up two-factor sign-in: a new authenticator secret',
        description:
          'Returns the secret (base32, for typing in) and the otpauth:// URI (for the QR code). Nothing changes for sign-in until POST /user/me/two-factor/enable/ confirms a code. 400 two_factor_enabled when it is on already; 403 fresh_sign_in_required.',
        response: { 200: z.object({ secret: z.string(), otpauth_url: z.string() }) },
      },
    },
    async (request) => {
      const user = await ownAccount(currentUser(request).id)
      if (hasTwoFactor(user)) throw badRequest('two_factor_enabled', 'Two-factor sign-in is already on.')
      const secret = newTotpSecret()
      await payload.update({
        collection: 'users',
        id: user.id,
        data: { totp_pending_secret: secret },
        ...asSystem(),
        depth: 0,
      })
      return { secret, otpauth_url: totpUri(secret, user.email) }
    },
  )

  app.post(
    '/user/me/two-factor/enable/',
    {
      onRequest: [requireFreshSignIn],
      config: { errors: ['no_active_account', 'two_factor_enabled', 'two_factor_not_set_up', 'otp_code_invalid'] },
      schema: {
        tags: ['accounts'],
        summary: 'Turn two-factor sign-in on with the first code of the authenticator app',
        description:
          '400 otp_code_invalid for a wrong code; 400 two_factor_enabled when it is on already; 400 two_factor_not_set_up without a setup first.',
        body: otpBody,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const user = await ownAccount(currentUser(request).id)
      if (hasTwoFactor(user)) throw badRequest('two_factor_enabled', 'Two-factor sign-in is already on.')
      if (!user.totp_pending_secret) throw badRequest('two_factor_not_set_up', 'Start the setup first.')
      const step = await useTotpCode(payload, user, request.body.otp, user.totp_pending_secret)
      if (step === null) throw wrongCode()
      await payload.update({
        collection: 'users',
        id: user.id,
        data: {
          totp_secret: user.totp_pending_secret,
          totp_pending_secret: null,
          totp_enabled_at_ts: currentTimestamp(),
          totp_last_step: step,
        },
        ...asSystem(),
        depth: 0,
      })
      return { detail: 'Two-factor sign-in is on.' }
    },
  )

  app.post(
    '/user/me/two-factor/disable/',
    {
      onRequest: [requireFreshSignIn],
      config: { errors: ['no_active_account', 'two_factor_not_enabled', 'otp_code_invalid'] },
      schema: {
        tags: ['accounts'],
        summary: 'Turn two-factor sign-in off (needs a current code)',
        description:
          'Mails the owner, with a link to lock the account. 400 otp_code_invalid; 400 two_factor_not_enabled.',
        body: otpBody,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const user = await ownAccount(currentUser(request).id)
      if (!hasTwoFactor(user)) throw badRequest('two_factor_not_enabled', 'Two-factor sign-in is off.')
      if ((await useTotpCode(payload, user, request.body.otp)) === null) throw wrongCode()
      await payload.update({
        collection: 'users',
        id: user.id,
        data: { totp_secret: null, totp_pending_secret: null, totp_enabled_at_ts: null },
        ...asSystem(),
        depth: 0,
      })
      app.mailer.sendInBackground(() => sendSecurityMail(app, request, user, 'twoFactorOff'))
      return { detail: 'Two-factor sign-in is off.' }
    },
  )
}
