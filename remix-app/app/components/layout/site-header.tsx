import { useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { MobileUserMenu, UserMenu } from '~/components/accounts/user-menu'
import { Logo } from '~/components/brand/logo'
import { ChatBadgeLink, useChatLive } from '~/components/layout/chat-live'
import { ButtonLink } from '~/components/ui'
import { ChevronRight, Menu, Percent, X } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { dealsPath } from '~/lib/deals'
import { useRootData } from '~/lib/root-data'
import { LanguageButtons, LanguageMenu } from './language-switch'
import { kindNav, lessorLandingHref } from './nav-items'

// `nav-link` (app.css): the header's kind links on every page, their classes written once there.
const navLinkClasses = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link-on' : 'nav-link')

export function SiteHeader() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const { user } = useRootData()
  // Live unread badge and new-message toasts on every page (decision 0061).
  const unreadChats = useChatLive()

  // Close the mobile menu after navigating, and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setOpen(false), [location.key])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    document.documentElement.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.documentElement.style.overflow = ''
    }
  }, [open])

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-surface/90 backdrop-blur-md">
      <div className="container-page flex h-16 items-center gap-4 lg:h-[4.5rem] lg:gap-6 xl:gap-8">
        <Link
          to="/"
          aria-label={t('brand.homeLabel')}
          className="rounded-lg focus-visible:shadow-focus focus-visible:outline-none"
        >
          <Logo />
        </Link>

        <nav aria-label={t('nav.main')} className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          {kindNav.map(({ to, labelKey, Icon }) => (
            <NavLink key={to} to={to} className={navLinkClasses}>
              <Icon aria-hidden />
              {t(labelKey)}
            </NavLink>
          ))}
          <NavLink to={dealsPath} className={navLinkClasses} data-testid="nav-deals">
            <Percent aria-hidden />
            {t('deals:nav.deals')}
          </NavLink>
        </nav>

        <div className="ml-auto hidden items-center gap-1.5 lg:flex">
          <Link
            to={lessorLandingHref}
            className="inline-flex h-10 items-center rounded-lg px-3 text-[0.9375rem] font-semibold whitespace-nowrap text-ink transition-colors hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none"
          >
            {t('nav.listYourVehicle')}
          </Link>
          <LanguageMenu />
          {user && <ChatBadgeLink count={unreadChats} />}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <ButtonLink to="/login" variant="secondary" size="sm" className="ml-1.5">
              {t('nav.logIn')}
            </ButtonLink>
          )}
        </div>

        {user && <ChatBadgeLink count={unreadChats} className="ml-auto lg:hidden" />}
        <button
          type="button"
          className={cn(
            '-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-ink transition-colors hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none lg:hidden',
            !user && 'ml-auto',
          )}
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </div>

      {open && (
        <>
          <div
            aria-hidden
            className="fixed inset-x-0 top-16 bottom-0 z-30 animate-fade-in bg-forest-950/30 lg:hidden"
            onClick={() => setOpen(false)}
          />
          <div
            id="mobile-menu"
            className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] animate-fade-in overflow-y-auto border-b border-line bg-surface shadow-lg lg:hidden"
          >
            <nav aria-label={t('nav.main')} className="container-page flex flex-col py-3">
              {kindNav.map(({ to, labelKey, Icon }) => (
                <NavLink
                  key={to}
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3.5 rounded-xl px-2 py-3 text-base font-semibold transition-colors hover:bg-surface-muted',
                      isActive ? 'text-primary' : 'text-ink',
                    )
                  }
                >
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="flex-1">{t(labelKey)}</span>
                  <ChevronRight className="size-5 text-ink-subtle" aria-hidden />
                </NavLink>
              ))}
              <NavLink
                to={dealsPath}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3.5 rounded-xl px-2 py-3 text-base font-semibold transition-colors hover:bg-surface-muted',
                    isActive ? 'text-primary' : 'text-ink',
                  )
                }
              >
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent">
                  <Percent className="size-5" aria-hidden />
                </span>
                <span className="flex-1">{t('deals:meta.title')}</span>
                <ChevronRight className="size-5 text-ink-subtle" aria-hidden />
              </NavLink>
            </nav>
            <div className="container-page flex flex-col gap-4 border-t border-line py-5">
              {user && <MobileUserMenu user={user} />}
              <Link to={lessorLandingHref} className="px-2 text-base font-semibold text-ink hover:text-primary">
                {t('nav.listYourVehicle')}
              </Link>
              {!user && (
                <ButtonLink to="/login" variant="primary" size="md" block>
                  {t('nav.logIn')}
                </ButtonLink>
              )}
              <div className="px-1">
                <LanguageButtons />
              </div>
            </div>
          </div>
        </>
      )}
    </header>
  )
}
