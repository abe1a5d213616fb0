import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { legalNav } from '~/components/layout/nav-items'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'

/**
 * The frame of the legal pages (terms, privacy, lessor terms, imprint): the title block, the
 * other documents beside the text (above it on phones) and, for long documents, their contents.
 */
export function LegalLayout({
  title,
  updated,
  summary,
  contents,
  children,
}: {
  title: string
  /** "Last updated …", already formatted. */
  updated: string | null
  summary?: string
  /** The document's sections, linked from a sticky list on wide screens. */
  contents?: { id: string; label: string }[]
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="bg-canvas">
      <header className="border-b border-line bg-gradient-to-b from-sand-50 to-canvas">
        <div className="container-page py-12 lg:py-16">
          <p className="text-sm font-semibold tracking-[0.08em] text-accent uppercase">{t('footer.legal')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-forest-950 sm:text-5xl" data-testid="legal-title">
            {title}
          </h1>
          {updated ? <p className="mt-3 text-sm text-ink-subtle">{t('legal.lastUpdated', { date: updated })}</p> : null}
          {summary ? <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-muted">{summary}</p> : null}
        </div>
      </header>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          {contents?.length ? (
            <nav aria-label={t('legal.onThisPage')} className="mb-10 hidden lg:block">
              <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{t('legal.onThisPage')}</p>
              <ol className="mt-3 space-y-1 border-l border-line">
                {contents.map((item) => (
                  <li key={item.id}>
                    <a
                      href={`#${item.id}`}
                      className="-ml-px block border-l border-transparent py-1 pl-4 text-sm text-ink-muted transition-colors hover:border-forest-500 hover:text-ink"
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <nav aria-label={t('legal.otherDocuments')}>
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
        {children}
      </div>
    </div>
  )
}
