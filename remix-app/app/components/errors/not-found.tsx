import { Link } from 'react-router'
import { kindNav } from '~/components/layout/nav-items'
import { ButtonLink } from '~/components/ui'
import { ArrowRight } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { RoadEndArt } from './road-end-art'

/** The designed 404: shown for unknown URLs and for anything a loader reports as missing. */
export function NotFound() {
  const { t } = useTranslation()
  return (
    <section
      data-testid="not-found"
      className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_1.05fr] lg:gap-16 lg:py-28"
    >
      <div className="order-2 lg:order-1">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('errors.notFound.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-forest-950 sm:text-5xl">
          {t('errors.notFound.title')}
        </h1>
        <p className="mt-5 max-w-lg text-lg leading-relaxed text-ink-muted">{t('errors.notFound.text')}</p>
        <div className="mt-8">
          <ButtonLink to="/" size="lg">
            {t('errors.notFound.home')}
          </ButtonLink>
        </div>
        <p className="mt-10 text-sm font-medium text-ink-subtle">{t('errors.notFound.suggestions')}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {kindNav.map(({ to, labelKey, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group inline-flex h-10 items-center gap-2 rounded-full border border-line-strong bg-surface px-4 text-[0.9375rem] font-medium text-ink transition-colors hover:border-forest-400 hover:text-primary"
              >
                <Icon className="size-4 text-forest-600" aria-hidden />
                {t(labelKey)}
                <ArrowRight
                  className="size-4 text-ink-subtle transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <RoadEndArt className="order-1 w-full max-w-xl justify-self-center lg:order-2" />
    </section>
  )
}
