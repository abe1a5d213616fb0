import { formatMoney } from '@driftway/domain/money'
import type { ListingKind } from '@driftway/domain/roles'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { Badge, Button, ButtonLink, Dialog, useToast } from '~/components/ui'
import { Copy, ExternalLink, Eye, MapPin, PencilLine, Rocket, Settings2, Trash2 } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { apiErrorText } from '~/lib/forms'
import { detailHref, localizedCountry, localizedTitle, rentalUnitContext } from '~/lib/listings'
import { type PublishFailure, PublishFailureDialog } from './publish-failure'

type ImageRef = string | { url?: string | null; thumbnail_url?: string | null } | null
/** GET /listing/{kind}/my/ items are editor-shaped: any field may still be empty on a draft. */
export type OwnListing = {
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
  /** Why support took the listing offline (until the lessor publishes it again). */
  unpublished_reason?: string | null
  updated_at?: string | null
  [key: string]: unknown
}

/** Slot order for the thumbnail (the search cards' order), then any other photo. */
const preferredSlots = ['Front View', 'Main', 'Full View', 'Seats', 'Other 1', 'Other 2']
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

const deletedKey = { recreational_vehicle: 'vehicleDeleted', campsite: 'campsiteDeleted', boat: 'boatDeleted' } as const

type RowAnswer = (
  | { ok: true; intent: 'publish' | 'duplicate' | 'delete'; id?: string }
  | ({ ok: false } & PublishFailure)
) & {
  intent?: string
}

const deleteFetcherKey = 'own-listing-delete'

/**
 * Says how a delete went (spec §8: the per-kind success message, or the error in words). Lives
 * on the page, not in the row, because a deleted row is gone by the time the answer arrives.
 */
export function DeleteFeedback({ kind }: { kind: ListingKind }) {
  const { t } = useTranslation('lessor')
  const toast = useToast()
  const remover = useFetcher<RowAnswer>({ key: deleteFetcherKey })
  const seen = useRef<unknown>(null)
  useEffect(() => {
    if (remover.state !== 'idle' || !remover.data || remover.data === seen.current) return
    seen.current = remover.data
    if (remover.data.ok) toast.success(t(`overview.${deletedKey[kind]}`))
    else toast.error(apiErrorText(t, remover.data, { fallback: t('common.failed'), kind }))
  }, [remover.state, remover.data, kind, t, toast])
  return null
}

