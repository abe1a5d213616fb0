import { SupportActionPanel, type SupportTarget } from './SupportActionPanel'

/**
 * Support actions in the sidebar of a booking, user, listing or review (a `ui` field, see
 * collections/src/fields/support-actions.ts). The buttons post to the CMS's `/support-api/…`,
 * which passes them on to the API's audited `/staff/…` routes with the admin session.
 */
const panel = (target: SupportTarget) =>
  function SupportActions() {
    return <SupportActionPanel target={target} />
  }

export const BookingSupportActions = panel('booking')
export const UserSupportActions = panel('user')
export const ListingSupportActions = panel('listing')
export const ReviewSupportActions = panel('review')
