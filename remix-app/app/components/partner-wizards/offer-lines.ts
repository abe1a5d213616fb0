import type { Quote } from '~/components/listing-detail/types'
import type { PartnerOffer } from './partner-offer'

/** One line of a partner's price, in the order its total is built. */
export type OfferLine = {
  key: string
  kind: 'rent' | 'insurance' | 'package' | 'distance' | 'extra' | 'included' | 'other'
  name: string
  quantity: number
  amount: number
}

export type OfferSelection = { insurance?: string | null; package_id?: string | null }

/**
 * The lines of a partner's offer (booking §3 display_details of the partner's quote): rent, the
 * plan, the package (its products), the distance package, the extras and included items. The
 * partner's total is the truth: whatever it charges that no line names shows as one more line, so
 * the lines always add up to the total the traveler pays.
 */
export function offerLines(offer: PartnerOffer, selection: OfferSelection): OfferLine[] {
  const details = offer.display_details
  const lines: OfferLine[] = [
    { key: 'rent', kind: 'rent', name: '', quantity: details['Trip Nights'], amount: details['Listing Rent Price'] },
  ]
  if (details['Insurance Fee'] !== undefined) {
    const plan = offer.insurance_plans.find((p) => p.code === selection.insurance)
    lines.push({
      key: 'insurance',
      kind: 'insurance',
      name: plan?.name ?? '',
      quantity: 1,
      amount: details['Insurance Fee'],
    })
  }
  const chosenPackage = offer.packages.find((p) => p.id === selection.package_id)
  if (chosenPackage)
    lines.push({
      key: 'package',
      kind: 'package',
      name: chosenPackage.products.map((product) => product.name).join(' + '),
      quantity: 1,
      amount: chosenPackage.price_in_cents,
    })
  if (details['Distance Package Fee'] !== undefined)
    lines.push({ key: 'distance', kind: 'distance', name: '', quantity: 1, amount: details['Distance Package Fee'] })
  for (const [index, extra] of (details['Extra Amenities'] ?? []).entries())
    lines.push({
      key: `extra-${index}`,
      kind: 'extra',
      name: extra.name,
      quantity: extra.quantity,
      amount: extra.total_charge_in_cents,
    })
  for (const [index, extra] of (details['Included Amenities'] ?? []).entries())
    lines.push({
      key: `included-${index}`,
      kind: 'included',
      name: extra.name,
      quantity: extra.quantity,
      amount: extra.total_charge_in_cents,
    })
  const named = lines.reduce((sum, line) => sum + line.amount, 0)
  const rest = offer.total_rent_price_in_cents - named
  if (rest !== 0) lines.push({ key: 'other', kind: 'other', name: '', quantity: 1, amount: rest })
  return lines
}

/**
 * A partner quote for the booking page's summary: the price breakdown lists rent, extras and the
 * partner fees it knows; the chosen package (Vanever) and any charge no line names are added as
 * items of the bill, so the lines add up to the partner's total.
 */
export function withPartnerLines(
  quote: Quote,
  offer: PartnerOffer,
  selection: OfferSelection,
  otherLabel: string,
): Quote {
  const added = offerLines(offer, selection).filter((line) => line.kind === 'package' || line.kind === 'other')
  if (added.length === 0) return quote
  return {
    ...quote,
    display_details: {
      ...quote.display_details,
      'Extra Amenities': [
        ...(quote.display_details['Extra Amenities'] ?? []),
        ...added.map((line) => ({
          name: line.kind === 'package' ? line.name : otherLabel,
          quantity: 1,
          total_charge_in_cents: line.amount,
        })),
      ],
    },
  }
}
