import type { Language } from '~/i18n/config'
import { legalDe } from './de'
import { legalEn } from './en'
import type { LegalDocument, LegalDocuments, LegalSlug } from './types'

/** Every shipped language's legal texts. Loaded on the server only: pages receive just the one they show. */
const legalDocuments: Record<Language, LegalDocuments> = { en: legalEn, de: legalDe }

export const legalDocument = (slug: LegalSlug, lng: Language): LegalDocument => legalDocuments[lng][slug]
