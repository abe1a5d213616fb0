import { isTravelerRole } from '@driftway/domain/roles'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useRevalidator } from 'react-router'
import { useToast } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { ListingCardData } from '~/lib/listings'
import { useRootData } from '~/lib/root-data'
// From validation-text, not forms: a heart on every card must not bring react-hook-form to the page.
import { apiErrorText, isFailure } from '~/lib/validation-text'
import { useWishlistItems } from './use-wishlist-items'

// The add-to-list dialog (its name form, react-hook-form) loads when a heart is first pressed, not
// with the 30 cards of a page (issue 17).
const AddToListDialog = lazy(() =>
  import('./add-to-list-dialog').then((module) => ({ default: module.AddToListDialog })),
)

type HeartListing = Pick<ListingCardData, 'id' | 'kind' | 'wishlists'>

// `heart` (app.css): one class on each of a page's 30 cards; its heart is a CSS icon (icon-masks.css),
// filled and red while saved (`.heart[data-saved="true"]`).
const heartClasses = 'heart'

/**
 * The wishlist heart of cards and detail pages (accounts §6: travelers only). Lessors see none;
 * anonymous visitors get a link to log in that comes back to this page. For a traveler, a tap on
 * an unsaved listing saves it to the default list and opens the add-to-list modal; on a saved
 * listing it opens the modal.
 */
export function WishlistHeart({
  listing,
  title,
  className,
}: {
  listing: HeartListing
  title: string
  className?: string
}) {
  const { user } = useRootData()
  const { t } = useTranslation('wishlists')
  const location = useLocation()
  if (user && !isTravelerRole(user.role)) return null
  if (!user) {
    const back = `${location.pathname}${location.search}`
    return (
      <Link
        to={`/login?${new URLSearchParams({ redirect: back })}`}
        className={cn(heartClasses, 'i-heart', className)}
        aria-label={t('heart.logIn', { title })}
        data-testid="wishlist-heart"
        // Nothing to discover: the login route's module is fetched if the link is followed.
        discover="none"
      />
    )
  }
  return <TravelerHeart listing={listing} title={title} className={className} />
}

function TravelerHeart({ listing, title, className }: { listing: HeartListing; title: string; className?: string }) {
  const { t } = useTranslation('wishlists')
  const { t: ta } = useTranslation('accounts')
  const toast = useToast()
  const items = useWishlistItems()
  const revalidator = useRevalidator()
  const changed = useRef(false)
  const [open, setOpen] = useState(false)
  // The modal's title says "Saved to Favourites" after a one-tap save.
  const [justSaved, setJustSaved] = useState(false)
  const fromPage = (listing.wishlists ?? []).join(',')
  const [membership, setMembership] = useState<string[]>(fromPage ? fromPage.split(',') : [])

  // The page's loaders revalidate after each change: their answer is the truth again.
  useEffect(() => setMembership(fromPage ? fromPage.split(',') : []), [fromPage])
  const answer = items.answer
  const seen = useRef<unknown>(undefined)
  useEffect(() => {
    if (!answer || answer === seen.current) return
    seen.current = answer
    if (isFailure(answer)) {
      if (answer.error_key !== 'validation_error') toast.error(apiErrorText(ta, answer))
      return
    }
    setMembership(answer.membership)
    if (answer.wishlistId) changed.current = true
  }, [answer, toast, ta])

  const saving = items.pendingIntent?.intent === 'save'
  const saved = membership.length > 0 || saving
  const lists = answer && !isFailure(answer) ? answer.lists : null

  const openPicker = () => {
    setOpen(true)
    if (membership.length === 0) {
      items.send({ intent: 'save', kind: listing.kind, listing_id: listing.id, source: 'picker' })
      setJustSaved(true)
    } else {
      setJustSaved(false)
      items.load({ kind: listing.kind, id: listing.id })
    }
  }
  const favourites = lists?.find((list) => list.is_default) ?? null
  const savedTo = justSaved && favourites && membership.includes(favourites.id) ? favourites : null

  return (
    <>
      <button
        type="button"
        onClick={openPicker}
        aria-label={saved ? t('heart.saved', { title }) : t('heart.save', { title })}
        aria-haspopup="dialog"
        data-testid="wishlist-heart"
        data-saved={saved ? 'true' : 'false'}
        className={cn(heartClasses, saved ? 'i-heart-fill' : 'i-heart', className)}
      />
      {open && (
        <Suspense fallback={null}>
          <AddToListDialog
            listing={listing}
            title={title}
            items={items}
            lists={lists}
            membership={membership}
            savedTo={savedTo}
            onClose={() => {
              setOpen(false)
              setJustSaved(false)
              // Pages that kept their data while the modal was open (a wishlist's page) refresh now (§4).
              if (changed.current) void revalidator.revalidate()
              changed.current = false
            }}
          />
        </Suspense>
      )}
    </>
  )
}
