import {
  listingImageSlots,
  maxUploadBytes,
  uploadAcceptAttribute,
  uploadProblem,
} from '@driftway/domain/listing-options'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Alert, Button, Spinner, useToast } from '~/components/ui'
import { ArrowLeft, ArrowRight, Camera, ImagePlus, RefreshCw, Trash2 } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type ActionFailure, isFailure } from '~/lib/forms'
import { failureText, ns, useManageCall } from './shared'
import type { ImageRef, ManagedListing } from './types'

const recommendedImages = 5

/** Round icon button sitting on a photo. */
function OverlayButton({
  label,
  icon,
  onClick,
  disabled,
  danger,
  testId,
}: {
  label: string
  icon: ReactNode
  onClick: () => void
  disabled?: boolean
  danger?: boolean
  testId?: string
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-full bg-white/92 shadow-sm backdrop-blur-sm transition-colors focus-visible:shadow-focus focus-visible:outline-none disabled:opacity-40 [&>svg]:size-4',
        danger ? 'text-danger hover:bg-danger-soft' : 'text-ink hover:bg-white',
      )}
    >
      {icon}
    </button>
  )
}

function SlotCard({
  slot,
  index,
  image,
  slots,
}: {
  slot: string
  index: number
  image: ImageRef | undefined
  slots: readonly string[]
}) {
  const { t } = useTranslation(ns)
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const upload = useFetcher<{ ok: true } | ActionFailure>({ key: `image-upload-${slot}` })
  const [problem, setProblem] = useState<string | null>(null)
  const [failedToLoad, setFailedToLoad] = useState(false)
  const remove = useManageCall(`image-remove-${slot}`, { success: t('images.removed') })
  const move = useManageCall(`image-move-${slot}`)
  const label = t(`images.slots.${slot}`, { defaultValue: slot })

  const seen = useRef<unknown>(undefined)
  useEffect(() => {
    const result = upload.data
    if (!result || result === seen.current || upload.state !== 'idle') return
    seen.current = result
    if (isFailure(result)) {
      const text = failureText(t, result)
      setProblem(text)
      toast.error(text)
    } else {
      setProblem(null)
      toast.success(t('images.uploaded', { slot: label }))
    }
  }, [upload.data, upload.state, t, toast, label])

  const choose = (file: File | undefined) => {
    if (!file) return
    const key = uploadProblem(file)
    if (key) {
      const text = t(`apiErrors.${key}`, { size: maxUploadBytes / 1024 / 1024 })
      setProblem(text)
      toast.error(text)
      return
    }
    setProblem(null)
    setFailedToLoad(false)
    const body = new FormData()
    body.set('intent', 'image-upload')
    body.set('slot', slot)
    body.set('file', file, file.name)
    void upload.submit(body, { method: 'post', encType: 'multipart/form-data' })
  }

  const busy = upload.state !== 'idle' || remove.busy || move.busy
  const neighbour = (step: -1 | 1) => slots[index + step]
  const moveTo = (target: string | undefined) => {
    if (target) move.submit('image-move', { from: slot, to: target })
  }

  return (
    <li
      className={cn(
        'group flex flex-col overflow-hidden rounded-xl border bg-surface shadow-xs',
        problem ? 'border-danger' : 'border-line',
      )}
      data-testid="image-slot"
      data-slot={slot}
      data-filled={image ? 'true' : 'false'}
    >
      <div className="relative aspect-[4/3] bg-surface-muted">
        {image ? (
          <img
            src={failedToLoad ? '/images/listing-placeholder.svg' : (image.thumbnail_url ?? image.url ?? '')}
            onError={() => setFailedToLoad(true)}
            alt={label}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="absolute inset-2 flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-line-strong text-ink-subtle transition-colors hover:border-forest-400 hover:bg-forest-50 hover:text-primary focus-visible:shadow-focus focus-visible:outline-none"
          >
            <ImagePlus className="size-7" aria-hidden />
            <span className="text-sm font-medium">{t('images.add')}</span>
          </button>
        )}
        {image && (
          <div className="absolute right-2 bottom-2 flex gap-1">
            <OverlayButton
              label={t('images.moveEarlier')}
              disabled={index === 0}
              onClick={() => moveTo(neighbour(-1))}
              icon={<ArrowLeft />}
            />
            <OverlayButton
              label={t('images.moveLater')}
              disabled={index === slots.length - 1}
              onClick={() => moveTo(neighbour(1))}
              icon={<ArrowRight />}
            />
            <OverlayButton
              label={t('images.remove')}
              danger
              testId="image-remove"
              onClick={() => remove.submit('image-remove', { slot })}
              icon={<Trash2 />}
            />
          </div>
        )}
        {index === 0 && image && (
          <span className="absolute top-2 left-2 rounded-full bg-white/92 px-2.5 py-0.5 text-xs font-semibold text-ink shadow-sm">
            {t('images.cover')}
          </span>
        )}
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner label={t('images.working')} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="truncate text-sm font-semibold text-ink">{label}</p>
        {problem && (
          <p className="text-xs text-danger" role="alert" data-testid="image-error">
            {problem}
          </p>
        )}
        <div className="mt-auto flex items-center">
          <input
            ref={input}
            type="file"
            accept={uploadAcceptAttribute('image')}
            className="sr-only"
            tabIndex={-1}
            data-testid={`image-input-${slot}`}
            aria-label={t('images.uploadTo', { slot: label })}
            onChange={(event) => {
              choose(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            icon={image ? <RefreshCw className="size-4" /> : <Camera className="size-4" />}
            className="flex-1"
          >
            {image ? t('images.replace') : t('images.upload')}
          </Button>
        </div>
        {(remove.banner || move.banner) && <p className="text-xs text-danger">{remove.banner || move.banner}</p>}
      </div>
    </li>
  )
}

/** The Images tab: the named photo slots of the listing's kind (spec §3), upload, replace, remove, order. */
export function ImagesTab({ listing }: { listing: ManagedListing }) {
  const { t } = useTranslation(ns)
  const slots = listingImageSlots[listing.kind] as readonly string[]
  const count = slots.filter((slot) => listing.images[slot]).length
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">{t('images.title')}</h2>
          <p className="mt-1 max-w-2xl text-ink-muted">{t('images.lead')}</p>
        </div>
        <p className="text-sm font-medium text-ink-muted" data-testid="image-count">
          {t('images.count', { count, total: slots.length })}
        </p>
      </div>
      {count === 0 ? (
        <Alert tone="warning" title={t('images.noneTitle')} data-testid="images-advice">
          {t('images.none')}
        </Alert>
      ) : (
        count < recommendedImages && (
          <Alert tone="info" title={t('images.fewTitle')} data-testid="images-advice">
            {t('images.few', { count: recommendedImages })}
          </Alert>
        )
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {slots.map((slot, index) => (
          <SlotCard key={slot} slot={slot} index={index} image={listing.images[slot]} slots={slots} />
        ))}
      </ul>
      <p className="text-sm text-ink-muted">{t('images.rules', { size: maxUploadBytes / 1024 / 1024 })}</p>
    </div>
  )
}
