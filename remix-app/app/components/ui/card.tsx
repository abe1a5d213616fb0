import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

type CardProps = ComponentProps<'div'> & {
  padding?: 'none' | 'sm' | 'md' | 'lg'
  /** Lifts on hover; for cards that are links. */
  interactive?: boolean
  tone?: 'default' | 'muted'
}

const paddings = { none: '', sm: 'p-4', md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' }

export function Card({ padding = 'md', interactive = false, tone = 'default', className, ...rest }: CardProps) {
  return (
    <div
      className={cn(
        // `card` and `card-lift` (app.css): the same utilities, one short class on every card of a page.
        tone === 'muted' ? 'rounded-xl border border-line bg-surface-muted' : 'card',
        paddings[padding],
        interactive && 'card-lift',
        className,
      )}
      {...rest}
    />
  )
}
