import { type ReactNode, useId, useState } from 'react'
import { Button } from '~/components/ui'
import { useModalDialog } from '~/components/ui/dialog'
import { X } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'

type FilterDrawerProps = {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** Clears every filter of the kind. */
  onClear: () => void
  canClear: boolean
  /** "Show 12 results": the count of the search as it stands. */
  showLabel: string
}

/**
 * The filter panel on phones and tablets (listings spec §2: "on mobile they appear in a top drawer").
 * A native modal <dialog> pinned to the top: the browser traps and restores focus; Escape and a
 * tap on the backdrop close it. Its panel is rendered from the first opening on: the server page
 * carries the panel once, in the sidebar (issue 23: the closed drawer's copy was 22 KB of HTML).
 */
export function FilterDrawer({ open, onClose, title, children, onClear, canClear, showLabel }: FilterDrawerProps) {
  const { t } = useTranslation('search')
  const ref = useModalDialog(open)
  const titleId = useId()
  // Kept once opened, so a panel's state (an expanded list) survives closing and opening again.
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click closes; keyboards have Escape and the close button
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="fixed inset-x-0 top-0 m-0 mx-auto flex max-h-[88dvh] w-full max-w-2xl flex-col overflow-hidden rounded-b-2xl bg-surface p-0 text-ink shadow-lg backdrop:bg-stone-900/45 open:animate-fade-in [&:not([open])]:hidden"
      data-testid="filter-drawer"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:shadow-focus focus-visible:outline-none"
          aria-label={t('filters.close')}
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5">{opened && children}</div>
      <div className="flex items-center justify-between gap-3 border-t border-line bg-surface px-5 py-3.5">
        <Button variant="ghost" onClick={onClear} disabled={!canClear}>
          {t('filters.clear')}
        </Button>
        <Button onClick={onClose} data-testid="filter-drawer-show">
          {showLabel}
        </Button>
      </div>
    </dialog>
  )
}
