import { type ReactNode, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'

export type TabItem = { id: string; label: ReactNode; to: string; icon?: ReactNode; count?: number }

/**
 * Tabs whose state lives in the URL (?tab=): links, so they work without JavaScript, can be
 * shared and survive a reload. Scrolls sideways on narrow screens.
 */
export function UrlTabs({ items, current, label }: { items: TabItem[]; current: string; label: string }) {
  const nav = useRef<HTMLElement>(null)
  // On narrow screens the current tab may sit beyond the edge: bring it into view (also after a resize).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever the current tab changes
  useEffect(() => {
    const center = () => {
      const scroller = nav.current
      const active = scroller?.querySelector<HTMLElement>('[aria-current="page"]')
      if (!active || !scroller || scroller.scrollWidth <= scroller.clientWidth) return
      scroller.scrollLeft = active.offsetLeft - (scroller.clientWidth - active.offsetWidth) / 2
    }
    center()
    window.addEventListener('resize', center)
    return () => window.removeEventListener('resize', center)
  }, [current])
  return (
    // The edges fade on phones: a tab cut off there reads as "more this way", not as a broken label.
    <nav
      ref={nav}
      aria-label={label}
      className="-mx-4 overflow-x-auto px-4 scrollbar-none [mask-image:linear-gradient(to_right,transparent,#000_1rem,#000_calc(100%-1rem),transparent)] sm:mx-0 sm:px-0 sm:[mask-image:none]"
    >
      <ul className="flex min-w-max gap-0.5 sm:gap-1">
        {items.map((item) => {
          const active = item.id === current
          return (
            <li key={item.id}>
              <Link
                to={item.to}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${item.id}`}
                className={cn(
                  '-mb-px inline-flex h-12 items-center gap-2 border-b-2 px-2.5 text-sm font-semibold whitespace-nowrap sm:text-[0.9375rem] transition-colors focus-visible:shadow-focus focus-visible:outline-none sm:px-4 [&>svg]:hidden [&>svg]:size-[1.125rem] sm:[&>svg]:block',
                  active
                    ? 'border-primary text-primary'
                    : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink',
                )}
              >
                {item.icon}
                {item.label}
                {item.count !== undefined && (
                  <span
                    className={cn(
                      'inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-xs tabular-nums',
                      active ? 'bg-primary text-on-primary' : 'bg-surface-muted text-ink-muted',
                    )}
                  >
                    {item.count}
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
