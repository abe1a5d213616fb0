import { bookingReferenceQuery } from '@driftway/domain/booking/reference'
import { kindForLessorRole } from '@driftway/domain/roles'
import { redirect } from 'react-router'
import { BookingsBoard } from '~/components/bookings/bookings-board'
import { fixedT } from '~/i18n/instance'
import { homeFor } from '~/lib/accounts'
import { requireUser } from '~/lib/auth.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/lessor-bookings'
import { filterByKind, readBookingQuery } from './booking-tabs'
import { bookingAction, loadBookings } from './bookings.server'

/** Bookings of the lessor's listings (booking spec §4 "Lessor view"): the kind is the lessor's role. */
async function lessorKind(context: Route.LoaderArgs['context'], url: URL) {
  const { auth, user } = await requireUser(context, url)
  const kind = kindForLessorRole(user.role)
  if (!kind) throw redirect(homeFor(user))
  return { auth, user, kind }
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, user, kind } = await lessorKind(context, url)
  const { tab, status } = readBookingQuery(url.searchParams)
  // "Find a booking": the number a traveler quotes, or part of it (the API finds it in every tab).
  const typed = url.searchParams.get('booking')?.trim().slice(0, 40) || null
  const reference = typed ? bookingReferenceQuery(typed) : null
  const list = await loadBookings(auth, 'lease', kind, tab, status, reference)
  return {
    search: typed ? { typed, reference } : null,
    side: 'lease' as const,
    kind,
    tab,
    filterBy: filterByKind[kind],
    status,
    rows: list.ok ? list.rows : null,
    now: Math.floor(Date.now() / 1000),
    firstName: user.first_name,
  }
}

/** Accept, reject or cancel (the API checks the listing is the lessor's and the status allows it). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const { auth, kind } = await lessorKind(context, url)
  return bookingAction(auth, 'lease', kind, request)
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, { title: fixedT(lng)('booking:meta.lessorBookings') })
}

export default function LessorBookings({ loaderData }: Route.ComponentProps) {
  return <BookingsBoard {...loaderData} />
}
