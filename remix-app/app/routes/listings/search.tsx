import { SEARCH_PAGE_SIZE } from '@driftway/domain/search-params'
import { useEffect, useMemo, useState } from 'react'
import { data, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
import { DealStrip } from '~/components/deals/deal-strip'
import { InlineError } from '~/components/errors/inline-error'
import { LandingContent } from '~/components/landing/landing-content'
import { useLandingLivePreview } from '~/components/landing/live-preview'
import { ListingCardSkeleton, SearchCard } from '~/components/listing-card'
import { breadcrumbJsonLd, faqPageJsonLd } from '~/components/listing-detail/seo'
import { CityFeedback } from '~/components/pages/city-feedback'
import { RentalRequestCta } from '~/components/rental/request-cta'
import { useDebouncedCallback } from '~/components/search/debounce'
import { FilterDrawer } from '~/components/search/filter-drawer'
import { FilterPanel, SortSelect } from '~/components/search/filter-panel'
import { ResultsMap } from '~/components/search/results-map'
import { SearchBar } from '~/components/search/search-bar'
import {
  activeFilterCount,
  apiSearchQuery,
  emptyFilters,
  type Filters,
  type Place,
  readFilters,
  readPlace,
  readTrip,
  searchKey,
  tripNights,
  writeFilters,
  writePlace,
} from '~/components/search/search-state'
import { Button, useToast } from '~/components/ui'
import { List, Map as MapIcon, SearchX, SlidersHorizontal } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { resolveLanguage } from '~/i18n/locale.server'
import { useTranslation } from '~/i18n/use-translation'
import { getAuth } from '~/lib/auth.server'
import { cn } from '~/lib/cn'
import { fetchDealStrip } from '~/lib/deals.server'
import { fetchCityLanding } from '~/lib/landing.server'
import { kindFromCityPath, kindFromSearchPath, kindKeys, kindPaths, type ListingKind } from '~/lib/listings'
import { mapTilesConfig } from '~/lib/map-tiles.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { fetchFilterCatalogue, fetchSearchCards, geocode } from '~/lib/search.server'
import type { SearchCardData, SearchCardPage } from '~/lib/search-cards'
import { cityBreadcrumb } from '~/lib/seo-breadcrumbs'
import type { Route } from './+types/search'

/** Two vertical cards a row up to 1280 px, then one horizontal card a row (§2 "Orientation"). */
const resultsGrid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-1'

/** "lake-garda" → "lake garda": the text the geocoder looks up for a city page. */
const cityText = (slug: string) => decodeURIComponent(slug).replace(/[-_]+/g, ' ').trim()

/**
 * /campervans, /campsites, /boats and the city hire pages (/campervan-hire/{city} …): the search
 * screen of listings spec §2. The URL is the state: the loader renders the results, the filter
 * catalogue and the map from it; filters write it back (debounced); "Load more" appends pages
 * through the `search/results/{kind}` resource route.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  // `url`, not request.url: data requests carry a `.data` suffix in request.url.
  const lng = resolveLanguage(request)
  const cityKind = kindFromCityPath(url.pathname)
  const kind = cityKind ?? kindFromSearchPath(url.pathname)
  if (!kind) throw data(null, { status: 404 })

  let place: Place = readPlace(url.searchParams)
  let city: { name: string; label: string; path: string } | null = null
  let placeNotFound = false
  if (cityKind) {
    const [hit] = await geocode(cityText(params.city ?? ''), lng, 1)
    if (!hit) throw data(null, { status: 404 })
    city = { name: hit.name, label: hit.label, path: url.pathname }
    // A place typed on the city page replaces the city; otherwise the city is the place (§2).
    if (!place.search || place.latitude === null) {
      place = { search: hit.name, latitude: hit.latitude, longitude: hit.longitude, countryCode: hit.countryCode }
    }
  } else if (place.search && place.latitude === null) {
    // Typed but not picked from the suggestions: use the best match.
    const [hit] = await geocode(place.search, lng, 1)
    if (hit) place = { ...place, latitude: hit.latitude, longitude: hit.longitude, countryCode: hit.countryCode }
    else placeNotFound = true
  }

  const trip = readTrip(url.searchParams)
  const nights = tripNights(trip)
  const [result, catalogue, landing, deals] = await Promise.all([
    placeNotFound
      ? Promise.resolve({ ok: true as const, data: { count: 0, has_more: false, results: [] } as SearchCardPage })
      : // The cards as the page shows them, not the API's listings (issue 23: the loader data is in the HTML).
        fetchSearchCards(kind, apiSearchQuery(kind, url.searchParams, { place }), nights, lng, getAuth(context)),
    fetchFilterCatalogue(kind, lng),
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
      result,
      catalogue,
      tiles: mapTilesConfig(),
      /** Landing content of a city page: `page` (LandingPageData, see lib/landing.ts) or null; `cmsOrigin` in the CMS preview. */
      landing,
      deals,
      canonical: `${siteUrl}${url.pathname}`,
    },
    // The page still renders (with a friendly notice) when the API is down; the status tells crawlers to come back.
    result.ok ? undefined : { status: 503, headers: { 'Retry-After': '60' } },
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

