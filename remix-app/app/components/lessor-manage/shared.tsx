import type { RateColor } from '@driftway/domain/listing-options'
import { formatMoney } from '@driftway/domain/money'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { type SubmitTarget, useFetcher } from 'react-router'
import { Alert, Badge, type BadgeTone, Button, Dialog, useToast } from '~/components/ui'
import { Pencil, Plus, Save, Trash2 } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type ActionFailure, isFailure } from '~/lib/forms'
import type { ListingKind } from '~/lib/listings'
import { failurePlacement, ns } from './manage-text'

export { calendarUnitText, failureText, manageText, ns } from './manage-text'

/** A value a fetcher posts as JSON (React Router's own type of it). */
type JsonValue = Exclude<SubmitTarget, HTMLFormElement | FormData | URLSearchParams>

/** Rate colours (spec §3) as swatches; gray is the default rate. */
export const rateColorHex: Record<RateColor, string> = {
  red: '#d64545',
  blue: '#2f6fd1',
  green: '#2e9b57',
  orange: '#e8892b',
  purple: '#8452c7',
  gray: '#9aa39f',
}

export function Swatch({ color, className }: { color: RateColor; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block size-3 shrink-0 rounded-full ring-2 ring-white', className)}
      style={{ backgroundColor: rateColorHex[color] }}
    />
  )
}

/** An amount for people, or a dash when there is none. */
export const money = (cents: number | null | undefined, currency: string, lng: string): string =>
  cents === null || cents === undefined ? '–' : formatMoney(cents, currency, lng)

/** A titled card holding one form or table of a tab. */
export function Panel({
  title,
  description,
  icon,
  actions,
  children,
  className,
  testId,
}: {
  title: ReactNode
  description?: ReactNode
  icon?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
  testId?: string
}) {
  return (
    <section className={cn('rounded-2xl border border-line bg-surface shadow-xs', className)} data-testid={testId}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <div className="flex items-start gap-3">
          {icon && (
            <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary [&>svg]:size-[1.125rem]">
              {icon}
            </span>
          )}
          <div>
            <h2 className="text-lg font-semibold text-ink">{title}</h2>
            {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
          </div>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  )
}

type Result = { ok: true; intent: string; id?: string } | ActionFailure

/**
 * Submits one management call to the page's action and reports back: success toast (the page
 * revalidates itself after the action), API field errors under the form's fields and the rest
 * of a failure as a red banner above the form (spec §8, `failurePlacement`). `kind` is the
 * listing's: an error text that counts nights counts a campervan's days (decision 0010).
 */
export function useManageCall<V extends FieldValues>(
  key: string,
  options: {
    form?: UseFormReturn<V, unknown, FieldValues>
    fieldMap?: Record<string, Path<V>>
    success?: string
    onSuccess?: (result: { intent: string; id?: string }) => void
    kind?: ListingKind
  } = {},
) {
  const { t } = useTranslation(ns)
  const toast = useToast()
  const fetcher = useFetcher<Result>({ key })
  const [banner, setBanner] = useState<string | null>(null)
  const seen = useRef<unknown>(undefined)
  const latest = useRef(options)
  latest.current = options

  useEffect(() => {
    const result = fetcher.data
    if (!result || result === seen.current || fetcher.state !== 'idle') return
    seen.current = result
    const { form, fieldMap, success, onSuccess, kind } = latest.current
    if (!isFailure(result)) {
      setBanner(null)
      if (success) toast.success(success)
      onSuccess?.(result)
      return
    }
    const known = new Set(Object.keys(form?.getValues() ?? {}))
    const fieldOf = (field: string) => {
      const name = String(fieldMap?.[field] ?? field)
      return known.has(name.split('.')[0]!) ? name : undefined
    }
    const { fields, banner } = failurePlacement(t, result, fieldOf, kind)
    for (const [name, message] of fields) form?.setError(name as Path<V>, { type: 'server', message })
    setBanner(banner)
  }, [fetcher.data, fetcher.state, t, toast])

  const submit = (intent: string, payload: Record<string, JsonValue> = {}) => {
    setBanner(null)
    void fetcher.submit({ intent, ...payload }, { method: 'post', encType: 'application/json' })
  }
  return { submit, busy: fetcher.state !== 'idle', banner, clearBanner: () => setBanner(null), fetcher }
}

export function ErrorBanner({ text, testId }: { text: string | null; testId?: string }) {
  if (!text) return null
  return (
    <Alert tone="danger" className="mb-5" data-testid={testId}>
      {text}
    </Alert>
  )
}

/** Delete button with a confirmation dialog; the call runs only after "Delete". */
function DeleteButton({
  label,
  title,
  text,
  onConfirm,
  busy,
  testId,
}: {
  label: string
  title: string
  text: ReactNode
  onConfirm: () => void
  busy?: boolean
  testId?: string
}) {
  const { t } = useTranslation(ns)
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        title={label}
        data-testid={testId}
        onClick={() => setOpen(true)}
        className="text-danger hover:bg-danger-soft"
        icon={<Trash2 className="size-4" />}
      />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        tone="danger"
        icon={<Trash2 />}
        title={title}
        description={text}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              data-testid="confirm-delete"
              onClick={() => {
                onConfirm()
                setOpen(false)
              }}
            >
              {t('common.delete')}
            </Button>
          </>
        }
      />
    </>
  )
}

/** An empty table's message. */
function EmptyRow({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line-strong bg-surface-muted/50 px-4 py-6 text-center text-sm text-ink-muted">
      {children}
    </p>
  )
}

