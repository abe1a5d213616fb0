import type { PartnerSlug } from '@driftway/domain/partners'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { type PartnerOfferRequest, type PartnerOfferResult, partnerOfferUrl } from './partner-offer'

/**
 * The partner's live offer for the wizard's current choices: asked again whenever they change
 * (booking §4 "revalidates"); the last answer stays shown while the next one loads.
 */
export function usePartnerOffer(partner: PartnerSlug, listingId: string, request: PartnerOfferRequest | null) {
  const fetcher = useFetcher<PartnerOfferResult>()
  const url = request ? partnerOfferUrl(partner, listingId, request) : null
  const asked = useRef<string | null>(null)
  const { load } = fetcher
  useEffect(() => {
    if (url === null || asked.current === url) return
    asked.current = url
    void load(url)
  }, [url, load])
  const loading = url !== null && (fetcher.state !== 'idle' || asked.current !== url || fetcher.data === undefined)
  return { result: fetcher.data ?? null, loading, retry: () => url && void load(url) }
}
