import { ListingImage } from '~/components/listing-card/listing-image'
import { Heart } from '~/components/ui/icons'
import { cn } from '~/lib/cn'

/** A wishlist card's picture (§9): a 2×2 grid with 4 photos, otherwise the first photo, else a heart. */
export function WishlistCover({ photos, label, className }: { photos: string[]; label: string; className?: string }) {
  const base = cn('relative aspect-[4/3] overflow-hidden bg-surface-muted', className)
  if (photos.length >= 4) {
    return (
      <div
        className={cn(base, 'grid grid-cols-2 grid-rows-2 gap-0.5')}
        role="img"
        aria-label={label}
        data-testid="wishlist-cover-grid"
      >
        {photos.slice(0, 4).map((photo) => (
          <ListingImage key={photo} src={photo} alt="" />
        ))}
      </div>
    )
  }
  if (photos[0]) {
    return (
      <div className={base} data-testid="wishlist-cover-single">
        <ListingImage src={photos[0]} alt={label} />
      </div>
    )
  }
  return (
    <div
      className={cn(base, 'flex items-center justify-center bg-gradient-to-br from-forest-50 to-sand-100')}
      role="img"
      aria-label={label}
      data-testid="wishlist-cover-empty"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface/80 text-forest-600 shadow-xs">
        <Heart className="size-7" aria-hidden />
      </span>
    </div>
  )
}
