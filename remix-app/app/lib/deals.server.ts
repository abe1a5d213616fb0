import { localNoonTimestamp } from '@driftway/domain/dates'
import type { ListingKind } from '@driftway/domain/roles'
import type { Language } from '~/i18n/config'
import { readAsVisitorOrUser } from './api.server'
import type { Auth } from './auth.server'
import { type DealCardData, type DealPage, toDealCard } from './deals'

/** How many deal preview cards the search page shows above its results. */
const stripSize = 8

/**
 * The search page's deal preview cards (listings spec §2 "small deal preview cards with a Book now
 * button"): live deals of the searched kind near the searched place and overlapping the searched
 * dates. A failure only hides the strip.
 */
export async function fetchDealStrip(
  kind: ListingKind,
  search: { latitude: number | null; longitude: number | null; startDate: string; endDate: string },
  lng: Language,
  auth?: Auth,
): Promise<DealCardData[]> {
  const query = new URLSearchParams({ limit: String(stripSize) })
  if (search.latitude !== null && search.longitude !== null) {
    query.set('latitude', String(search.latitude))
    query.set('longitude', String(search.longitude))
  }
  // Listing-local noons are within a day of UTC noon; the API's overlap test is on whole stays.
  if (search.startDate) query.set('pickup_timestamp', String(localNoonTimestamp(search.startDate, 'UTC')))
  if (search.endDate) query.set('return_timestamp', String(localNoonTimestamp(search.endDate, 'UTC')))
  const answer = await readAsVisitorOrUser<DealPage>(`/reservation/${kind}/last-minute-deal/travel/?${query}`, {
    lng,
    auth,
  })
  return answer.ok ? answer.data.results.map(toDealCard) : []
}
