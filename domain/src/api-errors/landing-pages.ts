import { type CatalogueEntry, entry } from './catalogue-entry'

/** Landing pages and the imprint (site content). */
export const landingPageErrors = {
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
  imprint_not_published: entry(
    404,
    'The imprint global has not been saved by an administrator yet.',
    'The operator of this marketplace has not published its imprint yet.',
    'Der Betreiber dieses Marktplatzes hat sein Impressum noch nicht veröffentlicht.',
  ),
} as const satisfies Record<string, CatalogueEntry>
