/** A price pill where the map draws it (container pixels of its point at the current zoom). */
type PlacedPill = { id: string; x: number; y: number }

/**
 * Where a listing's marker goes: its price pill `stack` pills above the point of its place, which is
 * `dx`, `dy` pixels from its own (the pills of a place stand in one column); the "+N" pill of a
 * crowd, standing for `count` listings of `members` (the whole crowd, for zooming to it); or not
 * drawn, one of the listings behind a crowd's "+N".
 */
export type PillOffset = { stack: number; dx: number; dy: number }
export type PillPlacement =
  | ({ kind: 'price' } & PillOffset)
  | ({ kind: 'crowd'; count: number; members: string[] } & PillOffset)
  | { kind: 'hidden' }

/** How close two points may be before their pills overlap: about a pill's width and height. */
const PILL_REACH = { x: 52, y: 22 }
/** How much higher each stacked pill stands than the one below it (1.9rem in search-map.css). */
const STACK_STEP = 30
/** A crowd (a whole city seen from afar) shows this many prices; a "+N" pill above them stands for the rest. */
const MAX_PRICES = 3

/**
 * Listings at one spot or a few streets apart (pitches of one campsite, a fleet at its station)
 * would draw their prices on top of each other at the map's zoom: each pill that would touch an
 * earlier one's place is stacked one pill higher above that place. A crowd taller than
 * `maxPrices` + 1 shows its first prices and one "+N" pill for the others, which zooms in to the
 * crowd (results-map.leaflet.tsx); `maxPrices: Infinity` (the map's closest zoom, where no zoom
 * can part them) stacks them all. A stack that would reach into a neighbouring place's pills takes
 * that place in, so no two drawn pills cover each other. Recomputed on every zoom.
 */
export function placePills(
  pills: readonly PlacedPill[],
  { reach = PILL_REACH, maxPrices = MAX_PRICES }: { reach?: { x: number; y: number }; maxPrices?: number } = {},
): Map<string, PillPlacement> {
  const groups: Group[] = []
  for (const pill of pills) {
    const group = groups.find((at) => Math.abs(at.x - pill.x) < reach.x && Math.abs(at.y - pill.y) < reach.y)
    if (group) group.members.push(pill.id)
    else groups.push({ x: pill.x, y: pill.y, members: [pill.id] })
  }
  mergeTouchingStacks(groups, reach, maxPrices)
  const points = new Map(pills.map((pill) => [pill.id, pill]))
  const placements = new Map<string, PillPlacement>()
  for (const { x, y, members } of groups) {
    const crowded = members.length > maxPrices + 1
    members.forEach((id, index) => {
      const own = points.get(id)!
      const offset = { stack: index, dx: Math.round(x - own.x), dy: Math.round(y - own.y) }
      if (!crowded || index < maxPrices) placements.set(id, { kind: 'price', ...offset })
      else if (index === maxPrices)
        placements.set(id, { kind: 'crowd', ...offset, count: members.length - maxPrices, members })
      else placements.set(id, { kind: 'hidden' })
    })
  }
  return placements
}

/** A place on the map and the pills stacked above it, in order (the first at the place). */
type Group = { x: number; y: number; members: string[] }

/** How many pills a place draws: its prices, or its first prices and a "+N". */
const drawnPills = (group: Group, maxPrices: number): number =>
  group.members.length > maxPrices + 1 ? maxPrices + 1 : group.members.length

/**
 * Merges places whose stacks would cover each other (a pill at the place and the others each
 * STACK_STEP higher, against another place's), the later into the earlier, until none do.
 */
function mergeTouchingStacks(groups: Group[], reach: { x: number; y: number }, maxPrices: number): void {
  const top = (group: Group) => group.y - reach.y - (drawnPills(group, maxPrices) - 1) * STACK_STEP
  const touch = (a: Group, b: Group) => Math.abs(a.x - b.x) < reach.x && top(a) < b.y && top(b) < a.y
  for (let merged = true; merged; ) {
    merged = false
    for (let i = 0; i < groups.length && !merged; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        if (!touch(groups[i]!, groups[j]!)) continue
        groups[i]!.members.push(...groups[j]!.members)
        groups.splice(j, 1)
        merged = true
        break
      }
    }
  }
}

/** A placement as a short key: a marker is redrawn only when its key changes. */
export const placementKey = (placement: PillPlacement): string =>
  placement.kind === 'hidden'
    ? 'hidden'
    : placement.kind === 'crowd'
      ? `crowd:${placement.stack}:${placement.count}${offsetKey(placement)}`
      : `price:${placement.stack}${offsetKey(placement)}`

/** Pills drawn at their own point keep the short key; a pill moved to its place's column says by how much. */
const offsetKey = ({ dx, dy }: PillOffset): string => (dx === 0 && dy === 0 ? '' : `@${dx},${dy}`)
