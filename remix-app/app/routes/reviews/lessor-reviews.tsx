import { numberFormat } from '@driftway/domain/intl'
import { Link } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { InlineError } from '~/components/errors/inline-error'
import { lessorReviewsPath } from '~/components/layout/nav-items'
import { ListingImage } from '~/components/listing-card/listing-image'
import { Stars } from '~/components/reviews/stars'
import { Badge } from '~/components/ui'
import { ArrowRight, MapPin, MessageSquareText } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { pageMeta } from '~/lib/meta'
import type { ReviewedListing, ReviewedListingsPage } from '~/lib/reviews'
import { languageFromMatches } from '~/lib/root-data'
import { requireLessor } from '../lessor/editor.server'
import type { Route } from './+types/lessor-reviews'

/** The lessors' my-reviews page (listings §2): their listings that have reviews, each with a view-all-reviews link. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, kind } = await requireLessor(context, url)
  const result = await auth.api<ReviewedListingsPage>(`/review/${kind}/my/?limit=100`)
  if (!result.ok) console.warn(`[site] reviewed listings unavailable: ${result.status} ${result.error.error_key}`)
  return { kind, listings: result.ok ? result.data.results : null }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, { title: fixedT(lng)('reviews:lessor.title') })
}

function ReviewedCard({ listing }: { listing: ReviewedListing }) {
  const { t, i18n } = useTranslation('reviews')
  const average =
    listing.average_rating != null
      ? numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          listing.average_rating,
        )
      : null
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-xs"
      data-testid="reviewed-listing"
      data-listing-id={listing.id}
    >
      <ListingImage src={listing.image} alt="" className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-ink">{listing.title}</h2>
          {(listing.city || listing.country) && (
            <p className="flex items-center gap-1 text-sm text-ink-muted">
              <MapPin className="size-3.5" aria-hidden />
              {[listing.city, listing.country].filter(Boolean).join(', ')}
            </p>
          )}
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink" data-testid="reviewed-listing-rating">
          <Stars rating={listing.average_rating ?? 0} />
          {average && <span className="font-semibold">{average}</span>}
          <span className="text-ink-muted">{t('section.count', { count: listing.comments_count })}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
          {listing.awaiting_reply > 0 ? (
            <Badge tone="warning" data-testid="awaiting-reply">
              {t('lessor.awaiting', { count: listing.awaiting_reply })}
            </Badge>
          ) : (
            <Badge tone="success">{t('lessor.allAnswered')}</Badge>
          )}
          <Link
            to={`${lessorReviewsPath}/${encodeURIComponent(listing.id)}`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline focus-visible:shadow-focus focus-visible:outline-none"
            data-testid="view-all-reviews"
          >
            {t('lessor.viewAll')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </li>
  )
}

export default function LessorReviews({ loaderData }: Route.ComponentProps) {
  const { kind, listings } = loaderData
  const { t } = useTranslation('reviews')
  const kindName = t(`lessor.kinds.${kind}`)
  return (
    <>
      <AccountPageHeader title={t('lessor.title')} lead={t('lessor.subtitle', { kind: kindName })} />
      <div className="container-page py-8 sm:py-10" data-testid="lessor-reviews" data-kind={kind}>
        {listings === null ? (
          <InlineError />
        ) : listings.length === 0 ? (
          <EmptyState
            icon={<MessageSquareText />}
            title={t('lessor.title')}
            text={t('lessor.empty', { kind: kindName })}
            testId="lessor-reviews-empty"
          />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((listing) => (
              <ReviewedCard key={listing.id} listing={listing} />
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
