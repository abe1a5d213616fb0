import { redirect } from 'react-router'
import { isLanguage, languageCookie } from '~/i18n/config'
import { languageCookieHeader } from '~/i18n/locale.server'
import { safeRedirect } from '~/lib/safe-redirect'
import type { Route } from './+types/language'

/** The page to return to, minus its `?lng=` (which would outrank the choice just stored). */
function withoutLanguageParam(path: string): string {
  const url = new URL(path, 'http://site.invalid')
  url.searchParams.delete(languageCookie)
  return `${url.pathname}${url.search}${url.hash}`
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const lng = form.get('lng')
  // Only same-site paths, so the form cannot be abused as an open redirect.
  const to = withoutLanguageParam(safeRedirect(form.get('redirectTo')) ?? '/')
  if (!isLanguage(lng)) return redirect(to)
  return redirect(to, { headers: { 'Set-Cookie': languageCookieHeader(lng, request) } })
}

/** A GET here (someone opened the URL) just goes home. */
export function loader() {
  return redirect('/')
}
