import type { ListingKind } from '../../lib/listings'
import { apiSearchQuery } from '../search/search-api-query'

/**
 * The query of the alternatives call (listings spec §7): the filters, place and sort of the search
 * the traveler came from (the detail URL carries its params), for the range being booked at its
 * listing-local pickup and return. No paging: the API answers at most 5.
 */
export function alternativesQuery(
  kind: ListingKind,
  pageParams: URLSearchParams,
  range: { pickup_timestamp: number; return_timestamp: number },
): string {
  const query = new URLSearchParams(apiSearchQuery(kind, pageParams))
  query.delete('limit')
  query.delete('offset')
  query.set('trip_start_timestamp', String(range.pickup_timestamp))
  query.set('trip_end_timestamp', String(range.return_timestamp))
  query.sort()
  return query.toString()
}