/** One own listing with its state and actions: edit, manage, preview, duplicate, publish, delete. */
export function ListingRow({ listing, kind }: { listing: OwnListing; kind: ListingKind }) {
  const { t, i18n } = useTranslation('lessor')
  const toast = useToast()
  const fetcher = useFetcher<RowAnswer>({ key: `listing-${listing.id}` })
  // Deleting shares one key with the page's DeleteFeedback: the row is gone when the answer comes.
  const remover = useFetcher<RowAnswer>({ key: deleteFetcherKey })
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<PublishFailure | null>(null)
  const [asked, setAsked] = useState<string | null>(null)
  const lng = i18n.language
  const image = thumbnailOf(listing)
  const title = listing.title ? localizedTitle({ ...listing, title: listing.title }, lng) : ''
  const place = [
    listing.city,
    localizedCountry({ country: listing.country ?? null, country_iso2: listing.country_iso2 ?? null }, lng),
  ]
    .filter(Boolean)
    .join(', ')
  const draft = listing.is_draft !== false
  const busy = fetcher.state !== 'idle' || remover.state !== 'idle'

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !asked) return
    const answer = fetcher.data
    const intent = asked
    setAsked(null)
    if (answer.ok) {
      toast.success(t(intent === 'duplicate' ? 'overview.duplicated' : 'overview.publishedToast'))
      return
    }
    if (intent === 'publish') setFailure(answer)
    else toast.error(apiErrorText(t, answer, { fallback: t('common.failed'), kind }))
  }, [fetcher.state, fetcher.data, asked, t, toast, kind])

  useEffect(() => {
    if (remover.state === 'idle' && remover.data && !remover.data.ok) setConfirming(false)
  }, [remover.state, remover.data])

  const run = (intent: 'publish' | 'duplicate') => {
    setAsked(intent)
    void fetcher.submit({ intent, id: listing.id }, { method: 'post', encType: 'application/json' })
  }
  /** Publish and duplicate: busy while either runs, loading for the one asked. */
  const runButton = (intent: 'publish' | 'duplicate', variant: 'secondary' | 'ghost', icon: ReactNode) => (
    <Button
      size="sm"
      variant={variant}
      icon={icon}
      loading={busy && asked === intent}
      disabled={busy}
      onClick={() => run(intent)}
      data-testid={`listing-${intent}`}
    >
      {t(`overview.${intent}`)}
    </Button>
  )
  const remove = () =>
    void remover.submit({ intent: 'delete', id: listing.id }, { method: 'post', encType: 'application/json' })
  const edit = `/lessor/listings/${listing.id}/edit`

  return (
    <li
      className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-xs transition-shadow hover:shadow-md sm:flex-row"
      data-testid="own-listing"
      data-id={listing.id}
    >
      {/* The photo repeats the title's link: kept out of the tab order and the accessibility tree. */}
      <Link
        to={edit}
        tabIndex={-1}
        aria-hidden
        className="relative block aspect-[16/9] shrink-0 bg-surface-muted sm:aspect-auto sm:w-60"
      >
        <img
          src={image ?? '/images/listing-placeholder.svg'}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
        />
        {!image && (
          <span className="absolute inset-x-0 bottom-2 text-center text-xs font-medium text-ink-muted">
            {t('overview.noPhoto')}
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-base leading-snug font-semibold text-ink sm:text-lg">
            <Link to={edit} className="hover:underline" data-testid="listing-title">
              {title || t('wizard.untitled')}
            </Link>
          </h2>
          <Badge tone={draft ? 'warning' : 'success'} data-testid="listing-state">
            {draft ? t('overview.draft') : t('overview.published')}
          </Badge>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          {place && (
            <span className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden />
              {place}
            </span>
          )}
          <span>
            {listing.default_rate_in_cents && listing.default_rate_in_cents > 0 ? (
              <>
                <span className="font-semibold text-ink">
                  {formatMoney(listing.default_rate_in_cents, listing.currency || 'EUR', lng)}
                </span>{' '}
                {t('preview.rateUnit', { context: rentalUnitContext(kind) })}
              </>
            ) : (
              t('overview.noPrice')
            )}
          </span>
          {!draft && (
            <Link
              to={detailHref({ id: listing.id, kind })}
              target="_blank"
              className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
            >
              {t('overview.viewPublic')}
              <ExternalLink className="size-3.5" aria-hidden />
            </Link>
          )}
        </div>
        {listing.unpublished_reason && (
          <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-ink" data-testid="listing-unpublished-reason">
            <span className="font-semibold">{t('overview.unpublishedBySupport')}</span> {listing.unpublished_reason}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3" data-testid="listing-actions">
          <ButtonLink to={edit} size="sm" icon={<PencilLine className="size-4" />} data-testid="listing-edit">
            {t('overview.edit')}
          </ButtonLink>
          <ButtonLink
            to={`/lessor/listings/${listing.id}/manage`}
            size="sm"
            variant="secondary"
            icon={<Settings2 className="size-4" />}
            data-testid="listing-manage"
          >
            {t('overview.manage')}
          </ButtonLink>
          {draft && runButton('publish', 'secondary', <Rocket className="size-4" />)}
          {/* Phones: the quiet actions share one row (text only, Delete on the right) instead of wrapping one by one. */}
          <div className="flex w-full flex-wrap items-center gap-1 border-t border-line pt-2 sm:contents">
            <ButtonLink
              to={`/lessor/listings/${listing.id}/preview`}
              size="sm"
              variant="ghost"
              icon={<Eye className="hidden size-4 sm:block" />}
              data-testid="listing-preview"
            >
              {t('overview.preview')}
            </ButtonLink>
            {runButton('duplicate', 'ghost', <Copy className="hidden size-4 sm:block" />)}
            <Button
              size="sm"
              variant="ghost"
              className="ml-auto text-danger! hover:bg-danger-soft!"
              icon={<Trash2 className="hidden size-4 sm:block" />}
              disabled={busy}
              onClick={() => setConfirming(true)}
              data-testid="listing-delete"
            >
              {t('overview.delete')}
            </Button>
          </div>
        </div>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        tone="danger"
        icon={<Trash2 />}
        title={t('overview.deleteTitle')}
        description={t('overview.deleteText', { title: title || t('wizard.untitled') })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" loading={remover.state !== 'idle'} onClick={remove} data-testid="confirm-delete">
              {t('overview.deleteConfirm')}
            </Button>
          </>
        }
      />
      <PublishFailureDialog failure={failure} kind={kind} listingId={listing.id} onClose={() => setFailure(null)} />
    </li>
  )
}
