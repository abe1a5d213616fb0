import { isTravelerRole } from '@driftway/domain/roles'
import { useEffect, useRef, useState } from 'react'
import { data, Link, redirect } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { Badge, Button, ButtonLink, Dialog, useToast } from '~/components/ui'
import { Heart, Plus, Search } from '~/components/ui/icons'
import { WishlistNameForm } from '~/components/wishlist/name-form'
import { useWishlistItems } from '~/components/wishlist/use-wishlist-items'
import { WishlistCover } from '~/components/wishlist/wishlist-cover'
import { wishlistName } from '~/components/wishlist/wishlist-name'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { homeFor } from '~/lib/accounts'
import { requireUser } from '~/lib/auth.server'
import { isFailure } from '~/lib/forms'
import { kindPaths } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { type WishlistSummary, wishlistPath } from '~/lib/wishlists'
import type { Route } from './+types/index'

/** The traveler's wishlists (accounts §2 "wishlists list"): a card per list, and "Create a wishlist". */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  // Only travelers keep wishlists (§6).
  if (!isTravelerRole(user.role)) throw redirect(homeFor(user))
  const lists = await auth.api<WishlistSummary[]>('/wishlist/')
  if (!lists.ok) throw data(null, { status: lists.status >= 500 || lists.reason !== 'error' ? 503 : lists.status })
  return { lists: lists.data }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, { title: fixedT(lng)('wishlists:meta.title') })
}

export default function Wishlists({ loaderData }: Route.ComponentProps) {
  const { lists } = loaderData
  const { t } = useTranslation('wishlists')
  const toast = useToast()
  const [creating, setCreating] = useState(false)
  const items = useWishlistItems()
  const answer = items.answer
  // Each answer once (the effect also runs when the toast or language functions change).
  const handled = useRef<unknown>(null)
  useEffect(() => {
    if (answer === handled.current) return
    handled.current = answer
    if (!answer || isFailure(answer) || !answer.wishlistId) return
    const created = answer.lists.find((list) => list.id === answer.wishlistId)
    setCreating(false)
    if (created) toast.success(t('toast.created', { name: created.name }))
  }, [answer, toast, t])
  const nothingSaved = lists.every((list) => list.count_listings === 0)

  return (
    <>
      <AccountPageHeader
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        lead={t('page.lead')}
        actions={
          <Button icon={<Plus className="size-4" />} onClick={() => setCreating(true)} data-testid="create-wishlist">
            {t('page.create')}
          </Button>
        }
      />
      <div className="container-page py-8 lg:py-10">
        <ul
          className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="wishlist-cards"
        >
          {lists.map((list) => {
            const name = wishlistName(t, list)
            return (
              <li key={list.id}>
                <Link
                  to={wishlistPath(list.id)}
                  prefetch="intent"
                  data-testid="wishlist-card"
                  data-name={list.name}
                  className="group block rounded-2xl focus-visible:shadow-focus focus-visible:outline-none"
                >
                  <WishlistCover
                    photos={list.photos_listing}
                    label={t('page.photosOf', { name })}
                    className="rounded-2xl shadow-xs ring-1 ring-line transition-shadow group-hover:shadow-md"
                  />
                  <div className="mt-3 flex items-start justify-between gap-3 px-0.5">
                    <div className="min-w-0">
                      <h2
                        className="truncate text-lg font-semibold text-ink group-hover:text-primary"
                        data-testid="wishlist-card-name"
                      >
                        {name}
                      </h2>
                      <p className="text-sm text-ink-muted" data-testid="wishlist-card-count">
                        {t('picker.listing', { count: list.count_listings })}
                      </p>
                    </div>
                    {list.is_default && (
                      <Badge tone="primary" icon={<Heart className="fill-current" />}>
                        {t('page.default')}
                      </Badge>
                    )}
                  </div>
                </Link>
              </li>
            )
          })}
        </ul>
        {nothingSaved && (
          <EmptyState
            className="mt-10"
            icon={<Heart />}
            title={t('page.emptyTitle')}
            text={t('page.emptyText')}
            actions={
              <ButtonLink to={kindPaths.recreational_vehicle.search} icon={<Search className="size-4" />}>
                {t('page.browse')}
              </ButtonLink>
            }
            testId="wishlists-empty"
          />
        )}
      </div>
      <Dialog open={creating} onClose={() => setCreating(false)} icon={<Heart />} title={t('form.createTitle')}>
        {creating && (
          <WishlistNameForm
            submitLabel={t('form.create')}
            busy={items.pending}
            result={answer}
            onSubmit={(name) => items.send({ intent: 'create', name })}
            onCancel={() => setCreating(false)}
          />
        )}
      </Dialog>
    </>
  )
}
