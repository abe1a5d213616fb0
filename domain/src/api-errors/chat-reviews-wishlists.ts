import { type CatalogueEntry, entry } from './catalogue-entry'

/** Chat, reviews, wishlists. */
export const chatReviewWishlistErrors = {
  chat_not_found: entry(
    404,
    'No chat with this id that the caller takes part in.',
    'Chat not found.',
    'Chat nicht gefunden.',
  ),
  chat_type_not_yours: entry(
    403,
    'A lessor asked for chats of a listing kind they do not lease.',
    'Your lessor account has no chats of this type.',
    'Dein Vermieterkonto hat keine Chats dieser Art.',
  ),
  only_traveler_can_open_chat: entry(
    403,
    'Lessors do not start chats about listings.',
    'Only travelers can start a chat about a listing.',
    'Nur Reisende können einen Chat zu einem Inserat beginnen.',
  ),
  message_empty: entry(
    400,
    'A chat message with neither text nor files.',
    'Write a message or attach a file.',
    'Schreibe eine Nachricht oder hänge eine Datei an.',
  ),
  message_attachments_invalid: entry(
    400,
    'A chat attachment is of a type or size not accepted.',
    'One of the attachments cannot be sent.',
    'Einer der Anhänge kann nicht gesendet werden.',
  ),
  message_author_not_you: entry(
    403,
    'A message names another author than the caller.',
    'A message is written as yourself.',
    'Eine Nachricht wird in deinem Namen geschrieben.',
  ),
  review_not_found: entry(404, 'No review with this id.', 'Review not found.', 'Bewertung nicht gefunden.'),
  only_traveler_can_review: entry(
    403,
    'Lessor accounts do not write reviews.',
    'Only travelers can add reviews.',
    'Nur Reisende können Bewertungen schreiben.',
  ),
  review_requires_completed_trip: entry(
    403,
    'Reviews need a completed trip at the listing.',
    'You can review a listing once you have completed a trip there.',
    'Du kannst ein Inserat bewerten, sobald du dort eine Reise abgeschlossen hast.',
  ),
  booking_already_reviewed: entry(
    409,
    'Every completed trip of the caller at this listing has a review.',
    'You have already reviewed every completed trip on this listing.',
    'Du hast bereits jede abgeschlossene Reise bei diesem Inserat bewertet.',
  ),
  only_listing_lessor_can_reply: entry(
    403,
    'Only the lessor of the listing replies to its reviews.',
    'Only the lessor of this listing can reply to its reviews.',
    'Nur der Vermieter dieses Inserats kann auf seine Bewertungen antworten.',
  ),
  wishlist_not_found: entry(
    404,
    'No wishlist of the caller with this id.',
    'Wishlist not found.',
    'Merkliste nicht gefunden.',
  ),
  listing_not_in_wishlist: entry(
    404,
    'Removing a listing the wishlist does not hold.',
    'This listing is not in the wishlist.',
    'Dieses Inserat ist nicht auf der Merkliste.',
  ),
  default_wishlist_protected: entry(
    400,
    'Renaming or deleting the default wishlist.',
    'The default wishlist cannot be changed or deleted.',
    'Die Standard-Merkliste kann nicht geändert oder gelöscht werden.',
  ),
} as const satisfies Record<string, CatalogueEntry>
