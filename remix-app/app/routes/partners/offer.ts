import { isPartnerSlug } from '@driftway/domain/partners'
import { data } from 'react-router'
import { z } from 'zod'
import type { PartnerOfferResult } from '~/components/partner-wizards/partner-offer'
import { getAuth } from '~/lib/auth.server'
import { jsonQueryParam } from '~/lib/json-query'
import { partnerChoiceKeys } from '~/lib/partner-booking'
import { partnerOfferFor } from '~/lib/partner-booking.server'
import type { Route } from './+types/offer'

const code = z.string().regex(/^[\w.:\- ]{1,100}$/)
/** What a wizard may ask; the API checks it again, this keeps junk away from it. */
const offerRequestSchema = z.object({
  pickup_timestamp: z.number().int().positive(),
  return_timestamp: z.number().int().positive(),
  adults_num: z.number().int().min(1).max(100).optional(),
  children_num: z.number().int().min(0).max(100).optional(),
  choices: z.object(Object.fromEntries(partnerChoiceKeys.map((key) => [key, code.optional()]))).optional(),
  extras: z.record(code, z.number().int().min(0).max(100)).optional(),
})

/**
 * GET /partner-offer/{partner}/{listingId}?request={PartnerOfferRequest as JSON}: the partner
 * wizards' live offer (validate, and THL's items). A loader, so asking revalidates nothing; the
 * browser never talks to the API or the partner directly.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const headers = { 'Cache-Control': 'no-store' }
  if (!isPartnerSlug(params.partner)) throw data(null, { status: 404 })
  const parsed = offerRequestSchema.safeParse(jsonQueryParam(url, 'request'))
  if (!parsed.success)
    return data<PartnerOfferResult>(
      { ok: false, error_key: 'validation_error', error_msg: '' },
      { status: 400, headers },
    )
  const result = await partnerOfferFor(getAuth(context), params.partner, params.id, parsed.data)
  return data<PartnerOfferResult>(result, { headers })
}
