import {
  dateOfBirthSchema,
  emailSchema,
  normalizeEmail,
  partnerSlugs,
  roles,
  supportedCurrencies,
  textLimits,
} from '@driftway/domain'
import type { CollectionConfig, FieldAccess } from 'payload'
import {
  adminStaff,
  either,
  hasStaffRole,
  inProcess,
  noOne,
  staffField,
  staffWith,
  supportStaff,
  theUserThemself,
} from '../access'
import { currencyField } from '../fields/money'
import { optionsFrom } from '../fields/options'
import { supportActionsField } from '../fields/support-actions'
import { countryIso2Field, textField } from '../fields/text'
import { timestampField } from '../fields/time'
import { zodValidate } from '../fields/validate'
import { hashPasswordOnChange, stripPassword } from './Users.hooks'

/** "coc_number and vat_number … once set they are disabled" (accounts §5): only administrators change a set value. */
const setOnce =
  (name: string): FieldAccess =>
  ({ req, doc }) =>
    hasStaffRole(req, adminStaff) || !doc?.[name]

/**
 * Marketplace people: travelers and lessors (accounts §3). Not a Payload auth collection — the API
 * signs them in itself (scrypt hash in `password_hash`) and passes `user: { ...doc, collection: 'users' }`.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Marketplace user', plural: 'Marketplace users' },
  admin: {
    group: 'Accounts',
    useAsTitle: 'email',
    defaultColumns: ['email', 'role', 'first_name', 'last_name', 'company_name', 'is_active', 'createdAt'],
    listSearchableFields: ['email', 'first_name', 'last_name', 'company_name'],
    description: 'Travelers and lessors of the marketplace. Staff who edit the CMS are under Admin › Staff.',
  },
  // Support reads accounts to help people but changes nothing (e-mails, passwords, roles and account
  // flags are administrators' — support acts through its audited actions instead).
  access: {
    read: either(staffWith(supportStaff), theUserThemself),
    create: either(staffWith(adminStaff), inProcess),
    update: either(staffWith(adminStaff), theUserThemself),
    delete: either(staffWith(adminStaff), theUserThemself),
  },
  hooks: { beforeChange: [hashPasswordOnChange], afterRead: [stripPassword] },
  fields: [
    supportActionsField('user'),
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      // 7-255 characters and the format are checked by the shared domain schema (accounts §5).
      // Stored lower-cased so the unique index ignores case and sign-in can match exactly.
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeEmail(value) : value)] },
      validate: zodValidate(emailSchema, { required: true }),
      // "The e-mail field is locked when logged in" (accounts §5).
      access: { update: staffField(adminStaff) },
    },
    {
      name: 'password',
      type: 'text',
      // Write-only input: hashed into `password_hash` by a hook, never stored or returned.
      virtual: true,
      access: { read: noOne },
      admin: { description: 'Set a new password. Only its hash is kept; leave empty to keep the current one.' },
    },
    { name: 'password_hash', type: 'text', hidden: true, access: { read: noOne, create: noOne, update: noOne } },
    {
      name: 'role',
      type: 'number',
      required: true,
      defaultValue: 1,
      index: true,
      // A number, not a select: Payload select values are strings and access rules compare `user.role` as a number.
      validate: (value: unknown) =>
        (roles as readonly unknown[]).includes(value) ? true : 'Role must be 1, 2, 3 or 4.',
      access: { update: staffField(adminStaff) },
      admin: { description: '1 traveler · 2 RV lessor · 3 campsite lessor · 4 boat lessor' },
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      name: 'partner',
      type: 'select',
      index: true,
      options: optionsFrom(partnerSlugs),
      // The lessor account a partner import creates to own the partner's fleet (issue 21); nobody signs in to it.
      access: { create: staffField(adminStaff), update: staffField(adminStaff) },
      admin: {
        readOnly: true,
        description: "The company account of a partner system; its listings come from the partner's feed.",
      },
    },
    { name: 'is_profile_completed', type: 'checkbox', defaultValue: false },
    currencyField('currency_code', { currencies: supportedCurrencies, required: true }),
    textField('first_name', textLimits.signupName),
    textField('last_name', textLimits.signupName),
    textField('phone', 50),
    textField('address', textLimits.address),
    textField('postal_code', textLimits.postalCode),
    textField('city', textLimits.city),
    textField('company_country', textLimits.country),
    countryIso2Field('company_country_code_iso2'),
    textField('company_name', textLimits.companyName),
    textField('company_type', 100, { defaultValue: 'Unipersonal Company' }),
    textField('company_legal_type_name', 150),
    textField('company_legal_type_code', 50),
    textField('coc_number', 50, { access: { update: setOnce('coc_number') } }),
    textField('vat_number', 50, { access: { update: setOnce('vat_number') } }),
    // Adults only (accounts §9 "Minimum user age 18").
    timestampField('date_of_birth_timestamp', { validate: zodValidate(dateOfBirthSchema) }),
    textField('lang_code', 10),
    {
      type: 'collapsible',
      label: 'Account state',
      fields: [
        {
          name: 'is_email_verified',
          type: 'checkbox',
          defaultValue: false,
          access: { update: staffField(adminStaff), create: staffField(adminStaff) },
        },
        {
          name: 'is_active',
          type: 'checkbox',
          defaultValue: true,
          access: { update: staffField(adminStaff), create: staffField(adminStaff) },
        },
        {
          name: 'google_sub',
          type: 'text',
          unique: true,
          // Empty → undefined so the unique index (sparse on MongoDB) never sees many '' values.
          hooks: {
            beforeValidate: [({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)],
          },
          access: { update: staffField(adminStaff), create: staffField(adminStaff) },
          admin: { description: 'Subject of the linked Google account, if any.' },
        },
        // Part of the password-reset token's hash, so a reset link dies once the user signs in again.
        timestampField('last_login_ts', {
          access: { update: staffField(adminStaff), create: staffField(adminStaff) },
          admin: { readOnly: true, description: 'Last successful sign-in (set by the API).' },
        }),
        timestampField('deleted_at_ts', {
          access: { update: staffField(adminStaff), create: staffField(adminStaff) },
          admin: { description: 'Set when the account was deleted (DELETE /user/me/).' },
        }),
        timestampField('locked_at_ts', {
          access: { update: staffField(adminStaff), create: staffField(adminStaff) },
          admin: {
            description:
              'Set when the owner locked the account from a security e-mail: every session is signed out and password sign-in is refused until a password reset. Clear it to unlock.',
          },
        }),
        // The daily digest of new rental requests lessors get (decision 0067): when the last one
        // went out, and whether they unsubscribed (the digest's link, or their request board).
        timestampField('rental_digest_sent_ts', {
          access: { update: staffField(adminStaff), create: staffField(adminStaff) },
          admin: { readOnly: true, description: 'Last daily digest of rental requests (lessors).' },
        }),
        {
          name: 'rental_digest_opt_out',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'The lessor unsubscribed from the daily digest of rental requests.' },
        },
        timestampField('totp_enabled_at_ts', {
          access: { update: staffField(adminStaff), create: staffField(adminStaff) },
          admin: {
            readOnly: true,
            description: 'Two-factor sign-in (authenticator app) is on since then. Staff can only see it.',
          },
        }),
        // The authenticator secret (active and while being set up) and the last accepted time step
        // (a code works once): only the API reads or writes them.
        { name: 'totp_secret', type: 'text', hidden: true, access: { read: noOne, create: noOne, update: noOne } },
        {
          name: 'totp_pending_secret',
          type: 'text',
          hidden: true,
          access: { read: noOne, create: noOne, update: noOne },
        },
        { name: 'totp_last_step', type: 'number', hidden: true, access: { read: noOne, create: noOne, update: noOne } },
      ],
    },
  ],
}
