import { isTravelerRole } from '@driftway/domain/roles'
import { redirect } from 'react-router'
import { BookingsBoard } from '~/components/bookings/bookings-board'
import { fixedT } from '~/i18n/instance'
import { homeFor } from '~/lib/accounts'
import { requireUser } from '~/lib/auth.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/my-bookings'
import { kindOfFilter, readBookingQuery } from './booking-tabs'
import { bookingAction, loadBookings } from './bookings.server'

/** The traveler's bookings (booking spec §2 "My bookings page"): ?tab=, ?filterBy= and ?status= in the URL. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  // Lessors manage bookings from their own bookings page.
  if (!isTravelerRole(user.role)) throw redirect(homeFor(user))
  const { tab, filterBy, status } = readBookingQuery(url.searchParams)
  const kind = kindOfFilter[filterBy]
  const list = await loadBookings(auth, 'travel', kind, tab, status)
  return {
    side: 'travel' as const,
    kind,
    tab,
    filterBy,
    status,
    rows: list.ok ? list.rows : null,
    now: Math.floor(Date.now() / 1000),
    firstName: user.first_name,
  }
}

/** Cancel a request, or pay an accepted one (to the hosted payment page). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const { auth, user } = await requireUser(context, url)
  if (!isTravelerRole(user.role)) throw redirect(homeFor(user))
  const { filterBy } = readBookingQuery(url.searchParams)
  return bookingAction(auth, 'travel', kindOfFilter[filterBy], request)
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, { title: fixedT(lng)('accounts:meta.myBookings.title') })
}

export default function MyBookings({ loaderData }: Route.ComponentProps) {
  return <BookingsBoard {...loaderData} />
}
