import { useTranslation } from '~/i18n/use-translation'

/**
 * "opens in a new tab", once per page (the site layout): links that open a new tab (the listing
 * cards, 30 on a search page) point to it with `aria-describedby={newTabNoteId}` instead of each
 * carrying the words (issue 23). Hidden, it still gives those links their description.
 */
export const newTabNoteId = 'new-tab-note'

export function NewTabNote() {
  const { t } = useTranslation()
  return (
    <span id={newTabNoteId} hidden>
      {t('listing.opensInNewTab')}
    </span>
  )
}
