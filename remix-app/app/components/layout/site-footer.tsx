import { Link } from 'react-router'
import { Logo } from '~/components/brand/logo'
import { useTranslation } from '~/i18n/use-translation'
import { LanguageButtons } from './language-switch'
import { kindNav, legalNav, lessorLandingHref } from './nav-items'

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-[0.9375rem] text-forest-200 transition-colors hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="bg-forest-950 text-forest-100">
      <div className="container-page grid grid-cols-2 gap-x-8 gap-y-10 py-14 lg:grid-cols-[1.6fr_1fr_1fr_1fr] lg:py-16">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" aria-label={t('brand.homeLabel')} className="inline-block">
            <Logo tone="light" />
          </Link>
          <p className="mt-4 max-w-sm text-[0.9375rem] leading-relaxed text-forest-200">{t('brand.line')}</p>
          <div className="mt-6">
            <LanguageButtons tone="dark" />
          </div>
        </div>
        <FooterColumn
          title={t('footer.explore')}
          links={kindNav.map((item) => ({ to: item.to, label: t(item.labelKey) }))}
        />
        <FooterColumn
          title={t('footer.hosting')}
          links={[
            { to: lessorLandingHref, label: t('footer.becomeLessor') },
            { to: '/how-it-works', label: t('footer.howItWorks') },
            { to: '/contact', label: t('pages:contact.eyebrow') },
          ]}
        />
        <FooterColumn
          title={t('footer.legal')}
          links={legalNav.map((item) => ({ to: item.to, label: t(item.labelKey) }))}
        />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-forest-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.openSource')}</p>
        </div>
      </div>
    </footer>
  )
}
