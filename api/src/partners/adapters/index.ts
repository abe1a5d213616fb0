import { partnerSlugs } from '@driftway/domain/partners'
import { PartnerClient } from '../client'
import type { PartnerSettings } from '../config'
import type { PartnerAdapter, PartnerSlug } from '../types'
import { indieAdapter } from './indie'
import { restAdapter, restRules } from './rest'
import { thlAdapter } from './thl'

const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

/** Each partner's credentials header and adapter. */
const build: Record<PartnerSlug, (settings: PartnerSettings) => { client: PartnerClient; adapter: PartnerAdapter }> = {
  thl: (s) => {
    const client = new PartnerClient('thl', s.endpoints.thl, s, (key) => ({ 'x-api-key': key }))
    return { client, adapter: thlAdapter(client) }
  },
  indie: (s) => {
    const client = new PartnerClient('indie', s.endpoints.indie, s, (key) => ({ 'x-indie-token': key }))
    return { client, adapter: indieAdapter(client) }
  },
  neorent: (s) => rest('neorent', s),
  mcrent: (s) => rest('mcrent', s),
  'wheel-office': (s) => rest('wheel-office', s),
  vanever: (s) => rest('vanever', s),
  campnerd: (s) => rest('campnerd', s),
  'five-anker': (s) => rest('five-anker', s),
}

function rest(partner: keyof typeof restRules, settings: PartnerSettings) {
  const client = new PartnerClient(partner, settings.endpoints[partner], settings, bearer)
  return { client, adapter: restAdapter(client, restRules[partner]) }
}

export type PartnerConnection = { client: PartnerClient; adapter: PartnerAdapter }

/** One client (with its own circuit breaker) and adapter per partner, for the life of the API process. */
export function connectPartners(settings: PartnerSettings): Record<PartnerSlug, PartnerConnection> {
  return Object.fromEntries(partnerSlugs.map((slug) => [slug, build[slug](settings)])) as Record<
    PartnerSlug,
    PartnerConnection
  >
}
