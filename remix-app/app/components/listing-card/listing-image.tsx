import { useEffect, useRef, useState } from 'react'
import { cn } from '~/lib/cn'

export const listingPlaceholderSrc = '/images/listing-placeholder.svg'

/**
 * Cover photo of a listing. Falls back to the placeholder when the URL is missing or fails,
 * including failures that happened before hydration (React's onError would miss those).
 */
export function ListingImage({
  src,
  alt,
  eager = false,
  priority = false,
  srcSet,
  sizes,
  className,
  bare = false,
}: {
  src: string | null
  alt: string
  eager?: boolean
  /** The page's main picture (its largest paint): loaded eagerly and before other images. */
  priority?: boolean
  /** Smaller variants for narrow screens (`srcset` with width descriptors) and the width it is shown at. */
  srcSet?: string
  sizes?: string
  className?: string
  /** `className` is the whole class list (it sizes the picture itself: a search card's `search-card-img`). */
  bare?: boolean
}) {
  const [failed, setFailed] = useState(!src)
  const ref = useRef<HTMLImageElement>(null)

  useEffect(() => {
    setFailed(!src)
    const img = ref.current
    if (src && img?.complete && img.naturalWidth === 0) setFailed(true)
  }, [src])

  return (
    <img
      ref={ref}
      src={failed || !src ? listingPlaceholderSrc : src}
      srcSet={failed || !src ? undefined : srcSet}
      sizes={failed || !src ? undefined : sizes}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-placeholder={failed || undefined}
      onError={() => setFailed(true)}
      className={bare ? className : cn('size-full object-cover', className)}
    />
  )
}
