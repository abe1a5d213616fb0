/** Reference data: legal types, currency rates, amenities, activities, situations, brands, plans. */
import { asSystem } from '@driftway/collections'
import { type ListingKind, listingKinds, supportedCurrencies } from '@driftway/domain'
import type { SeedContext } from './context'
import { currencyRatesPerEur } from './fixtures/currency-rates'
import { legalTypes } from './fixtures/legal-types'
import { boatBrands, rvBrands } from './fixtures/models'
import { activities, amenities, locationSituations } from './fixtures/taxonomy'

export type AmenityRef = { id: string; section: string; name: string }

export type CatalogLists = {
  amenitiesByKind: Record<ListingKind, AmenityRef[]>
  activityIds: Map<string, string>
  situationIds: Map<string, string>
  planIds: Record<'Free' | 'Basic' | 'Pro', string>
}

export async function seedCatalogLists(ctx: SeedContext): Promise<CatalogLists> {
  ctx.step(`legal types (${legalTypes.length}) and currency rates`)
  for (const type of legalTypes) {
    await ctx.findOrCreate(
      'legal-types',
      { and: [{ country_code_iso2: { equals: type.country_code_iso2 } }, { code: { equals: type.code } }] },
      type,
    )
  }
  await ctx.payload.updateGlobal({
    slug: 'currency-rates',
    ...asSystem(),
    data: {
      rates: supportedCurrencies
        .filter((currency) => currency !== 'EUR')
        .map((currency) => ({ currency, rate_per_eur: currencyRatesPerEur[currency] })),
    },
  })

  ctx.step(`amenities (${amenities.length}), activities, location situations, brands`)
  const amenitiesByKind = Object.fromEntries(listingKinds.map((kind) => [kind, [] as AmenityRef[]])) as Record<
    ListingKind,
    AmenityRef[]
  >
  for (const amenity of amenities) {
    const id = await ctx.findOrCreate(
      'amenities',
      {
        and: [
          { kind: { equals: amenity.kind } },
          { section: { equals: amenity.section } },
          { name: { equals: amenity.name } },
        ],
      },
      amenity,
    )
    amenitiesByKind[amenity.kind].push({ id, section: amenity.section, name: amenity.name })
  }
  const activityIds = new Map<string, string>()
  for (const [name, name_de] of activities) {
    activityIds.set(name, await ctx.findOrCreate('activities', { name: { equals: name } }, { name, name_de }))
  }
  const situationIds = new Map<string, string>()
  for (const [name, name_de] of locationSituations) {
    situationIds.set(name, await ctx.findOrCreate('location-situations', { name: { equals: name } }, { name, name_de }))
  }
  const brands: [ListingKind, string][] = [
    ...rvBrands.map((name) => ['recreational_vehicle', name] as [ListingKind, string]),
    ...boatBrands.map((name) => ['boat', name] as [ListingKind, string]),
  ]
  for (const [kind, name] of brands) {
    await ctx.findOrCreate('brands', { and: [{ kind: { equals: kind } }, { name: { equals: name } }] }, { kind, name })
  }

  ctx.step('subscription plans')
  const plans = [
    {
      name: 'Free',
      listing_number: 1,
      price_in_cents_without_vat: 0,
      is_free: true,
      sort_order: 0,
      description: ['1 published listing', 'Booking requests and chat', 'Standard support'],
    },
    {
      name: 'Basic',
      listing_number: 5,
      price_in_cents_without_vat: 2900,
      is_free: false,
      trial_days: 14,
      sort_order: 1,
      description: ['Up to 5 published listings', 'Instant booking', 'Season rates and extras', 'E-mail support'],
    },
    {
      name: 'Pro',
      listing_number: 20,
      price_in_cents_without_vat: 7900,
      is_free: false,
      trial_days: 14,
      sort_order: 2,
      description: [
        'Up to 20 published listings',
        'Last-minute deals',
        'Featured in popular listings',
        'Priority support',
      ],
    },
  ] as const
  const planIds = {} as CatalogLists['planIds']
  for (const plan of plans) {
    planIds[plan.name] = await ctx.findOrCreate(
      'plans',
      { name: { equals: plan.name } },
      {
        ...plan,
        description: [...plan.description],
        currency: 'EUR',
        interval: 'month',
        provider_price_id: `price_sandbox_${plan.name.toLowerCase()}`,
      },
    )
  }
  return { amenitiesByKind, activityIds, situationIds, planIds }
}
