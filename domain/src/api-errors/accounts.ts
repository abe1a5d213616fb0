import { type CatalogueEntry, entry } from './catalogue-entry'

/** Accounts: sign-up, passwords, payout accounts, files, and what staff do for an account. */
export const accountErrors = {
  email_exists: entry(
    400,
    'Sign-up or e-mail change: the address is taken (`fields.email`).',
    'A user with this e-mail address already exists.',
    'Ein Konto mit dieser E-Mail-Adresse gibt es bereits.',
  ),
  user_not_found: entry(
    404,
    'No user with this e-mail address or id.',
    'User with this e-mail address was not found.',
    'Zu dieser E-Mail-Adresse wurde kein Konto gefunden.',
  ),
  invalid_token: entry(
    400,
    'A password-reset or account-lock link is invalid or expired.',
    'This link is invalid or has expired.',
    'Dieser Link ist ungültig oder abgelaufen.',
  ),
  reset_password: entry(
    400,
    'Password change: the old password is wrong, or the account has none yet.',
    'Your old password was entered incorrectly. Please enter it again.',
    'Dein altes Passwort ist nicht korrekt. Bitte gib es erneut ein.',
  ),
  invalid_verification_key: entry(
    400,
    'An e-mail confirmation link is invalid or expired.',
    'The confirmation link is invalid or has expired.',
    'Der Bestätigungslink ist ungültig oder abgelaufen.',
  ),
  profile_incomplete: entry(
    400,
    'Opening a payout account needs a complete profile.',
    'Complete your profile before opening a payout account.',
    'Vervollständige dein Profil, bevor du ein Auszahlungskonto eröffnest.',
  ),
  merchant_not_found: entry(
    404,
    'The user has no payout account (merchant) yet, or the id is unknown.',
    'No payout account exists yet.',
    'Es gibt noch kein Auszahlungskonto.',
  ),
  merchant_other_provider: entry(
    409,
    'The payout account belongs to another payment provider than the one configured.',
    'Your payout account was opened with another payment provider. Contact support to move it.',
    'Dein Auszahlungskonto wurde bei einem anderen Zahlungsanbieter eröffnet. Wende dich an den Support, um es umzuziehen.',
  ),
  bank_account_not_found: entry(
    404,
    'The bank account does not belong to the merchant.',
    'This bank account was not found.',
    'Dieses Bankkonto wurde nicht gefunden.',
  ),
  sandbox_only: entry(
    400,
    'Simulating merchant statuses works for sandbox merchants only.',
    'This works for sandbox payout accounts only.',
    'Das ist nur bei Test-Auszahlungskonten möglich.',
  ),
  file_type_not_supported: entry(
    400,
    'An avatar, image or account document is of a type the field does not take.',
    'This file type is not accepted here.',
    'Dieser Dateityp wird hier nicht angenommen.',
  ),
  file_too_large: entry(
    400,
    'An account document is larger than the upload limit.',
    'The file is too large.',
    'Die Datei ist zu groß.',
  ),
  'upload.image.fileTypeNotSupport': entry(
    400,
    'A listing photo or file is not a PNG, JPEG or PDF, or has too many pixels (listings §5/§8 key).',
    'Only PNG and JPEG images and PDF documents can be uploaded.',
    'Es können nur PNG- und JPEG-Bilder sowie PDF-Dokumente hochgeladen werden.',
  ),
  'upload.image.fileSizeGreaterThen': entry(
    400,
    'A listing photo or file is larger than the upload limit (listings §5/§8 key).',
    'The file is too large.',
    'Die Datei ist zu groß.',
  ),
  file_not_found: entry(404, 'No private file with this id.', 'File not found.', 'Datei nicht gefunden.'),
  file_link_expired: entry(
    403,
    'A signed link to a private file is invalid or expired.',
    'This link to a private file is invalid or has expired. Open it again.',
    'Dieser Link zu einer privaten Datei ist ungültig oder abgelaufen. Öffne ihn erneut.',
  ),
  recipient_unavailable: entry(
    409,
    'Staff mail to an account that was deleted or deactivated.',
    'This account was deleted or deactivated: it receives no e-mail.',
    'Dieses Konto wurde gelöscht oder deaktiviert: es erhält keine E-Mails.',
  ),
  booking_not_confirmed: entry(
    409,
    'Staff resending the confirmation of a booking that is not confirmed.',
    'Only a confirmed booking has a confirmation to resend.',
    'Nur eine bestätigte Buchung hat eine Bestätigung, die erneut gesendet werden kann.',
  ),
  already_verified: entry(
    409,
    'Staff resending a confirmation e-mail to a confirmed address.',
    'This e-mail address is already confirmed.',
    'Diese E-Mail-Adresse ist bereits bestätigt.',
  ),
  listing_not_published: entry(
    409,
    'Staff unpublishing a listing that is not published.',
    'The listing is not published.',
    'Das Inserat ist nicht veröffentlicht.',
  ),
  review_already_hidden: entry(
    409,
    'Staff hiding a hidden review.',
    'The review is already hidden.',
    'Die Bewertung ist bereits ausgeblendet.',
  ),
  review_not_hidden: entry(
    409,
    'Staff showing a review that is not hidden.',
    'The review is not hidden.',
    'Die Bewertung ist nicht ausgeblendet.',
  ),
  mail_not_sent: entry(
    502,
    'The mail server did not accept the message.',
    'The e-mail could not be sent. Try again in a moment.',
    'Die E-Mail konnte nicht versendet werden. Versuche es gleich noch einmal.',
  ),
} as const satisfies Record<string, CatalogueEntry>
