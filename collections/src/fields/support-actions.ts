import type { UIField } from 'payload'

const components = {
  booking: 'BookingSupportActions',
  user: 'UserSupportActions',
  listing: 'ListingSupportActions',
  review: 'ReviewSupportActions',
} as const

/**
 * The sidebar panel with support's actions on a document (resend mails, unpublish, hide): a UI
 * field, so it stores nothing; the panel shows for support and administrators only and calls the
 * API's audited staff routes (api/src/routes/staff).
 */
export const supportActionsField = (target: keyof typeof components): UIField => ({
  name: 'support_actions',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: `@driftway/cms/components/support/SupportActions#${components[target]}` },
  },
})
