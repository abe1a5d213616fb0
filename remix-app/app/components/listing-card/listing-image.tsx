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
  className,
  bare = false,
}: {
  src: string | null
  alt: string
  eager?: boolean
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
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-placeholder={failed || undefined}
      onError={() => setFailed(true)}
      className={bare ? className : cn('size-full object-cover', className)}
    />
  )
}
