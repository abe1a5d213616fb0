import { useMemo, useState } from 'react'
import { data, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
import { DealStrip } from '~/components/deals/deal-strip'
import { LandingContent } from '~/components/landing/landing-content'
import { useLandingLivePreview } from '~/components/landing/live-preview'
import { breadcrumbJsonLd, faqPageJsonLd } from '~/components/listing-detail/seo'
import { CityFeedback } from '~/components/pages/city-feedback'
import { FilterDrawer } from '~/components/search/filter-drawer'
import { FilterPanel } from '~/components/search/filter-panel'
import { ResultsMap } from '~/components/search/results-map'
import { apiSearchQuery } from '~/components/search/search-api-query'
import { SearchBar } from '~/components/search/search-bar'
import { readPlace, readTrip, tripNights, writePlace } from '~/components/search/search-state'
import { SortSelect } from '~/components/search/sort-select'
import { Button } from '~/components/ui'
import { SlidersHorizontal } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { resolveLanguage } from '~/i18n/locale.server'
import { useTranslation } from '~/i18n/use-translation'
import { getAuth } from '~/lib/auth.server'
import { cn } from '~/lib/cn'
import { fetchDealStrip } from '~/lib/deals.server'
import { fetchCityLanding } from '~/lib/landing.server'
import { kindFromCityPath, kindFromSearchPath, kindKeys, kindPaths } from '~/lib/listings'
import { mapTilesConfig } from '~/lib/map-tiles.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { fetchSearchCards } from '~/lib/search.server'
import { packCardPage, type SearchCardPage, unpackCardPage } from '~/lib/search-cards'
import { cityBreadcrumb } from '~/lib/seo-breadcrumbs'
import type { Route } from './+types/search'
import { SearchMobileBar } from './search-mobile-bar'
import { resolveSearchPlace } from './search-place.server'
import { FilterCountBadge, SearchResults } from './search-results'
import { useAppendedPages } from './use-appended-pages'
import { useFilterCatalogue } from './use-filter-catalogue'
import { useSearchFilters } from './use-search-filters'

/**
 * /campervans, /campsites, /boats and the city hire pages (/campervan-hire/{city} …): the search
 * screen of listings spec §2. The URL is the state: the loader renders the results and the map
 * from it; filters write it back (debounced); their lists come from `search/filters/{kind}` once the
 * page is interactive; "Load more" appends pages through the `search/results/{kind}` resource route.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  // `url`, not request.url: data requests carry a `.data` suffix in request.url.
  const lng = resolveLanguage(request)
  const cityKind = kindFromCityPath(url.pathname)
  const kind = cityKind ?? kindFromSearchPath(url.pathname)
  if (!kind) throw data(null, { status: 404 })

  const { place, city, placeNotFound } = await resolveSearchPlace(
    readPlace(url.searchParams),
    cityKind ? (params.city ?? '') : null,
    url.pathname,
    lng,
  )

  const trip = readTrip(url.searchParams)
  const nights = tripNights(trip)
  const [found, landing, deals] = await Promise.all([
    placeNotFound
      ? Promise.resolve({ ok: true as const, data: { count: 0, has_more: false, results: [] } as SearchCardPage })
      : // The cards as the page shows them, not the API's listings (issue 23: the loader data is in the HTML).
        fetchSearchCards(kind, apiSearchQuery(kind, url.searchParams, { place }), nights, lng, getAuth(context)),
    // The city's published landing page (an editor's draft in the CMS preview), shown above the results.
    cityKind ? fetchCityLanding(request, url, cityKind, params.city ?? '', lng) : Promise.resolve(null),
    // Deal preview cards for this kind, place and dates (listings spec §2; decision 0068).
    fetchDealStrip(kind, { ...place, ...trip }, lng, getAuth(context)),
  ])
  const siteUrl = (process.env.SITE_URL || url.origin).replace(/\/+$/, '')
  return data(
    {
      kind,
      place,
      placeNotFound,
      city,
      nights,
      // Packed (issue 23: the loader data is in the HTML); the page unpacks it.
      result: found.ok ? { ok: true as const, data: packCardPage(found.data) } : found,
      tiles: mapTilesConfig(),
      /** Landing content of a city page: `page` (LandingPageData, see lib/landing.ts) or null; `cmsOrigin` in the CMS preview. */
      landing,
      deals,
      canonical: `${siteUrl}${url.pathname}`,
    },
    // The page still renders (with a friendly notice) when the API is down; the status tells crawlers to come back.
    found.ok ? undefined : { status: 503, headers: { 'Retry-After': '60' } },
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  const key = kindKeys[loaderData?.kind ?? 'recreational_vehicle']
  const city = loaderData?.city?.name
  const tags = pageMeta(
    lng,
    city
      ? {
          title: t(`search:meta.city.${key}.title`, { city }),
          description: t(`search:meta.city.${key}.description`, { city }),
        }
      : { title: t(`meta.kind.${key}.title`), description: t(`meta.kind.${key}.description`) },
  )
  // Canonical and hreflang come from the layout (SearchEngineLinks); a city page adds its breadcrumb trail.
  if (loaderData?.city && loaderData.canonical) {
    const origin = new URL(loaderData.canonical).origin
    tags.push({ 'script:ld+json': breadcrumbJsonLd(cityBreadcrumb(lng, origin, loaderData.kind, loaderData.city)) })
  }
  // A published landing page's FAQs (decision 0066).
  const faqs = faqPageJsonLd(loaderData?.landing?.page?.faqs ?? [])
  if (faqs) tags.push({ 'script:ld+json': faqs })
  return tags
}

