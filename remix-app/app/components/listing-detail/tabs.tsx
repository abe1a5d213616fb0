import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { cn } from '~/lib/cn'

export type DetailTab = {
  id: string
  label: string
  /** Anchor ids inside the panel: a link to one of them opens this tab. */
  anchors: string[]
  content: ReactNode
}

/**
 * Tabs that switch locally (listings spec §2: the default tab is the first). Every panel stays in
 * the page so crawlers read it and in-page anchors (#amenities…) open the tab that holds them.
 */
export function DetailTabs({ tabs, label }: { tabs: DetailTab[]; label: string }) {
  const [active, setActive] = useState(tabs[0]?.id)
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  // Panels are new elements on every render; the anchors only change with the listing.
  const anchorsKey = tabs.map((tab) => `${tab.id}:${tab.anchors.join(',')}`).join('|')
  const tabsRef = useRef(tabs)
  tabsRef.current = tabs

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-subscribe only when the anchors change
  useEffect(() => {
    const openFromHash = () => {
      const anchor = decodeURIComponent(window.location.hash.slice(1))
      if (!anchor) return
      const tab = tabsRef.current.find((item) => item.id === anchor || item.anchors.includes(anchor))
      if (!tab) return
      setActive(tab.id)
      requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView({ block: 'start' }))
    }
    openFromHash()
    window.addEventListener('hashchange', openFromHash)
    return () => window.removeEventListener('hashchange', openFromHash)
  }, [anchorsKey])

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = tabs[(index + step + tabs.length) % tabs.length]!
    setActive(next.id)
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus()
  }

  return (
    <div>
      <div className="-mx-4 overflow-x-auto border-b border-line px-4 scrollbar-none [mask-image:linear-gradient(to_right,transparent,#000_1rem,#000_calc(100%-1rem),transparent)] sm:mx-0 sm:px-0 sm:[mask-image:none]">
        <div ref={list} role="tablist" aria-label={label} className="flex min-w-max gap-1" onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const selected = tab.id === active
            return (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={`${base}-tab-${tab.id}`}
                data-tab={tab.id}
                data-testid={`detail-tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={`${base}-panel-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(tab.id)}
                className={cn(
                  '-mb-px h-12 border-b-2 px-3 text-[0.9375rem] font-semibold whitespace-nowrap transition-colors focus-visible:shadow-focus focus-visible:outline-none sm:px-4',
                  selected
                    ? 'border-primary text-primary'
                    : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink',
                )}
              >
                {tab.label}
              </button>
            )
          })}
        </div>
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== active}
          className="pt-6"
          data-testid={`detail-panel-${tab.id}`}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
