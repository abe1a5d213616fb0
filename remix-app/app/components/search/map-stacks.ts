/** A listing as the map places it. */
type Spot = { id: string; latitude?: number | null; longitude?: number | null }

/**
 * Listings at one spot (pitches of one campsite, a fleet at its station) would draw their prices
 * on top of each other: each after the first at a place (~10 m) is stacked one pill higher.
 */
export function stackPositions(listings: readonly Spot[]): Map<string, number> {
  const seen = new Map<string, number>()
  const positions = new Map<string, number>()
  for (const listing of listings) {
    const spot = `${listing.latitude?.toFixed(4)},${listing.longitude?.toFixed(4)}`
    const position = seen.get(spot) ?? 0
    seen.set(spot, position + 1)
    positions.set(listing.id, position)
  }
  return positions
}
