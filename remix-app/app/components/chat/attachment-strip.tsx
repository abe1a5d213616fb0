import { useState } from 'react'
import { Button, Dialog } from '~/components/ui'
import { FileText, Images } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { AttachmentStrip as Strip } from './chat-model'

const tile =
  'relative block size-11 shrink-0 overflow-hidden rounded-lg ring-1 ring-line focus-visible:shadow-focus focus-visible:outline-none sm:size-12'

/**
 * What was shared in the conversation (§2 attachment thumbnail strip, §9): the three newest images,
 * then "+N" for the rest, which opens every attachment.
 */
export function AttachmentStrip({ strip }: { strip: Strip }) {
  const { t } = useTranslation('chat')
  const [open, setOpen] = useState(false)
  if (strip.all.length === 0) return null
  return (
    <div
      className="flex items-center gap-2 border-t border-line bg-surface px-3 py-2 sm:px-4"
      data-testid="attachment-strip"
    >
      <span className="mr-1 hidden items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase sm:flex">
        <Images className="size-3.5" aria-hidden />
        {t('strip.title')}
      </span>
      {strip.images.map((image) => (
        <a
          key={image.url}
          href={image.url}
          target="_blank"
          rel="noopener noreferrer"
          className={tile}
          data-testid="strip-image"
        >
          <img src={image.url} alt={t('attachments.image')} className="size-full object-cover" loading="lazy" />
        </a>
      ))}
      {strip.more > 0 && (
        <button
          type="button"
          className={`${tile} inline-flex items-center justify-center bg-surface-muted text-sm font-bold text-ink hover:bg-stone-200`}
          onClick={() => setOpen(true)}
          aria-label={t('strip.more', { count: strip.more })}
          data-testid="strip-more"
        >
          +{strip.more}
        </button>
      )}
      {strip.more === 0 && strip.all.length > 1 && (
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setOpen(true)}>
          {t('strip.all')}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} icon={<Images />} title={t('strip.dialogTitle')}>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="strip-dialog">
          {strip.all.map((item) => (
            <li key={item.url}>
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex aspect-square flex-col items-center justify-center gap-1.5 overflow-hidden rounded-lg bg-surface-muted p-2 text-center text-xs text-ink ring-1 ring-line hover:bg-stone-200"
              >
                {item.kind === 'image' ? (
                  <img
                    src={item.url}
                    alt={t('attachments.image')}
                    className="-m-2 size-[calc(100%+1rem)] object-cover"
                    loading="lazy"
                  />
                ) : (
                  <>
                    <FileText className="size-6 text-primary" aria-hidden />
                    <span className="line-clamp-2 break-all">{item.name}</span>
                  </>
                )}
              </a>
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  )
}
