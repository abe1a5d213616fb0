import { useTranslation } from 'react-i18next'
import { data, useSearchParams } from 'react-router'
import { InlineError } from '~/components/errors/inline-error'
import { ListingGrid } from '~/components/listing-card'
import { SearchBar } from '~/components/search/search-bar'
import { readSearchValues } from '~/components/search/search-url'
import { fixedT } from '~/i18n/instance'
import { resolveLanguage } from '~/i18n/locale.server'
import { searchListings } from '~/lib/api.server'
import { kindFromSearchPath, kindKeys } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/search'

/** Page size of the search endpoint (listings spec §9). */
const pageSize = 30

/**
 * /campervans, /campsites, /boats: the kind's listings as a grid, headed by the search bar.
 * Filters and the map arrive with the full search; the grid and cards are built to be reused there.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  // `url`, not request.url: data requests carry a `.data` suffix in request.url.
  const kind = kindFromSearchPath(url.pathname)
  if (!kind) throw data(null, { status: 404 })
  const values = readSearchValues(url.searchParams)
  const result = await searchListings(
    kind,
    { limit: pageSize, offset: 0, search: values.search || null },
    { lng: resolveLanguage(request) },
  )
  // The page still renders (with a friendly notice) when the API is down; the status tells crawlers to come back.
  return data({ kind, values, result }, result.ok ? undefined : { status: 503, headers: { 'Retry-After': '60' } })
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  const key = kindKeys[loaderData?.kind ?? 'recreational_vehicle']
  return pageMeta(lng, { title: t(`meta.kind.${key}.title`), description: t(`meta.kind.${key}.description`) })
}

export default function ListingSearch({ loaderData }: Route.ComponentProps) {
  const { kind, values, result } = loaderData
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const key = kindKeys[kind]

  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-forest-50 to-canvas">
        <div className="container-page pt-10 pb-8 sm:pt-12 lg:pt-14 lg:pb-10">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-forest-950 sm:text-4xl lg:text-[2.75rem]">
            {t(`kinds.${key}.pageTitle`)}
          </h1>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-muted">{t(`kinds.${key}.pageLead`)}</p>
          {/* Re-mount when the URL changes so the fields show the search that is displayed. */}
          <SearchBar key={`${kind}?${searchParams}`} kind={kind} initial={values} variant="page" className="mt-8" />
        </div>
      </section>

      <section className="container-page py-10 lg:py-12" aria-labelledby="results-heading">
        {result.ok ? (
          <>
            <div className="mb-6 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
              <h2 id="results-heading" className="text-xl font-semibold text-ink" data-testid="results-count">
                {values.search
                  ? t('results.searchingFor', { place: values.search })
                  : t(`kinds.${key}.count`, { count: result.data.count })}
              </h2>
              <p className="text-sm text-ink-subtle">
                {result.data.results.length < result.data.count
                  ? t('results.showing', { shown: result.data.results.length, total: result.data.count })
                  : t('results.filtersComing')}
              </p>
            </div>
            {result.data.results.length > 0 ? (
              <ListingGrid listings={result.data.results} searchParams={searchParams} />
            ) : (
              <p className="rounded-xl border border-dashed border-line-strong bg-surface p-10 text-center text-ink-muted">
                {t(`kinds.${key}.empty`)}
              </p>
            )}
          </>
        ) : (
          <>
            <h2 id="results-heading" className="sr-only">
              {t(`kinds.${key}.plural`)}
            </h2>
            <InlineError />
          </>
        )}
      </section>
    </>
  )
}
