import { type ReactNode, useEffect, useId, useRef } from 'react'
import { X } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'

type DialogProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  /** Decorative icon above the title. */
  icon?: ReactNode
  tone?: 'default' | 'danger' | 'success'
  children?: ReactNode
  /** Buttons, right-aligned (stacked on phones). */
  footer?: ReactNode
  className?: string
}

const iconTones = {
  default: 'bg-primary-soft text-primary',
  danger: 'bg-danger-soft text-danger',
  success: 'bg-success-soft text-success',
}

/**
 * A ref for a native <dialog> shown as a modal while `open` (the browser traps and restores focus);
 * for dialogs laid out apart from `Dialog`, such as drawers.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return ref
}

/**
 * A modal on the native <dialog>: focus is trapped and restored by the browser, Escape and a click
 * on the backdrop close it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  icon,
  tone = 'default',
  children,
  footer,
  className,
}: DialogProps) {
  const ref = useModalDialog(open)
  const titleId = useId()
  const descriptionId = useId()
  const { t } = useTranslation()

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboards have Escape (native) and the close button
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md animate-fade-in rounded-2xl border border-line bg-surface p-0 text-ink shadow-lg backdrop:bg-forest-950/40 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      {open && (
        <div className="relative p-6 sm:p-7">
          <button
            type="button"
            onClick={onClose}
            aria-label={t('toast.dismiss')}
            className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-ink-subtle transition-colors hover:bg-surface-muted hover:text-ink focus-visible:shadow-focus focus-visible:outline-none"
          >
            <X className="size-4" />
          </button>
          {icon && (
            <span
              className={cn(
                'mb-4 inline-flex size-12 items-center justify-center rounded-full [&>svg]:size-6',
                iconTones[tone],
              )}
            >
              {icon}
            </span>
          )}
          <h2 id={titleId} className="pr-8 text-xl font-bold tracking-tight text-forest-950">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-2 leading-relaxed text-ink-muted">
              {description}
            </div>
          )}
          {children && <div className="mt-5">{children}</div>}
          {/* A dialog taller than a phone's screen scrolls: its buttons stay at the bottom in view. */}
          {footer && (
            <div className="sticky bottom-0 z-10 -mx-6 mt-3 -mb-6 flex flex-col-reverse gap-2 bg-surface px-6 pt-3 pb-6 sm:-mx-7 sm:-mb-7 sm:flex-row sm:justify-end sm:px-7 sm:pb-7">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  )
}
