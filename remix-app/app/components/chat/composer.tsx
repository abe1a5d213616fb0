import { type ChatAttachment, MAX_ATTACHMENTS_PER_MESSAGE } from '@driftway/domain/chat/marker'
import { MESSAGE_MAX_LENGTH } from '@driftway/domain/chat/text'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { Spinner, useToast } from '~/components/ui'
import { FileText, Paperclip, SendHorizontal, Smile, X } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { apiErrorText } from '~/lib/forms'
import type { ChatUploadAnswer } from '~/routes/chat/upload'

// The picker and its emoji list load only when someone opens it (their own chunk).
const EmojiPickerPanel = lazy(() => import('./emoji-picker'))

type Upload = {
  key: string
  name: string
  preview: string | null
  state: 'uploading' | 'done'
  attachment?: ChatAttachment
}

/** Files the composer offers to attach (the API checks the content again): what `/chat/upload` accepts. */
const ACCEPT = 'image/jpeg,image/png,application/pdf'

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:shadow-focus focus-visible:outline-none disabled:opacity-50 [&>svg]:size-5'

/** The emoji button and its popover; Escape or a click elsewhere closes it. */
function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('chat')
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onDown = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        className={cn(iconButton, open && 'bg-surface-muted text-ink')}
        aria-label={t('composer.emoji')}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="emoji-button"
      >
        <Smile aria-hidden />
      </button>
      {open && (
        <div className="absolute bottom-full left-0 z-30 mb-2 animate-fade-in overflow-hidden rounded-xl border border-line bg-surface shadow-lg">
          <Suspense
            fallback={
              <div className="flex h-80 w-[18.5rem] items-center justify-center text-ink-muted">
                <Spinner label={t('emoji.loading')} />
              </div>
            }
          >
            <EmojiPickerPanel onPick={onPick} />
          </Suspense>
        </div>
      )}
    </div>
  )
}

/**
 * The input of the pane (§2): text with an emoji picker, file attach (uploaded at once through the
 * site server) and send. Enter sends, Shift+Enter starts a new line. Empty text is not sent; the
 * attachments are (§5).
 */
