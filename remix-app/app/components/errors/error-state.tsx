import { Button, ButtonLink } from '~/components/ui'
import { RefreshCw } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { NotFound } from './not-found'

/** Full-page error for route error boundaries: the 404 design for 404, a calm apology for the rest. */
export function ErrorState({ status }: { status: number }) {
  const { t } = useTranslation()
  if (status === 404) return <NotFound />
  return (
    <section data-testid="error-page" className="container-page max-w-2xl py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {t('errors.generic.eyebrow', { status })}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-forest-950 sm:text-4xl">
        {t('errors.generic.title')}
      </h1>
      <p className="mx-auto mt-4 max-w-lg text-lg leading-relaxed text-ink-muted">{t('errors.generic.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" icon={<RefreshCw className="size-4" />} onClick={() => window.location.reload()}>
          {t('errors.generic.reload')}
        </Button>
        <ButtonLink to="/" variant="secondary" size="lg" reloadDocument>
          {t('errors.generic.home')}
        </ButtonLink>
      </div>
    </section>
  )
}
