import { useCallback, useEffect, useRef, useState } from 'react'
import { ChevronLeft, ChevronRight } from '~/components/ui/icons'
import { cn } from '~/lib/cn'
import type { ListingCardData } from '~/lib/listings'
import { ListingCard } from './listing-card'
import { ListingCardSkeleton } from './listing-grid'

const itemClasses =
  'w-[82%] shrink-0 snap-start min-[560px]:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-3rem)/3)] xl:w-[calc((100%-4.5rem)/4)] render-when-near [--near-block-size:27rem]'
const trackClasses =
  'scrollbar-none -mx-4 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-px-4 px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:gap-6 lg:px-0'

/** A horizontally scrolling row of cards (swipe on touch, arrow buttons on desktop). */
export function ListingRail({
  listings,
  label,
  labels,
}: {
  listings: ListingCardData[]
  label: string
  labels: { previous: string; next: string }
}) {
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  const update = useCallback(() => {
    const el = track.current
    if (!el) return
    setEdges({ start: el.scrollLeft <= 4, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 })
  }, [])

  useEffect(() => {
    update()
    const el = track.current
    el?.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      el?.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [update])

  const scroll = (direction: 1 | -1) => {
    const el = track.current
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' })
  }

  const arrow =
    'absolute top-[30%] z-20 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-md transition-opacity hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none lg:inline-flex disabled:pointer-events-none disabled:opacity-0'

  return (
    <div className="relative">
      <ul ref={track} className={trackClasses} aria-label={label}>
        {listings.map((listing, index) => (
          <li key={listing.id} className={itemClasses}>
            <ListingCard listing={listing} eager={index < 4} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={cn(arrow, '-left-5')}
        onClick={() => scroll(-1)}
        disabled={edges.start}
        aria-label={labels.previous}
      >
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <button
        type="button"
        className={cn(arrow, '-right-5')}
        onClick={() => scroll(1)}
        disabled={edges.end}
        aria-label={labels.next}
      >
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </div>
  )
}

export function ListingRailSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={cn(trackClasses, 'overflow-hidden')} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={index} className={itemClasses}>
          <ListingCardSkeleton />
        </li>
      ))}
    </ul>
  )
}
