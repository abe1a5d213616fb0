import { useState } from 'react'
import { cn } from '~/lib/cn'

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-lg', xl: 'size-24 text-2xl' }

/** A round photo, or the initials on a tinted disc when there is none (or it fails to load). */
export function Avatar({
  src,
  initials,
  size = 'md',
  className,
}: {
  src?: string | null
  initials: string
  size?: keyof typeof sizes
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-forest-100 font-semibold text-forest-800 ring-1 ring-black/5',
        sizes[size],
        className,
      )}
    >
      {src && !failed ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        // Drawn by CSS, like the photo: the initials are part of the picture, not text, so they do not end
        // up in the name of a control that shows the avatar next to its label (WCAG 2.5.3 label in name).
        <span data-initials={initials || '?'} className="before:content-[attr(data-initials)]" />
      )}
    </span>
  )
}
