import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router'
import { UrlNoticeToast } from '~/components/accounts/notice'
import { ErrorState } from '~/components/errors/error-state'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { NewTabNote } from '~/components/ui'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/site-layout'

function Chrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2.5 focus:font-semibold focus:shadow-lg"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <UrlNoticeToast />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <NewTabNote />
    </div>
  )
}

/** Header and footer around every public page. */
export default function SiteLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  )
}

export function meta({ matches, error }: Route.MetaArgs) {
  if (!error) return []
  const lng = languageFromMatches(matches)
  const status = isRouteErrorResponse(error) ? error.status : 500
  return pageMeta(lng, { title: fixedT(lng)(status === 404 ? 'meta.notFound.title' : 'meta.error.title') })
}

/** Errors of any page below render inside the header and footer: 404s as the designed page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <Chrome>
      <ErrorState status={status} />
    </Chrome>
  )
}
