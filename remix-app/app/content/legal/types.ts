/** A paragraph, or a bulleted list when given as `{ list }`. */
type LegalBlock = string | { list: string[] }

type LegalSection = { id: string; heading: string; body: LegalBlock[] }

export type LegalDocument = {
  title: string
  /** One-paragraph plain-language summary shown above the sections. */
  summary: string
  /** ISO date (YYYY-MM-DD) of the last material change. */
  updated: string
  sections: LegalSection[]
}

export const legalSlugs = ['terms', 'privacy', 'lessor-terms'] as const
export type LegalSlug = (typeof legalSlugs)[number]

export type LegalDocuments = Record<LegalSlug, LegalDocument>
