import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { publicError } from '../hooks'

/**
 * Money settings in the admin (docs/decisions/0023, 0024): payout merchants and bank accounts,
 * subscriptions and their plans' prices, transactions. Staff change them only on a session that
 * signed in — with the authenticator code when two-factor is on — within FRESH_SIGN_IN_MINUTES
 * (10), the same rule the API applies to the owners' own money settings. A staff session left
 * open on a desk cannot redirect payouts.
 */
export const moneySettingSlugs = ['merchants', 'bank-accounts', 'subscriptions', 'plans', 'transactions'] as const

const freshSeconds = () => Number(process.env.FRESH_SIGN_IN_MINUTES || 10) * 60

type StaffSession = { id: string; createdAt?: string | Date | null }
type StaffOnRequest = { collection?: string; _sid?: string; sessions?: StaffSession[] | null }

/** Throws 403 `fresh_sign_in_required` for a staff session older than the fresh window. */
function assertFreshStaffSession(user: StaffOnRequest | null | undefined): void {
  // Only staff sessions: the API's trusted steps and marketplace users have their own rules.
  if (user?.collection !== 'staff') return
  const session = user.sessions?.find((candidate) => candidate.id === user._sid)
  const signedInAt = session?.createdAt ? new Date(session.createdAt).getTime() : 0
  if (Date.now() - signedInAt <= freshSeconds() * 1000) return
  throw publicError(
    'For your security, sign out and sign in again (with your authenticator code) to change money settings.',
    403,
    { error_key: 'fresh_sign_in_required' },
  )
}

const freshOnChange: CollectionBeforeChangeHook = ({ req, data }) => {
  assertFreshStaffSession(req.user as StaffOnRequest | null)
  return data
}
const freshOnDelete: CollectionBeforeDeleteHook = ({ req }) =>
  assertFreshStaffSession(req.user as StaffOnRequest | null)

/** Adds the fresh-sign-in check to the money-setting collections, before their own hooks. */
export function withFreshStaffSignIn(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) =>
    (moneySettingSlugs as readonly string[]).includes(collection.slug)
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeChange: [freshOnChange, ...(collection.hooks?.beforeChange ?? [])],
            beforeDelete: [freshOnDelete, ...(collection.hooks?.beforeDelete ?? [])],
          },
        }
      : collection,
  )
}
