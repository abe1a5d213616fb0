import type { ReactNode } from 'react'
import { Form, useLocation } from 'react-router'
import { Check, ChevronDown, Globe } from '~/components/ui/icons'
import { isLanguage, type Language, languages } from '~/i18n/config'
import { switchLanguage } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { useDismissableDetails } from '~/lib/dismissable-details'

/**
 * Posts the chosen language to /language, which stores it in the `lng` cookie and sends the visitor
 * back to the same page; loaders re-run, so server-rendered text follows. Works without JavaScript.
 */
function LanguageForm({
  children,
  className,
  onChosen,
}: {
  children: ReactNode
  className?: string
  onChosen?: () => void
}) {
  const location = useLocation()
  const { i18n } = useTranslation()
  return (
    <Form
      method="post"
      action="/language"
      preventScrollReset
      replace
      className={className}
      onSubmit={(event) => {
        // Switch instantly; the server confirms with the cookie and fresh loader data.
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        if (isLanguage(submitter?.value)) void switchLanguage(i18n, submitter.value)
        onChosen?.()
      }}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}${location.hash}`} />
      {children}
    </Form>
  )
}

/** One language to choose: a submit button of the surrounding LanguageForm. */
function LanguageOption({
  lng,
  active,
  className,
  children,
}: {
  lng: Language
  active: boolean
  className: string
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      name="lng"
      value={lng}
      lang={lng}
      aria-current={active ? 'true' : undefined}
      className={className}
    >
      {children}
    </button>
  )
}

/** Dropdown in the desktop header. A <details> element, so it opens without JavaScript too. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  const current = (i18n.language as Language) ?? 'en'
  // Closes on outside click and Escape.
  const ref = useDismissableDetails()

  return (
    <details ref={ref} className="group relative">
      <summary
        // Ends with the code the button shows, so speech control can use it (WCAG 2.5.3 label in name).
        aria-label={`${t('language.current', { language: t(`language.${current}`) })} – ${current.toUpperCase()}`}
        className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-ink transition-colors hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none [&::-webkit-details-marker]:hidden"
      >
        <Globe className="size-[1.125rem] text-ink-muted" aria-hidden />
        <span className="uppercase">{current}</span>
        <ChevronDown className="size-3.5 text-ink-subtle transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <LanguageForm
        onChosen={() => {
          if (ref.current) ref.current.open = false
        }}
        className="absolute right-0 z-50 mt-2 w-48 animate-fade-in rounded-xl border border-line bg-surface p-1.5 shadow-lg"
      >
        <p className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
          {t('language.label')}
        </p>
        {languages.map((lng) => (
          <LanguageOption
            key={lng}
            lng={lng}
            active={lng === current}
            className={cn(
              'flex w-full items-center justify-between rounded-lg px-2.5 py-2 text-left text-[0.9375rem] transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none',
              lng === current ? 'font-semibold text-primary' : 'text-ink',
            )}
          >
            {t(`language.${lng}`)}
            {lng === current && <Check className="size-4" aria-hidden />}
          </LanguageOption>
        ))}
      </LanguageForm>
    </details>
  )
}

/** Side-by-side buttons for the mobile menu and the footer. */
export function LanguageButtons({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation()
  return (
    <LanguageForm>
      <fieldset className="flex items-center gap-2">
        <legend className="sr-only">{t('language.label')}</legend>
        <Globe className={cn('size-4', tone === 'dark' ? 'text-forest-300' : 'text-ink-subtle')} aria-hidden />
        {languages.map((lng) => {
          const active = i18n.language === lng
          return (
            <LanguageOption
              key={lng}
              lng={lng}
              active={active}
              className={cn(
                'rounded-md px-2.5 py-1 text-sm font-semibold transition-colors focus-visible:shadow-focus focus-visible:outline-none',
                tone === 'dark'
                  ? active
                    ? 'bg-white/12 text-white'
                    : 'text-forest-200 hover:text-white'
                  : active
                    ? 'bg-primary-soft text-primary'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
              )}
            >
              {t(`language.${lng}`)}
            </LanguageOption>
          )
        })}
      </fieldset>
    </LanguageForm>
  )
}