/** Listings of the search plus the pages "Load more" appended, without duplicates. */
function useAppendedPages(kind: ListingKind, first: SearchCardPage | null, place: Place) {
  const [searchParams] = useSearchParams()
  const key = searchKey(searchParams)
  const { error: errorToast } = useToast()
  const { t } = useTranslation('search')
  const [state, setState] = useState<{ key: string; items: SearchCardData[]; hasMore: boolean | null }>({
    key,
    items: [],
    hasMore: null,
  })
  const [loading, setLoading] = useState(false)
  // A new search starts from its first page again (set while rendering: no frame shows stale pages).
  if (state.key !== key) setState({ key, items: [], hasMore: null })

  const listings = useMemo(() => {
    const seen = new Set<string>()
    return [...(first?.results ?? []), ...state.items].filter((listing) => {
      if (seen.has(listing.id)) return false
      seen.add(listing.id)
      return true
    })
  }, [first, state.items])
  const hasMore = state.hasMore ?? first?.has_more ?? false

  const loadMore = async () => {
    if (loading) return
    setLoading(true)
    // The place the loader resolved (a city page's city, a typed place's best match): not geocoded again.
    const query = writePlace(searchParams, place)
    query.set('offset', String(listings.length))
    try {
      const response = await fetch(`/search/results/${kind}?${query}`)
      if (!response.ok) throw new Error(String(response.status))
      const page = (await response.json()) as SearchCardPage
      setState((previous) =>
        previous.key === key
          ? { key, items: [...previous.items, ...page.results], hasMore: page.has_more }
          : { key, items: page.results, hasMore: page.has_more },
      )
    } catch {
      errorToast(t('results.loadMoreFailed'))
    } finally {
      setLoading(false)
    }
  }
  return { listings, hasMore, loadMore, loading }
}

