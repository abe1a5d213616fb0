import type { TFunction } from 'i18next'
import type { WishlistSummary } from '~/lib/wishlists'

/** The default list shows the site's word for it; other lists their own name. */
export const wishlistName = (t: TFunction, list: Pick<WishlistSummary, 'name' | 'is_default'>): string =>
  list.is_default ? t('wishlists:defaultName') : list.name
