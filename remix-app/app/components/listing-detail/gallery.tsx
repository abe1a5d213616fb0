import { type PointerEvent, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react'
import { ListingImage, listingPlaceholderSrc } from '~/components/listing-card/listing-image'
import { useModalDialog } from '~/components/ui/dialog'
import { ChevronLeft, ChevronRight, Expand, Images, X } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { ListingDetail } from './types'

/** `srcSet`: the 800 px card variant beside the large one for narrow screens (issue 17), when there is one. */
export type GalleryPhoto = { slot: string; src: string; thumb: string; srcSet?: string }

/**
 * The main photo's candidates: the card variant (800 px wide) and the large one (1600 px), or the
 * original when there is no large variant — Payload does not enlarge, so such an original is
 * narrower than 1600 px and stands in for it. A phone then loads the 800 px WebP instead of the
 * original JPEG (a seeded photo: 11 KB instead of 41 KB).
 */
function gallerySrcSet(src: string, variants: { card: string | null; large: string | null } | undefined) {
  if (!variants?.card) return undefined
  return `${variants.card} 800w, ${variants.large ?? src} 1600w`
}

/** Photos in the order of the listing's slots (listings spec §3 "Image slots"). */
export function galleryPhotos(listing: Pick<ListingDetail, 'images' | 'image_variants'>): GalleryPhoto[] {
  return Object.entries(listing.images ?? {})
    .filter(([, src]) => Boolean(src))
    .map(([slot, src]) => {
      const variants = listing.image_variants?.[slot]
      return {
        slot,
        src: variants?.large ?? src,
        thumb: variants?.thumbnail ?? variants?.card ?? src,
        srcSet: gallerySrcSet(src, variants),
      }
    })
}

/** The whole photo, letterboxed (the cards' cover crop would cut it); the placeholder when it fails. */
function ViewerImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      src={failed ? listingPlaceholderSrc : src}
      alt={alt}
      draggable={false}
      onError={() => setFailed(true)}
      className="max-h-full max-w-full animate-fade-in rounded-lg object-contain select-none"
    />
  )
}

/** Horizontal swipes (pointer events cover touch, pen and mouse drags). */
function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY }
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current
      start.current = null
      if (!from) return
      const dx = event.clientX - from.x
      const dy = event.clientY - from.y
      if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(dy)) (dx < 0 ? onNext : onPrevious)()
    },
    onPointerCancel: () => {
      start.current = null
    },
  }
}

/**
 * The full-screen viewer: a modal <dialog> while `open` (focus trapped and given back on close,
 * Escape closes), arrow keys and swipes move between photos, a thumbnail strip jumps.
 */
