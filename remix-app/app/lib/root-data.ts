import { useRouteLoaderData } from 'react-router'
import { defaultLanguage, isLanguage, type Language } from '~/i18n/config'
import type { UserSummary } from './accounts'
import type { PublicEnv } from './env.server'

/**
 * `siteUrl`: the site's public origin (SITE_URL, else the request's), for canonical and hreflang links.
 * `chat_unread`: the signed-in user's chats with unread messages (the header badge until the socket's snapshot arrives).
 */
export type RootData = {
  lng: Language
  env: PublicEnv
  user: UserSummary | null
  siteUrl: string
  chat_unread: number | null
}

/** Root loader data; present on every page, with safe fallbacks inside error boundaries. */
export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined
  return (
    data ?? {
      lng: defaultLanguage,
      env: { PUBLIC_API_URL: '', GOOGLE_SIGN_IN: false },
      user: null,
      siteUrl: '',
      chat_unread: null,
    }
  )
}

/** The page language inside `meta` functions, which cannot use hooks. */
export function languageFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Language {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as Partial<RootData> | undefined
  return isLanguage(root?.lng) ? root.lng : defaultLanguage
}
