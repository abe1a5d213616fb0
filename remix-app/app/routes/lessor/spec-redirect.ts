import { redirect } from 'react-router'
import type { Route } from './+types/spec-redirect'

/**
 * The spec's editor URLs after creation, `/{id}/campervan|campsite|boat` and their `/preview`
 * variants, lead to the wizard and the preview (the editor itself checks role and ownership).
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const id = encodeURIComponent(params.id)
  if (url.pathname.replace(/\/+$/, '').endsWith('/preview')) throw redirect(`/lessor/listings/${id}/preview`)
  throw redirect(`/lessor/listings/${id}/edit`)
}
