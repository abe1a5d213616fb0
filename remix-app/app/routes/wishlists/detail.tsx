import { isTravelerRole } from '@driftway/domain/roles'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useNavigate } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { ListingCard } from '~/components/listing-card'
import { Badge, Button, ButtonLink, Dialog, useToast } from '~/components/ui'
import { ArrowLeft, Heart, PencilLine, Search, Trash2 } from '~/components/ui/icons'
import { WishlistNameForm } from '~/components/wishlist/name-form'
import { useWishlistItems } from '~/components/wishlist/use-wishlist-items'
import { wishlistName } from '~/components/wishlist/wishlist-name'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { homeFor } from '~/lib/accounts'
import { requireUser } from '~/lib/auth.server'
import { isFailure } from '~/lib/forms'
import { kindPaths, type ListingCardData, localizedTitle } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { isPickerChange, type WishlistDetail, wishlistSections, wishlistsPath } from '~/lib/wishlists'
import type { Route } from './+types/detail'

/** One wishlist (accounts §2 "wishlist details by id"): its listings per kind, rename and delete. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  if (!isTravelerRole(user.role)) throw redirect(homeFor(user))
  const list = await auth.api<WishlistDetail>(`/wishlist/${encodeURIComponent(params.id)}/`)
  if (!list.ok) {
    // Someone else's list, a deleted one, or a made-up id: the designed 404.
    if (list.status === 404 || list.status === 400) throw data(null, { status: 404 })
    throw data(null, { status: 503 })
  }
  return { list: list.data }
}

/** A listing moved out of this list in the modal stays until the modal closes (it reloads then). */
export function shouldRevalidate({ formAction, json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isPickerChange(formAction, json) ? false : defaultShouldRevalidate
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  if (!loaderData) return pageMeta(lng, { title: t('wishlists:meta.title') })
  return pageMeta(lng, { title: t('wishlists:meta.listTitle', { name: wishlistName(t, loaderData.list) }) })
}

type Dialogs = { type: 'rename' } | { type: 'delete' } | { type: 'remove'; listing: ListingCardData } | null

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData
  const { t, i18n } = useTranslation('wishlists')
  const toast = useToast()
  const navigate = useNavigate()
  const items = useWishlistItems()
  const [dialog, setDialog] = useState<Dialogs>(null)
  const openDialog = useRef<Dialogs>(null)
  openDialog.current = dialog
  const name = wishlistName(t, list)
  const answer = items.answer

  // Each answer once (the effect also runs when the toast or language functions change).
  const handled = useRef<unknown>(null)
  useEffect(() => {
    if (answer === handled.current) return
    handled.current = answer
    if (!answer || isFailure(answer)) return
    if (answer.deleted) {
      toast.success(t('toast.deleted'))
      navigate(wishlistsPath, { replace: true })
      return
    }
    const open = openDialog.current
    if (open?.type === 'rename') toast.success(t('toast.renamed'))
    if (open?.type === 'remove') toast.success(t('toast.removed', { name }))
    setDialog(null)
  }, [answer, toast, t, navigate, name])
  const failed = answer && isFailure(answer) && dialog?.type !== 'rename'
  useEffect(() => {
    if (failed) toast.error(t('toast.failed'))
  }, [failed, toast, t])

  const sections = wishlistSections.filter((section) => list[section.group].length > 0)

  return (
    <>
      <AccountPageHeader
        eyebrow={
          <Link
            to={wishlistsPath}
            className="inline-flex items-center gap-1.5 hover:underline"
            data-testid="back-to-wishlists"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('page.back')}
          </Link>
        }
        title={<span data-testid="wishlist-title">{name}</span>}
        lead={t('picker.listing', { count: list.count_listings })}
        actions={
          list.is_default ? (
            <Badge tone="primary" size="md" icon={<Heart className="fill-current" />}>
              {t('page.default')}
            </Badge>
          ) : (
            <>
              <Button
                variant="secondary"
                icon={<PencilLine className="size-4" />}
                onClick={() => setDialog({ type: 'rename' })}
                data-testid="rename-wishlist"
              >
                {t('page.rename')}
              </Button>
              <Button
                variant="secondary"
                icon={<Trash2 className="size-4" />}
                onClick={() => setDialog({ type: 'delete' })}
                data-testid="delete-wishlist"
              >
                {t('page.delete')}
              </Button>
            </>
          )
        }
      />
      <div className="container-page flex flex-col gap-10 py-8 lg:py-10">
        {sections.length === 0 && (
          <EmptyState
            icon={<Heart />}
            title={t('page.listEmptyTitle')}
            text={t('page.listEmptyText')}
            actions={
              <ButtonLink to={kindPaths.recreational_vehicle.search} icon={<Search className="size-4" />}>
                {t('page.browse')}
              </ButtonLink>
            }
            testId="wishlist-empty"
          />
        )}
        {sections.map((section) => (
          <section
            key={section.group}
            aria-labelledby={`wishlist-${section.group}`}
            data-testid={`wishlist-section-${section.group}`}
          >
            <h2 id={`wishlist-${section.group}`} className="mb-5 text-2xl font-bold tracking-tight text-forest-950">
              {t(`page.sections.${section.group}`)}
              <span className="ml-2 text-base font-medium text-ink-subtle">{list[section.group].length}</span>
            </h2>
            <ul className="grid grid-cols-1 gap-6 min-[560px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {list[section.group].map((listing, index) => (
                <li key={listing.id} className="flex flex-col gap-2" data-testid="wishlist-item">
                  <ListingCard listing={listing} eager={index < 4} className="flex-1" />
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Trash2 className="size-4" />}
                    onClick={() => setDialog({ type: 'remove', listing })}
                    className="self-start text-ink-muted"
                    data-testid="remove-item"
                  >
                    {t('remove.button')}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <Dialog
        open={dialog?.type === 'rename'}
        onClose={() => setDialog(null)}
        icon={<PencilLine />}
        title={t('form.renameTitle')}
      >
        {dialog?.type === 'rename' && (
          <WishlistNameForm
            defaultName={list.name}
            submitLabel={t('form.rename')}
            busy={items.pending}
            result={answer}
            onSubmit={(newName) => items.send({ intent: 'rename', wishlist_id: list.id, name: newName })}
            onCancel={() => setDialog(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={dialog?.type === 'delete'}
        onClose={() => setDialog(null)}
        icon={<Trash2 />}
        title={t('delete.title')}
        description={t('delete.text', { name })}
        confirm={t('delete.confirm')}
        busy={items.pending}
        onConfirm={() => items.send({ intent: 'delete', wishlist_id: list.id })}
        testId="confirm-delete-wishlist"
      />
      <ConfirmDialog
        open={dialog?.type === 'remove'}
        onClose={() => setDialog(null)}
        icon={<Heart />}
        title={t('remove.title')}
        description={
          dialog?.type === 'remove'
            ? t('remove.text', { title: localizedTitle(dialog.listing, i18n.language), name })
            : undefined
        }
        confirm={t('remove.confirm')}
        busy={items.pending}
        onConfirm={() =>
          dialog?.type === 'remove' &&
          items.send({
            intent: 'remove',
            wishlist_id: list.id,
            kind: dialog.listing.kind,
            listing_id: dialog.listing.id,
          })
        }
        testId="confirm-remove-item"
      />
    </>
  )
}

/** Asks before deleting the list or removing a listing from it: keep it, or go ahead (busy while it runs). */
function ConfirmDialog(props: {
  open: boolean
  onClose: () => void
  icon: ReactNode
  title: string
  description: string | undefined
  confirm: string
  busy: boolean
  onConfirm: () => void
  testId: string
}) {
  const { t } = useTranslation('wishlists')
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      tone="danger"
      icon={props.icon}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('form.cancel')}
          </Button>
          <Button variant="danger" loading={props.busy} onClick={props.onConfirm} data-testid={props.testId}>
            {props.confirm}
          </Button>
        </>
      }
    />
  )
}
