import { dateTimeFormat } from '@driftway/domain/intl'
import { Trans } from 'react-i18next'
import { data, Link } from 'react-router'
import { imprintPath } from '~/components/layout/nav-items'
import { LegalLayout } from '~/components/legal/legal-layout'
import { Card } from '~/components/ui'
import { legalDocument } from '~/content/legal/index.server'
import { type LegalSlug, legalSlugs } from '~/content/legal/types'
import { resolveLanguage } from '~/i18n/locale.server'
import { useTranslation } from '~/i18n/use-translation'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/route'

/** /terms, /privacy, /lessor-terms: the document in the visitor's language (text stays on the server until asked for). */
export function loader({ request, url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/+|\/+$/g, '') as LegalSlug
  if (!legalSlugs.includes(slug)) throw data(null, { status: 404 })
  const lng = resolveLanguage(request)
  return { slug, lng, document: legalDocument(slug, lng) }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  if (!loaderData) return []
  return pageMeta(lng, { title: `${loaderData.document.title} – Driftway`, description: loaderData.document.summary })
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { document: doc, slug, lng } = loaderData
  const { t } = useTranslation()
  const updated = dateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${doc.updated}T00:00:00Z`),
  )

  return (
    <LegalLayout
      title={doc.title}
      updated={updated}
      summary={doc.summary}
      contents={doc.sections.map((section) => ({ id: section.id, label: section.heading.replace(/^\d+\.\s*/, '') }))}
    >
      <article className="max-w-3xl" data-testid={`legal-${slug}`}>
        {doc.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className="scroll-mt-28 border-b border-line py-8 first:pt-0 last:border-0"
          >
            <h2 className="text-xl font-semibold text-ink sm:text-2xl">{section.heading}</h2>
            <div className="mt-4 space-y-4 text-[1.0625rem] leading-relaxed text-stone-700">
              {section.body.map((block, index) =>
                typeof block === 'string' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static text
                  <p key={index}>{block}</p>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static text
                  <ul key={index} className="list-disc space-y-2 pl-6 marker:text-forest-400">
                    {block.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
        ))}
        <Card tone="muted" className="mt-6">
          <p className="font-semibold text-ink">{t('legal.questions')}</p>
          <p className="mt-1 text-ink-muted">
            <Trans
              t={t}
              i18nKey="legal.questionsText"
              components={{ imprint: <Link to={imprintPath} className="font-medium text-primary underline" /> }}
            />
          </p>
        </Card>
      </article>
    </LegalLayout>
  )
}
