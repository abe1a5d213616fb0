import { Suspense } from 'react'
import { Await, Link } from 'react-router'
import { InlineError } from '~/components/errors/inline-error'
import { ListingRail, ListingRailSkeleton } from '~/components/listing-card'
import { ArrowRight } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { ApiResult } from '~/lib/api.server'
import { kindKeys, kindPaths, type ListingKind, type ListingPage } from '~/lib/listings'

/** One "popular {kind}" row of the home page; its data streams in after the first paint. */
export function FeaturedListings({ kind, result }: { kind: ListingKind; result: Promise<ApiResult<ListingPage>> }) {
  const { t } = useTranslation()
  const key = kindKeys[kind]
  return (
    <section
      aria-labelledby={`featured-${kind}`}
      data-testid={`featured-${kind}`}
      className="container-page py-8 lg:py-10"
    >
      <div className="mb-6 flex items-end justify-between gap-6">
        <div>
          <h2 id={`featured-${kind}`} className="text-2xl font-bold tracking-tight text-forest-950 sm:text-[1.75rem]">
            {t(`kinds.${key}.popularTitle`)}
          </h2>
          <p className="mt-1.5 text-ink-muted">{t(`kinds.${key}.popularLead`)}</p>
        </div>
        <Link
          to={kindPaths[kind].search}
          className="group hidden shrink-0 items-center gap-1.5 text-[0.9375rem] font-semibold text-primary hover:text-primary-hover sm:inline-flex"
        >
          {t(`kinds.${key}.seeAll`)}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </Link>
      </div>
      <Suspense fallback={<ListingRailSkeleton />}>
        <Await resolve={result} errorElement={<InlineError />}>
          {(resolved) =>
            !resolved.ok ? (
              <InlineError />
            ) : resolved.data.results.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line-strong p-8 text-center text-ink-muted">
                {t(`kinds.${key}.empty`)}
              </p>
            ) : (
              <ListingRail
                listings={resolved.data.results}
                label={t(`kinds.${key}.popularTitle`)}
                labels={{ previous: t('common.previous'), next: t('common.next') }}
              />
            )
          }
        </Await>
      </Suspense>
      <Link
        to={kindPaths[kind].search}
        className="mt-4 inline-flex items-center gap-1.5 text-[0.9375rem] font-semibold text-primary sm:hidden"
      >
        {t(`kinds.${key}.seeAll`)}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </section>
  )
}
