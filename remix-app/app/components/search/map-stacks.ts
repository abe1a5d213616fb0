/** A price pill where the map draws it (container pixels of its point at the current zoom). */
type PlacedPill = { id: string; x: number; y: number }

/** How close two points may be before their pills overlap: about a pill's width and height. */
const PILL_REACH = { x: 52, y: 22 }
/** A crowd (a whole city seen from afar) stacks no higher than this; the rest share the top pill's place. */
const MAX_STACK = 3

/**
 * Listings at one spot or a few streets apart (pitches of one campsite, a fleet at its station)
 * would draw their prices on top of each other at the map's zoom: each pill that would touch an
 * earlier one's place is stacked one pill higher above that place. Recomputed on every zoom.
 */
export function stackPositions(pills: readonly PlacedPill[], reach = PILL_REACH): Map<string, number> {
  const groups: { x: number; y: number; size: number }[] = []
  const positions = new Map<string, number>()
  for (const pill of pills) {
    const group = groups.find((at) => Math.abs(at.x - pill.x) < reach.x && Math.abs(at.y - pill.y) < reach.y)
    if (group) {
      positions.set(pill.id, Math.min(group.size, MAX_STACK))
      group.size += 1
    } else {
      groups.push({ x: pill.x, y: pill.y, size: 1 })
      positions.set(pill.id, 0)
    }
  }
  return positions
}
