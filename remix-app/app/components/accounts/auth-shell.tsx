import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Check } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'

export type AuthAside = 'traveler' | 'lessor-rv' | 'lessor-commission' | 'none'

/**
 * The frame of the sign-in pages: the form in a card on the left, a calm picture with what the
 * visitor gets on the right (desktop only).
 */
export function AuthShell({
  eyebrow,
  title,
  lead,
  children,
  footer,
  aside = 'traveler',
  width = 'md',
  icon,
}: {
  /** A symbol above the title, for the short single-purpose pages. */
  icon?: ReactNode
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  children: ReactNode
  /** Below the card: "New here? Sign up" and the like. */
  footer?: ReactNode
  aside?: AuthAside
  width?: 'md' | 'lg'
}) {
  return (
    <div className="bg-gradient-to-b from-forest-50/70 via-canvas to-canvas">
      <div
        className={cn(
          'container-page grid gap-10 py-8 sm:py-12 lg:gap-14 lg:py-16',
          aside === 'none' && 'sm:py-16 lg:py-24',
          aside !== 'none' && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)] xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]',
        )}
      >
        <div
          className={cn(
            'mx-auto w-full',
            width === 'lg' ? 'max-w-2xl' : 'max-w-[30rem]',
            aside !== 'none' && 'lg:mx-0 lg:justify-self-end',
          )}
        >
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-9">
            {icon && (
              <span className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary [&>svg]:size-6">
                {icon}
              </span>
            )}
            {eyebrow && (
              <p className="text-xs font-semibold tracking-[0.1em] text-accent uppercase sm:text-sm">{eyebrow}</p>
            )}
            <h1 className="mt-2 text-[1.75rem] leading-tight font-bold tracking-tight text-balance text-forest-950 sm:text-3xl">
              {title}
            </h1>
            {lead && <div className="mt-2.5 leading-relaxed text-ink-muted">{lead}</div>}
            <div className="mt-7">{children}</div>
          </div>
          {footer && <div className="mt-6 text-center text-[0.9375rem] text-ink-muted">{footer}</div>}
        </div>
        {aside !== 'none' && <AuthVisual variant={aside} />}
      </div>
    </div>
  )
}

function AuthVisual({ variant }: { variant: Exclude<AuthAside, 'none'> }) {
  const { t } = useTranslation('accounts')
  const copy = variant === 'traveler' ? 'traveler' : 'lessor'
  const points = t(`shell.${copy}.points`, { returnObjects: true }) as unknown
  const list = Array.isArray(points) ? (points as string[]) : []
  return (
    <aside
      aria-hidden
      className="relative isolate hidden h-[40rem] flex-col self-start overflow-hidden rounded-2xl bg-forest-900 p-10 text-white lg:sticky lg:top-28 lg:flex xl:p-12"
    >
      <img
        src="/images/hero-landscape.svg"
        alt=""
        className="pointer-events-none absolute bottom-0 left-1/2 -z-10 w-[125%] max-w-none -translate-x-1/2 opacity-90 mix-blend-luminosity select-none [mask-image:linear-gradient(to_bottom,transparent_0%,transparent_30%,black_65%)]"
      />
      <p className="text-sm font-semibold tracking-[0.1em] text-sand-300 uppercase">{t(`shell.${copy}.eyebrow`)}</p>
      <p className="mt-4 max-w-md text-[2rem] leading-tight font-bold tracking-tight text-balance xl:text-4xl">
        {t(`shell.${copy}.title`)}
      </p>
      {variant !== 'traveler' && (
        <p className="mt-5 inline-flex w-fit items-center rounded-full bg-sand-300/15 px-3.5 py-1.5 text-sm font-semibold text-sand-200 ring-1 ring-sand-300/30">
          {t(variant === 'lessor-rv' ? 'shell.lessor.planBadge' : 'shell.lessor.commissionBadge')}
        </p>
      )}
      <ul className="mt-8 space-y-3.5">
        {list.map((point) => (
          <li key={point} className="flex items-start gap-3 text-forest-50">
            <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-sand-400/20 text-sand-300">
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            {point}
          </li>
        ))}
      </ul>
    </aside>
  )
}

/** "or" between the e-mail form and Google. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-4 text-sm text-ink-subtle" aria-hidden>
      <span className="h-px flex-1 bg-line" />
      {label}
      <span className="h-px flex-1 bg-line" />
    </div>
  )
}

/** "No account yet? Sign up" lines under an auth card. */
export function AuthLinks({ links }: { links: { text: string; label: string; to: string }[] }) {
  return (
    <div className="space-y-2">
      {links.map((link) => (
        <p key={link.to}>
          {link.text}{' '}
          <Link to={link.to} className="font-semibold text-primary hover:underline">
            {link.label}
          </Link>
        </p>
      ))}
    </div>
  )
}
