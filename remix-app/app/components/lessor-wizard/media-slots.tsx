import type { MediaRef } from '@driftway/domain/listing-editor-fields'
import { type UploadKind, uploadAcceptAttribute, uploadProblem } from '@driftway/domain/listing-options'
import { useState } from 'react'
import { Spinner, useToast } from '~/components/ui'
import { FileText, ImagePlus, RefreshCw, Trash2, Upload } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { UploadAnswer } from '~/routes/lessor/upload'
import { uploadMessage } from './messages'

/** Sends one file through the site's upload route; errors come back as the spec's keys. */
async function uploadThroughSite(file: File, kind: UploadKind, slot: string): Promise<UploadAnswer> {
  const problem = uploadProblem(file, kind)
  if (problem) return { ok: false, error_key: problem, error_msg: '' }
  const body = new FormData()
  // Documents are private files (vehicle papers); the site route tells the API which one.
  if (kind === 'document') body.append('document', slot)
  body.append('file', file, file.name)
  try {
    const response = await fetch('/lessor/upload', { method: 'POST', body, headers: { Accept: 'application/json' } })
    return (await response.json()) as UploadAnswer
  } catch {
    return { ok: false, error_key: 'upload.failed', error_msg: '' }
  }
}

type SlotProps = {
  slot: string
  label: string
  value: MediaRef | null
  onChange: (next: MediaRef | null) => void
  kind: 'image' | 'document'
}

function MediaSlot({ slot, label, value, onChange, kind }: SlotProps) {
  const { t } = useTranslation('lessor')
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Private documents have signed links (with a query string): judge the file name, not the link.
  const isImage = kind === 'image' || /\.(png|jpe?g|webp)$/i.test(value?.url?.split('?')[0] ?? '')
  const inputId = `slot-${slot.replace(/[^a-z0-9]+/gi, '-')}`

  const choose = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setError(null)
    const answer = await uploadThroughSite(file, kind, slot)
    setBusy(false)
    if (!answer.ok) {
      const text = uploadMessage(t, answer.error_key, answer.error_msg)
      setError(text)
      toast.error(text)
      return
    }
    // A chosen file replaces the previous one (spec §4 "Upload").
    onChange({ id: answer.id, url: answer.url, filename: file.name || answer.filename })
  }

  return (
    <div
      className="flex flex-col gap-2"
      data-testid="media-slot"
      data-slot={slot}
      data-filled={value ? 'true' : 'false'}
    >
      <div
        className={cn(
          'group relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl border bg-surface-muted',
          value ? 'border-line' : 'border-dashed border-line-strong',
          error && 'border-danger',
        )}
      >
        {value && isImage && value.url ? (
          <img src={value.url} alt={label} className="absolute inset-0 size-full object-cover" />
        ) : value ? (
          <div className="flex flex-col items-center gap-2 px-3 text-center text-sm text-ink-muted">
            <FileText className="size-8 text-forest-600" aria-hidden />
            <span className="line-clamp-2 break-all">{value.filename ?? t('upload.uploaded')}</span>
          </div>
        ) : (
          <label
            htmlFor={inputId}
            className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 text-sm font-medium text-ink-muted transition-colors hover:bg-forest-50 hover:text-forest-800"
          >
            {kind === 'image' ? (
              <ImagePlus className="size-7" aria-hidden />
            ) : (
              <Upload className="size-7" aria-hidden />
            )}
            {t('upload.add')}
          </label>
        )}
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/75">
            <Spinner label={t('upload.uploading')} />
          </div>
        )}
        {value && !busy && (
          <div className="absolute top-2 right-2 flex gap-1.5">
            <label
              htmlFor={inputId}
              title={t('upload.replace')}
              className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full bg-surface/95 text-ink shadow-sm hover:bg-surface"
            >
              <RefreshCw className="size-4" aria-hidden />
              <span className="sr-only">{t('upload.replace')}</span>
            </label>
            <button
              type="button"
              onClick={() => onChange(null)}
              title={t('upload.remove')}
              data-testid="slot-remove"
              className="inline-flex size-8 items-center justify-center rounded-full bg-surface/95 text-danger shadow-sm hover:bg-surface"
            >
              <Trash2 className="size-4" aria-hidden />
              <span className="sr-only">{t('upload.remove')}</span>
            </button>
          </div>
        )}
        <input
          id={inputId}
          type="file"
          className="sr-only"
          accept={uploadAcceptAttribute(kind)}
          data-testid={`slot-input-${slot}`}
          onChange={(event) => {
            void choose(event.target.files?.[0])
            event.target.value = ''
          }}
        />
      </div>
      <p className="text-sm font-medium text-ink">{label}</p>
      {error && (
        <p className="text-sm text-danger" role="alert" data-testid="slot-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The named slots of a kind (photos) or the vehicle documents, each with upload/replace/remove. */
export function MediaSlots({
  slots,
  value,
  onChange,
  kind,
}: {
  slots: readonly string[]
  value: Record<string, MediaRef | null>
  onChange: (next: Record<string, MediaRef | null>) => void
  kind: 'image' | 'document'
}) {
  const { t } = useTranslation('lessor')
  return (
    <div
      className={cn(
        'grid gap-4',
        kind === 'image' ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4' : 'grid-cols-1 sm:grid-cols-3',
      )}
    >
      {slots.map((slot) => (
        <MediaSlot
          key={slot}
          slot={slot}
          kind={kind}
          label={t(`slots.${slot}`, { defaultValue: slot })}
          value={value[slot] ?? null}
          onChange={(next) => onChange({ ...value, [slot]: next })}
        />
      ))}
    </div>
  )
}