export default function ListingSearch({ loaderData }: Route.ComponentProps) {
  const { kind, place, placeNotFound, city, nights, result, catalogue, tiles } = loaderData
  const landingPage = useLandingLivePreview(loaderData.landing?.page ?? null, loaderData.landing?.cmsOrigin ?? null)
  const { t } = useTranslation('search')
  const { t: tCommon } = useTranslation()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const navigation = useNavigation()
  const key = kindKeys[kind]
  const page = result.ok ? result.data : null
  const { listings, hasMore, loadMore, loading: loadingMore } = useAppendedPages(kind, page, place)

  // Filters: shown at once, written to the URL 300 ms after the last change (§4).
  const urlFilters = useMemo(() => readFilters(kind, searchParams), [kind, searchParams])
  const urlFiltersKey = JSON.stringify(urlFilters)
  const [filters, setFilters] = useState<Filters>(urlFilters)
  const pushFilters = useDebouncedCallback((next: Filters) => {
    const params = writeFilters(kind, new URLSearchParams(window.location.search), next)
    navigate({ search: params.toString() }, { replace: true, preventScrollReset: true })
  })
  // The URL changed from elsewhere (back button, search bar): show its filters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialized filters
  useEffect(() => {
    if (!pushFilters.pending()) setFilters(urlFilters)
  }, [urlFiltersKey])
  const changeFilters = (next: Filters) => {
    setFilters(next)
    pushFilters(next)
  }
  const filterCount = activeFilterCount(kind, filters)
  // Clearing filters keeps the chosen sort.
  const clearFilters = () => changeFilters({ ...emptyFilters, sort: filters.sort })

  /** "Search this area": the map's centre and reach replace the place; filters and dates stay. */
  const searchArea = ({ latitude, longitude, radiusKm }: { latitude: number; longitude: number; radiusKm: number }) => {
    pushFilters.flush()
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

  const panel = (
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

            {!result.ok ? (
              <InlineError />
            ) : searching ? (
              <ul className={resultsGrid} aria-hidden data-testid="results-skeleton">
                {Array.from({ length: 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                  <li key={index}>
                    <ListingCardSkeleton horizontalFromXl />
                  </li>
                ))}
              </ul>
            ) : listings.length === 0 ? (
              <EmptyResults
                placeNotFound={placeNotFound}
                place={place.search}
                hasFilters={filterCount > 0}
                onClear={clearFilters}
                kindKey={key}
              />
            ) : (
              <>
                <ul className={resultsGrid} data-testid="listing-grid">
                  {listings.map((listing, index) => (
                    <li key={listing.id}>
                      <SearchCard
                        listing={listing}
                        searchParams={searchParams}
                        nights={nights}
                        eager={index < 4}
                        highlighted={listing.id === highlightedId}
                        onHover={setHighlightedId}
                      />
                    </li>
                  ))}
                </ul>
                {hasMore && (
                  <div className="mt-8 flex justify-center">
                    <Button
                      variant="secondary"
                      size="lg"
                      onClick={loadMore}
                      loading={loadingMore}
                      loadingLabel={t('results.loadingMore')}
                      data-testid="load-more"
                    >
                      {t('results.loadMore', { count: Math.min(SEARCH_PAGE_SIZE, count - listings.length) })}
                    </Button>
                  </div>
                )}
              </>
            )}
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
      <div className="pointer-events-none sticky bottom-4 z-30 flex justify-center px-4 lg:hidden">
        <div className="pointer-events-auto inline-flex items-center gap-1 rounded-full border border-line bg-surface p-1 shadow-lg">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink hover:bg-surface-muted"
            data-testid="open-filters"
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            {t('filters.title')}
            <FilterCountBadge count={filterCount} />
          </button>
          <span className="h-6 w-px bg-line" aria-hidden />
          <button
            type="button"
            onClick={() => {
              const next = view === 'list' ? 'map' : 'list'
              setView(next)
              // Bring what was chosen into view (the map sits below the search bar on phones).
              requestAnimationFrame(() =>
                document
                  .getElementById(next === 'map' ? 'search-map' : 'results-heading')
                  ?.scrollIntoView({ block: 'start' }),
              )
            }}
            className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink hover:bg-surface-muted"
            aria-pressed={view === 'map'}
            data-testid="toggle-map"
          >
            {view === 'list' ? <MapIcon className="size-4" aria-hidden /> : <List className="size-4" aria-hidden />}
            {view === 'list' ? t('map.show') : t('map.showList')}
          </button>
        </div>
      </div>

      <FilterDrawer
        open={drawerOpen}
        onClose={() => {
          pushFilters.flush()
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

/** How many filters are set, on the buttons that open the filters. */
function FilterCountBadge({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-on-primary">
      {count}
    </span>
  )
}

function EmptyResults({
  placeNotFound,
  place,
  hasFilters,
  onClear,
  kindKey,
}: {
  placeNotFound: boolean
  place: string
  hasFilters: boolean
  onClear: () => void
  kindKey: string
}) {
  const { t } = useTranslation('search')
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center"
      data-testid="results-empty"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchX className="size-6" aria-hidden />
      </span>
      <p className="text-lg font-semibold text-ink">
        {placeNotFound ? t('results.placeNotFound', { place }) : t(`results.empty.${kindKey}`)}
      </p>
      <p className="max-w-md text-ink-muted">
        {placeNotFound ? t('results.placeNotFoundHint') : t('results.emptyHint')}
      </p>
      {hasFilters && !placeNotFound && (
        <Button variant="secondary" onClick={onClear} className="mt-2">
          {t('filters.clear')}
        </Button>
      )}
      {!placeNotFound && <RentalRequestCta kindKey={kindKey} />}
    </div>
  )
}
