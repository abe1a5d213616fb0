import { countryIso2Schema, isLessorRole, isPrivatePersonLegalType, Role } from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Where } from 'payload'
import { z } from 'zod'
import { asUser, currentUser, requireFreshSignIn, requireUser } from '../../auth/plugin'
import { findUserById } from '../../auth/users'
import { forbidden } from '../../http/errors'
import {
  ensureMerchant,
  findOwnMerchant,
  syncWithProvider,
  toMerchantResponse,
  updateStatuses,
} from '../../payments/merchants'
import { sandboxBankAccountStatuses, sandboxMerchantStatuses } from '../../payments/sandbox'
import { accountErrors, sendSecurityMail } from './common'

const merchantSchema = z.object({
  id: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  status: z.string(),
  merged_status: z.object({ status: z.string(), description_code: z.string() }),
  overview_url: z.string().nullable(),
  bank_account: z.object({ id: z.string(), status: z.string() }).nullable(),
})

const legalTypeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  country_code_iso2: z.string(),
  is_private_person: z.boolean(),
})

/** Payout merchant, legal types and the sandbox status simulator (accounts §7, §4). */
export const paymentAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx
  const provider = app.payments

  app.get(
    '/payment/merchant/my/',
    {
      onRequest: [requireUser],
      config: { errors: ['merchant_not_found'] },
      schema: {
        tags: ['payments'],
        summary: "The signed-in user's payout merchant with its bank account",
        description: '404 merchant_not_found when none exists yet.',
        response: { 200: merchantSchema },
      },
    },
    async (request) => {
      const found = await findOwnMerchant(payload, currentUser(request))
      if (!found) throw accountErrors.merchantNotFound()
      return toMerchantResponse(await syncWithProvider(payload, provider, found))
    },
  )

  app.post(
    '/payment/merchant/my/',
    {
      onRequest: [requireFreshSignIn],
      config: { errors: ['profile_incomplete'] },
      schema: {
        tags: ['payments'],
        summary: 'Open the payout merchant (lessors with a complete profile)',
        description:
          '201 when created (the owner is mailed, with a link to lock the account), 200 when it existed. A money setting: needs a sign-in or password re-entry (POST /auth/reauth/) within FRESH_SIGN_IN_MINUTES, else 403 fresh_sign_in_required. Travelers → 403 permission_denied; incomplete profile → 400 profile_incomplete.',
        response: { 200: merchantSchema, 201: merchantSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      if (!isLessorRole(user.role)) throw forbidden('permission_denied', 'Only lessors have a payout account.')
      if (!user.is_profile_completed) throw accountErrors.profileIncomplete()
      const result = await ensureMerchant(payload, provider, user)
      if (result.created) {
        const owner = await findUserById(payload, user.id)
        if (owner) app.mailer.sendInBackground(() => sendSecurityMail(app, request, owner, 'payoutChanged'))
      }
      reply.status(result.created ? 201 : 200)
      return toMerchantResponse(result)
    },
  )

  app.get(
    '/payment/legal-type/',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['payments'],
        summary: 'Company legal types, by country',
        description:
          "Filter with ?country_code_iso2=DE. The 'private person' type is listed for campsite lessors only.",
        querystring: z.object({ country_code_iso2: countryIso2Schema.optional() }),
        response: { 200: z.array(legalTypeSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const country = request.query.country_code_iso2
      const where: Where = country ? { country_code_iso2: { equals: country } } : {}
      const result = await payload.find({
        collection: 'legal-types',
        where,
        sort: ['country_code_iso2', 'name'],
        limit: 0,
        pagination: false,
        depth: 0,
        ...asUser(user),
      })
      return result.docs
        .filter((doc) => user.role === Role.CAMPSITE_LESSOR || !isPrivatePersonLegalType(doc.code))
        .map((doc) => ({
          id: String(doc.id),
          code: doc.code,
          name: doc.name,
          country_code_iso2: doc.country_code_iso2,
          is_private_person: isPrivatePersonLegalType(doc.code),
        }))
    },
  )

  /**
   * The simulator acts on the caller's own merchant only (the spec allows "any authenticated
   * user"; letting one user move another's payout status is not something a sandbox needs), and
   * only on sandbox merchants. Someone else's merchant is reported as not found.
   */
  async function ownSandboxMerchant(userId: string, merchantUid: string) {
    const user = await findUserById(payload, userId)
    const found = user ? await findOwnMerchant(payload, user) : null
    if (!found || String(found.merchant.id) !== merchantUid) throw accountErrors.merchantNotFound()
    if (found.merchant.provider !== 'sandbox' || !provider.simulator) throw accountErrors.sandboxOnly()
    return found
  }

  const merchantStatus = z.object({ status: z.enum(sandboxMerchantStatuses) })
  const bankStatus = z.object({ status: z.enum(sandboxBankAccountStatuses) })

  app.post(
    '/payment/sandbox-simulator/merchant/update-status/:merchant_uid/',
    {
      onRequest: [requireUser],
      config: { errors: ['merchant_not_found', 'sandbox_only'] },
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: set the status of the own merchant',
        params: z.object({ merchant_uid: z.string().max(64) }),
        body: merchantStatus,
        response: { 200: merchantSchema },
      },
    },
    async (request) => {
      const found = await ownSandboxMerchant(currentUser(request).id, request.params.merchant_uid)
      return toMerchantResponse(await updateStatuses(payload, found, { merchantStatus: request.body.status }))
    },
  )

  app.post(
    '/payment/sandbox-simulator/merchant/:merchant_uid/bank-account/:bank_account_uid/update-status/',
    {
      onRequest: [requireUser],
      config: { errors: ['merchant_not_found', 'sandbox_only', 'bank_account_not_found'] },
      schema: {
        tags: ['payments'],
        summary: "Sandbox: set the status of the own merchant's bank account",
        params: z.object({ merchant_uid: z.string().max(64), bank_account_uid: z.string().max(64) }),
        body: bankStatus,
        response: { 200: merchantSchema },
      },
    },
    async (request) => {
      const found = await ownSandboxMerchant(currentUser(request).id, request.params.merchant_uid)
      if (!found.bankAccount || String(found.bankAccount.id) !== request.params.bank_account_uid) {
        throw accountErrors.bankAccountNotFound()
      }
      return toMerchantResponse(await updateStatuses(payload, found, { bankAccountStatus: request.body.status }))
    },
  )
}
