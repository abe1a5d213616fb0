import { formatDateRange } from '@driftway/domain/dates'
import { formatMoney } from '@driftway/domain/money'
import { useState } from 'react'
import { Link } from 'react-router'
import { ListingImage } from '~/components/listing-card/listing-image'
import { Button, ButtonLink, Dialog } from '~/components/ui'
import { CalendarDays, MapPin, Trash2 } from '~/components/ui/icons'
import { WishlistHeart } from '~/components/wishlist/wishlist-heart'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type DealCardData, dealBookingHref, dealDays } from '~/lib/deals'
import { localizedTitle, rentalUnitContext } from '~/lib/listings'

/**
 * A deal card (booking spec §2 "Deal cards: discount badge, Book now button, wishlist heart
 * (travelers), delete (owner lessor only)"). `compact` is the search page's preview card.
 */
export function DealCard({
  deal,
  isOwner = false,
  deleting = false,
  onDelete,
  compact = false,
  priority = false,
}: {
  deal: DealCardData
  isOwner?: boolean
  deleting?: boolean
  onDelete?: (deal: DealCardData) => void
  compact?: boolean
  /** The first card of a strip above the fold: its photo is the page's largest paint on a phone. */
  priority?: boolean
}) {
  const { t, i18n } = useTranslation('deals')
  const [confirming, setConfirming] = useState(false)
  const lng = i18n.language
  const listing = deal.listing_summary
  const title = localizedTitle(listing as Parameters<typeof localizedTitle>[0], lng)
  const place = [listing.city, listing.country].filter(Boolean).join(', ')
  const days = dealDays(deal)
  const dates = formatDateRange(days.start, days.end, lng)
  const href = dealBookingHref(deal)
  const price = formatMoney(deal.total_price_cents, deal.currency, lng)
  const normal = formatMoney(deal.normal_price_cents, deal.currency, lng)

  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-xs transition-shadow hover:shadow-md',
        compact && 'w-[17.5rem] shrink-0 snap-start sm:w-[19rem]',
      )}
      data-testid="deal-card"
      data-deal-id={deal.id}
    >
      <div className={cn('relative overflow-hidden bg-surface-muted', compact ? 'aspect-[16/10]' : 'aspect-[4/3]')}>
        <Link to={href} tabIndex={-1} aria-hidden className="block size-full">
          <ListingImage
            src={listing.main_image_url}
            alt=""
            priority={priority}
            className="transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </Link>
        <span
          className="absolute top-3 left-3 inline-flex items-center rounded-full bg-accent px-3 py-1 text-sm font-bold text-white shadow-md ring-1 ring-black/5"
          data-testid="deal-discount"
        >
          <span aria-hidden>{t('card.badge', { percent: deal.discount_percent })}</span>
          <span className="sr-only">{t('card.badgeLabel', { percent: deal.discount_percent })}</span>
        </span>
        {isOwner ? (
          <span className="absolute top-3 right-3 inline-flex items-center rounded-full bg-surface/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm ring-1 ring-black/5">
            {t('card.yours')}
          </span>
        ) : (
          <WishlistHeart
            listing={{ id: listing.id, kind: listing.kind, wishlists: listing.wishlists }}
            title={title}
            className="absolute top-3 right-3"
          />
        )}
      </div>

      <div className={cn('flex flex-1 flex-col gap-3', compact ? 'p-4' : 'p-5')}>
        <div className="min-w-0">
          <h3 className={cn('font-semibold text-ink', compact ? 'truncate text-base' : 'line-clamp-2 text-lg')}>
            {/* In a one-line title the link is the line's whole box (24 px high, the touch target size a phone needs). */}
            <Link
              to={href}
              className={cn(
                'hover:text-primary focus-visible:underline focus-visible:outline-none',
                compact && 'block truncate',
              )}
            >
              {title}
            </Link>
          </h3>
          {place && (
            <p className="mt-1 flex items-center gap-1.5 truncate text-sm text-ink-muted">
              <MapPin className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{place}</span>
            </p>
          )}
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <CalendarDays className="size-4 shrink-0" aria-hidden />
            <span data-testid="deal-dates">
              {dates} · {t('card.nights', { count: deal.nights, context: rentalUnitContext(listing.kind) })}
            </span>
          </p>
        </div>

        <div className="mt-auto flex items-end justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-ink-subtle line-through" data-testid="deal-normal-price">
              {t('card.was', { price: normal })}
            </p>
            <p className="text-xl font-bold text-forest-950">
              <span data-testid="deal-price">{price}</span>{' '}
              <span className="text-sm font-normal text-ink-muted">{t('card.total')}</span>
            </p>
          </div>
          {isOwner ? (
            onDelete && (
              <Button
                variant="secondary"
                size="sm"
                icon={<Trash2 className="size-4" />}
                onClick={() => setConfirming(true)}
                loading={deleting}
                aria-label={t('card.deleteLabel', { title })}
                data-testid="deal-delete"
              >
                {t('card.delete')}
              </Button>
            )
          ) : (
            <ButtonLink to={href} size="sm" data-testid="deal-book">
              {t('card.bookNow')}
            </ButtonLink>
          )}
        </div>
      </div>

      {isOwner && onDelete && (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          tone="danger"
          icon={<Trash2 className="size-5" />}
          title={t('delete.title')}
          description={t('delete.text', { title, dates })}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('delete.cancel')}
              </Button>
              <Button
                variant="danger"
                data-testid="deal-delete-confirm"
                onClick={() => {
                  setConfirming(false)
                  onDelete?.(deal)
                }}
              >
                {t('delete.confirm')}
              </Button>
            </>
          }
        />
      )}
    </article>
  )
}
