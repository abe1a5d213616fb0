import { useCallback, useEffect, useRef, useState } from 'react'
import { type PartnerOfferRequest, partnerOfferUrl } from '~/components/partner-wizards/partner-offer'
import { type IndieChoices, type PartnerQuote, partnerChoicesOf } from './indie-wizard-model'

type OfferError = { error_key: string; error_msg: string; status: number }

/** What Indie's validate is asked: the range and the wizard form as it stands (booking §7 "Indie adds …"). */
function indieOfferRequest(
  stamps: { pickup_timestamp: number; return_timestamp: number },
  form: IndieChoices,
  identifier: string | null,
): PartnerOfferRequest {
  return { ...stamps, choices: partnerChoicesOf(form, identifier), extras: form.extras }
}

/**
 * Indie's offer for the wizard form, through the site's `/partner-offer` route: `validate` asks
 * again (a newer question cancels an older one still under way) and resolves with the answer, so
 * the wizard can wait for the price of a step before it moves on.
 */
export function useIndieOffer(listingId: string, identifier: string | null) {
  const [quote, setQuote] = useState<PartnerQuote | null>(null)
  const [error, setError] = useState<OfferError | null>(null)
  const [loading, setLoading] = useState(false)
  const pending = useRef<AbortController | null>(null)
  useEffect(() => () => pending.current?.abort(), [])

  const validate = useCallback(
    async (
      stamps: { pickup_timestamp: number; return_timestamp: number },
      choices: IndieChoices,
    ): Promise<PartnerQuote | null> => {
      pending.current?.abort()
      const controller = new AbortController()
      pending.current = controller
      setLoading(true)
      try {
        const response = await fetch(
          partnerOfferUrl('indie', listingId, indieOfferRequest(stamps, choices, identifier)),
          { signal: controller.signal, headers: { Accept: 'application/json' } },
        )
        const body = (await response.json()) as
          | { ok: true; offer: PartnerQuote }
          | { ok: false; status?: number; error_key: string; error_msg: string }
        if (controller.signal.aborted) return null
        if (body.ok) {
          setQuote(body.offer)
          setError(null)
          return body.offer
        }
        setError({ error_key: body.error_key, error_msg: body.error_msg, status: body.status ?? response.status })
        return null
      } catch (caught) {
        if (controller.signal.aborted) return null
        setError({ error_key: 'partner_unavailable', error_msg: String(caught), status: 503 })
        return null
      } finally {
        if (pending.current === controller) {
          pending.current = null
          setLoading(false)
        }
      }
    },
    [listingId, identifier],
  )
  return { quote, error, loading, validate }
}
