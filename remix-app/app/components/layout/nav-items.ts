import type { ComponentType } from 'react'
import { Caravan, Sailboat, Tent } from '~/components/ui/icons'
import { kindPaths, type ListingKind } from '~/lib/listings'

/** The three kinds as the header, footer and search tabs present them. */
export const kindNav: {
  kind: ListingKind
  to: string
  labelKey: 'nav.campervans' | 'nav.campsites' | 'nav.boats'
  Icon: ComponentType<{ className?: string }>
}[] = [
  {
    kind: 'recreational_vehicle',
    to: kindPaths.recreational_vehicle.search,
    labelKey: 'nav.campervans',
    Icon: Caravan,
  },
  { kind: 'campsite', to: kindPaths.campsite.search, labelKey: 'nav.campsites', Icon: Tent },
  { kind: 'boat', to: kindPaths.boat.search, labelKey: 'nav.boats', Icon: Sailboat },
]

/** The lessors' my-reviews page (listings §2 my-reviews; the user menu links it). */
export const lessorReviewsPath = '/lessor/reviews'

/** Where "List your vehicle" leads: the lessor section of the home page, which offers one sign-up per kind. */
export const lessorLandingHref = '/#list-your-vehicle'

/** Who runs the marketplace (decision 0112): the operator an administrator keeps in the CMS. */
export const imprintPath = '/imprint'

export const legalNav = [
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/privacy', labelKey: 'footer.privacy' },
  { to: '/lessor-terms', labelKey: 'footer.lessorTerms' },
  { to: imprintPath, labelKey: 'footer.imprint' },
] as const
