import { FeaturedListings } from '~/components/home/featured-listings'
import { Hero } from '~/components/home/hero'
import { HowItWorks } from '~/components/home/how-it-works'
import { LessorCta } from '~/components/home/lessor-cta'
import { fixedT } from '~/i18n/instance'
import { resolveLanguage } from '~/i18n/locale.server'
import { popularListings } from '~/lib/api.server'
import { getAuth } from '~/lib/auth.server'
import { type ListingKind, listingKinds } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { toRailListing } from '~/lib/search-cards'
import type { Route } from './+types/route'

/** How many listings each "popular" row shows. */
const featuredLimit = 8

export function loader({ request, context }: Route.LoaderArgs) {
  const lng = resolveLanguage(request)
  // A traveler's cards carry their wishlists (the heart shows what is saved).
  const auth = getAuth(context)
  // Not awaited: the page (hero, search) renders at once and each row streams in when its data arrives.
  // Each row's listings carry only what their cards show (the data is written into the page, issue 23).
  const featured = Object.fromEntries(
    listingKinds.map((kind) => [
      kind,
      popularListings(kind, { limit: featuredLimit, offset: 0 }, { lng, auth }).then((result) =>
        result.ok
          ? {
              ...result,
              data: { ...result.data, results: result.data.results.map((item) => toRailListing(item, lng)) },
            }
          : result,
      ),
    ]),
  ) as Record<ListingKind, ReturnType<typeof popularListings>>
  return { featured }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  return pageMeta(lng, { title: t('meta.home.title'), description: t('meta.home.description') })
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured } = loaderData
  return (
    <>
      <Hero />
      <div className="py-6 lg:py-10">
        {listingKinds.map((kind) => (
          <FeaturedListings key={kind} kind={kind} result={featured[kind]} />
        ))}
      </div>
      <HowItWorks />
      <LessorCta />
    </>
  )
}
