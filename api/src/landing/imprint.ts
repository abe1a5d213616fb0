import type { LocalApiPrincipal } from '@driftway/collections'
import type { Imprint } from '@driftway/collections/payload-types'
import type { Payload } from 'payload'
import { z } from 'zod'

const optionalText = z.string().nullable()

/** The imprint as the API answers it (GET /imprint/) and the mail sign-off reads it (decision 0112). */
export const imprintSchema = z.object({
  operator_name: z.string(),
  represented_by: optionalText,
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_iso2: z.string(),
  email: z.string(),
  phone: optionalText,
  register_court: optionalText,
  register_number: optionalText,
  vat_id: optionalText,
  content_responsible: optionalText,
  dispute_resolution_url: optionalText,
  updated_at_ts: z.number().int().nullable(),
})

export type PublishedImprint = z.infer<typeof imprintSchema>

const orNull = (value: string | null | undefined) => value?.trim() || null

/**
 * The imprint once an administrator has saved it (an operator and an e-mail are what make it
 * published), with empty optional fields as null; null while none is saved. The one reader of the
 * global, so the site's page and the mail sign-off agree on what "published" means.
 */
export async function readImprint(
  payload: Pick<Payload, 'findGlobal'>,
  principal: LocalApiPrincipal,
): Promise<PublishedImprint | null> {
  const doc = (await payload.findGlobal({ slug: 'imprint', depth: 0, ...principal })) as Partial<Imprint>
  if (!doc.operator_name || !doc.email) return null
  return {
    operator_name: doc.operator_name,
    represented_by: orNull(doc.represented_by),
    street: doc.street ?? '',
    postal_code: doc.postal_code ?? '',
    city: doc.city ?? '',
    country_iso2: doc.country_iso2 ?? '',
    email: doc.email,
    phone: orNull(doc.phone),
    register_court: orNull(doc.register_court),
    register_number: orNull(doc.register_number),
    vat_id: orNull(doc.vat_id),
    content_responsible: orNull(doc.content_responsible),
    dispute_resolution_url: orNull(doc.dispute_resolution_url),
    updated_at_ts: typeof doc.updated_at_ts === 'number' ? doc.updated_at_ts : null,
  }
}
