export { ListingCard } from './listing-card'
export { ListingCardSkeleton } from './listing-grid'
export { ListingRail, ListingRailSkeleton } from './listing-rail'
export { SearchCard } from './search-card'
