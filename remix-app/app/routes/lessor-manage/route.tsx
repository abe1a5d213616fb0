import { Link } from 'react-router'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { UrlTabs } from '~/components/accounts/tabs'
import { CalendarTab } from '~/components/lessor-manage/calendar-tab'
import { ExtrasTab } from '~/components/lessor-manage/extras-tab'
import { ImagesTab } from '~/components/lessor-manage/images-tab'
import { RatesTab } from '~/components/lessor-manage/rates-tab'
import { ns } from '~/components/lessor-manage/shared'
import { Badge, ButtonLink } from '~/components/ui'
import {
  ArrowLeft,
  CalendarDays,
  ExternalLink,
  FileText,
  Images,
  PackagePlus,
  Pencil,
  Tags,
} from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { lessorListingsPath } from '~/lib/accounts'
import { readSubmission, requireUser } from '~/lib/auth.server'
import { detailHref } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/route'
import {
  handleIntent,
  handleUpload,
  kindOfManager,
  loadBookedPeriods,
  loadManagedListing,
  timezoneOf,
} from './manage.server'

/**
 * Listing-management tabs (spec §2): images, availability calendar, rates, extras. Cancellation
 * terms are edited in the wizard's preferences step; the last tab links there.
 */
const tabs = ['images', 'calendar', 'rates', 'extras'] as const
type Tab = (typeof tabs)[number]
const tabOf = (value: string | null): Tab =>
  (tabs as readonly string[]).includes(value ?? '') ? (value as Tab) : 'calendar'

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  const kind = kindOfManager(user)
  const tab = tabOf(url.searchParams.get('tab'))
  const [listing, booked] = await Promise.all([
    loadManagedListing(auth, kind, params.id),
    tab === 'calendar' ? loadBookedPeriods(auth, kind, params.id) : Promise.resolve([]),
  ])
  return { listing, booked, tab, timezone: timezoneOf(listing), now: Math.floor(Date.now() / 1000) }
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { auth, user } = await requireUser(context, url)
  const kind = kindOfManager(user)
  const listing = await loadManagedListing(auth, kind, params.id)
  if (request.headers.get('Content-Type')?.includes('multipart/form-data')) {
    return handleUpload(auth, listing, await request.formData())
  }
  return handleIntent(auth, listing, await readSubmission(request))
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  return pageMeta(lng, {
    title: t(`${ns}:meta.title`, { title: loaderData?.listing.title || t(`${ns}:header.untitled`) }),
  })
}

export default function ManageListing({ loaderData }: Route.ComponentProps) {
  const { listing, booked, tab, timezone, now } = loaderData
  const { t } = useTranslation(ns)
  const label = (key: Tab) => t(`tabs.${key}`)
  const items = [
    {
      id: 'images',
      label: label('images'),
      to: '?tab=images',
      icon: <Images />,
      count: Object.keys(listing.images).length,
    },
    { id: 'calendar', label: label('calendar'), to: '?tab=calendar', icon: <CalendarDays /> },
    { id: 'rates', label: label('rates'), to: '?tab=rates', icon: <Tags />, count: listing.season_rates.length },
    {
      id: 'extras',
      label: label('extras'),
      to: '?tab=extras',
      icon: <PackagePlus />,
      count: listing.extra_amenities.length,
    },
    { id: 'terms', label: t('tabs.terms'), to: `/lessor/listings/${listing.id}/edit/preferences`, icon: <FileText /> },
  ]
  const place = [listing.city, listing.country_iso2].filter(Boolean).join(', ')

  return (
    <>
      <AccountPageHeader
        eyebrow={
          <Link to={lessorListingsPath(listing.kind)} className="inline-flex items-center gap-1.5 hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            {t(`header.back.${listing.kind}`)}
          </Link>
        }
        title={<span data-testid="manage-title">{listing.title || t('header.untitled')}</span>}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={listing.is_draft ? 'warning' : 'success'} data-testid="manage-state">
              {listing.is_draft ? t('header.draft') : t('header.published')}
            </Badge>
            {place && <span>{place}</span>}
          </span>
        }
        actions={
          <>
            <ButtonLink
              to={`/lessor/listings/${listing.id}/edit`}
              variant="secondary"
              size="sm"
              icon={<Pencil className="size-4" />}
            >
              {t('header.edit')}
            </ButtonLink>
            {listing.is_draft ? (
              <ButtonLink
                to={`/lessor/listings/${listing.id}/preview`}
                variant="secondary"
                size="sm"
                icon={<ExternalLink className="size-4" />}
              >
                {t('header.preview')}
              </ButtonLink>
            ) : (
              <ButtonLink
                to={detailHref({ id: listing.id, kind: listing.kind })}
                target="_blank"
                variant="secondary"
                size="sm"
                icon={<ExternalLink className="size-4" />}
              >
                {t('header.viewPublic')}
              </ButtonLink>
            )}
          </>
        }
      >
        <UrlTabs items={items} current={tab} label={t('tabs.label')} />
      </AccountPageHeader>
      <div className="container-page py-8 sm:py-10" data-testid={`manage-tab-${tab}`}>
        {tab === 'images' && <ImagesTab listing={listing} />}
        {tab === 'calendar' && <CalendarTab listing={listing} timezone={timezone} booked={booked} now={now} />}
        {tab === 'rates' && <RatesTab listing={listing} timezone={timezone} />}
        {tab === 'extras' && <ExtrasTab listing={listing} />}
      </div>
    </>
  )
}
