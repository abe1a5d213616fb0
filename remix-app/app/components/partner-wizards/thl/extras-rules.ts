import type { ApiAnswer } from '~/lib/api-schema'

/** THL's extras/insurance item (booking §3) as the API's thl/extras/ call answers it, in minor units. */
export type ThlItem = ApiAnswer<'/reservation/recreational_vehicle/thl/extras/'>['extras'][number]
export type ThlQuantities = Record<string, number>

/**
 * The one THL item the site never offers (booking §5 "gas bottle at drop-off, generic"): a refill
 * THL charges at the counter when the bottle comes back part-empty, not something to book.
 */
export const hiddenThlExtra = (item: Pick<ThlItem, 'code' | 'name'>): boolean =>
  item.code === 'GASDROP' || /\bgas\b.*\bdrop[- ]?off\b/i.test(item.name)

export const visibleThlExtras = (items: readonly ThlItem[]): ThlItem[] => items.filter((item) => !hiddenThlExtra(item))

/** The most of one item a traveler may take: `isSelectable: No` means one at most (booking §5). */
export const maxThlQuantity = (item: Pick<ThlItem, 'isSelectable' | 'max_quantity'>): number =>
  item.isSelectable === 'No' ? 1 : Math.max(1, item.max_quantity)

/** A quantity within the rules: never below zero, never above the item's maximum, whole numbers only. */
export function clampThlQuantity(item: Pick<ThlItem, 'isSelectable' | 'max_quantity'>, quantity: number): number {
  if (!Number.isFinite(quantity)) return 0
  return Math.min(maxThlQuantity(item), Math.max(0, Math.trunc(quantity)))
}

/** Sets one item's quantity by the rules; an item at zero is dropped (booking §5). */
export function withThlQuantity(quantities: ThlQuantities, item: ThlItem, quantity: number): ThlQuantities {
  const next = { ...quantities }
  const clamped = clampThlQuantity(item, quantity)
  if (clamped === 0) delete next[item.code]
  else next[item.code] = clamped
  return next
}

/** The zero-price plan the wizard preselects (booking §4 defaults), else the cheapest one. */
export function defaultThlInsurance(plans: readonly ThlItem[]): string | null {
  if (plans.length === 0) return null
  const cheapest = [...plans].sort((a, b) => a.nettAmt - b.nettAmt)[0]!
  return cheapest.code
}

export type ThlStep = 'insurance' | 'extras'

/**
 * booking §5 "Extras wizard": step 1 needs an insurance; step 2 needs extras chosen or the extras
 * loaded (an empty choice is fine once the list is known).
 */
export function thlStepReady(
  step: ThlStep,
  state: { insurance: string | null; extras: ThlQuantities; extrasLoaded: boolean },
): boolean {
  if (step === 'insurance') return state.insurance !== null
  return state.extrasLoaded || Object.keys(state.extras).length > 0
}
