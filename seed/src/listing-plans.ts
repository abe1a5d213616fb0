/** Which listings the seed makes: kind, place, lessor, model and photos, decided before anything is written. */
import { type ListingKind, listingKinds } from '@driftway/domain'
import type { Lessor } from './accounts'
import { type City, cities } from './fixtures/cities'
import { type BoatModel, boatModels, type RvModel, rvModels } from './fixtures/models'
import type { PhotoKey, PhotoLibrary } from './photo-library'
import { mainImageSlots } from './photos'
import { createRng, hashSeed } from './photos/rng'

/** Distinct photos per kind: the first slot varies most (it is the card photo), the others share a pool. */
const MAIN_VARIANTS_PER_STYLE = 6
const CAMPSITE_MAIN_VARIANTS = 24
const OTHER_SLOT_VARIANTS = 3

export type ListingPlan = {
  kind: ListingKind
  index: number
  draft: boolean
  city: City
  lessor: Lessor
  rv?: RvModel
  boat?: BoatModel
  /** Slot → photo name in the library. */
  photos: [slot: string, photo: string][]
}

/** Places per kind, interleaved by country so even a small seed spans many countries. */
export function citiesForKind(kind: ListingKind): City[] {
  const eligible = cities.filter((c) => (kind === 'boat' ? c.water : kind === 'campsite' ? c.outdoors : true))
  const byCountry = new Map<string, City[]>()
  for (const city of eligible) byCountry.set(city.country_iso2, [...(byCountry.get(city.country_iso2) ?? []), city])
  const queues = [...byCountry.values()]
  const ordered: City[] = []
  for (let round = 0; ordered.length < eligible.length; round++) {
    for (const queue of queues) if (queue[round]) ordered.push(queue[round]!)
  }
  return ordered
}

const rotate = <T>(items: T[], by: number): T[] => [
  ...items.slice(by % items.length),
  ...items.slice(0, by % items.length),
]

/** A deterministic permutation so consecutive listings get different models. */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const rng = createRng(hashSeed(seed))
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

/** Decides kind, place, lessor, model and photos of every listing before anything is written. */
export function planListings(
  perKind: number,
  lessors: Lessor[],
  photos: PhotoLibrary,
  draftsPerDemoLessor = 2,
): ListingPlan[] {
  const plans: ListingPlan[] = []
  for (const [kindIndex, kind] of listingKinds.entries()) {
    // Each kind starts elsewhere in the country rotation, so small seeds still cover many countries.
    const places = rotate(citiesForKind(kind), kindIndex * 5)
    const own = lessors.filter((l) => l.kind === kind)
    const [demo, ...others] = own
    if (!demo) throw new Error(`no lessor of kind ${kind}`)
    const rvOrder = shuffled(rvModels, `rv-models-${kind}`)
    const boatOrder = shuffled(boatModels, `boat-models-${kind}`)
    const styleCount = new Map<string, number>()
    const total = perKind + draftsPerDemoLessor
    for (let index = 0; index < total; index++) {
      const draft = index >= perKind
      const city = draft
        ? (places.find((c) => c.name === demo.city) ??
          places.find((c) => c.country_iso2 === demo.country_iso2) ??
          places[0]!)
        : places[index % places.length]!
      const local = others.filter((l) => l.country_iso2 === city.country_iso2)
      const lessor =
        draft || index % 3 === 0 || others.length === 0
          ? demo
          : local.length > 0
            ? local[index % local.length]!
            : others[index % others.length]!
      const rv = kind === 'recreational_vehicle' ? rvOrder[index % rvOrder.length] : undefined
      const boat = kind === 'boat' ? boatFor(boatOrder, index, city) : undefined
      const style = rv?.style ?? boat?.style
      const seen = styleCount.get(style ?? '-') ?? 0
      styleCount.set(style ?? '-', seen + 1)
      const slots = mainImageSlots[kind]
      const photoNames = slots.map((slot, slotIndex): [string, string] => {
        const key: PhotoKey =
          slotIndex === 0
            ? { kind, slot, style, variant: seen % (style ? MAIN_VARIANTS_PER_STYLE : CAMPSITE_MAIN_VARIANTS) }
            : { kind, slot, variant: (index + slotIndex) % OTHER_SLOT_VARIANTS }
        return [slot, photos.want(key)]
      })
      // Drafts are half-finished: only the first two photos.
      plans.push({ kind, index, draft, city, lessor, rv, boat, photos: draft ? photoNames.slice(0, 2) : photoNames })
    }
  }
  return plans
}

/** Houseboats and canal cruisers on inland water, yachts where there is room to sail. */
export function boatSuitsWater(model: BoatModel, city: City): boolean {
  switch (city.water) {
    case 'canal':
    case 'river':
      return model.style === 'houseboat' || model.style === 'cruiser'
    case 'lake':
      return model.style !== 'motor_yacht' || model.length <= 11
    case 'coast':
      return model.style !== 'houseboat'
    default:
      return false
  }
}

/** The next model in the shuffled order that suits the place. */
export function boatFor(order: BoatModel[], index: number, city: City): BoatModel {
  for (let step = 0; step < order.length; step++) {
    const model = order[(index + step) % order.length]!
    if (boatSuitsWater(model, city)) return model
  }
  return order[index % order.length]!
}
