import { dateTimeFormat } from '@driftway/domain/intl'
import { data, NavLink } from 'react-router'
import { legalNav } from '~/components/layout/nav-items'
import { Card } from '~/components/ui'
import { legalDocument } from '~/content/legal/index.server'
import { type LegalSlug, legalSlugs } from '~/content/legal/types'
import { resolveLanguage } from '~/i18n/locale.server'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
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
    <div className="bg-canvas">
      <header className="border-b border-line bg-gradient-to-b from-sand-50 to-canvas">
        <div className="container-page py-12 lg:py-16">
          <p className="text-sm font-semibold tracking-[0.08em] text-accent uppercase">{t('footer.legal')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-forest-950 sm:text-5xl" data-testid="legal-title">
            {doc.title}
          </h1>
          <p className="mt-3 text-sm text-ink-subtle">{t('legal.lastUpdated', { date: updated })}</p>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-muted">{doc.summary}</p>
        </div>
      </header>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <nav aria-label={t('legal.onThisPage')} className="hidden lg:block">
            <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{t('legal.onThisPage')}</p>
            <ol className="mt-3 space-y-1 border-l border-line">
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent py-1 pl-4 text-sm text-ink-muted transition-colors hover:border-forest-500 hover:text-ink"
                  >
                    {section.heading.replace(/^\d+\.\s*/, '')}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <nav aria-label={t('legal.otherDocuments')} className="lg:mt-10">
            <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{t('legal.otherDocuments')}</p>
            <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {legalNav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex rounded-lg px-3 py-1.5 text-sm font-medium transition-colors lg:-ml-3',
                        isActive
                          ? 'bg-primary-soft text-primary'
                          : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                      )
                    }
                  >
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

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
            <p className="mt-1 text-ink-muted">{t('legal.questionsText')}</p>
          </Card>
        </article>
      </div>
    </div>
  )
}