export default function ListingSearch({ loaderData }: Route.ComponentProps) {
  const { kind, place, placeNotFound, city, nights, result, tiles } = loaderData
  const landingPage = useLandingLivePreview(loaderData.landing?.page ?? null, loaderData.landing?.cmsOrigin ?? null)
  const { t, i18n } = useTranslation('search')
  const { t: tCommon } = useTranslation()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const navigation = useNavigation()
  const key = kindKeys[kind]
  const page = useMemo(() => (result.ok ? unpackCardPage(result.data) : null), [result])
  const { listings, hasMore, loadMore, loading: loadingMore } = useAppendedPages(kind, page, place)

  const { filters, changeFilters, filterCount, clearFilters, flush: flushFilters } = useSearchFilters(kind)

  /** "Search this area": the map's centre and reach replace the place; filters and dates stay. */
  const searchArea = ({ latitude, longitude, radiusKm }: { latitude: number; longitude: number; radiusKm: number }) => {
    flushFilters()
    const params = writePlace(new URLSearchParams(window.location.search), {
      search: t('map.areaPlace'),
      latitude,
      longitude,
      countryCode: '',
    })
    params.set('radius', String(radiusKm))
    // A city page's place is its city: searching another area leaves it for the kind's page.
    navigate(
      { pathname: city ? kindPaths[kind].search : location.pathname, search: params.toString() },
      { preventScrollReset: true },
    )
  }

  // The filters are drawn in the browser, with their lists (brands, amenities …) from their own
  // cacheable route: they do nothing before the page is interactive, and the server page is ~17 KB
  // lighter without panel and lists (issue 23). The sidebar keeps its width meanwhile, so nothing
  // moves when they appear; phones have them in the drawer, also drawn in the browser.
  const catalogue = useFilterCatalogue(kind, i18n.language)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [view, setView] = useState<'list' | 'map'>('list')
  const [highlightedId, setHighlightedId] = useState<string | null>(null)

  // Skeletons while this page loads a new search (not while another page is being opened).
  const searching = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const hasPlace = place.latitude !== null && place.longitude !== null
  const hasDates = nights !== null
  const placeName = city?.name ?? (place.search ? place.search.split(',')[0] : '')
  const count = page?.count ?? 0

  const heading = city ? t(`city.${key}.title`, { city: city.name }) : tCommon(`kinds.${key}.pageTitle`)
  const lead = city ? t(`city.${key}.lead`, { city: city.name }) : tCommon(`kinds.${key}.pageLead`)

  const panel = catalogue && (
    <FilterPanel
      kind={kind}
      filters={filters}
      onChange={changeFilters}
      catalogue={catalogue}
      hasPlace={hasPlace}
      hasDates={hasDates}
    />
  )

  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-forest-50 to-canvas">
        <div className="mx-auto w-full max-w-[110rem] px-4 pt-6 pb-5 sm:px-6 lg:pt-8 lg:pb-6">
          <h1 className="text-2xl font-bold tracking-tight text-balance text-forest-950 sm:text-3xl">{heading}</h1>
          <p className="mt-1.5 hidden max-w-3xl text-ink-muted sm:block">{lead}</p>
          {/* Re-mount when the URL changes so the fields show the search that is displayed. */}
          <SearchBar
            key={`${kind}?${searchParams}`}
            kind={kind}
            params={searchParams}
            city={city ? { path: city.path, name: city.name } : undefined}
            variant="page"
            className="mt-4 lg:mt-5"
          />
        </div>
      </section>

      {landingPage && <LandingContent page={landingPage} />}
      <DealStrip kind={kind} deals={loaderData.deals} />

      <div className="mx-auto w-full max-w-[110rem] px-4 sm:px-6">
        <div
          className={cn(
            'grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)]',
            'min-[75.625rem]:grid-cols-[17rem_minmax(0,1fr)_minmax(0,0.8fr)]',
          )}
        >
          <aside
            className="hidden py-6 min-[75.625rem]:block"
            aria-label={t('filters.title')}
            data-testid="filter-sidebar"
          >
            <div className="mb-4 flex items-center justify-between">
              <h2 className="text-lg font-semibold text-ink">{t('filters.title')}</h2>
              {filterCount > 0 && (
                <button
                  type="button"
                  onClick={clearFilters}
                  className="text-sm font-semibold text-forest-700 hover:text-forest-900"
                >
                  {t('filters.clear')}
                </button>
              )}
            </div>
            {panel}
          </aside>

          <section
            className={cn('min-w-0 py-5 lg:py-6', view === 'map' && 'hidden lg:block')}
            aria-labelledby="results-heading"
            aria-busy={searching || undefined}
          >
            <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
              {/* Announced when filters change the results. */}
              <div className="min-w-0" aria-live="polite">
                <h2
                  id="results-heading"
                  className="scroll-mt-20 text-xl font-semibold text-ink"
                  data-testid="results-count"
                >
                  {placeNotFound
                    ? t('results.placeNotFoundTitle')
                    : searchParams.has('radius') && hasPlace
                      ? t(`results.countInArea.${key}`, { count })
                      : placeName
                        ? t(`results.countNear.${key}`, { count, place: placeName })
                        : tCommon(`kinds.${key}.count`, { count })}
                </h2>
                {page && listings.length > 0 && (
                  <p className="mt-0.5 text-sm text-ink-subtle" data-testid="results-shown">
                    {t('results.shown', { shown: listings.length, total: count })}
                  </p>
                )}
              </div>
              <div className="hidden items-center gap-2 sm:flex min-[75.625rem]:hidden">
                <SortSelect
                  kind={kind}
                  sort={filters.sort}
                  onChange={(sort) => changeFilters({ ...filters, sort })}
                  hasPlace={hasPlace}
                  hasDates={hasDates}
                  className="w-60"
                />
                {/* Tablets in landscape: the map takes the side, so the filters open from here. */}
                <Button
                  variant="secondary"
                  onClick={() => setDrawerOpen(true)}
                  icon={<SlidersHorizontal className="size-4" />}
                  className="hidden lg:inline-flex"
                >
                  {t('filters.title')}
                  <FilterCountBadge count={filterCount} />
                </Button>
              </div>
            </div>

            <SearchResults
              failed={!result.ok}
              searching={searching}
              listings={listings}
              count={count}
              hasMore={hasMore}
              loadMore={loadMore}
              loadingMore={loadingMore}
              searchParams={searchParams}
              nights={nights}
              highlightedId={highlightedId}
              onHover={setHighlightedId}
              empty={{
                placeNotFound,
                place: place.search,
                hasFilters: filterCount > 0,
                onClear: clearFilters,
                kindKey: key,
              }}
            />
          </section>

          <div
            id="search-map"
            className={cn(
              'scroll-mt-16 pt-1 pb-5 lg:sticky lg:top-[4.5rem] lg:block lg:h-[calc(100dvh-4.5rem)] lg:py-6',
              view === 'map' ? 'block' : 'hidden',
            )}
          >
            <ResultsMap
              className="h-[calc(100dvh-9.5rem)] rounded-xl border border-line lg:h-full"
              listings={listings}
              center={hasPlace ? { latitude: place.latitude!, longitude: place.longitude! } : null}
              tiles={tiles}
              searchParams={searchParams}
              highlightedId={highlightedId}
              onHover={setHighlightedId}
              onSearchArea={searchArea}
            />
          </div>
        </div>
      </div>

      {city && <CityFeedback kind={kind} city={city.name} />}

      {/* Phones and tablets: filters in a top drawer, list/map toggle, floating at the bottom. */}
      <SearchMobileBar
        filterCount={filterCount}
        onOpenFilters={() => setDrawerOpen(true)}
        view={view}
        onViewChange={setView}
      />

      <FilterDrawer
        open={drawerOpen}
        onClose={() => {
          flushFilters()
          setDrawerOpen(false)
        }}
        title={t('filters.title')}
        onClear={clearFilters}
        canClear={filterCount > 0}
        showLabel={t('filters.show', { count })}
      >
        {panel}
      </FilterDrawer>
    </>
  )
}
