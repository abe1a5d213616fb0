import type { ReactNode } from 'react'
import { ExternalLink } from '~/components/ui/icons'
import { cn } from '~/lib/cn'

/** A text link to another site, opening in a new tab, with the external-link icon after its words. */
export function ExternalTextLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline', className)}
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden />
    </a>
  )
}
