import { useEffect, useState } from 'react'
import { ListingImage } from '~/components/listing-card/listing-image'
import { Button, ButtonLink, Dialog, Spinner } from '~/components/ui'
import { Check, Heart, Plus } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { isFailure } from '~/lib/forms'
import type { ListingCardData } from '~/lib/listings'
import { type WishlistSummary, wishlistsPath } from '~/lib/wishlists'
import { WishlistNameForm } from './name-form'
import type { useWishlistItems } from './use-wishlist-items'
import { wishlistName } from './wishlist-name'

type Items = ReturnType<typeof useWishlistItems>

/**
 * The add-to-list modal (accounts §2): every list of the traveler with a tick where the listing is
 * saved; a tap adds it, a tap on a ticked list asks "Remove this item from wishlist?" first (§8).
 * "Create a new wishlist" names a list and saves the listing to it in one step.
 */
export function AddToListDialog({
  listing,
  title,
  items,
  lists,
  membership,
  savedTo,
  onClose,
}: {
  listing: Pick<ListingCardData, 'id' | 'kind'>
  title: string
  items: Items
  lists: WishlistSummary[] | null
  membership: string[]
  /** The list the heart just saved to (the modal's title says so). */
  savedTo: WishlistSummary | null
  onClose: () => void
}) {
  const { t } = useTranslation('wishlists')
  const [creating, setCreating] = useState(false)
  const [confirming, setConfirming] = useState<WishlistSummary | null>(null)
  const answer = items.answer
  const lastIntent = items.pendingIntent?.intent

  // A created list closes the form; a confirmed removal closes its question.
  useEffect(() => {
    if (!answer || isFailure(answer)) return
    setCreating(false)
    setConfirming(null)
  }, [answer])

  const target = { kind: listing.kind, listing_id: listing.id, source: 'picker' as const }
  const toggle = (list: WishlistSummary) => {
    if (membership.includes(list.id)) setConfirming(list)
    else items.send({ intent: 'add', wishlist_id: list.id, ...target })
  }

  return (
    <Dialog
      open
      onClose={onClose}
      icon={<Heart className={cn(membership.length > 0 && 'fill-current')} />}
      tone={membership.length > 0 ? 'danger' : 'default'}
      title={savedTo ? t('picker.savedTo', { name: wishlistName(t, savedTo) }) : t('picker.title')}
      description={t('picker.lead', { title })}
      footer={
        <>
          <ButtonLink variant="secondary" to={wishlistsPath}>
            {t('picker.viewAll')}
          </ButtonLink>
          <Button onClick={onClose} data-testid="wishlist-picker-done">
            {t('picker.done')}
          </Button>
        </>
      }
    >
      {!lists ? (
        <p className="flex items-center gap-2 text-ink-muted" role="status">
          <Spinner className="size-4" /> {t('picker.loading')}
        </p>
      ) : (
        <ul
          className="-mx-2 flex max-h-[min(22rem,50vh)] flex-col gap-1 overflow-y-auto px-2 py-1"
          data-testid="wishlist-picker"
        >
          {lists.map((list) => {
            const member = membership.includes(list.id)
            const name = wishlistName(t, list)
            if (confirming?.id === list.id) {
              return (
                <li
                  key={list.id}
                  className="rounded-xl border border-danger/30 bg-danger-soft p-3"
                  data-testid="remove-confirm"
                >
                  <p className="font-semibold text-ink">{t('remove.title')}</p>
                  <p className="mt-0.5 text-sm text-ink-muted">{t('remove.text', { title, name })}</p>
                  <div className="mt-3 flex justify-end gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                      {t('form.cancel')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      loading={items.pending && lastIntent === 'remove'}
                      onClick={() => items.send({ intent: 'remove', wishlist_id: list.id, ...target })}
                      data-testid="confirm-remove"
                    >
                      {t('remove.confirm')}
                    </Button>
                  </div>
                </li>
              )
            }
            return (
              <li key={list.id}>
                <button
                  type="button"
                  aria-pressed={member}
                  disabled={items.pending}
                  onClick={() => toggle(list)}
                  data-testid="wishlist-option"
                  data-name={list.name}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl border p-2 pr-3 text-left transition-colors focus-visible:shadow-focus focus-visible:outline-none disabled:cursor-wait',
                    member
                      ? 'border-forest-500 bg-primary-soft'
                      : 'border-line hover:border-line-strong hover:bg-surface-muted',
                  )}
                >
                  <span className="size-12 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
                    <ListingImage src={list.photos_listing[0] ?? null} alt="" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink">{name}</span>
                    <span className="block text-sm text-ink-muted">
                      {t('picker.listing', { count: list.count_listings })}
                    </span>
                  </span>
                  <span
                    className={cn(
                      'inline-flex size-6 shrink-0 items-center justify-center rounded-full border',
                      member ? 'border-primary bg-primary text-on-primary' : 'border-line-strong',
                    )}
                  >
                    {member && <Check className="size-4" aria-hidden />}
                    <span className="sr-only">{member ? t('picker.inList') : ''}</span>
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className="mt-4 border-t border-line pt-4">
        {creating ? (
          <WishlistNameForm
            submitLabel={t('form.create')}
            busy={items.pending && lastIntent === 'create'}
            result={answer}
            onSubmit={(name) => items.send({ intent: 'create', name, ...target })}
            onCancel={() => setCreating(false)}
          />
        ) : (
          <Button
            variant="ghost"
            icon={<Plus className="size-4" />}
            onClick={() => setCreating(true)}
            disabled={!lists}
            data-testid="wishlist-create"
          >
            {t('picker.create')}
          </Button>
        )}
      </div>
    </Dialog>
  )
}
