import type { CollectionConfig } from 'payload'
import { adminStaff, noOne, staffWith } from '../access'
import { userField } from '../fields/relations'
import { textField } from '../fields/text'
import { timestampField } from '../fields/time'

/**
 * Refresh-token families for rotation: each sign-in starts a family; every refresh swaps
 * `current_jti`, and presenting an older jti revokes the whole family (token theft). Only the API
 * creates these (with `overrideAccess`); administrators can inspect and revoke them.
 */
export const AuthSessions: CollectionConfig = {
  slug: 'auth-sessions',
  labels: { singular: 'Sign-in session', plural: 'Sign-in sessions' },
  admin: {
    group: 'Accounts',
    useAsTitle: 'family_id',
    defaultColumns: ['user', 'revoked', 'expires_at_ts', 'created_ip', 'createdAt'],
    listSearchableFields: ['family_id', 'created_ip'],
    description: 'Refresh-token sessions of marketplace users. Tick "revoked" to sign a session out.',
  },
  access: { read: staffWith(adminStaff), create: noOne, update: staffWith(adminStaff), delete: staffWith(adminStaff) },
  fields: [
    userField('user', { required: true }),
    { name: 'family_id', type: 'text', required: true, unique: true },
    { name: 'current_jti', type: 'text', required: true, index: true },
    { name: 'revoked', type: 'checkbox', defaultValue: false },
    timestampField('expires_at_ts', { required: true, index: true }),
    // When the person last proved who they are in this session (sign-in or password re-entry):
    // money settings need it to be recent (the API's "fresh sign-in" rule).
    timestampField('authenticated_at_ts'),
    textField('created_ip', 64),
    textField('user_agent', 500),
  ],
}
