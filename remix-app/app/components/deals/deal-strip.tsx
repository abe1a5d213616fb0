import { Link } from 'react-router'
import { ArrowRight, Percent } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { type DealCardData, dealsOfKindPath } from '~/lib/deals'
import type { ListingKind } from '~/lib/listings'
import { useRootData } from '~/lib/root-data'
import { DealCard } from './deal-card'

/** The search page's row of deal preview cards; nothing when no deal fits the search. */
export function DealStrip({ kind, deals }: { kind: ListingKind; deals: DealCardData[] }) {
  const { t } = useTranslation('deals')
  const { user } = useRootData()
  if (deals.length === 0) return null
  return (
    <section
      className="border-b border-line bg-sand-50/60"
      aria-labelledby="deal-strip-heading"
      data-testid="deal-strip"
    >
      <div className="mx-auto w-full max-w-[110rem] px-4 py-5 sm:px-6">
        <div className="mb-3 flex items-end justify-between gap-4">
          <div className="min-w-0">
            <h2 id="deal-strip-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
              <span className="inline-flex size-7 items-center justify-center rounded-full bg-accent text-white">
                <Percent className="size-4" aria-hidden />
              </span>
              {t('strip.title')}
            </h2>
            <p className="mt-0.5 text-sm text-ink-muted">{t('strip.lead')}</p>
          </div>
          <Link
            to={dealsOfKindPath(kind)}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-forest-700 hover:text-forest-900"
          >
            {t('strip.seeAll')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6">
          {deals.map((deal, index) => (
            <li key={deal.id} className="flex">
              <DealCard deal={deal} compact priority={index === 0} isOwner={Boolean(user && deal.lessor === user.id)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