/**
 * A form that adds rows to a table and edits them (seasons, reservations, rates, extras): which
 * row is being edited, the call that saves it (`{ id, values }`, id null for a new row), and
 * going back to an empty form after a save or "Cancel editing". A range picked in the owner
 * calendar (`prefill`) starts a new row with those dates.
 */
export function useEditableForm<V extends FieldValues>(
  name: 'season' | 'reservation' | 'rate' | 'extra',
  options: {
    form: UseFormReturn<V, unknown, FieldValues>
    /** The empty form, optionally with a picked range's dates. */
    empty: (range?: { start: string; end: string }) => V
    fieldMap?: Record<string, Path<V>>
    success: string
    prefill?: { start: string; end: string; seq: number } | null
    /** The listing's kind, for error texts that count nights (see useManageCall). */
    kind?: ListingKind
  },
) {
  const { form, fieldMap, success, prefill, kind } = options
  const key = `${name}-save`
  const formId = `${name}-form`
  const [editing, setEditing] = useState<string | null>(null)
  const empty = useRef(options.empty)
  empty.current = options.empty
  const { reset } = form
  const startNew = useCallback(
    (range?: { start: string; end: string }) => {
      setEditing(null)
      reset(empty.current(range))
    },
    [reset],
  )
  const call = useManageCall<V>(key, { form, fieldMap, success, kind, onSuccess: () => startNew() })
  useEffect(() => {
    if (prefill) startNew(prefill)
  }, [prefill, startNew])
  return {
    name,
    editing,
    call,
    onSubmit: form.handleSubmit((values) => call.submit(key, { id: editing, values })),
    edit: (id: string, values: V) => {
      setEditing(id)
      reset(values)
      call.clearBanner()
      document.getElementById(formId)?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    },
    cancel: () => {
      startNew()
      call.clearBanner()
    },
  }
}

/**
 * A management form (see useEditableForm): the server's error banner above it, the fields, and
 * the button row under it — add (or save while editing) and "Cancel editing".
 */
export function ManageForm({
  editor,
  className = 'grid gap-4 sm:grid-cols-2',
  actionsClassName = 'sm:col-span-2',
  children,
}: {
  editor: Pick<ReturnType<typeof useEditableForm>, 'name' | 'editing' | 'call' | 'onSubmit' | 'cancel'>
  className?: string
  actionsClassName?: string
  children: ReactNode
}) {
  const { t } = useTranslation(ns)
  const { name, editing, call } = editor
  return (
    <>
      <ErrorBanner text={call.banner} testId={`${name}-error`} />
      <form
        method="post"
        id={`${name}-form`}
        noValidate
        onSubmit={editor.onSubmit}
        className={className}
        data-testid={`${name}-form`}
      >
        {children}
        <div className={cn('flex flex-wrap gap-2', actionsClassName)}>
          <Button
            type="submit"
            loading={call.busy}
            icon={editing ? <Save className="size-4" /> : <Plus className="size-4" />}
          >
            {/* seasons.add / seasons.update, reservations.…, rates.…, extras.… */}
            {t(`${name}s.${editing ? 'update' : 'add'}`)}
          </Button>
          {editing && (
            <Button variant="ghost" onClick={editor.cancel}>
              {t('common.cancelEdit')}
            </Button>
          )}
        </div>
      </form>
    </>
  )
}

/**
 * The table under a management form (see useEditableForm): the empty message, or one row per
 * item with a leading marker (swatch), the item's text, and its edit and delete buttons. Delete
 * asks first, then calls `{name}-delete`.
 */
export function ItemList<T extends { id: string }>({
  name,
  items,
  marker,
  children,
  onEdit,
  deleteText,
  className,
  context,
}: {
  name: 'season' | 'reservation' | 'rate' | 'extra'
  items: readonly T[]
  marker?: (item: T) => ReactNode
  children: (item: T) => ReactNode
  onEdit: (item: T) => void
  /** What the delete confirmation names. */
  deleteText: (item: T) => ReactNode
  className?: string
  /** The listing's rental unit for the empty message (`rentalUnitContext(kind)`, decision 0010). */
  context?: string
}) {
  const { t } = useTranslation(ns)
  // seasons.deleted / .empty / .deleteTitle, reservations.…, rates.…, extras.…
  const remove = useManageCall(`${name}-delete`, { success: t(`${name}s.deleted`) })
  if (items.length === 0)
    return (
      <div className={className}>
        <EmptyRow>{t(`${name}s.empty`, { context })}</EmptyRow>
      </div>
    )
  return (
    <ul className={cn('divide-y divide-line rounded-xl border border-line', className)} data-testid={`${name}-table`}>
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 py-3 pr-2 pl-4" data-testid={`${name}-row`}>
          {marker?.(item)}
          <div className="min-w-0 flex-1">{children(item)}</div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('common.edit')}
            title={t('common.edit')}
            icon={<Pencil className="size-4" />}
            onClick={() => onEdit(item)}
          />
          <DeleteButton
            label={t('common.delete')}
            title={t(`${name}s.deleteTitle`)}
            text={deleteText(item)}
            busy={remove.busy}
            onConfirm={() => remove.submit(`${name}-delete`, { id: item.id })}
          />
        </li>
      ))}
    </ul>
  )
}

/** A row's first line: its name or period, with badges after it. */
export function ItemTitle({
  children,
  badges = [],
}: {
  children: ReactNode
  badges?: { tone: BadgeTone; label: string; show?: boolean }[]
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.9375rem] font-semibold text-ink">
      {children}
      {badges
        .filter((badge) => badge.show !== false)
        .map((badge) => (
          <Badge key={badge.label} tone={badge.tone}>
            {badge.label}
          </Badge>
        ))}
    </p>
  )
}