export function Composer({
  onSend,
  busy,
  uploadUrl,
  disabledReason,
}: {
  onSend: (message: string, attachments: ChatAttachment[]) => void
  busy: boolean
  /** Where the attach button uploads to; null while the chat does not exist yet (a draft). */
  uploadUrl: string | null
  disabledReason?: ReactNode
}) {
  const { t } = useTranslation('chat')
  const toast = useToast()
  const [text, setText] = useState('')
  const [uploads, setUploads] = useState<Upload[]>([])
  const area = useRef<HTMLTextAreaElement>(null)
  const picker = useRef<HTMLInputElement>(null)
  const uploading = uploads.some((item) => item.state === 'uploading')
  const ready = uploads.filter((item) => item.state === 'done' && item.attachment)
  const canSend = !busy && !uploading && !disabledReason && (text.trim().length > 0 || ready.length > 0)

  // Grows with the text up to a few lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures again whenever the text changes
  useEffect(() => {
    const element = area.current
    if (!element) return
    element.style.height = 'auto'
    element.style.height = `${Math.min(element.scrollHeight, 160)}px`
  }, [text])

  const insertEmoji = (emoji: string) => {
    const element = area.current
    const start = element?.selectionStart ?? text.length
    const end = element?.selectionEnd ?? text.length
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`
    if (next.length > MESSAGE_MAX_LENGTH) return
    setText(next)
    requestAnimationFrame(() => {
      element?.focus()
      element?.setSelectionRange(start + emoji.length, start + emoji.length)
    })
  }

  const upload = async (file: File) => {
    if (!uploadUrl) return
    const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`
    const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null
    setUploads((list) => [...list, { key, name: file.name, preview, state: 'uploading' }])
    const form = new FormData()
    form.append('file', file)
    let answer: ChatUploadAnswer | null = null
    try {
      const response = await fetch(uploadUrl, { method: 'POST', body: form })
      answer = (await response.json()) as ChatUploadAnswer
    } catch {
      answer = null
    }
    if (!answer?.ok) {
      setUploads((list) => list.filter((item) => item.key !== key))
      if (preview) URL.revokeObjectURL(preview)
      toast.error(t('composer.uploadFailed', { name: file.name }), {
        description: answer && !answer.ok ? apiErrorText(t, answer, { overrides: 'chat:uploadErrors' }) : undefined,
      })
      return
    }
    const attachment = answer.attachment
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, state: 'done', attachment } : item)))
  }

  const onFiles = (files: FileList | null) => {
    if (!files) return
    const room = MAX_ATTACHMENTS_PER_MESSAGE - uploads.length
    const chosen = [...files].slice(0, Math.max(room, 0))
    if (files.length > chosen.length) toast.info(t('composer.tooMany', { count: MAX_ATTACHMENTS_PER_MESSAGE }))
    for (const file of chosen) void upload(file)
    if (picker.current) picker.current.value = ''
  }

  const remove = (key: string) =>
    setUploads((list) => {
      const item = list.find((entry) => entry.key === key)
      if (item?.preview) URL.revokeObjectURL(item.preview)
      return list.filter((entry) => entry.key !== key)
    })

  const submit = () => {
    if (!canSend) return
    onSend(
      text,
      ready.map((item) => item.attachment!),
    )
    for (const item of uploads) if (item.preview) URL.revokeObjectURL(item.preview)
    setText('')
    setUploads([])
    area.current?.focus()
  }

  return (
    <form
      method="post"
      className="border-t border-line bg-surface px-3 pt-2.5 pb-3 sm:px-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      data-testid="chat-composer"
    >
      {disabledReason && <p className="mb-2 text-sm text-ink-muted">{disabledReason}</p>}
      {uploads.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" data-testid="composer-uploads" aria-label={t('composer.attached')}>
          {uploads.map((item) => (
            <li
              key={item.key}
              className="relative flex h-14 items-center gap-2 overflow-hidden rounded-lg border border-line bg-surface-muted pr-8 text-sm"
              data-state={item.state}
              data-testid="composer-upload"
            >
              {item.preview ? (
                <img src={item.preview} alt="" className="size-14 object-cover" />
              ) : (
                <span className="ml-3 inline-flex size-8 items-center justify-center rounded-md bg-primary-soft text-primary">
                  <FileText className="size-4" aria-hidden />
                </span>
              )}
              <span className="max-w-32 truncate text-ink">{item.name}</span>
              {item.state === 'uploading' && <Spinner className="text-primary" label={t('composer.uploading')} />}
              <button
                type="button"
                onClick={() => remove(item.key)}
                className="absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
                aria-label={t('composer.remove', { name: item.name })}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-1 rounded-2xl border border-line-strong bg-surface p-1 shadow-xs transition-shadow focus-within:border-forest-400 focus-within:shadow-focus">
        <button
          type="button"
          className={iconButton}
          aria-label={t('composer.attach')}
          title={uploadUrl ? undefined : t('composer.attachAfterFirst')}
          onClick={() => picker.current?.click()}
          disabled={!uploadUrl || Boolean(disabledReason) || uploads.length >= MAX_ATTACHMENTS_PER_MESSAGE}
          data-testid="attach-button"
        >
          <Paperclip aria-hidden />
        </button>
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => onFiles(event.target.files)}
          data-testid="attach-input"
        />
        <EmojiButton onPick={insertEmoji} />
        <textarea
          ref={area}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              submit()
            }
          }}
          disabled={Boolean(disabledReason)}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.label')}
          className="min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-[0.9375rem] leading-6 text-ink placeholder:text-ink-subtle focus:outline-none"
          data-testid="composer-input"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t('composer.send')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-on-primary shadow-xs transition-colors hover:bg-primary-hover focus-visible:shadow-focus focus-visible:outline-none disabled:bg-stone-200 disabled:text-ink-subtle disabled:shadow-none"
          data-testid="composer-send"
        >
          {busy ? <Spinner /> : <SendHorizontal className="size-5" aria-hidden />}
        </button>
      </div>
      <p className="mt-1.5 hidden px-1 text-xs text-ink-subtle sm:block">{t('composer.hint')}</p>
    </form>
  )
}
