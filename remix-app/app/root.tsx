import { type ReactNode, useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
} from 'react-router'
import { ErrorState } from '~/components/errors/error-state'
import { SearchEngineLinks } from '~/components/layout/search-engine-links'
import { useNonce } from '~/components/nonce'
import { ToastProvider } from '~/components/ui'
import { isLanguage } from '~/i18n/config'
import { completeTexts, switchLanguage } from '~/i18n/instance'
import { languageParamMiddleware, resolveLanguage } from '~/i18n/locale.server'
import { useTranslation } from '~/i18n/use-translation'
import { summarizeUser } from '~/lib/accounts'
import type { ApiAnswer } from '~/lib/api-schema'
import { authMiddleware, getAuth } from '~/lib/auth.server'
import { authEnv, publicEnv } from '~/lib/env.server'
import type { RootData } from '~/lib/root-data'
import { sameOriginMiddleware } from '~/lib/same-origin.server'
import type { Route } from './+types/root'
import stylesheet from './styles/app.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/**
 * Cross-site posts are refused before anything runs; then one session per request: API calls as
 * the signed-in user, the cookie written back when it changes.
 */
export const middleware: Route.MiddlewareFunction[] = [sameOriginMiddleware, languageParamMiddleware, authMiddleware]

/**
 * The browser hydrates with the texts of the page it was given (issue 17); before it shows another
 * page (or a fetcher's answer) it has every text of the language — loaded once, usually already
 * there since the visitor's first interaction.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    await completeTexts()
    return next()
  },
]

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  // Every page knows who is signed in (header, guards); only a safe summary reaches the browser.
  const auth = getAuth(context)
  // The header's unread badge starts from the API's count (the socket keeps it live, decision 0061);
  // asked beside the user, not after it (a signed-out visitor makes neither call).
  const [user, unread] = await Promise.all([
    auth.user(),
    auth.signedIn ? auth.api<ApiAnswer<'/chat/unread/'>>('/chat/unread/') : null,
  ])
  return {
    lng: resolveLanguage(request),
    env: publicEnv(),
    user: user ? summarizeUser(user) : null,
    siteUrl: authEnv().siteUrl ?? new URL(request.url).origin,
    chat_unread: user && unread?.ok ? unread.data.unread_chats_count : null,
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const nonce = useNonce()
  return (
    <html lang={i18n.language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#24564d" />
        <Meta />
        <Links />
        <SearchEngineLinks />
      </head>
      <body className="min-h-dvh">
        <ToastProvider>{children}</ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/** Keeps i18next in step with the language the server resolved (after a switch, loaders re-run). */
function useLanguageSync(lng: string) {
  const { i18n } = useTranslation()
  useEffect(() => {
    if (i18n.language !== lng && isLanguage(lng)) void switchLanguage(i18n, lng)
  }, [lng, i18n])
}

/**
 * `<html data-hydrated>` once React has taken over the server's markup: until then buttons that only
 * scripts serve do nothing (public pages load their scripts after the page, decision 0107). The
 * browser tests wait for it after opening a page.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
}

export default function App() {
  const { lng } = useLoaderData<typeof loader>()
  useLanguageSync(lng)
  useHydratedMark()
  return <Outlet />
}

/** Last resort, when even the site layout failed: a self-contained page without header and footer. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main className="container-page flex min-h-dvh items-center py-16">
      <ErrorState status={status} />
    </main>
  )
}
