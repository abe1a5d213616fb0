import type { MetaDescriptor } from 'react-router'
import { type Language, languages } from '~/i18n/config'
import { fixedT } from '~/i18n/instance'

const ogLocale: Record<Language, string> = { en: 'en_GB', de: 'de_DE' }

/**
 * The browser tab's title: the page's own, then the site's name (a tab, a bookmark and a search
 * result say whose page it is). Titles that name the site already keep their wording.
 */
export function documentTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} – ${siteName}`
}

/** Title, description and their Open Graph twins for one page, translated into the page language. */
export function pageMeta(
  lng: Language,
  { title, description }: { title: string; description?: string },
): MetaDescriptor[] {
  const t = fixedT(lng)
  const siteName = t('meta.siteName')
  const tags: MetaDescriptor[] = [
    { title: documentTitle(title, siteName) },
    // og:site_name names the site beside it: the card's title is the page's own.
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: ogLocale[lng] },
    // The page's other language (its address is the hreflang alternate, decision 0066).
    ...languages
      .filter((other) => other !== lng)
      .map((other) => ({ property: 'og:locale:alternate', content: ogLocale[other] })),
    { property: 'og:type', content: 'website' },
  ]
  if (description) {
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description })
  }
  return tags
}
