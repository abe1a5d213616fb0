import { isTravelerRole } from '@driftway/domain/roles'
import { Archive, CalendarCheck, CalendarClock, CreditCard, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, redirect, useNavigate } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { UrlTabs } from '~/components/accounts/tabs'
import { kindNav } from '~/components/layout/nav-items'
import { ButtonLink, Select } from '~/components/ui'
import { fixedT } from '~/i18n/instance'
import { homeFor } from '~/lib/accounts'
import { requireUser } from '~/lib/auth.server'
import { cn } from '~/lib/cn'
import { kindKeys } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/my-bookings'

/** The traveler's booking lists (booking spec), in the URL: ?tab= and ?filterBy=. */
export const bookingTabs = ['pending', 'payment', 'confirmed', 'archived'] as const
export type BookingTab = (typeof bookingTabs)[number]
export const bookingFilters = ['Vehicles', 'Campsites', 'Boats'] as const
export type BookingFilter = (typeof bookingFilters)[number]

const filterByKind = { recreational_vehicle: 'Vehicles', campsite: 'Campsites', boat: 'Boats' } as const
/** Archived has a status dropdown (booking spec "My bookings page"). */
export const archivedStatuses = ['completed', 'cancelled', 'refused', 'cancelled_by_rental', 'expired'] as const
export type ArchivedStatus = (typeof archivedStatuses)[number]

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await requireUser(context, url)
  // Lessors manage bookings from their listings area.
  if (!isTravelerRole(user.role)) throw redirect(homeFor(user))
  const tabParam = url.searchParams.get('tab')
  const filterParam = url.searchParams.get('filterBy')
  const tab: BookingTab = (bookingTabs as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as BookingTab)
    : 'pending'
  // Vehicles is the default filter (booking spec).
  const filterBy = (bookingFilters as readonly string[]).includes(filterParam ?? '')
    ? (filterParam as BookingFilter)
    : 'Vehicles'
  const statusParam = url.searchParams.get('status')
  const status =
    tab === 'archived' && (archivedStatuses as readonly string[]).includes(statusParam ?? '')
      ? (statusParam as ArchivedStatus)
      : null
  // Bookings arrive with the booking issue; until then every list is honestly empty.
  return { tab, filterBy, status, firstName: user.first_name }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, { title: fixedT(lng)('accounts:meta.myBookings.title') })
}

const tabIcons = {
  pending: <CalendarClock />,
  payment: <CreditCard />,
  confirmed: <CalendarCheck />,
  archived: <Archive />,
}

const kindOfFilter: Record<BookingFilter, 'recreational_vehicle' | 'campsite' | 'boat'> = {
  Vehicles: 'recreational_vehicle',
  Campsites: 'campsite',
  Boats: 'boat',
}

export default function MyBookings({ loaderData }: Route.ComponentProps) {
  const { tab, filterBy, status, firstName } = loaderData
  const { t } = useTranslation('accounts')
  const { t: tc } = useTranslation()
  const navigate = useNavigate()
  const href = (next: { tab?: BookingTab; filterBy?: BookingFilter; status?: ArchivedStatus | null }) => {
    const params = new URLSearchParams()
    const nextTab = next.tab ?? tab
    params.set('tab', nextTab)
    params.set('filterBy', next.filterBy ?? filterBy)
    const nextStatus = next.status === undefined ? status : next.status
    if (nextTab === 'archived' && nextStatus) params.set('status', nextStatus)
    return `?${params}`
  }
  const kind = kindOfFilter[filterBy]
  const search = kindNav.find((item) => item.kind === kind)!

  return (
    <>
      <AccountPageHeader
        eyebrow={firstName ? t('bookings.greeting', { name: firstName }) : t('bookings.eyebrow')}
        title={t('bookings.title')}
        lead={t('bookings.lead')}
      >
        <UrlTabs
          label={t('bookings.tabsLabel')}
          current={tab}
          items={bookingTabs.map((id) => ({
            id,
            label: (
              <>
                <span className="sm:hidden">{t(`bookings.tabsShort.${id}`)}</span>
                <span className="hidden sm:inline">{t(`bookings.tabs.${id}`)}</span>
              </>
            ),
            to: href({ tab: id, status: null }),
            icon: tabIcons[id],
          }))}
        />
      </AccountPageHeader>
      <div className="container-page py-8 sm:py-10">
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <nav className="flex flex-wrap items-center gap-1.5 sm:gap-2" aria-label={t('bookings.filterLabel')}>
            {kindNav.map(({ kind: option, Icon, labelKey }) => {
              const value = filterByKind[option]
              const active = filterBy === value
              return (
                <Link
                  key={value}
                  to={href({ filterBy: value })}
                  preventScrollReset
                  aria-current={active ? 'true' : undefined}
                  data-testid={`filter-${value}`}
                  className={cn(
                    'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:shadow-focus focus-visible:outline-none sm:h-10 sm:gap-2 sm:px-4 [&>svg]:hidden sm:[&>svg]:block',
                    active
                      ? 'border-primary bg-primary text-on-primary'
                      : 'border-line-strong bg-surface text-ink-muted hover:border-stone-400 hover:text-ink',
                  )}
                >
                  <Icon className="size-4" aria-hidden />
                  {tc(labelKey)}
                </Link>
              )
            })}
          </nav>
          {tab === 'archived' && (
            <Select
              label={t('bookings.status.label')}
              containerClassName="sm:w-64"
              value={status ?? ''}
              placeholder={t('bookings.status.all')}
              options={archivedStatuses.map((value) => ({ value, label: t(`bookings.status.${value}`) }))}
              onChange={(event) =>
                void navigate(href({ status: (event.target.value || null) as ArchivedStatus | null }), {
                  preventScrollReset: true,
                })
              }
              data-testid="archived-status"
            />
          )}
        </div>
        <EmptyState
          testId="bookings-empty"
          icon={tabIcons[tab]}
          title={t(`bookings.empty.${tab}.title`, { kind: t(`bookings.kindNames.${kindKeys[kind]}`) })}
          text={t(`bookings.empty.${tab}.text`)}
          actions={
            <ButtonLink to={search.to} icon={<Search className="size-4" />}>
              {t(`bookings.empty.explore.${kindKeys[kind]}`)}
            </ButtonLink>
          }
        />
      </div>
    </>
  )
}
