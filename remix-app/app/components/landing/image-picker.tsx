import { maxUploadBytes, uploadAccepts } from '@driftway/domain/listing-options'
import { useId, useState } from 'react'
import { Spinner, useToast } from '~/components/ui'
import { ImagePlus, X } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { apiErrorText } from '~/lib/forms'

type LandingUploadAnswer = { ok: true; id: string; url: string } | { ok: false; error_key: string; error_msg: string }

export type PickedImage = { id: string; url: string }

/** Uploads one image through the site server (POST /content/upload); checks type and size first (§5). */
async function upload(file: File): Promise<LandingUploadAnswer> {
  const body = new FormData()
  body.append('file', file, file.name)
  const response = await fetch('/content/upload', { method: 'POST', body })
  return (await response.json().catch(() => ({ ok: false, error_key: 'failed', error_msg: '' }))) as LandingUploadAnswer
}

/**
 * Image slots of the content form: the main image (one; a new file replaces it) and a section's
 * images (several, each with remove). Spec §5: png/jpg/jpeg, at most 5 MB.
 */
export function ImagePicker({
  label,
  hint,
  images,
  multiple = false,
  onChange,
  error,
  testId,
}: {
  label: string
  hint?: string
  images: PickedImage[]
  multiple?: boolean
  onChange: (images: PickedImage[]) => void
  error?: string
  testId?: string
}) {
  const { t } = useTranslation('landing')
  const toast = useToast()
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const accepted = uploadAccepts.image.mimeTypes as readonly string[]

  const choose = async (files: FileList | null) => {
    const chosen = Array.from(files ?? [])
    if (chosen.length === 0) return
    setBusy(true)
    let next = multiple ? [...images] : []
    for (const file of chosen) {
      if (!accepted.includes(file.type)) {
        toast.error(t('upload.fileTypeNotSupport'))
        continue
      }
      if (file.size > maxUploadBytes) {
        toast.error(t('upload.fileSizeGreaterThen'))
        continue
      }
      const answer = await upload(file)
      if (!answer.ok) {
        toast.error(apiErrorText(t, answer, { fallback: t('toast.failed') }))
        continue
      }
      next = multiple ? [...next, { id: answer.id, url: answer.url }] : [{ id: answer.id, url: answer.url }]
    }
    onChange(next)
    setBusy(false)
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {images.map((image) => (
          <div key={image.id} className="relative">
            <img src={image.url} alt="" width={160} height={120} className="h-30 w-40 rounded-lg object-cover" />
            <button
              type="button"
              onClick={() => onChange(images.filter((item) => item.id !== image.id))}
              aria-label={t('form.removeImage')}
              className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-surface/90 text-ink shadow-xs hover:text-danger"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ))}
        <label className="inline-flex h-30 w-40 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-line-strong text-sm text-ink-muted hover:border-forest-500 focus-within:shadow-focus">
          {busy ? <Spinner /> : <ImagePlus className="size-6" aria-hidden />}
          {multiple || images.length === 0 ? t('form.addImage') : t('form.replaceImage')}
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            multiple={multiple}
            className="sr-only"
            data-testid={testId}
            onChange={(event) => {
              void choose(event.currentTarget.files)
              event.currentTarget.value = ''
            }}
          />
        </label>
      </div>
      {error ? (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="text-sm text-ink-muted">{hint}</p>
      ) : null}
    </div>
  )
}
