import { type KeyboardEvent, useId, useRef } from 'react'
import { Star } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { starFill } from './star-fill'

const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-8' }

/** Five stars with `rating` filled to the nearest half star; decorative, the caller names it. */
export function Stars({ rating, size = 'md', className }: { rating: number; size?: 'sm' | 'md'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = starFill(rating, star)
        if (fill !== 0.5)
          return (
            <Star
              key={star}
              className={cn(sizes[size], fill ? 'fill-rating text-rating' : 'fill-stone-200 text-stone-200')}
            />
          )
        return (
          <span key={star} className="relative inline-flex" data-half-star>
            <Star className={cn(sizes[size], 'fill-stone-200 text-stone-200')} />
            <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
              <Star className={cn(sizes[size], 'max-w-none fill-rating text-rating')} />
            </span>
          </span>
        )
      })}
    </span>
  )
}

/**
 * The rating input of the add-review form: a radio group of five stars (arrow keys move, the
 * choice is announced as "4 stars"), larger touch targets on phones.
 */
export function StarInput({
  value,
  onChange,
  label,
  error,
  name,
}: {
  value: number | undefined
  onChange: (rating: number) => void
  label: string
  error?: string
  name: string
}) {
  const { t } = useTranslation('reviews')
  const id = useId()
  const group = useRef<HTMLDivElement>(null)
  const focusStar = (star: number) => group.current?.querySelector<HTMLElement>(`[data-star="${star}"]`)?.focus()
  const onKeyDown = (event: KeyboardEvent) => {
    const step = ['ArrowRight', 'ArrowUp'].includes(event.key)
      ? 1
      : ['ArrowLeft', 'ArrowDown'].includes(event.key)
        ? -1
        : 0
    if (!step) return
    event.preventDefault()
    const next = Math.min(5, Math.max(1, (value ?? 0) + step))
    onChange(next)
    focusStar(next)
  }
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        className="flex gap-1"
        onKeyDown={onKeyDown}
        data-testid={`${name}-input`}
      >
        {[1, 2, 3, 4, 5].map((star) => {
          const checked = value === star
          return (
            // biome-ignore lint/a11y/useSemanticElements: a styled radio group; role and aria-checked carry the semantics
            <button
              key={star}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t('stars.option', { count: star })}
              tabIndex={checked || (!value && star === 1) ? 0 : -1}
              data-star={star}
              data-testid={`${name}-star-${star}`}
              onClick={() => onChange(star)}
              className="rounded-md p-1 transition-transform hover:scale-110 focus-visible:shadow-focus focus-visible:outline-none"
            >
              <Star
                className={cn(
                  sizes.lg,
                  value && star <= value ? 'fill-rating text-rating' : 'fill-transparent text-stone-300',
                )}
                aria-hidden
              />
            </button>
          )
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
