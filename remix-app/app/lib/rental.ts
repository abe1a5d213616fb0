import { isListingKind, type ListingKind } from '@driftway/domain/roles'
import type { ApiAnswer } from './api-schema'

/** The traveler's requests as `GET /reservation/{kind}/rental/travel/` answers them (decision 0067). */
export type TravelerRequest = ApiAnswer<'/reservation/{kind}/rental/travel/'>['results'][number]
export type RentalOffer = TravelerRequest['offers'][number]
/** The lessors' request board, `GET /reservation/{kind}/rental/lease/`. */
export type BoardPage = ApiAnswer<'/reservation/{kind}/rental/lease/'>
export type BoardRequest = BoardPage['results'][number]
export type BookedOffer = ApiAnswer<'/reservation/{kind}/rental/offer/{id}/book/', 'post'>

/** The rental request form; the traveler's requests with their offers; the lessors' request board. */
export const newRentalRequestPath = (kind: ListingKind = 'recreational_vehicle') =>
  `/rental/new?${new URLSearchParams({ kind })}`
export const rentalRequestsPath = (kind: ListingKind = 'recreational_vehicle') =>
  `/rental/requests?${new URLSearchParams({ kind })}`
export const rentalBoardPath = '/rental/board'
/** The post-rental-request finish route (booking spec §2 redirects). */
export const rentalSentPath = (kind: ListingKind, id: string) =>
  `/rental/sent/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`

/** The kind a page is about: `?kind=` when it names one, else campervans. */
export function kindParam(url: URL): ListingKind {
  const value = url.searchParams.get('kind')
  return isListingKind(value) ? value : 'recreational_vehicle'
}
