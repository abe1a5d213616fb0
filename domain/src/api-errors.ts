/**
 * The one catalogue of the API's error answers (`{error_key, error_msg}` with a 4xx/5xx status;
 * decision 0073). The API raises only these keys (its `ApiError` takes the status from here), the
 * OpenAPI document lists them per operation and renders this table as its "Errors" section, and the
 * site shows `en`/`de` to people. `error_msg` of an answer is English and may be more specific than
 * `en` (it can name a limit or a date); `en`/`de` are what a person reads when no screen has its own
 * wording for the key.
 */

export const apiErrorStatuses = [400, 401, 403, 404, 405, 408, 409, 413, 414, 415, 429, 431, 500, 502, 503] as const
export type ApiErrorStatus = (typeof apiErrorStatuses)[number]

type CatalogueEntry = {
  status: ApiErrorStatus
  /** When the API answers it, for integrators (the docs' Errors section). */
  meaning: string
  en: string
  de: string
}

const entry = <S extends ApiErrorStatus>(status: S, meaning: string, en: string, de: string) => ({
  status,
  meaning,
  en,
  de,
})

export const apiErrorCatalogue = {
  // — Requests the framework or validation refuses —
  bad_request: entry(
    400,
    'The request cannot be read (malformed HTTP, URL or parameters).',
    'The request could not be read.',
    'Die Anfrage konnte nicht gelesen werden.',
  ),
  bad_url: entry(
    400,
    'The URL contains an invalid percent-escape.',
    'The address contains an invalid character sequence.',
    'Die Adresse enthält eine ungültige Zeichenfolge.',
  ),
  invalid_json: entry(
    400,
    'The body is not valid JSON (or is empty where JSON is required).',
    'The request body is not valid JSON.',
    'Der Inhalt der Anfrage ist kein gültiges JSON.',
  ),
  invalid_multipart: entry(
    400,
    'An upload body is not valid multipart/form-data.',
    'The upload could not be read.',
    'Der Upload konnte nicht gelesen werden.',
  ),
  validation_error: entry(
    400,
    'A parameter or body value fails validation; `fields` has messages per dotted path.',
    'Some entries need another look.',
    'Einige Angaben müssen noch einmal geprüft werden.',
  ),
  path_parameter_too_long: entry(
    414,
    'A path parameter is longer than the router accepts (100 characters).',
    'The address is too long.',
    'Die Adresse ist zu lang.',
  ),
  payload_too_large: entry(
    413,
    'The body (or an uploaded file) is larger than the route accepts.',
    'What you sent is too large.',
    'Die gesendeten Daten sind zu groß.',
  ),
  unsupported_media_type: entry(
    415,
    'The body is not of a media type the route reads.',
    'This kind of content is not accepted here.',
    'Diese Art von Inhalt wird hier nicht angenommen.',
  ),
  method_not_allowed: entry(
    405,
    'The path exists but not for this method (`Allow` lists the methods).',
    'This action is not available here.',
    'Diese Aktion ist hier nicht verfügbar.',
  ),
  route_not_found: entry(
    404,
    'No operation has this path.',
    'This address does not exist.',
    'Diese Adresse gibt es nicht.',
  ),
  request_timeout: entry(
    408,
    'The request did not arrive completely in time.',
    'The request took too long to arrive.',
    'Die Anfrage hat zu lange gedauert.',
  ),
  headers_too_large: entry(
    431,
    'The request headers are larger than the server accepts.',
    'The request headers are too large.',
    'Die Kopfzeilen der Anfrage sind zu groß.',
  ),
  too_many_requests: entry(
    429,
    'A rate limit of this client was reached; `Retry-After` says when to try again.',
    'Too many attempts. Please wait a moment and try again.',
    'Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.',
  ),
  server_error: entry(
    500,
    'An unexpected failure on the server (reported with the trace id).',
    'Something went wrong on our side. Please try again.',
    'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
  ),
  not_ready: entry(
    503,
    'Readiness probe: the database is not reachable.',
    'The service is starting or unavailable.',
    'Der Dienst startet gerade oder ist nicht erreichbar.',
  ),
  not_found: entry(
    404,
    'The resource named by the path does not exist or is not visible to the caller.',
    'This could not be found.',
    'Das wurde nicht gefunden.',
  ),

  // — Authentication and permissions —
  not_authenticated: entry(
    401,
    'No credentials were sent where the operation needs them.',
    'Please sign in to continue.',
    'Bitte melde dich an, um fortzufahren.',
  ),
  token_not_valid: entry(
    401,
    'The token is malformed, expired or revoked (sign in again or refresh it).',
    'Your session has expired. Please sign in again.',
    'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  ),
  permission_denied: entry(
    403,
    'The caller is signed in but may not do this (role or ownership).',
    'You do not have permission to do this.',
    'Dazu bist du nicht berechtigt.',
  ),
  fresh_sign_in_required: entry(
    403,
    'Money settings need a sign-in or password re-entry within the last minutes.',
    'For your security, please enter your password again.',
    'Bitte gib zu deiner Sicherheit dein Passwort erneut ein.',
  ),
  no_active_account: entry(
    401,
    'Sign-in: no active account matches these credentials.',
    'Invalid e-mail or password.',
    'E-Mail-Adresse oder Passwort ist falsch.',
  ),
  email_not_activated: entry(
    403,
    'Sign-in: the e-mail address is not confirmed yet.',
    'Your e-mail address is not confirmed yet. Check your inbox or request a new confirmation e-mail.',
    'Deine E-Mail-Adresse ist noch nicht bestätigt. Sieh in dein Postfach oder fordere eine neue Bestätigungs-E-Mail an.',
  ),
  too_many_login_attempts: entry(
    429,
    'Sign-in: too many failed attempts for this account or address.',
    'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte 15 Minuten und versuche es erneut.',
  ),
  account_locked: entry(
    403,
    'The owner locked the account from a security e-mail; a password reset unlocks it.',
    'This account is locked. Choose a new password with "Forgot password" to unlock it.',
    'Dieses Konto ist gesperrt. Wähle über „Passwort vergessen“ ein neues Passwort, um es zu entsperren.',
  ),
  otp_required: entry(
    401,
    'Sign-in: the password was right and two-factor sign-in is on; send the authenticator code.',
    'Enter the 6-digit code of your authenticator app to finish signing in.',
    'Gib den 6-stelligen Code deiner Authenticator-App ein, um die Anmeldung abzuschließen.',
  ),
  invalid_otp: entry(
    401,
    'The authenticator code is wrong or has expired.',
    'This code is wrong or has expired. Enter the current code of your app.',
    'Dieser Code ist falsch oder abgelaufen. Gib den aktuellen Code deiner App ein.',
  ),
  otp_code_required: entry(
    400,
    'A signed-in call that needs the authenticator code (re-authentication) got none (`fields.otp`).',
    'Enter the 6-digit code of your authenticator app.',
    'Gib den 6-stelligen Code deiner Authenticator-App ein.',
  ),
  otp_code_invalid: entry(
    400,
    'A signed-in call (re-authentication, two-factor on/off) got a wrong or used code (`fields.otp`).',
    'This code is wrong or has expired. Enter the current code of your app.',
    'Dieser Code ist falsch oder abgelaufen. Gib den aktuellen Code deiner App ein.',
  ),
  authentication_failed: entry(
    401,
    'Google sign-in: no account uses this Google address.',
    'No account uses this Google address. Sign up first and choose "Continue with Google".',
    'Kein Konto nutzt diese Google-Adresse. Registriere dich zuerst und wähle „Weiter mit Google“.',
  ),
  invalid_google_token: entry(
    401,
    'Google sign-in: the ID token does not verify.',
    'The Google sign-in could not be verified.',
    'Die Google-Anmeldung konnte nicht bestätigt werden.',
  ),
  google_not_configured: entry(
    503,
    'Google sign-in is not configured on this server.',
    'Google sign-in is not available here.',
    'Die Anmeldung mit Google ist hier nicht verfügbar.',
  ),
  google_unavailable: entry(
    503,
    "Google's keys could not be fetched.",
    'Google could not be reached; try again in a moment.',
    'Google ist gerade nicht erreichbar; versuche es gleich noch einmal.',
  ),
  wrong_password: entry(
    400,
    'Re-authentication: the password is not correct.',
    'The password is not correct.',
    'Das Passwort ist nicht korrekt.',
  ),
  two_factor_enabled: entry(
    400,
    'Two-factor setup was asked for while it is already on.',
    'Two-factor sign-in is already on.',
    'Die Zwei-Faktor-Anmeldung ist bereits aktiv.',
  ),
  two_factor_not_enabled: entry(
    400,
    'Turning two-factor sign-in off while it is off.',
    'Two-factor sign-in is off.',
    'Die Zwei-Faktor-Anmeldung ist nicht aktiv.',
  ),
  two_factor_not_set_up: entry(
    400,
    'Confirming two-factor sign-in before starting the setup.',
    'Start the setup first.',
    'Starte zuerst die Einrichtung.',
  ),
  metrics_forbidden: entry(
    403,
    'Metrics are served to this machine only unless METRICS_TOKEN is set.',
    'Metrics are not available from here.',
    'Metriken sind von hier aus nicht abrufbar.',
  ),

  // — Accounts —
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

  // — Lessors' listings —
  listing_not_found: entry(404, 'No visible listing with this id.', 'Listing not found.', 'Inserat nicht gefunden.'),
  listing_incomplete: entry(
    400,
    'Publishing a listing with required fields missing (`fields`).',
    'Complete the listing before publishing.',
    'Vervollständige das Inserat vor dem Veröffentlichen.',
  ),
  stripe_account_not_created: entry(
    400,
    'Publishing needs an active payout account (listings spec key).',
    'Set up your payout account before publishing listings.',
    'Richte dein Auszahlungskonto ein, bevor du Inserate veröffentlichst.',
  ),
  permission_denied_cant_lease: entry(
    403,
    'The lessor account is not activated for leasing (e-mail or company profile missing).',
    'Your account is not activated for leasing yet.',
    'Dein Konto ist noch nicht zum Vermieten freigeschaltet.',
  ),
  subscription_required: entry(
    403,
    'Publishing campervans needs an active subscription plan.',
    'Publishing campervans needs an active subscription plan.',
    'Zum Veröffentlichen von Campervans brauchst du einen aktiven Tarif.',
  ),
  listing_limit_reached: entry(
    403,
    "Publishing one more listing than the plan's limit.",
    'Your plan allows no more published listings. Upgrade your plan to publish more.',
    'Dein Tarif erlaubt keine weiteren veröffentlichten Inserate. Wechsle den Tarif, um mehr zu veröffentlichen.',
  ),
  listing_has_bookings: entry(
    400,
    'Unpublishing or deleting a listing with upcoming bookings.',
    'This listing has upcoming bookings.',
    'Für dieses Inserat gibt es anstehende Buchungen.',
  ),
  listing_has_history: entry(
    400,
    'Deleting a listing that has past bookings (archive it instead).',
    'This listing has past bookings and can only be archived.',
    'Dieses Inserat hat vergangene Buchungen und kann nur archiviert werden.',
  ),
  'errors.seasonsOverlap': entry(
    400,
    'A season overlaps another season of the listing (listings spec key).',
    'This season overlaps another season.',
    'Diese Saison überschneidet sich mit einer anderen.',
  ),
  'errors.reservationsOverlap': entry(
    400,
    'A manual reservation overlaps another reservation or booking (listings spec key).',
    'This reservation overlaps another one.',
    'Diese Reservierung überschneidet sich mit einer anderen.',
  ),

  // — Prices of a range (quotes) —
  invalid_input: entry(
    400,
    'The range or guests cannot be priced as given.',
    'These details cannot be priced.',
    'Für diese Angaben kann kein Preis berechnet werden.',
  ),
  invalid_range: entry(
    400,
    'The return is not after the pickup.',
    'Choose a return date after the pickup date.',
    'Wähle ein Rückgabedatum nach dem Abholdatum.',
  ),
  past_pickup: entry(
    400,
    'The pickup lies in the past.',
    'The pickup date has passed. Choose another date.',
    'Das Abholdatum liegt in der Vergangenheit. Wähle ein anderes Datum.',
  ),
  dates_unavailable: entry(
    409,
    'Some nights of the range are booked or blocked (`unavailable_nights`).',
    'Some of these nights are not available. Choose other dates.',
    'Einige dieser Nächte sind nicht verfügbar. Wähle andere Daten.',
  ),
  minimum_rental_days: entry(
    400,
    'The range is shorter than the minimum stay (`minimum_nights`).',
    'This stay is shorter than the minimum rental period.',
    'Dieser Aufenthalt ist kürzer als die Mindestmietdauer.',
  ),
  too_many_guests: entry(
    400,
    'More guests than the listing takes.',
    'This listing does not take that many guests.',
    'Dieses Inserat bietet nicht so vielen Gästen Platz.',
  ),
  unknown_extra: entry(
    400,
    'An extra is not offered by the listing (`extra_id`).',
    'One of the chosen extras is not offered.',
    'Eines der gewählten Extras wird nicht angeboten.',
  ),
  extra_quantity_exceeded: entry(
    400,
    'More of an extra than the listing offers (`extra_id`).',
    'Fewer of this extra are available.',
    'Von diesem Extra sind weniger verfügbar.',
  ),
  conversion_unavailable: entry(
    400,
    'No exchange rate for the asked currency.',
    'Prices cannot be shown in this currency right now.',
    'Preise können gerade nicht in dieser Währung angezeigt werden.',
  ),

  // — Bookings and payments —
  booking_not_found: entry(
    404,
    'No booking with this id that the caller takes part in.',
    'Booking not found.',
    'Buchung nicht gefunden.',
  ),
  only_traveler_can_make_booking: entry(
    403,
    'Lessor accounts cannot book.',
    'Only travelers can make bookings.',
    'Nur Reisende können buchen.',
  ),
  only_lessor_can_manage_bookings: entry(
    403,
    'Only the lessor of the listing manages its bookings.',
    'Only the lessor of the listing manages its bookings.',
    'Nur der Vermieter des Inserats verwaltet seine Buchungen.',
  ),
  listing_not_bookable: entry(
    409,
    'The listing is not published or cannot take bookings.',
    'This listing cannot be booked.',
    'Dieses Inserat kann nicht gebucht werden.',
  ),
  instant_booking_not_allowed: entry(
    400,
    'An instant booking of a listing that takes requests only.',
    'This listing takes booking requests only; send a request instead.',
    'Dieses Inserat nimmt nur Buchungsanfragen an; sende stattdessen eine Anfrage.',
  ),
  booking_action_not_permitted: entry(
    403,
    'The caller is not the party that may take this booking action.',
    'You cannot do this on this booking.',
    'Diese Aktion ist bei dieser Buchung für dich nicht möglich.',
  ),
  booking_status_conflict: entry(
    409,
    'The booking is not in a status that allows this action.',
    'This booking has changed in the meantime. Reload the page.',
    'Diese Buchung hat sich inzwischen geändert. Lade die Seite neu.',
  ),
  booking_not_editable: entry(
    409,
    'The booking can no longer be changed.',
    'This booking can no longer be changed.',
    'Diese Buchung kann nicht mehr geändert werden.',
  ),
  nothing_to_pay: entry(
    409,
    'Nothing is due on the booking.',
    'Nothing is due on this booking.',
    'Für diese Buchung ist nichts zu zahlen.',
  ),
  payment_deadline_passed: entry(
    409,
    "The booking's payment deadline has passed.",
    'The payment deadline of this booking has passed.',
    'Die Zahlungsfrist dieser Buchung ist abgelaufen.',
  ),
  lessor_cannot_receive_payments: entry(
    409,
    "The lessor's payout account cannot take payments.",
    'The host cannot receive payments yet. Try again later.',
    'Der Vermieter kann noch keine Zahlungen empfangen. Versuche es später erneut.',
  ),
  payment_unavailable: entry(
    409,
    'The payment provider could not start a payment or onboarding.',
    'The payment could not be started. Please try again.',
    'Die Zahlung konnte nicht gestartet werden. Bitte versuche es erneut.',
  ),
  payment_not_found: entry(404, 'No payment with this id.', 'Unknown payment.', 'Unbekannte Zahlung.'),
  transaction_not_found: entry(
    404,
    'The booking or plan has no payment yet.',
    'There is no payment yet.',
    'Es gibt noch keine Zahlung.',
  ),
  invalid_signature: entry(
    400,
    "A provider webhook's signature does not verify.",
    'The webhook signature does not verify.',
    'Die Signatur des Webhooks ist ungültig.',
  ),
  link_expired: entry(
    400,
    'A payout onboarding return link is invalid or expired.',
    'This link is invalid or has expired. Start again from Driftway.',
    'Dieser Link ist ungültig oder abgelaufen. Beginne erneut bei Driftway.',
  ),

  // — Subscription plans (RV lessors) —
  plans_rv_lessors_only: entry(
    403,
    'Only campervan lessors subscribe; campsite and boat lessors pay a commission.',
    'Only campervan lessors subscribe to plans. Campsite and boat lessors pay a 12 % commission per booking instead.',
    'Nur Campervan-Vermieter abonnieren Tarife. Campingplatz- und Bootsvermieter zahlen stattdessen 12 % Provision pro Buchung.',
  ),
  plan_not_found: entry(404, 'No plan with this id.', 'This plan does not exist.', 'Diesen Tarif gibt es nicht.'),
  plan_not_available: entry(
    409,
    'The plan cannot be bought online (no price at the provider).',
    'This plan cannot be bought online right now. Please contact us.',
    'Dieser Tarif kann gerade nicht online gebucht werden. Bitte kontaktiere uns.',
  ),
  plan_below_usage: entry(
    409,
    'The new plan allows fewer published listings than the lessor has.',
    'This plan allows fewer published listings than you have. Unpublish some first.',
    'Dieser Tarif erlaubt weniger veröffentlichte Inserate, als du hast. Nimm zuerst einige offline.',
  ),
  subscription_exists: entry(
    409,
    'Subscribing while a plan is active (change it instead).',
    'You already have an active plan. Change it from the billing tab.',
    'Du hast bereits einen aktiven Tarif. Ändere ihn im Bereich Abrechnung.',
  ),
  no_active_subscription: entry(
    404,
    'The lessor has no active plan.',
    'You have no active plan.',
    'Du hast keinen aktiven Tarif.',
  ),
  no_billing_account: entry(
    409,
    'Billing actions before the first subscription.',
    'Subscribe to a plan first; its checkout saves your payment method.',
    'Abonniere zuerst einen Tarif; dabei wird deine Zahlungsmethode gespeichert.',
  ),
  payment_method_required: entry(
    409,
    'A plan change that needs a payment method on file.',
    'There is no payment method on file. Subscribe through the checkout to add one.',
    'Es ist keine Zahlungsmethode hinterlegt. Schließe ein Abo über den Checkout ab, um eine hinzuzufügen.',
  ),
  paid_plan_live: entry(
    409,
    'Choosing the free plan while a paid plan runs.',
    'Cancel your paid plan first; once it has ended you can choose the free plan.',
    'Kündige zuerst deinen bezahlten Tarif; nach seinem Ende kannst du den kostenlosen wählen.',
  ),
  free_plan_not_cancellable: entry(
    409,
    'Cancelling the free plan.',
    'The free plan has nothing to cancel.',
    'Beim kostenlosen Tarif gibt es nichts zu kündigen.',
  ),
  session_not_found: entry(
    404,
    'No checkout session with this id.',
    'This checkout session was not found.',
    'Diese Checkout-Sitzung wurde nicht gefunden.',
  ),
  payment_provider_error: entry(
    502,
    'The payment provider did not answer; nothing was changed.',
    'The payment provider did not answer. Nothing was changed; please try again in a minute.',
    'Der Zahlungsanbieter hat nicht geantwortet. Es wurde nichts geändert; bitte versuche es in einer Minute erneut.',
  ),

  // — Chat, reviews, wishlists —
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

  // — Landing pages —
  landing_page_not_found: entry(
    404,
    'No landing page with this slug.',
    'No landing page with this slug.',
    'Keine Landingpage mit dieser Adresse.',
  ),
  landing_slug_taken: entry(
    409,
    'Another landing page has this slug.',
    'A landing page with this slug exists already. Choose another slug.',
    'Eine Landingpage mit dieser Adresse gibt es bereits. Wähle eine andere.',
  ),

  // — Rental requests, offers and last-minute deals —
  rental_request_not_found: entry(
    404,
    'No rental request with this id visible to the caller.',
    'Rental request not found.',
    'Mietanfrage nicht gefunden.',
  ),
  rental_request_expired: entry(
    409,
    "The request's pickup date has passed.",
    'This rental request has expired: its pickup date has passed.',
    'Diese Mietanfrage ist abgelaufen: ihr Abholdatum ist vorbei.',
  ),
  rental_request_closed: entry(
    409,
    'An offer on the request has been booked.',
    'An offer on this rental request has already been booked.',
    'Ein Angebot zu dieser Mietanfrage wurde bereits gebucht.',
  ),
  offer_not_found: entry(
    404,
    'No offer with this id visible to the caller.',
    'Offer not found.',
    'Angebot nicht gefunden.',
  ),
  offer_taken: entry(
    409,
    'The offer has been booked.',
    'This offer has already been booked.',
    'Dieses Angebot wurde bereits gebucht.',
  ),
  offer_exists: entry(
    409,
    'The lessor already offered this listing on the request.',
    'You have already offered this listing on this request.',
    'Du hast dieses Inserat zu dieser Anfrage bereits angeboten.',
  ),
  offer_dates_outside_request: entry(
    400,
    "The offer's dates are outside the request's dates and flexibility.",
    "The offer's dates are outside the dates the traveler asked for.",
    'Die Daten des Angebots liegen außerhalb der angefragten Daten.',
  ),
  too_long: entry(
    400,
    'A rental request covers more nights than requests may (90).',
    'A rental request can cover at most 90 nights.',
    'Eine Mietanfrage kann höchstens 90 Nächte umfassen.',
  ),
  listing_not_offerable: entry(
    400,
    'Offering a draft listing.',
    'Only published listings can be offered.',
    'Nur veröffentlichte Inserate können angeboten werden.',
  ),
  listing_too_far: entry(
    400,
    'The listing is farther from the asked place than requests reach.',
    'The listing is too far from the place the traveler asked for.',
    'Das Inserat ist zu weit von dem angefragten Ort entfernt.',
  ),
  invalid_unsubscribe_link: entry(
    400,
    'A digest unsubscribe link does not verify.',
    'This unsubscribe link is not valid.',
    'Dieser Abmeldelink ist ungültig.',
  ),
  last_minute_deal_not_found: entry(
    404,
    'No live last-minute deal with this id.',
    'Last-minute deal not found.',
    'Last-Minute-Angebot nicht gefunden.',
  ),
  last_minute_deal_unavailable: entry(
    409,
    'The deal has been booked or has ended.',
    'This last-minute deal has been booked or has ended.',
    'Dieses Last-Minute-Angebot wurde gebucht oder ist abgelaufen.',
  ),
  last_minute_deal_dates_mismatch: entry(
    400,
    "Booking a deal for other dates than the deal's.",
    'A last-minute deal is booked for its own dates only.',
    'Ein Last-Minute-Angebot kann nur für seine eigenen Daten gebucht werden.',
  ),
  last_minute_deal_overlaps: entry(
    409,
    'The listing has a live deal on some of these nights.',
    'This listing already has a last-minute deal on some of these nights.',
    'Für dieses Inserat gibt es in einigen dieser Nächte bereits ein Last-Minute-Angebot.',
  ),
  listing_is_draft: entry(
    400,
    'A deal on a draft listing.',
    'Only published listings can have last-minute deals.',
    'Nur veröffentlichte Inserate können Last-Minute-Angebote haben.',
  ),
  deal_price_not_below_normal_price: entry(
    400,
    "The deal price is not below the range's normal price.",
    'The deal price must be below the normal price of these dates.',
    'Der Angebotspreis muss unter dem normalen Preis dieser Daten liegen.',
  ),
  // — Partner systems (issue 21, decision 0091) —
  partner_unavailable: entry(
    503,
    "The partner's booking system that manages this listing does not answer (timeouts, errors, or its circuit is open after repeated failures); the listing cannot be booked right now.",
    'This rental company cannot be reached right now. Please try again in a few minutes.',
    'Dieser Vermieter ist gerade nicht erreichbar. Bitte versuche es in ein paar Minuten noch einmal.',
  ),
  partner_sold_out: entry(
    409,
    "The partner's system no longer has the vehicle, pitch or boat for these dates (it may have been sold since the last check).",
    'This listing was just booked by someone else for these dates.',
    'Dieses Angebot wurde für diese Daten gerade anderweitig gebucht.',
  ),
  partner_price_changed: entry(
    409,
    "The partner's price for this booking differs from the price the traveler agreed to; validate again for the new price.",
    'The price has changed. Please check the new price.',
    'Der Preis hat sich geändert. Bitte prüfe den neuen Preis.',
  ),
  partner_refused: entry(
    400,
    "The partner's system refused the request (dates, station, options or persons it does not accept); error_msg carries its reason.",
    'The rental company does not accept this request.',
    'Der Vermieter nimmt diese Anfrage nicht an.',
  ),
  VAL001: entry(
    409,
    'booking §8 VAL001 (the site\'s special flag for a vehicle): the partner has no unit of this listing for the range any more, so the site offers alternative vehicles (listings §8 "Listing unavailable").',
    'This vehicle is not available for these dates any more.',
    'Dieses Fahrzeug ist für diese Daten nicht mehr verfügbar.',
  ),
  seat_limit_exceeded: entry(
    400,
    'Adults plus children exceed the seats of a partner listing (booking §5 seat limit); `seats` carries the limit.',
    'Too many travelers for this listing.',
    'Zu viele Reisende für dieses Angebot.',
  ),
  partner_offer_not_found: entry(
    404,
    'No partner offer with this available_vehicle_id was given out in the last minutes (unknown or expired); validate the range again.',
    'This offer has expired. Please check the dates again.',
    'Dieses Angebot ist abgelaufen. Bitte prüfe die Daten noch einmal.',
  ),
  partner_listing_route: entry(
    400,
    "The listing is managed by a partner and is priced and booked through that partner's routes (validate/{partner}/, booking/travel/{partner}/, campnerd/, five-anker/…), which ask the partner's system; the answer names them in validate_route and book_route.",
    'This listing is booked through its rental company. Please reload the page and try again.',
    'Dieses Angebot wird über seinen Vermieter gebucht. Bitte lade die Seite neu und versuche es noch einmal.',
  ),
  not_a_partner_listing: entry(
    400,
    "The listing named in a partner's validate or book call is not managed by that partner.",
    'This listing cannot be booked this way.',
    'Dieses Angebot kann so nicht gebucht werden.',
  ),
  not_a_partner_account: entry(
    409,
    "A partner action (import the fleet) was asked for a user that is not a partner's company account.",
    'This account is not a partner account.',
    'Dieses Konto ist kein Partnerkonto.',
  ),
  partner_managed_listing: entry(
    403,
    "The listing is imported from a partner's system and is changed there only; the lessor editor's write calls refuse it.",
    "This listing is managed in the rental company's own system and cannot be edited here.",
    'Dieses Angebot wird im System des Vermieters verwaltet und kann hier nicht bearbeitet werden.',
  ),
} as const satisfies Record<string, CatalogueEntry>

export type ApiErrorKey = keyof typeof apiErrorCatalogue

/** The catalogue keys answered with status `S` (so a 403 helper cannot raise a 404 key). */
export type ApiErrorKeyOfStatus<S extends ApiErrorStatus> = {
  [K in ApiErrorKey]: (typeof apiErrorCatalogue)[K]['status'] extends S ? K : never
}[ApiErrorKey]

export const isApiErrorKey = (key: unknown): key is ApiErrorKey =>
  typeof key === 'string' && Object.hasOwn(apiErrorCatalogue, key)

/** What a person reads for an error key, in their language; undefined for a key the catalogue lacks. */
export function apiErrorMessage(key: string, language: 'en' | 'de'): string | undefined {
  return isApiErrorKey(key) ? apiErrorCatalogue[key][language] : undefined
}
