import type { ReactNode } from 'react'

/** Title band of the signed-in area (profile, bookings, listings), with room for actions and tabs. */
export function AccountPageHeader({
  eyebrow,
  title,
  lead,
  actions,
  leading,
  children,
}: {
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  actions?: ReactNode
  /** Before the title: an avatar. */
  leading?: ReactNode
  /** Below: tabs. */
  children?: ReactNode
}) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-forest-50 to-surface">
      <div className="container-page pt-8 sm:pt-10">
        <div className="flex flex-col gap-5 pb-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex items-center gap-4 sm:gap-5">
            {leading}
            <div className="min-w-0">
              {eyebrow && <p className="text-sm font-semibold tracking-[0.08em] text-accent uppercase">{eyebrow}</p>}
              <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-forest-950 sm:text-4xl">
                {title}
              </h1>
              {lead && <p className="mt-2 max-w-2xl leading-relaxed text-ink-muted">{lead}</p>}
            </div>
          </div>
          {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </div>
    </header>
  )
}
