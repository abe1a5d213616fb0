import {
  createContext,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { CircleAlert, CircleCheck, Info, X } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { queueToast } from './toast-queue'

type ToastTone = 'success' | 'error' | 'info'
export type ToastOptions = { title: ReactNode; description?: ReactNode; tone?: ToastTone; duration?: number }
type ToastItem = Required<Pick<ToastOptions, 'tone' | 'duration'>> & ToastOptions & { id: number }

/** How long a toast stays when nobody hovers or drags it. */
const toastDuration = 4000
/** Horizontal drag distance (px) after which letting go dismisses the toast. */
const swipeThreshold = 80
const exitMs = 180
const maxVisible = 4

type ToastApi = {
  toast: (options: ToastOptions) => number
  success: (title: ReactNode, options?: Omit<ToastOptions, 'title' | 'tone'>) => number
  error: (title: ReactNode, options?: Omit<ToastOptions, 'title' | 'tone'>) => number
  info: (title: ReactNode, options?: Omit<ToastOptions, 'title' | 'tone'>) => number
  dismiss: (id: number) => void
}

const ToastContext = createContext<ToastApi | null>(null)

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), [])

  const api = useMemo<ToastApi>(() => {
    const toast = (options: ToastOptions) => {
      const id = nextId.current++
      const item = { tone: 'info' as const, duration: toastDuration, ...options, id }
      setToasts((list) => queueToast(list, item, maxVisible))
      return id
    }
    return {
      toast,
      success: (title, options) => toast({ ...options, title, tone: 'success' }),
      error: (title, options) => toast({ ...options, title, tone: 'error' }),
      info: (title, options) => toast({ ...options, title, tone: 'info' }),
      dismiss,
    }
  }, [dismiss])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

/** Shows short notices in the top-right corner: `const { success } = useToast(); success('Saved')`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}

function ToastViewport({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation()
  return (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-3 top-3 z-[100] flex flex-col items-end gap-2.5 sm:inset-x-auto sm:top-5 sm:right-5 sm:w-[24rem]"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  )
}

const toneStyles: Record<ToastTone, { icon: ReactNode; accent: string }> = {
  success: { icon: <CircleCheck className="text-success" />, accent: 'bg-success' },
  error: { icon: <CircleAlert className="text-danger" />, accent: 'bg-danger' },
  info: { icon: <Info className="text-forest-600" />, accent: 'bg-forest-600' },
}

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation()
  const [hovered, setHovered] = useState(false)
  const [dragX, setDragX] = useState(0)
  const [dragging, setDragging] = useState(false)
  const [leaving, setLeaving] = useState<null | -1 | 1>(null)
  const drag = useRef<{ startX: number; pointerId: number; moved: boolean } | null>(null)
  const remaining = useRef(toast.duration)
  const paused = hovered || dragging || leaving !== null

  const close = useCallback(
    (direction: -1 | 1 = 1) => {
      setLeaving(direction)
      window.setTimeout(() => onDismiss(toast.id), exitMs)
    },
    [onDismiss, toast.id],
  )

  // Auto-close: count down only while the toast is not hovered or being dragged.
  useEffect(() => {
    if (paused) return
    const startedAt = Date.now()
    const timer = window.setTimeout(() => close(1), remaining.current)
    return () => {
      window.clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [paused, close])

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return
    drag.current = { startX: event.clientX, pointerId: event.pointerId, moved: false }
    event.currentTarget.setPointerCapture(event.pointerId)
    setDragging(true)
  }
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return
    const dx = event.clientX - drag.current.startX
    drag.current.moved ||= Math.abs(dx) > 3
    setDragX(dx)
  }
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return
    const dx = event.clientX - drag.current.startX
    drag.current = null
    setDragging(false)
    if (Math.abs(dx) >= swipeThreshold) close(dx < 0 ? -1 : 1)
    else setDragX(0)
  }

  const { icon, accent } = toneStyles[toast.tone]
  const offset = leaving !== null ? leaving * 420 : dragX
  const opacity = leaving !== null ? 0 : Math.max(0.25, 1 - Math.abs(dragX) / 260)

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: swipe-to-dismiss is a pointer gesture; keyboard users have the dismiss button
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-testid="toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      style={{
        transform: `translateX(${offset}px)`,
        opacity,
        transition: dragging ? 'none' : `transform ${exitMs}ms ease-out, opacity ${exitMs}ms ease-out`,
      }}
      className={cn(
        'pointer-events-auto relative w-full touch-pan-y overflow-hidden rounded-xl border border-line bg-surface shadow-lg select-none',
        'animate-toast-in',
        dragging ? 'cursor-grabbing' : 'cursor-grab',
      )}
    >
      <div className="flex items-start gap-3 py-3.5 pr-11 pl-4">
        <span className="mt-0.5 shrink-0 [&>svg]:size-5">{icon}</span>
        <div className="min-w-0 flex-1">
          <p className="text-[0.9375rem] font-semibold text-ink">{toast.title}</p>
          {toast.description && <p className="mt-0.5 text-sm text-ink-muted">{toast.description}</p>}
        </div>
      </div>
      <button
        type="button"
        onClick={() => close(1)}
        aria-label={t('toast.dismiss')}
        className="absolute top-2.5 right-2.5 inline-flex size-7 items-center justify-center rounded-md text-ink-subtle transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-none focus-visible:shadow-focus"
      >
        <X className="size-4" />
      </button>
      {/* Time left; freezes while paused. */}
      <span
        aria-hidden
        className={cn('absolute bottom-0 left-0 h-0.5 w-full origin-left opacity-70', accent)}
        style={{
          animation: `toast-progress ${toast.duration}ms linear forwards`,
          animationPlayState: paused ? 'paused' : 'running',
        }}
      />
    </div>
  )
}
