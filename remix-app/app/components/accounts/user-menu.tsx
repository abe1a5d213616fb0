import { billingTabPath } from '@driftway/domain/billing'
import { lessorDashboardPath } from '@driftway/domain/payouts'
import { kindForLessorRole } from '@driftway/domain/roles'
import { type ComponentType, useEffect } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { lessorReviewsPath } from '~/components/layout/nav-items'
import { Avatar } from '~/components/ui'
import {
  CalendarDays,
  ChevronDown,
  ClipboardList,
  HandCoins,
  Heart,
  LayoutDashboard,
  LayoutList,
  LogOut,
  MessageCircle,
  Percent,
  ReceiptText,
  Star,
  UserRound,
} from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { displayName, initials, lessorListingsPath, type UserSummary } from '~/lib/accounts'
import { cn } from '~/lib/cn'
import { dealsPath } from '~/lib/deals'
import { useDismissableDetails } from '~/lib/dismissable-details'
import { rentalBoardPath, rentalRequestsPath } from '~/lib/rental'

type MenuItem = { to: string; label: string; Icon: ComponentType<{ className?: string }>; highlight?: boolean }

/** The signed-in user's places: bookings or listings by role, the profile, and completing it when due. */
function useMenuItems(user: UserSummary): MenuItem[] {
  const { t } = useTranslation('accounts')
  const kind = kindForLessorRole(user.role)
  const items: MenuItem[] = []
  if (!user.is_profile_completed && kind)
    items.push({ to: '/complete-profile', label: t('menu.completeProfile'), Icon: ClipboardList, highlight: true })
  if (kind) {
    // The lessor dashboard (issue 14): revenue, occupancy, arrivals, payouts.
    items.push({ to: lessorDashboardPath, label: t('payouts:nav'), Icon: LayoutDashboard })
    items.push({ to: lessorListingsPath(kind), label: t('menu.listings'), Icon: LayoutList })
    items.push({ to: '/lessor/bookings', label: t('menu.lessorBookings'), Icon: CalendarDays })
    // The lessor's my-reviews page (listings §2): reviewed listings and the reply forms.
    items.push({ to: lessorReviewsPath, label: t('reviews:lessor.nav'), Icon: Star })
    // Travelers' rental requests that fit the lessor's listings (decision 0067).
    items.push({ to: rentalBoardPath, label: t('rental:menu.lessor'), Icon: HandCoins })
    // Their last-minute deals (booking spec §2): create and delete them on the deals page.
    items.push({ to: dealsPath, label: t('deals:nav.myDeals'), Icon: Percent })
    // Subscription and billing (accounts §2 "tab=billing"): the plan of RV lessors, the commission of the others.
    items.push({ to: billingTabPath, label: t('billing:menu.billing'), Icon: ReceiptText })
  } else {
    items.push({ to: '/my-bookings', label: t('menu.myBookings'), Icon: CalendarDays })
    items.push({ to: '/wishlists', label: t('menu.wishlists'), Icon: Heart })
    items.push({ to: rentalRequestsPath(), label: t('rental:menu.traveler'), Icon: HandCoins })
  }
  // Both sides talk about their bookings on the chat screen (booking spec §2).
  items.push({ to: '/chat', label: t('menu.messages'), Icon: MessageCircle })
  items.push({ to: '/profile', label: t('menu.profile'), Icon: UserRound })
  return items
}

function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation('accounts')
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className} data-testid="logout">
        <LogOut className="size-[1.125rem] text-ink-subtle" aria-hidden />
        {t('menu.logOut')}
      </button>
    </Form>
  )
}

/** Who is signed in, as both menus head their list: picture, name and role. */
function UserIdentity({ user, name, className }: { user: UserSummary; name: string; className: string }) {
  const { t } = useTranslation('accounts')
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Avatar src={user.photo} initials={initials(name)} size="md" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink">{name}</p>
        <p className="truncate text-sm text-ink-muted">{t(`roles.${user.role}`)}</p>
      </div>
    </div>
  )
}

/** Desktop header: avatar and name, opening a small menu. A <details>, so it opens without JavaScript. */
export function UserMenu({ user }: { user: UserSummary }) {
  const { t } = useTranslation('accounts')
  const ref = useDismissableDetails()
  const location = useLocation()
  const items = useMenuItems(user)
  const name = displayName(user)

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation on purpose
  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [location.key])

  const itemClasses =
    'flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left text-[0.9375rem] text-ink transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none'

  return (
    <details ref={ref} className="group relative ml-1.5" data-testid="user-menu">
      <summary
        aria-label={t('menu.label', { name })}
        className="flex h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-line-strong bg-surface py-1 pr-2.5 pl-1 shadow-xs transition-colors hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none [&::-webkit-details-marker]:hidden"
      >
        <Avatar src={user.photo} initials={initials(name)} size="sm" />
        <span className="max-w-32 truncate 2xl:max-w-48 text-sm font-semibold text-ink">{name}</span>
        {!user.is_profile_completed && kindForLessorRole(user.role) && (
          <span className="size-2 rounded-full bg-accent" aria-hidden />
        )}
        <ChevronDown className="size-3.5 text-ink-subtle transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 animate-fade-in rounded-xl border border-line bg-surface p-1.5 shadow-lg">
        <UserIdentity user={user} name={name} className="px-2.5 pt-2 pb-3" />
        <div className="border-t border-line pt-1.5">
          {items.map(({ to, label, Icon, highlight }) => (
            <Link key={to} to={to} className={cn(itemClasses, highlight && 'font-semibold text-primary')}>
              <Icon className={cn('size-[1.125rem]', highlight ? 'text-accent' : 'text-ink-subtle')} aria-hidden />
              {label}
            </Link>
          ))}
        </div>
        <div className="mt-1.5 border-t border-line pt-1.5">
          <LogoutButton className={itemClasses} />
        </div>
      </div>
    </details>
  )
}

/** Mobile menu: the same places as a list under the user's name. */
export function MobileUserMenu({ user }: { user: UserSummary }) {
  const items = useMenuItems(user)
  const name = displayName(user)
  const rowClasses =
    'flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-left text-base font-medium text-ink transition-colors hover:bg-surface-muted'
  return (
    <div className="flex flex-col gap-0.5 rounded-xl border border-line bg-stone-50 p-2" data-testid="mobile-user-menu">
      <UserIdentity user={user} name={name} className="mb-1 border-b border-line px-2 pt-1 pb-3" />
      {items.map(({ to, label, Icon, highlight }) => (
        <Link key={to} to={to} className={cn(rowClasses, highlight && 'text-primary')}>
          <Icon className={cn('size-5', highlight ? 'text-accent' : 'text-ink-subtle')} aria-hidden />
          {label}
        </Link>
      ))}
      <LogoutButton className={rowClasses} />
    </div>
  )
}
