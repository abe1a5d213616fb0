import { cn } from '~/lib/cn'

/** The Driftway mark: a road winding into the mountains. */
function LogoMark({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect
        width="32"
        height="32"
        rx="9"
        fill={tone === 'light' ? 'var(--color-forest-600)' : 'var(--color-forest-700)'}
      />
      <path d="M4 24 11.5 11.5l4.3 6.6 3.5-4.6L28 24z" fill="var(--color-forest-100)" />
      <path d="m11.5 11.5-2.2 3.6 1.4-.6.8 1.1.9-1.1 1.3.5z" fill="#fff" />
      <path d="M9 32c2.6-3.2 7.6-4.4 6.9-8h1.3c1.1 3.9-2.6 5.2-1.6 8z" fill="var(--color-sand-300)" />
    </svg>
  )
}

export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark tone={tone} />
      <span
        className={cn(
          'text-[1.3125rem] font-bold tracking-[-0.02em]',
          tone === 'light' ? 'text-white' : 'text-forest-900',
        )}
      >
        Driftway
      </span>
    </span>
  )
}
