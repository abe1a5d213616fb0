import { Badge, Card } from '~/components/ui'
import { MessageCircle, Zap } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type ListingCardData, localizedTitle, rentalUnitContext } from '~/lib/listings'
import { CardHeading, CardPhoto, FromPrice } from './card-parts'
import { cardPrice } from './card-price'
import { ListingFacts } from './listing-facts'

type ListingCardProps = {
  listing: ListingCardData
  /** Current search (place and dates) handed on to the detail page. */
  searchParams?: URLSearchParams
  /** Load the photo eagerly: for cards visible without scrolling. */
  eager?: boolean
  className?: string
}

/**
 * A listing in a grid or rail: photo, title, place, the kind's key facts and the "from" price.
 * The whole card is one link (stretched from the title) that opens the detail page in a new tab.
 */
export function ListingCard({ listing, searchParams, eager, className }: ListingCardProps) {
  const { t, i18n } = useTranslation()
  const title = localizedTitle(listing, i18n.language)
  const price = cardPrice(listing, null)

  return (
    <Card
      padding="none"
      interactive
      data-testid="listing-card"
      data-kind={listing.kind}
      className={cn('group relative flex h-full flex-col overflow-hidden focus-within:shadow-focus', className)}
    >
      <CardPhoto listing={listing} title={title} eager={eager} className="aspect-[4/3]">
        <div className="absolute top-3 left-3">
          {listing.is_instant_booking_allowed ? (
            <Badge variant="overlay" icon={<Zap className="fill-sand-400 text-sand-500" />} data-testid="instant-badge">
              {t('listing.bookNow')}
            </Badge>
          ) : (
            <Badge variant="overlay" icon={<MessageCircle className="text-forest-600" />} data-testid="request-badge">
              {t('listing.requestToBook')}
            </Badge>
          )}
        </div>
      </CardPhoto>

      <div className="flex flex-1 flex-col gap-2.5 p-4">
        <CardHeading listing={listing} title={title} searchParams={searchParams} />
        <ListingFacts listing={listing} />
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 border-t border-line pt-3">
          <FromPrice price={price} />
          <p className="text-xs font-medium whitespace-nowrap text-ink-subtle">
            {t('listing.minNights', { count: price.minNights, context: rentalUnitContext(listing.kind) })}
          </p>
        </div>
      </div>
    </Card>
  )
}
