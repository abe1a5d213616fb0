import type { ReactNode } from 'react'
import { useRevalidator } from 'react-router'
import { Button } from '~/components/ui'
import { CloudOff, RefreshCw } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'

/** A small secondary button that re-runs the page's loaders, spinning while they load. */
export function ReloadButton({ children }: { children: ReactNode }) {
  const revalidator = useRevalidator()
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<RefreshCw className="size-4" />}
      loading={revalidator.state === 'loading'}
      onClick={() => void revalidator.revalidate()}
    >
      {children}
    </Button>
  )
}

/** Friendly in-page notice when a section's data could not be loaded; retry re-runs the loaders. */
export function InlineError({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      data-testid="inline-error"
      className="flex flex-col items-start gap-4 rounded-xl border border-sand-200 bg-sand-50 p-5 sm:flex-row sm:items-center sm:gap-5 sm:p-6"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sand-100 text-sand-700">
        <CloudOff className="size-5" aria-hidden />
      </span>
      <div className="flex-1">
        <p className="font-semibold text-ink">{title ?? t('errors.listings.title')}</p>
        <p className="mt-1 text-[0.9375rem] text-ink-muted">{text ?? t('errors.listings.text')}</p>
      </div>
      <ReloadButton>{t('errors.listings.retry')}</ReloadButton>
    </div>
  )
}
