import type { LandingContentType } from '@driftway/domain/listing-options'
import type { Language } from '~/i18n/config'
import { apiRequest } from './api.server'
import { readEditor } from './editor-session.server'
import { serverEnv } from './env.server'
import { type LandingPageData, landingSlugForCity, landingTypeOfKind } from './landing'

/**
 * The landing page of a city hire route (/campervan-hire/munich → slug campervan-hire-munich):
 * the published page for everyone; with `?preview=landing` and a signed-in content editor, the
 * newest draft, and the CMS origin the live preview listens to. Null when there is none or the
 * API does not answer (the search still renders).
 */
export async function fetchCityLanding(
  request: Request,
  url: URL,
  kind: string,
  city: string,
  lng: Language,
): Promise<{ page: LandingPageData | null; cmsOrigin: string | null } | null> {
  const type: LandingContentType = landingTypeOfKind(kind)
  const preview = url.searchParams.get('preview') === 'landing'
  const editor = preview ? await readEditor(request) : null
  const slug = landingSlugForCity(type, city)
  if (!/^[a-z-]{1,75}$/.test(slug)) return null
  const answer = await apiRequest<LandingPageData>(`/landing-page/get/${slug}/v1/`, {
    lng,
    staffToken: editor?.token,
  })
  const cmsOrigin = preview ? new URL(serverEnv().cmsUrl).origin : null
  const page = answer.ok ? answer.data : null
  if (!page && !cmsOrigin) return null
  return { page, cmsOrigin }
}