function Viewer({
  open,
  photos,
  index,
  onIndex,
  onClose,
  title,
}: {
  open: boolean
  photos: GalleryPhoto[]
  index: number
  onIndex: (index: number) => void
  onClose: () => void
  title: string
}) {
  const { t } = useTranslation('listing')
  const ref = useModalDialog(open)
  const count = photos.length
  const previous = useCallback(() => onIndex((index - 1 + count) % count), [index, count, onIndex])
  const next = useCallback(() => onIndex((index + 1) % count), [index, count, onIndex])
  const swipe = useSwipe(previous, next)

  useEffect(() => {
    if (!open) return
    ref.current
      ?.querySelector<HTMLElement>(`[data-thumb="${index}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [open, index, ref])

  const photo = photos[index]!
  return (
    <dialog
      ref={ref}
      aria-label={t('gallery.viewerLabel', { title })}
      data-testid="gallery-viewer"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') previous()
        else if (event.key === 'ArrowRight') next()
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-forest-950 p-0 text-white backdrop:bg-black/80"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p className="min-w-0 truncate text-sm text-white/80">
              <span className="font-semibold text-white" aria-live="polite" data-testid="gallery-counter">
                {t('gallery.counter', { current: index + 1, total: count })}
              </span>
              <span className="mx-2 text-white/40">·</span>
              {t(`slots.${photo.slot}`, { defaultValue: photo.slot })}
            </p>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('gallery.close')}
              className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-white/20 focus-visible:shadow-focus focus-visible:outline-none"
            >
              <X className="size-5" />
            </button>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-16"
            {...swipe}
          >
            <ViewerImage
              key={photo.src}
              src={photo.src}
              alt={t('gallery.photoAlt', { title, slot: t(`slots.${photo.slot}`, { defaultValue: photo.slot }) })}
            />
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={previous}
                  aria-label={t('gallery.previous')}
                  className="absolute left-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white focus-visible:shadow-focus focus-visible:outline-none sm:left-4"
                >
                  <ChevronLeft className="size-6" />
                </button>
                <button
                  type="button"
                  onClick={next}
                  aria-label={t('gallery.next')}
                  className="absolute right-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white focus-visible:shadow-focus focus-visible:outline-none sm:right-4"
                >
                  <ChevronRight className="size-6" />
                </button>
              </>
            )}
          </div>
          <div className="flex gap-2 overflow-x-auto px-4 py-3 scrollbar-none sm:justify-center sm:px-6">
            {photos.map((item, i) => (
              <button
                key={item.slot}
                type="button"
                data-thumb={i}
                onClick={() => onIndex(i)}
                aria-label={t('gallery.showPhoto', { number: i + 1 })}
                aria-current={i === index || undefined}
                className={cn(
                  'h-14 w-20 shrink-0 overflow-hidden rounded-md ring-2 transition focus-visible:shadow-focus focus-visible:outline-none',
                  i === index ? 'opacity-100 ring-white' : 'opacity-55 ring-transparent hover:opacity-90',
                )}
              >
                <ListingImage src={item.thumb} alt="" />
              </button>
            ))}
          </div>
        </div>
      )}
    </dialog>
  )
}

/**
 * The listing's photos: a large picture with a thumbnail window beside it (4 on wide screens,
 * 2 on phones, scrolled by arrows or the wheel — listings spec §2), and the full-screen viewer.
 */
export function Gallery({ listing, title }: { listing: ListingDetail; title: string }) {
  const { t } = useTranslation('listing')
  const photos = galleryPhotos(listing)
  const [index, setShown] = useState(0)
  // The photo the page opens with appears at once (it is the page's largest paint); the ones the
  // visitor browses to fade in.
  const [browsed, setBrowsed] = useState(false)
  const setIndex = useCallback((update: SetStateAction<number>) => {
    setBrowsed(true)
    setShown(update)
  }, [])
  const [open, setOpen] = useState(false)
  const strip = useRef<HTMLDivElement>(null)
  const count = photos.length
  const swipe = useSwipe(
    () => setIndex((i) => (i - 1 + count) % count),
    () => setIndex((i) => (i + 1) % count),
  )

  // Keep the current thumbnail in the window, by scrolling the strip only (never the page).
  useEffect(() => {
    const scroller = strip.current
    const thumb = scroller?.querySelector<HTMLElement>(`[data-thumb="${index}"]`)
    if (!scroller || !thumb) return
    const left = thumb.offsetLeft - scroller.offsetLeft
    if (left < scroller.scrollLeft) scroller.scrollTo({ left })
    else if (left + thumb.offsetWidth > scroller.scrollLeft + scroller.clientWidth)
      scroller.scrollTo({ left: left + thumb.offsetWidth - scroller.clientWidth })
  }, [index])

  if (count === 0) {
    return (
      <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-surface-muted sm:aspect-[21/9]">
        <ListingImage src={null} alt={t('gallery.noPhotos')} />
      </div>
    )
  }

  const photo = photos[index]!
  const scrollStrip = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth, behavior: 'smooth' })

  return (
    <section aria-label={t('gallery.label')} data-testid="gallery">
      <div className="relative overflow-hidden rounded-2xl bg-surface-muted">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="group block aspect-[4/3] w-full cursor-zoom-in touch-pan-y focus-visible:shadow-focus focus-visible:outline-none sm:aspect-[16/9]"
          aria-label={t('gallery.openViewer')}
          data-testid="gallery-main"
          {...swipe}
        >
          <ListingImage
            key={photo.src}
            src={photo.src}
            srcSet={photo.srcSet}
            // The gallery spans the page's container (80rem at most).
            sizes="(min-width: 1280px) 1280px, 100vw"
            alt={t('gallery.photoAlt', { title, slot: t(`slots.${photo.slot}`, { defaultValue: photo.slot }) })}
            priority={index === 0}
            eager
            className={cn(browsed && 'animate-fade-in', 'transition-transform duration-500 group-hover:scale-[1.015]')}
          />
        </button>
        <span className="pointer-events-none absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-forest-950/70 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur-sm">
          <Images className="size-3.5" aria-hidden />
          {t('gallery.counter', { current: index + 1, total: count })}
        </span>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3.5 py-2 text-sm font-semibold text-ink shadow-md transition hover:bg-white focus-visible:shadow-focus focus-visible:outline-none"
          data-testid="gallery-fullscreen"
        >
          <Expand className="size-4" aria-hidden />
          {t('gallery.showAll', { count })}
        </button>
      </div>

      {count > 1 && (
        <div className="mt-3 flex items-center gap-2">
          <button
            type="button"
            onClick={() => scrollStrip(-1)}
            aria-label={t('gallery.scrollBack')}
            className={cn(
              'hidden size-9 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink-muted shadow-xs transition hover:text-ink focus-visible:shadow-focus focus-visible:outline-none',
              // Four thumbnails fit from sm up: with no more, there is nothing to scroll to.
              count > 4 && 'sm:inline-flex',
            )}
          >
            <ChevronLeft className="size-4" />
          </button>
          <div
            ref={strip}
            onWheel={(event) => {
              if (Math.abs(event.deltaY) > Math.abs(event.deltaX)) strip.current?.scrollBy({ left: event.deltaY })
            }}
            className="grid flex-1 snap-x auto-cols-[calc((100%-0.5rem)/2)] grid-flow-col gap-2 overflow-x-auto scroll-smooth p-1 scrollbar-none sm:auto-cols-[calc((100%-1.5rem)/4)]"
          >
            {photos.map((item, i) => (
              <button
                key={item.slot}
                type="button"
                data-thumb={i}
                onClick={() => setIndex(i)}
                aria-label={t('gallery.showPhoto', { number: i + 1 })}
                aria-current={i === index || undefined}
                className={cn(
                  'aspect-[4/3] snap-start scroll-mx-1 overflow-hidden rounded-lg ring-2 ring-offset-2 ring-offset-canvas transition focus-visible:shadow-focus focus-visible:outline-none',
                  i === index ? 'ring-primary' : 'opacity-80 ring-transparent hover:opacity-100',
                )}
              >
                <ListingImage src={item.thumb} alt="" />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => scrollStrip(1)}
            aria-label={t('gallery.scrollForward')}
            className={cn(
              'hidden size-9 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink-muted shadow-xs transition hover:text-ink focus-visible:shadow-focus focus-visible:outline-none',
              // Four thumbnails fit from sm up: with no more, there is nothing to scroll to.
              count > 4 && 'sm:inline-flex',
            )}
          >
            <ChevronRight className="size-4" />
          </button>
        </div>
      )}

      <Viewer
        open={open}
        photos={photos}
        index={index}
        onIndex={setIndex}
        onClose={() => setOpen(false)}
        title={title}
      />
    </section>
  )
}
