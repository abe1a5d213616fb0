import {
  addDataAndFileToRequest,
  type CollectionBeforeLoginHook,
  commitTransaction,
  type Endpoint,
  type Field,
  type PayloadRequest,
} from 'payload'
import QRCode from 'qrcode'
import { type StaffTwoFactorErrorKey, staffTwoFactorMessages } from '../auth/staff-two-factor-messages'
import { acceptTotp, newTotpSecret, totpUri } from '../auth/totp'
import { publicError } from '../hooks'
import { asSystem } from '../local-api'
import type { Staff } from '../payload-types'

/**
 * Two-factor sign-in for staff (docs/decisions/0024): the same TOTP module as the marketplace's,
 * asked by Payload's own login operation (`beforeLogin` runs after the password matched and before
 * a token is signed, for `POST /api/staff/login`, the admin's login view and a password reset), so
 * no staff session exists without the code once it is on.
 *
 * Set up from the admin account view (cms/src/components/TwoFactorSetup.tsx) through the
 * endpoints below; the secret fields are hidden and written only here.
 */

/** Body field of `POST /api/staff/login` (and reset-password) that carries the authenticator code. */
export const STAFF_TOTP_FIELD = 'totp_code'

/** Wrong codes in a row before the account's code step pauses; the password already matched. */
const MAX_CODE_FAILURES = 5
const CODE_PAUSE_MS = 10 * 60 * 1000
const codeFailures = new Map<string, { count: number; until: number }>()

type StaffSecrets = Pick<Staff, 'id' | 'two_factor_enabled' | 'totp_secret' | 'totp_pending_secret' | 'totp_last_step'>

export const twoFactorFields: Field[] = [
  {
    name: 'two_factor_enabled',
    label: 'Two-factor sign-in',
    type: 'checkbox',
    defaultValue: false,
    // Turned on and off only through the endpoints below, which check a code first.
    access: { create: () => false, update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      components: { Field: '@driftway/cms/components/TwoFactorSetup#TwoFactorSetup' },
    },
  },
  { name: 'totp_secret', type: 'text', hidden: true },
  { name: 'totp_pending_secret', type: 'text', hidden: true },
  { name: 'totp_last_step', type: 'number', hidden: true },
]

const refuse = (key: StaffTwoFactorErrorKey, status = 401) =>
  publicError(staffTwoFactorMessages[key], status, { error_key: key })

/**
 * Refuses the session but keeps what the operation already wrote: with database transactions on,
 * throwing would roll back a password reset (decision 0024: the new password holds, only the
 * session needs the code) and the login's counter reset. Payload's login commits before its own
 * refusal the same way; the operation's later rollback is then a no-op.
 */
async function refuseKeepingWrites(req: PayloadRequest, key: StaffTwoFactorErrorKey, status = 401): Promise<never> {
  if (req.transactionID) await commitTransaction(req)
  throw refuse(key, status)
}

/** Refuses the sign-in of a staff member with two-factor on unless the body carries a fresh valid code. */
export const requireStaffTotp: CollectionBeforeLoginHook = async ({ req, user }) => {
  const staff = user as StaffSecrets
  if (!staff.two_factor_enabled) return user
  const key = String(staff.id)
  const code = (req.data as Record<string, unknown> | undefined)?.[STAFF_TOTP_FIELD]
  if (code === undefined || code === '') return refuseKeepingWrites(req, 'otp_required')
  const failures = codeFailures.get(key)
  if (failures && failures.until > Date.now()) return refuseKeepingWrites(req, 'otp_paused', 429)
  const step = acceptTotp(staff.totp_secret, code, staff.totp_last_step)
  if (step === null) {
    const count = (failures?.count ?? 0) + 1
    codeFailures.set(key, { count, until: count >= MAX_CODE_FAILURES ? Date.now() + CODE_PAUSE_MS : 0 })
    return refuseKeepingWrites(req, 'otp_invalid')
  }
  codeFailures.delete(key)
  await req.payload.db.updateOne({ collection: 'staff', id: staff.id, data: { totp_last_step: step }, req })
  return user
}

const signedInStaff = async (req: PayloadRequest): Promise<StaffSecrets> => {
  if (req.user?.collection !== 'staff') throw publicError('Sign in to the admin first.', 401)
  return (await req.payload.findByID({
    collection: 'staff',
    id: req.user.id,
    showHiddenFields: true,
    depth: 0,
    req,
    ...asSystem(),
  })) satisfies StaffSecrets
}

const codeOf = async (req: PayloadRequest): Promise<unknown> => {
  await addDataAndFileToRequest(req)
  return (req.data as Record<string, unknown> | undefined)?.code
}

const saveSecrets = (req: PayloadRequest, id: string, data: Omit<Partial<StaffSecrets>, 'id'>) =>
  req.payload.update({ collection: 'staff', id, data, depth: 0, req, ...asSystem() })

/** `/api/staff/two-factor/…`: set up (QR code), confirm with a first code, turn off with a code. */
export const twoFactorEndpoints: Endpoint[] = [
  {
    path: '/two-factor/setup',
    method: 'post',
    handler: async (req) => {
      const staff = await signedInStaff(req)
      if (staff.two_factor_enabled) throw publicError('Two-factor sign-in is already on.', 409)
      const secret = newTotpSecret()
      await saveSecrets(req, staff.id, { totp_pending_secret: secret })
      const uri = totpUri(secret, String(req.user?.email ?? 'staff'))
      const qr = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(uri, { type: 'svg', margin: 1 })).toString('base64')}`
      return Response.json({ secret, uri, qr })
    },
  },
  {
    path: '/two-factor/enable',
    method: 'post',
    handler: async (req) => {
      const staff = await signedInStaff(req)
      const step = acceptTotp(staff.totp_pending_secret, await codeOf(req), null)
      if (step === null) throw refuse('otp_invalid', 400)
      await saveSecrets(req, staff.id, {
        two_factor_enabled: true,
        totp_secret: staff.totp_pending_secret,
        totp_pending_secret: null,
        totp_last_step: step,
      })
      return Response.json({ two_factor_enabled: true })
    },
  },
  {
    path: '/two-factor/disable',
    method: 'post',
    handler: async (req) => {
      const staff = await signedInStaff(req)
      if (!staff.two_factor_enabled) return Response.json({ two_factor_enabled: false })
      const step = acceptTotp(staff.totp_secret, await codeOf(req), staff.totp_last_step)
      if (step === null) throw refuse('otp_invalid', 400)
      await saveSecrets(req, staff.id, {
        two_factor_enabled: false,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: step,
      })
      return Response.json({ two_factor_enabled: false })
    },
  },
]
