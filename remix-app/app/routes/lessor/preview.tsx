import { data } from 'react-router'
import { ListingDetailPage } from '~/components/listing-detail/detail-page'
import { ButtonLink } from '~/components/ui'
import { Eye, PencilLine } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { loadDetailPage } from '../listing-detail/listing-api.server'
import type { Route } from './+types/preview'
import { requireLessor } from './editor.server'

/**
 * The lessor's own listing as travelers will see it, before it is published (spec §2 preview
 * routes): the public detail page (its API shows an owner their draft) under a preview banner.
 * Another lessor's listing, or one of another kind, is not found.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { auth, user, kind } = await requireLessor(context, url)
  const page = await loadDetailPage(auth, kind, params.id)
  if (!page.ok) {
    if (page.status === 404 || page.status === 403 || page.status === 400) throw data(null, { status: 404 })
    throw data(null, { status: 503, headers: { 'Retry-After': '60' } })
  }
  const { listing } = page.data
  if (listing.kind !== kind || listing.lessor?.id !== String(user.id)) throw data(null, { status: 404 })
  return { kind, ...page.data }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, {
    title: fixedT(lng)('lessor:meta.preview', { title: loaderData?.listing.title ?? '' }),
  })
}

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
  const { listing } = loaderData
  return (
    <div data-testid="listing-preview">
      <PreviewBanner id={listing.id} isDraft={listing.is_draft !== false} />
      <ListingDetailPage {...loaderData} quote={null} />
    </div>
  )
}
