import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

/** A placeholder block with a soft shimmer; give it the size of what is loading. */
export function Skeleton({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn(
        'animate-shimmer rounded-md bg-[linear-gradient(90deg,var(--color-stone-100)_0%,var(--color-stone-200)_50%,var(--color-stone-100)_100%)] bg-[length:200%_100%]',
        className,
      )}
      {...rest}
    />
  )
}
