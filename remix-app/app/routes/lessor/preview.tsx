import { htmlToText } from '@driftway/domain/listing-editor'
import { listingImageSlots } from '@driftway/domain/listing-options'
import { formatMoney } from '@driftway/domain/money'
import type { ListingKind } from '@driftway/domain/roles'
import { ArrowLeft, Eye, MapPin, PencilLine } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ListingDetailPage } from '~/components/listing-detail/detail-page'
import type { ListingDetail } from '~/components/listing-detail/types'
import { Badge, ButtonLink } from '~/components/ui'
import { fixedT } from '~/i18n/instance'
import { mapTilesConfig } from '~/lib/map-tiles.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/preview'
import { loadOwnListing, requireLessor } from './editor.server'

type Ref = { id: string; url: string | null; thumbnail_url?: string | null }

/**
 * The lessor's own listing as travellers will see it, before it is published (spec §2 preview
 * routes): the public detail page (it shows an owner their draft) under a preview banner. When
 * the detail cannot be read, a plain rendering of the editor data stands in.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { auth, kind } = await requireLessor(context, url)
  const listing = await loadOwnListing(auth, kind, params.id)
  const id = encodeURIComponent(params.id)
  const [detail, booked] = await Promise.all([
    auth.api<ListingDetail>(`/listing/${kind}/${id}/`),
    auth.api<{ pickup_timestamp: number; return_timestamp: number }[]>(
      `/reservation/${kind}/booking/travel/all/${id}/`,
    ),
  ])
  return {
    kind,
    listing,
    detail: detail.ok
      ? {
          listing: detail.data,
          booked: booked.ok ? booked.data : (detail.data.booked_info ?? []),
          now: Math.floor(Date.now() / 1000),
          tiles: mapTilesConfig(),
        }
      : null,
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, {
    title: fixedT(lng)('lessor:meta.preview', { title: String(loaderData?.listing.title ?? '') }),
  })
}

const factKeys = {
  recreational_vehicle: [
    'rv_type',
    'brand',
    'model',
    'seats_num',
    'sleeps',
    'length',
    'transmission_type',
    'fuel_type',
  ],
  campsite: ['area_m2', 'pitches_num', 'people_per_pitch'],
  boat: [
    'boat_type',
    'brand',
    'model',
    'onboard_capacity',
    'berths_number',
    'cabins_number',
    'length',
    'motor_horse_power',
  ],
} as const

const units: Record<string, string> = { length: 'cm', area_m2: 'm²', motor_horse_power: 'hp' }

function PreviewBanner({ id, isDraft }: { id: string; isDraft: boolean }) {
  const { t } = useTranslation('lessor')
  return (
    <div className="border-b border-warning/30 bg-warning-soft">
      <div className="container-page flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink" data-testid="preview-banner">
          <Eye className="size-4 text-warning" aria-hidden />
          {isDraft ? t('preview.bannerDraft') : t('preview.bannerPublished')}
        </p>
        <div className="flex gap-2">
          <ButtonLink
            to={`/lessor/listings/${id}/edit`}
            variant="secondary"
            size="sm"
            icon={<PencilLine className="size-4" />}
          >
            {t('preview.edit')}
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}

export default function ListingPreview({ loaderData }: Route.ComponentProps) {
  const { kind, listing, detail } = loaderData
  const isDraft = listing.is_draft !== false
  if (detail) {
    return (
      <div data-testid="listing-preview">
        <PreviewBanner id={String(listing.id)} isDraft={isDraft} />
        <ListingDetailPage
          kind={kind}
          listing={detail.listing as ListingDetail}
          booked={detail.booked}
          quote={null}
          now={detail.now}
          tiles={detail.tiles}
        />
      </div>
    )
  }
  return <SimplePreview kind={kind} listing={listing} />
}

function SimplePreview({ kind, listing }: { kind: ListingKind; listing: Record<string, unknown> }) {
  const { t, i18n } = useTranslation('lessor')
  const id = String(listing.id)
  const images = (listing.images ?? {}) as Record<string, Ref | null>
  const photos = listingImageSlots[kind].flatMap((slot) =>
    images[slot]?.url ? [{ slot, url: images[slot]!.url! }] : [],
  )
  const [main, ...rest] = photos
  const place = [listing.city, listing.country].filter(Boolean).join(', ')
  const currency = typeof listing.currency === 'string' ? listing.currency : 'EUR'
  const rate = typeof listing.default_rate_in_cents === 'number' ? listing.default_rate_in_cents : null
  const description = htmlToText(typeof listing.description === 'string' ? listing.description : null)
  const terms = (listing.cancellation_terms ?? []) as { days: number; percent: number }[]
  const facts = factKeys[kind].flatMap((key) => {
    const value = listing[key]
    if (value === null || value === undefined || value === '') return []
    const unit = kind === 'boat' && key === 'length' ? 'm' : units[key]
    return [
      { key, value: `${t(`options.${String(value)}`, { defaultValue: String(value) })}${unit ? ` ${unit}` : ''}` },
    ]
  })
  const isDraft = listing.is_draft !== false

  return (
    <div data-testid="listing-preview">
      <PreviewBanner id={id} isDraft={isDraft} />
      <div className="container-page py-8 sm:py-10">
        <ButtonLink
          to={`/lessor/listings/${id}/edit`}
          variant="ghost"
          size="sm"
          icon={<ArrowLeft className="size-4" />}
          className="mb-4 -ml-3"
        >
          {t('preview.back')}
        </ButtonLink>
        <div
          className="grid gap-2 overflow-hidden rounded-2xl sm:grid-cols-4 sm:grid-rows-2"
          data-testid="preview-gallery"
        >
          {main ? (
            <img
              src={main.url}
              alt={main.slot}
              className="aspect-[4/3] size-full object-cover sm:col-span-2 sm:row-span-2"
            />
          ) : (
            <img
              src="/images/listing-placeholder.svg"
              alt=""
              className="aspect-[4/3] size-full bg-surface-muted object-cover sm:col-span-2 sm:row-span-2"
            />
          )}
          {rest.slice(0, 4).map((photo) => (
            <img
              key={photo.slot}
              src={photo.url}
              alt={photo.slot}
              className="hidden aspect-[4/3] size-full object-cover sm:block"
            />
          ))}
        </div>
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={isDraft ? 'warning' : 'success'}>
                {isDraft ? t('overview.draft') : t('overview.published')}
              </Badge>
            </div>
            <h1
              className="mt-3 text-3xl font-bold tracking-tight text-balance text-forest-950 sm:text-4xl"
              data-testid="preview-title"
            >
              {String(listing.title ?? '') || t('wizard.untitled')}
            </h1>
            {place && (
              <p className="mt-2 flex items-center gap-1.5 text-ink-muted">
                <MapPin className="size-4" aria-hidden />
                {place}
              </p>
            )}
            {facts.length > 0 && (
              <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {facts.map((fact) => (
                  <div key={fact.key} className="rounded-xl border border-line bg-surface px-4 py-3">
                    <dt className="text-xs font-medium text-ink-muted">{t(`fields.${fact.key}`)}</dt>
                    <dd className="mt-0.5 font-semibold text-ink">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {description && (
              <section className="mt-8">
                <h2 className="text-xl font-bold text-forest-950">{t('preview.about')}</h2>
                <div className="mt-3 space-y-3 leading-relaxed whitespace-pre-line text-ink">{description}</div>
              </section>
            )}
            {typeof listing.checkin_checkout_time_info === 'string' && listing.checkin_checkout_time_info && (
              <section className="mt-8">
                <h2 className="text-xl font-bold text-forest-950">{t('preview.handover')}</h2>
                <p className="mt-3 leading-relaxed whitespace-pre-line text-ink">
                  {listing.checkin_checkout_time_info}
                </p>
              </section>
            )}
            {terms.length > 0 && (
              <section className="mt-8">
                <h2 className="text-xl font-bold text-forest-950">{t('groups.cancellation')}</h2>
                <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-surface">
                  {terms.map((term) => (
                    <li key={term.days} className="flex justify-between px-4 py-2.5 text-sm">
                      <span>{t('preview.termDays', { count: term.days })}</span>
                      <span className="font-semibold">{term.percent} %</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          <aside className="h-fit rounded-2xl border border-line bg-surface p-6 shadow-sm lg:sticky lg:top-24">
            {rate !== null ? (
              <p className="text-ink">
                <span className="text-sm text-ink-muted">{t('preview.from')} </span>
                <span className="text-2xl font-bold">{formatMoney(rate, currency, i18n.language)}</span>{' '}
                <span className="text-sm text-ink-muted">
                  {t(kind === 'recreational_vehicle' ? 'preview.perDay' : 'preview.perNight')}
                </span>
              </p>
            ) : (
              <p className="text-ink-muted">{t('overview.noPrice')}</p>
            )}
            <button
              type="button"
              disabled
              className="mt-5 inline-flex h-11 w-full items-center justify-center rounded-lg bg-primary font-semibold text-on-primary opacity-55"
            >
              {t('preview.book')}
            </button>
            <p className="mt-3 text-center text-xs text-ink-muted">{t('preview.bookDisabled')}</p>
          </aside>
        </div>
      </div>
    </div>
  )
}
