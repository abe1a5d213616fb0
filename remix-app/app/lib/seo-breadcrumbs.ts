import type { Breadcrumb } from '~/components/listing-detail/seo'
import type { Language } from '~/i18n/config'
import { fixedT } from '~/i18n/instance'
import { cityPathPrefixes, kindKeys, kindPaths, type ListingKind, localizedTitle } from './listings'
import { citySlug, languageUrl } from './seo'

/** Home → the kind's search page: the start of every listing trail. */
function kindTrail(lng: Language, origin: string, kind: ListingKind): Breadcrumb[] {
  const t = fixedT(lng)
  return [
    { name: t('pages:breadcrumb.home'), url: languageUrl(origin, '/', lng) },
    { name: t(`kinds.${kindKeys[kind]}.plural`), url: languageUrl(origin, kindPaths[kind].search, lng) },
  ]
}

/** A city hire page's trail: home → kind → city. */
export function cityBreadcrumb(
  lng: Language,
  origin: string,
  kind: ListingKind,
  city: { name: string; path: string },
): Breadcrumb[] {
  return [...kindTrail(lng, origin, kind), { name: city.name, url: languageUrl(origin, city.path, lng) }]
}

/** A detail page's trail: home → kind → the listing's city page (when it has a city) → the listing. */
export function detailBreadcrumb(
  lng: Language,
  {
    kind,
    listing,
    canonicalUrl,
  }: {
    kind: ListingKind
    listing: { id: string; title: string; city?: string | null } & Record<string, unknown>
    canonicalUrl: string
  },
): Breadcrumb[] {
  const url = new URL(canonicalUrl)
  const trail = kindTrail(lng, url.origin, kind)
  const city = listing.city?.trim()
  if (city) {
    trail.push({ name: city, url: languageUrl(url.origin, `${cityPathPrefixes[kind]}/${citySlug(city)}`, lng) })
  }
  trail.push({ name: localizedTitle(listing, lng), url: languageUrl(url.origin, url.pathname, lng) })
  return trail
}
