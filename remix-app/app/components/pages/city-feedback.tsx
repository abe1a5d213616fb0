import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { ButtonLink } from '~/components/ui'
import { LogIn } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { ListingKind } from '~/lib/listings'
import { useRootData } from '~/lib/root-data'

// The form (react-hook-form, the schema) loads only for a signed-in visitor: the anonymous search
// and city pages stay without it (issue 17).
const CityFeedbackForm = lazy(() =>
  import('./city-feedback-form').then((module) => ({ default: module.CityFeedbackForm })),
)

/**
 * The city hire pages' feedback form (POST /city/feedback/, signed in): what a visitor misses or
 * likes in this city. Signed out, a link to log in and come back.
 */
export function CityFeedback({ kind, city }: { kind: ListingKind; city: string }) {
  const { t } = useTranslation('pages')
  const { user } = useRootData()
  const location = useLocation()
  const back = `${location.pathname}${location.search}`

  return (
    <section
      className="border-t border-line bg-sand-50"
      aria-labelledby="city-feedback-title"
      data-testid="city-feedback"
    >
      <div className="container-page grid gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:gap-12 lg:py-14">
        <div>
          <h2 id="city-feedback-title" className="text-2xl font-bold tracking-tight text-forest-950">
            {t('cityFeedback.title', { city })}
          </h2>
          <p className="mt-2 max-w-prose leading-relaxed text-ink-muted">{t('cityFeedback.lead', { city })}</p>
        </div>
        {!user ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-ink-muted">{t('cityFeedback.signInLead')}</p>
            <ButtonLink
              to={`/login?${new URLSearchParams({ redirect: back })}`}
              variant="secondary"
              icon={<LogIn className="size-4" />}
            >
              {t('cityFeedback.signIn')}
            </ButtonLink>
          </div>
        ) : (
          <Suspense fallback={null}>
            <CityFeedbackForm kind={kind} city={city} />
          </Suspense>
        )}
      </div>
    </section>
  )
}
