import type { i18n as I18n, TFunction } from 'i18next'
import { useContext } from 'react'
import { I18nContext, useTranslation as useReactTranslation } from 'react-i18next'
import { rememberedT } from './remembered-t'

/**
 * `useTranslation` for the site's components. In the browser it is react-i18next's (it follows a
 * language switch). On the server it is a lookup: a server i18next instance never changes language
 * (one per language, entry.server.tsx), so each component gets the instance's fixed `t` for its
 * namespace, bound once per instance and namespace, instead of react-i18next building a wrapper
 * and subscribing to events on every render of every component (issue 23: ~10 % of a search
 * page's render time went to `createI18nWrapper`). That `t` remembers its answers (rememberedT):
 * a page asks the same questions on every render.
 */
type Bound = { t: TFunction; i18n: I18n; ready: true }
const boundByInstance = new WeakMap<I18n, Map<string, Bound>>()

function useServerTranslation(ns?: string): Bound {
  const { i18n } = useContext(I18nContext)
  let bound = boundByInstance.get(i18n)
  if (!bound) {
    bound = new Map()
    boundByInstance.set(i18n, bound)
  }
  const key = ns ?? ''
  let value = bound.get(key)
  if (!value) {
    value = { t: rememberedT(i18n.getFixedT(i18n.language, ns)), i18n, ready: true }
    bound.set(key, value)
  }
  return value
}

// The server hook answers `{ t, i18n, ready }`, what the site's components read, not the whole of
// react-i18next's generic answer (also a tuple); the browser keeps react-i18next's own.
export const useTranslation: typeof useReactTranslation =
  typeof document === 'undefined'
    ? (useServerTranslation as unknown as typeof useReactTranslation)
    : useReactTranslation
