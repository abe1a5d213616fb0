import type { MetaDescriptor } from 'react-router'
import { type Language, languages } from '~/i18n/config'
import { fixedT } from '~/i18n/instance'

const ogLocale: Record<Language, string> = { en: 'en_GB', de: 'de_DE' }

/** Title, description and their Open Graph twins for one page, translated into the page language. */
export function pageMeta(
  lng: Language,
  { title, description }: { title: string; description?: string },
): MetaDescriptor[] {
  const t = fixedT(lng)
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: t('meta.siteName') },
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
