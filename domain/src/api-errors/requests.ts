import { type CatalogueEntry, entry } from './catalogue-entry'

/** Requests the framework or validation refuses, and the server's own failures. */
export const requestErrors = {
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
} as const satisfies Record<string, CatalogueEntry>
