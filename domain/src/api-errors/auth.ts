import { type CatalogueEntry, entry } from './catalogue-entry'

/** Authentication (sign-in, tokens, two-factor, Google) and permissions. */
export const authErrors = {
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
} as const satisfies Record<string, CatalogueEntry>
