import { lessorRoleForKind } from '@driftway/domain/roles'
import { ArrowRight, ChevronLeft, ChevronRight, ExternalLink, MapPin, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { data, Link, redirect } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { InlineError } from '~/components/errors/inline-error'
import { kindNav } from '~/components/layout/nav-items'
import { Alert, Badge, ButtonLink } from '~/components/ui'
import { fixedT } from '~/i18n/instance'
import { homeFor, kindFromLessorSegment, lessorSegments } from '~/lib/accounts'
import { requireUser } from '~/lib/auth.server'
import { detailHref, kindKeys, type ListingKind, localizedCountry, localizedTitle } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/listings'

/** Page size of the own-listings endpoint (listings spec). */
const pageSize = 30

type ImageRef = string | { url?: string | null; thumbnail_url?: string | null } | null
/** GET /listing/{kind}/my/ items are editor-shaped: any field may still be empty on a draft. */
type OwnListing = {
  id: string
  title?: string | null
  city?: string | null
  country?: string | null
  country_iso2?: string | null
  images?: Record<string, ImageRef> | null
  main_image_url?: string | null
  default_rate_in_cents?: number | null
  currency?: string | null
  is_draft?: boolean | null
  [key: string]: unknown
}

/** Slot order for the thumbnail (the search cards' order), then any other photo. */
const preferredSlots = ['Front View', 'portrait', 'Seats', 'Other 1', 'Other 2']
function thumbnailOf(listing: OwnListing): string | null {
  if (listing.main_image_url) return listing.main_image_url
  const images = listing.images ?? {}
  for (const slot of [...preferredSlots, ...Object.keys(images)]) {
    const ref = images[slot]
    if (typeof ref === 'string' && ref) return ref
    if (ref && typeof ref === 'object' && (ref.thumbnail_url || ref.url)) return ref.thumbnail_url || ref.url || null
  }
  return null
}
type OwnListingsPage = { count: number; has_more?: boolean; results: OwnListing[] }

/** The lessor's own listings of the page's kind: `GET /listing/{kind}/my/` (the listings API answers it). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const kind = kindFromLessorSegment(url.pathname.split('/').filter(Boolean)[1])
  if (!kind) throw data(null, { status: 404 })
  const { auth, user } = await requireUser(context, url)
  // Each lessor role owns one kind; anyone else goes to their own area.
  if (user.role !== lessorRoleForKind(kind)) throw redirect(homeFor(user))

  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1))
  const params = new URLSearchParams({ limit: String(pageSize), offset: String((page - 1) * pageSize) })
  const result = await auth.api<OwnListingsPage | OwnListing[]>(`/listing/${kind}/my/?${params}`)
  if (!result.ok) {
    console.warn(`[site] own listings unavailable: ${result.status} ${result.error.error_key}`)
    return { kind, page, profileComplete: user.is_profile_completed, listings: null }
  }
  // Tolerate a plain array as well as the paged shape.
  const body = result.data
  const listings = Array.isArray(body)
    ? { count: body.length, results: body, hasMore: false }
    : { count: body.count ?? body.results.length, results: body.results ?? [], hasMore: Boolean(body.has_more) }
  return { kind, page, profileComplete: user.is_profile_completed, listings }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const key = kindKeys[loaderData?.kind ?? 'recreational_vehicle']
  return pageMeta(lng, { title: fixedT(lng)(`accounts:meta.lessorListings.${key}`) })
}

function formatPrice(cents: number, currency: string, lng: string) {
  try {
    return new Intl.NumberFormat(lng, {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    }).format(cents / 100)
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`
  }
}

function ListingRow({ listing, lng, kind }: { listing: OwnListing; lng: string; kind: ListingKind }) {
  const { t } = useTranslation('accounts')
  const { t: tc } = useTranslation()
  const image = thumbnailOf(listing)
  const title = listing.title ? localizedTitle({ ...listing, title: listing.title }, lng) : ''
  const place = [
    listing.city,
    localizedCountry({ country: listing.country ?? null, country_iso2: listing.country_iso2 ?? null }, lng),
  ]
    .filter(Boolean)
    .join(', ')
  const draft = Boolean(listing.is_draft)
  return (
    <li
      className="group flex overflow-hidden rounded-2xl border border-line bg-surface shadow-xs transition-shadow hover:shadow-md"
      data-testid="own-listing"
    >
      <div className="relative w-28 shrink-0 bg-surface-muted sm:w-56">
        <img
          src={image ?? '/images/listing-placeholder.svg'}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
        />
        {!image && (
          <span className="absolute inset-x-0 bottom-2 text-center text-xs font-medium text-ink-muted">
            {t('lessorListings.noPhoto')}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 sm:gap-3 sm:p-5">
        <div className="flex flex-col-reverse items-start gap-1.5 sm:flex-row sm:justify-between sm:gap-3">
          <h2 className="text-base leading-snug font-semibold text-ink sm:text-lg">
            {title || t('lessorListings.untitled')}
          </h2>
          <Badge tone={draft ? 'warning' : 'success'} data-testid="listing-state">
            {draft ? t('lessorListings.draft') : t('lessorListings.published')}
          </Badge>
        </div>
        {place && (
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            <MapPin className="size-4" aria-hidden />
            {place}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="text-[0.9375rem] text-ink">
            {listing.default_rate_in_cents && listing.default_rate_in_cents > 0 ? (
              <>
                <span className="font-semibold">
                  {formatPrice(listing.default_rate_in_cents, listing.currency || 'EUR', lng)}
                </span>{' '}
                <span className="text-ink-muted">{tc('listing.perNight')}</span>
              </>
            ) : (
              <span className="text-ink-muted">{t('lessorListings.noPrice')}</span>
            )}
          </p>
          {!draft && (
            <Link
              to={detailHref({ id: listing.id, kind })}
              target="_blank"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
            >
              {t('lessorListings.viewPublic')}
              <ExternalLink className="size-3.5" aria-hidden />
            </Link>
          )}
        </div>
      </div>
    </li>
  )
}

export default function LessorListings({ loaderData }: Route.ComponentProps) {
  const { kind, page, listings, profileComplete } = loaderData
  const { t, i18n } = useTranslation('accounts')
  const key = kindKeys[kind]
  const segment = lessorSegments[kind]
  const Icon = kindNav.find((item) => item.kind === kind)!.Icon
  const createHref = `/lessor/${segment}/new`

  return (
    <>
      <AccountPageHeader
        eyebrow={t('lessorListings.eyebrow')}
        title={t(`lessorListings.title.${key}`)}
        lead={t(`lessorListings.lead.${key}`)}
        actions={
          <ButtonLink to={createHref} icon={<Plus className="size-4" />} data-testid="create-listing">
            {t('lessorListings.create')}
          </ButtonLink>
        }
      />
      <div className="container-page py-8 sm:py-10">
        {!profileComplete && (
          <Alert
            tone="warning"
            className="mb-6"
            title={t('lessorListings.incomplete.title')}
            actions={
              <ButtonLink to="/complete-profile" size="sm" iconRight={<ArrowRight className="size-4" />}>
                {t('profile.incomplete.action')}
              </ButtonLink>
            }
          >
            {t('lessorListings.incomplete.text')}
          </Alert>
        )}
        {!listings ? (
          <div data-testid="listings-error">
            <InlineError title={t('lessorListings.error.title')} text={t('lessorListings.error.text')} />
          </div>
        ) : listings.results.length === 0 && page === 1 ? (
          <EmptyState
            testId="listings-empty"
            icon={<Icon />}
            title={t(`lessorListings.empty.${key}.title`)}
            text={t(`lessorListings.empty.${key}.text`)}
            actions={
              <ButtonLink to={createHref} icon={<Plus className="size-4" />}>
                {t('lessorListings.createFirst')}
              </ButtonLink>
            }
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-ink-muted" data-testid="listings-count">
              {t('lessorListings.count', { count: listings.count })}
            </p>
            <ul className="flex flex-col gap-4">
              {listings.results.map((listing) => (
                <ListingRow key={listing.id} listing={listing} lng={i18n.language} kind={kind} />
              ))}
            </ul>
            {(page > 1 || listings.hasMore) && (
              <nav className="mt-8 flex items-center justify-between" aria-label={t('lessorListings.pages')}>
                {page > 1 ? (
                  <ButtonLink
                    to={`?page=${page - 1}`}
                    variant="secondary"
                    size="sm"
                    icon={<ChevronLeft className="size-4" />}
                  >
                    {t('lessorListings.previous')}
                  </ButtonLink>
                ) : (
                  <span />
                )}
                {listings.hasMore && (
                  <ButtonLink
                    to={`?page=${page + 1}`}
                    variant="secondary"
                    size="sm"
                    iconRight={<ChevronRight className="size-4" />}
                  >
                    {t('lessorListings.next')}
                  </ButtonLink>
                )}
              </nav>
            )}
          </>
        )}
      </div>
    </>
  )
}
