import { dateTimeFormat } from '@driftway/domain/intl'
import type { ReactNode } from 'react'
import { data } from 'react-router'
import { LegalLayout } from '~/components/legal/legal-layout'
import { Card } from '~/components/ui'
import { fixedT } from '~/i18n/instance'
import { resolveLanguage } from '~/i18n/locale.server'
import { useTranslation } from '~/i18n/use-translation'
import { apiGet } from '~/lib/api.server'
import type { ApiAnswer } from '~/lib/api-schema'
import { localizedCountry } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/imprint'

type Imprint = ApiAnswer<'/imprint/'>

/** /imprint: who runs the marketplace, as an administrator keeps it in the CMS (decision 0112). */
export async function loader({ request }: Route.LoaderArgs) {
  const lng = resolveLanguage(request)
  const answer = await apiGet<Imprint>('/imprint/', { lng })
  if (answer.ok) return { lng, imprint: answer.data }
  // Not saved yet: the page says so rather than pretending there is no such page.
  if (answer.reason === 'error' && answer.status === 404) return { lng, imprint: null }
  throw data(null, { status: 503 })
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  return pageMeta(lng, { title: `${t('imprint.title')} – Driftway`, description: t('imprint.summary') })
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-4 last:border-0 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
      <dt className="text-sm font-semibold text-ink-subtle">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}

export default function ImprintPage({ loaderData }: Route.ComponentProps) {
  const { imprint, lng } = loaderData
  const { t } = useTranslation()
  const updated =
    imprint?.updated_at_ts != null
      ? dateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(imprint.updated_at_ts * 1000))
      : null
  const link = 'font-medium text-primary underline underline-offset-2'

  return (
    <LegalLayout title={t('imprint.title')} updated={updated} summary={t('imprint.summary')}>
      <article className="max-w-3xl" data-testid="imprint">
        {imprint ? (
          <dl className="rounded-2xl border border-line bg-surface px-5 shadow-xs sm:px-8">
            <Entry label={t('imprint.operator')}>
              <p className="font-semibold" data-testid="imprint-operator">
                {imprint.operator_name}
              </p>
              <address className="not-italic text-ink-muted">
                {imprint.street}
                <br />
                {imprint.postal_code} {imprint.city}
                <br />
                {localizedCountry({ country: imprint.country_iso2, country_iso2: imprint.country_iso2 }, lng)}
              </address>
            </Entry>
            {imprint.represented_by ? <Entry label={t('imprint.representedBy')}>{imprint.represented_by}</Entry> : null}
            <Entry label={t('imprint.contact')}>
              <a href={`mailto:${imprint.email}`} className={link}>
                {imprint.email}
              </a>
              {imprint.phone ? (
                <>
                  <br />
                  <a href={`tel:${imprint.phone.replace(/[^+\d]/g, '')}`} className={link}>
                    {imprint.phone}
                  </a>
                </>
              ) : null}
            </Entry>
            {imprint.register_court || imprint.register_number ? (
              <Entry label={t('imprint.register')}>
                {[imprint.register_court, imprint.register_number].filter(Boolean).join(', ')}
              </Entry>
            ) : null}
            {imprint.vat_id ? <Entry label={t('imprint.vatId')}>{imprint.vat_id}</Entry> : null}
            {imprint.content_responsible ? (
              <Entry label={t('imprint.contentResponsible')}>{imprint.content_responsible}</Entry>
            ) : null}
            {imprint.dispute_resolution_url ? (
              <Entry label={t('imprint.disputeResolution')}>
                <a href={imprint.dispute_resolution_url} className={link} rel="noopener noreferrer">
                  {imprint.dispute_resolution_url}
                </a>
              </Entry>
            ) : null}
          </dl>
        ) : (
          <Card tone="muted" data-testid="imprint-missing">
            <p className="font-semibold text-ink">{t('imprint.missingTitle')}</p>
            <p className="mt-1 text-ink-muted">{t('imprint.missingText')}</p>
          </Card>
        )}
      </article>
    </LegalLayout>
  )
}
